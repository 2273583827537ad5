package understand_test

import "testing"

func TestSpotsOfTheBleedingAsked(t *testing.T) {
	runCases(t, []readCase{
		{"spots in answer to bleeding (MTS-Dialog dev train-268)", [][2]string{
			clinician("Have you seen any bleeding during your cycle?"),
			patient("Not as much anymore. Just some spots here and there."),
		}, []string{"symptom sym:bleeding negated"}},
		// Near misses: spots asked of the skin, spots with no question.
		{"near miss: spots asked of the skin", [][2]string{
			clinician("Any changes on your skin?"),
			patient("Just some spots here and there."),
		}, []string{"symptom sym:rash"}},
		{"near miss: spots told unasked", [][2]string{
			patient("I have some spots on my arms."),
		}, []string{"symptom sym:rash"}},
	})
}
