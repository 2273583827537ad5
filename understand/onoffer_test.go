package understand_test

import "testing"

// A drug told only as on offer or stocked up on is shopping, not a drug
// taken (onoffer.go).
func TestADrugOnOfferIsNotTaken(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh13: a pharmacy offer, stocked up on", [][2]string{patient("楼下药店维生素C买一送一，我囤了好多。")},
			[]string{"medication drug:ascorbic_acid hypothetical"}},
		{"on discount, bought", [][2]string{patient("药店布洛芬打折，买了两盒")},
			[]string{"medication drug:ibuprofen hypothetical"}},
		{"near miss: on offer and taken", [][2]string{patient("维生素C买一送一，我每天吃一片")},
			[]string{"medication drug:ascorbic_acid"}},
		{"near miss: no offer", [][2]string{patient("我在吃维生素C")},
			[]string{"medication drug:ascorbic_acid"}},
	})
}
