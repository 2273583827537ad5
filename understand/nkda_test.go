package understand_test

import "testing"

// "NKDA" and "NKA" answer an allergy question; a food allergy told after
// NKDA does not take the drug denial back, a drug allergy does (session
// 70's review 4, E10).
func TestNKDAAnswersAnAllergyQuestion(t *testing.T) {
	asked := assistant("Any allergies?")
	runCases(t, []readCase{
		{"E10: NKDA, except shellfish", [][2]string{asked, patient("NKDA as far as I know. Oh, except I swell up with shellfish, like my lips go huge.")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy food:shellfish"}},
		{"NKDA.", [][2]string{asked, patient("NKDA.")}, []string{"allergy cond:drug_allergy_status negated"}},
		{"NKA", [][2]string{asked, patient("NKA")}, []string{"allergy allergy:any negated"}},
		// Near miss: a drug allergy told after it corrects it.
		{"near miss: NKDA, but penicillin", [][2]string{asked, patient("NKDA, but penicillin gives me a rash.")}, []string{"allergy allergen:penicillins"}},
	})
}
