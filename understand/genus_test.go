package understand_test

import "testing"

// "They said it was an H. pylori infection" failed with a 500: the dot of
// "H." ended a sentence in the middle of the lexicon's term, and a rule
// measured past its end.
func TestAGenusAbbreviatedIsNoSentenceEnd(t *testing.T) {
	runCases(t, []readCase{
		{"H. pylori infection", [][2]string{patient("I've got an H. pylori infection, so I'm on antibiotics.")},
			[]string{"condition cond:h_pylori_infection", "medication class:antibiotics"}},
		{"near miss: vitamin C. ends a sentence", [][2]string{patient("I take vitamin C. My knee hurts.")},
			[]string{"medication drug:ascorbic_acid", "symptom sym:knee_pain"}},
	})
}
