package understand_test

import "testing"

// A drug that makes one throw up has a side effect, as one that makes one
// feel sick does ("I can't take codeine, it makes me throw up"): no allergy
// unless an allergy word says so. A rash, a swelling, or the word
// "allergic" keep the allergy.
func TestVomitingOnADrugIsNoAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"en-t1-015: I can't take codeine, it makes me throw up", [][2]string{clinician("Okay. Have you taken anything for the pain?"),
			patient("Two paracetamol at six o'clock. It didn't really do anything. I can't take codeine, it makes me throw up, so I didn't have any of that.")},
			[]string{"medication drug:paracetamol", "symptom sym:vomiting hypothetical"}},
		{"Codeine makes me throw up: a side effect, read as its nausea is", [][2]string{patient("Codeine makes me throw up.")},
			[]string{"medication drug:codeine", "symptom sym:vomiting"}},
		{"near-miss: Codeine makes me nauseous, as before", [][2]string{patient("Codeine makes me nauseous.")},
			[]string{"medication drug:codeine", "symptom sym:nausea"}},
		{"near-miss: it makes me sick, as before", [][2]string{patient("I can't take codeine, it makes me sick.")},
			[]string{}},
		{"I can't take ramipril, it gives me a cough: not a cough now", [][2]string{patient("I can't take ramipril, it gives me a cough.")},
			[]string{"symptom sym:cough hypothetical"}},
		{"near-miss: a rash is an allergy's", [][2]string{patient("I can't take codeine, it gives me a rash.")},
			[]string{"allergy drug:codeine"}},
		{"near-miss: allergic, and it makes me throw up", [][2]string{patient("I'm allergic to codeine, it makes me throw up.")},
			[]string{"allergy drug:codeine"}},
	})
}
