package understand_test

import "testing"

// A drug switched to, then 就 and an end, is taken: what went is something
// else (drugthengone.go).
func TestADrugSwitchedToThenGoneIsTaken(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh18: 换咗必妥维就冇晒啦", [][2]string{patient("后来换咗必妥维就冇晒啦。")},
			[]string{"medication drug:bictegravir_emtricitabine_taf"}},
		{"Mandarin: 改用氨氯地平就没了", [][2]string{patient("后来改用氨氯地平就没了")},
			[]string{"medication drug:amlodipine"}},
		{"near miss: no verb of switching before, run out", [][2]string{patient("氨氯地平就没了")},
			[]string{"medication drug:amlodipine negated"}},
	})
}
