package understand_test

import "testing"

// Cantonese 佢 after a verb of stopping or taking with its aspect is the
// drug, not a person (extract/thingpronoun.go).
func TestCantoneseItAfterAStopIsNoPerson(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh11: the drug switched to after 停咗佢 is the patient's", [][2]string{clinician("噻吗洛尔会令哮喘差咗，停咗佢，改用布林佐胺，一日两次。")},
			[]string{"medication drug:timolol stopped", "medication drug:brinzolamide"}},
		{"用咗佢 then another drug", [][2]string{clinician("格列美脲唔好再食，停咗佢，改用二甲双胍。")},
			[]string{"medication drug:glimepiride stopped", "medication drug:metformin"}},
		{"near miss: 佢 a person before its verb", [][2]string{patient("我问咗佢，佢食紧降压药")},
			[]string{"medication class:antihypertensives of other"}},
	})
}
