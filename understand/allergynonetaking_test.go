package understand_test

import "testing"

// No allergies, and a drug the patient takes told after (allergynonetaking.go;
// asked/en-x1-024).
func TestNoAllergiesAndADrugTaken(t *testing.T) {
	runCases(t, []readCase{
		{"none, and on lisinopril (ask-en-x1-024)", [][2]string{
			assistant("Do you have any drug allergies?"),
			patient("nope none. i'm on lisinopril tho if that matters")},
			[]string{"allergy cond:drug_allergy_status negated", "medication drug:lisinopril"}},
		{"none, I take metformin", [][2]string{
			clinician("Any allergies to medicines?"),
			patient("No. I take metformin.")},
			[]string{"allergy cond:drug_allergy_status negated", "medication drug:metformin"}},
		// Near misses: a drug named bare may be the one.
		{"no, only penicillin", [][2]string{
			clinician("Any drug allergies?"),
			patient("No, only penicillin.")},
			[]string{"medication drug:benzylpenicillin"}},
	})
}
