package understand_test

import "testing"

// "Metformin gives me diarrhoea" named no allergy and told what the drug's
// label says it may do, yet it was written as an allergy to metformin, a
// fact that would keep a first-line drug from the patient (session 68's
// blind review). Said with a weak cue alone and a known side effect, the
// allergy is a claim for a clinician; a rash, or an allergy word, keeps it.
func TestAKnownSideEffectIsNoSureAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"metformin, diarrhoea", [][2]string{patient("Metformin gives me diarrhoea.")}, []string{"allergy drug:metformin uncertain"}},
		// The drug the patient says they are on is taken still: "I'm on
		// metformin and it gives me diarrhoea" lost the metformin.
		{"on metformin, diarrhoea", [][2]string{patient("I'm on metformin and it gives me diarrhoea.")},
			[]string{"allergy drug:metformin uncertain", "medication drug:metformin"}},
		{"I take metformin, diarrhoea", [][2]string{patient("I take metformin, it gives me diarrhoea.")},
			[]string{"allergy drug:metformin uncertain", "medication drug:metformin"}},
		{"near miss: a rash", [][2]string{patient("Penicillin gives me a rash.")}, []string{"allergy allergen:penicillins"}},
		{"near miss: an allergy word", [][2]string{patient("I'm allergic to metformin, it gives me diarrhoea.")}, []string{"allergy drug:metformin"}},
	})
}
