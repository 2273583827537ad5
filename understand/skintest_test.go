package understand_test

import "testing"

// A drug told with a negative skin test is its allergy denied, not a drug
// taken, and leaves the "no" it follows the denial of drug allergies
// (session 69's review, Z22: penicillin was written a stopped medication).
func TestANegativeSkinTestDeniesTheAllergy(t *testing.T) {
	asked := assistant("有没有药物过敏？")
	runCases(t, []readCase{
		{"没有，皮试阴性", [][2]string{asked, patient("没有，青霉素皮试也做过，阴性。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy allergen:penicillins negated"}},
		{"皮试是阴性的", [][2]string{patient("青霉素皮试是阴性的。")}, []string{"allergy allergen:penicillins negated"}},
		{"a skin test, negative", [][2]string{patient("I had a penicillin skin test once, it was negative.")}, []string{"allergy allergen:penicillins negated"}},
		// Near misses: a positive test is the allergy; a negative test of
		// something else leaves the drug taken.
		{"near miss: 皮试阳性", [][2]string{patient("青霉素皮试阳性。")}, []string{"allergy allergen:penicillins"}},
		{"near miss: a skin test of something else", [][2]string{patient("胶布皮试是阴性的，我在吃阿莫西林。")}, []string{"medication drug:amoxicillin"}},
	})
}

// A "no" to drug allergies followed by a skin test that names no drug is
// still the denial: the skin of the test is no finding told instead
// (session 69's review 3, noticed: the denial was lost).
func TestANoBeforeASkinTestStillDenies(t *testing.T) {
	asked := assistant("Do you have any drug allergies?")
	runCases(t, []readCase{
		{"no, a skin test once", [][2]string{asked, patient("No. I had a skin test once and it was negative.")},
			[]string{"allergy cond:drug_allergy_status negated"}},
		{"no, a penicillin skin test", [][2]string{asked, patient("No. I had a penicillin skin test once and it was negative.")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy allergen:penicillins negated"}},
		// Near miss: a rash on the skin is a finding told instead of the no.
		{"near miss: the skin named as a site", [][2]string{asked, patient("No, but my skin has been itchy.")},
			[]string{"symptom sym:itching"}},
	})
}
