package understand_test

import "testing"

// A drug that did something when the patient first started it, and that
// they have been fine on since, is taken and no allergy; what it did then
// is over. Without the start, or without "fine on it since", the reaction
// stays what the allergy rules read.
func TestAStartUpSideEffectOfADrugStillTakenIsNoAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"en dev en-g1-087: diarrhoea when first started, fine on the slow-release one since", [][2]string{
			patient("the metformin gave me terrible diarrhoea when I first started, but they put me on the slow-release one and I've been fine on it since")},
			[]string{"medication drug:metformin", "symptom sym:diarrhea historical"}},
		{"a rash at first, fine since", [][2]string{patient("Sertraline gave me a rash at first, but I've been fine on it since.")},
			[]string{"medication drug:sertraline", "symptom sym:rash historical"}},
		{"near-miss: still on it, with no start", [][2]string{patient("Amoxicillin gave me a rash, I'm still on it though.")},
			[]string{"allergy drug:amoxicillin"}},
		// Diarrhoea is a side effect metformin's label lists: a claim.
		{"near-miss: fine since, with no start", [][2]string{patient("The metformin gave me diarrhoea, but I've been fine on it since.")},
			[]string{"allergy drug:metformin uncertain"}},
		{"near-miss: not fine since", [][2]string{patient("Amoxicillin gave me a rash when I first started, I haven't been fine on it since.")},
			[]string{"allergy drug:amoxicillin"}},
	})
}
