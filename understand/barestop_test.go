package understand_test

import "testing"

// The bare "I stop that" of Caribbean and West African English is a done
// stop; asked, conditional or habitual, it is not.
func TestBareStopOfADrug(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 en20: I stop that, I never needed it", [][2]string{patient("The ondansetron they give me in case of vomiting, I stop that, I never needed it.")},
			[]string{"medication drug:ondansetron stopped", "symptom sym:vomiting hypothetical"}},
		{"the drug as a topic, I stop it", [][2]string{patient("The ondansetron, I stop it.")},
			[]string{"medication drug:ondansetron stopped"}},
		{"near-miss: a habit", [][2]string{patient("The ibuprofen, I stop it when the pain goes.")},
			[]string{"medication drug:ibuprofen"}},
		{"near-miss: a condition", [][2]string{patient("Metformin, if I get diarrhoea I stop it.")},
			[]string{"medication drug:metformin", "symptom sym:diarrhea hypothetical"}},
		{"near-miss: a question", [][2]string{patient("The metformin, should I stop it?")},
			[]string{"medication drug:metformin"}},
	})
}
