package understand_test

import "testing"

// "They added X": the ones who add a drug to the patient's are those who
// prescribe it, so the drug is the patient's (coref en-dev40-012, "Ever
// since they added that diabetes pill…"). Added for someone else, or
// taken by them, it stays theirs.
func TestADrugTheyAddedIsThePatients(t *testing.T) {
	runCases(t, []readCase{
		{"they added", [][2]string{patient("They added metformin last month.")}, []string{"medication drug:metformin"}},
		{"they added, with a complaint", [][2]string{patient("Ever since they added that diabetes pill I'm up and down to the toilet all day")},
			[]string{"medication class:antidiabetics", "symptom sym:urinary_frequency"}},
		{"near miss: added for him", [][2]string{patient("They added gliclazide for him.")}, []string{"medication drug:gliclazide of other"}},
		{"near miss: they take it", [][2]string{patient("They take metformin too.")}, []string{"medication drug:metformin of other"}},
		{"near miss: a brother who added it", [][2]string{patient("My brother has diabetes, he added metformin to his breakfast routine.")},
			[]string{"condition cond:diabetes of sibling", "medication drug:metformin of sibling"}},
	})
}
