package understand_test

import "testing"

// A drug told taken without trouble ("青霉素打过没事") is tolerated, no
// allergen, though its "没事" reads as a negation of the drug.
func TestADrugTakenWithoutTroubleIsNoAllergen(t *testing.T) {
	runCases(t, []readCase{
		{"r14 zh19: 我对青霉素过敏，哦不对，是头孢…青霉素打过没事", [][2]string{patient("我对青霉素过敏，哦不对，是头孢，头孢克洛，吃了起荨麻疹。青霉素打过没事")},
			[]string{"allergy allergen:penicillins negated", "allergy allergen:cephalosporins", "medication drug:benzylpenicillin negated"}},
		{"near-miss: never taken", [][2]string{patient("我对青霉素过敏。青霉素没打过")},
			[]string{"allergy allergen:penicillins", "medication drug:benzylpenicillin negated"}},
		{"near-miss: a reaction", [][2]string{patient("我对青霉素过敏，打过一次起了一身疹子")},
			[]string{"allergy allergen:penicillins"}},
	})
}
