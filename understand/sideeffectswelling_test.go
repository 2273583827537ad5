package understand_test

import "testing"

// Ankles that swell on a drug are its side effect, not an allergy: "my
// ankles swelled up badly on nifedipine" wrote a confident nifedipine
// allergy (found probing the s41 blind round's zh03 in English).
func TestSwollenAnklesOnADrugAreNoAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"on nifedipine", [][2]string{patient("My ankles swelled up badly on nifedipine.")},
			[]string{"medication drug:nifedipine", "symptom sym:ankle_swelling"}},
		{"legs swell on amlodipine", [][2]string{patient("Amlodipine makes my legs swell up.")},
			[]string{"medication drug:amlodipine", "symptom sym:leg_swelling"}},
		// Near misses: a swelling that is allergic.
		{"near miss: penicillin makes me swell up", [][2]string{patient("Penicillin makes me swell up.")}, []string{"allergy allergen:penicillins"}},
		{"near miss: my face swelled up on penicillin", [][2]string{patient("My face swelled up on penicillin.")}, []string{"allergy allergen:penicillins"}},
	})
}
