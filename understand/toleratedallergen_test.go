package understand_test

import "testing"

// A drug told fine in an answer about allergies is tolerated: "头孢倒是没事，
// 去年还用过头孢克肟" wrote a cefixime allergy, "Cephalosporins are fine" a
// cephalosporin allergy (s42 blind round 7).
func TestADrugToldFineIsNoAllergen(t *testing.T) {
	asked := assistant("有没有药物过敏？")
	runCases(t, []readCase{
		{"s42 round 7: 头孢倒是没事，去年还用过头孢克肟", [][2]string{asked, patient("青霉素过敏，小时候打针起过一身疹子。头孢倒是没事，去年还用过头孢克肟")},
			[]string{"allergy allergen:cephalosporins negated", "allergy allergen:penicillins", "allergy drug:cefixime negated"}},
		{"Cephalosporins are fine", [][2]string{assistant("Any allergies?"), patient("Penicillin. Cephalosporins are fine, I had cefalexin last year.")},
			[]string{"allergy allergen:cephalosporins negated", "allergy allergen:penicillins"}},
		{"青霉素过敏，头孢没事", [][2]string{asked, patient("青霉素过敏，头孢没事")}, []string{"allergy allergen:cephalosporins negated", "allergy allergen:penicillins"}},
		// Near misses: a reaction in the clause, or no word of trouble.
		{"near miss: 打过一次起了一身疹子", [][2]string{asked, patient("青霉素打过一次起了一身疹子")}, []string{"allergy allergen:penicillins"}},
		{"near miss: penicillin, a rash", [][2]string{assistant("Any allergies?"), patient("Penicillin, I had a rash with it.")}, []string{"allergy allergen:penicillins"}},
	})
}
