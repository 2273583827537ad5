package understand_test

import "testing"

// A drug named by the visit that prescribed it ("上次开的", "上次说的那个新开的")
// is taken now, and what it does now goes on; an episode told of the last
// time ("上次感冒吃的阿莫西林") is over.
func TestADrugNamedByTheVisitThatPrescribedIt(t *testing.T) {
	runCases(t, []readCase{
		{"the new drug of the last visit, after a greeting", [][2]string{patient("医生您好，上次说的那个新开的降压药，吃了以后老是头晕，站起来眼前发黑。")},
			[]string{"medication class:antihypertensives", "symptom sym:dizziness", "symptom sym:orthostatic_dizziness"}},
		{"the drug prescribed last time", [][2]string{patient("上次开的降压药，吃了以后老是头晕。")},
			[]string{"medication class:antihypertensives", "symptom sym:dizziness"}},
		// Near misses: an episode of the last time is over.
		{"a drug of the last cold", [][2]string{patient("上次感冒吃的阿莫西林")},
			[]string{"condition cond:common_cold historical", "medication drug:amoxicillin historical stopped"}},
		{"dizzy once last time", [][2]string{patient("上次头晕了一回。")}, []string{"symptom sym:dizziness historical"}},
	})
}
