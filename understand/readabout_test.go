package understand_test

import "testing"

// What the patient read or heard about is a topic, not a drug taken; a
// finding of their own told after it in the turn is theirs.
func TestReadAboutIsATopic(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 en13: read about ivabradine online", [][2]string{patient("Or I read about ivabradine online.")},
			[]string{"medication drug:ivabradine hypothetical"}},
		{"heard of a drug", [][2]string{patient("I've heard of metformin for weight loss.")},
			[]string{"medication drug:metformin hypothetical", "symptom sym:weight_loss hypothetical"}},
		{"own finding after it stays", [][2]string{patient("I read about ivabradine online and I have a headache.")},
			[]string{"medication drug:ivabradine hypothetical", "symptom sym:headache"}},
		{"near-miss: a drug taken after a clause read about", [][2]string{patient("I read about it, and I'm on metformin.")},
			[]string{"medication drug:metformin"}},
		{"near-miss: a drug taken", [][2]string{patient("I take ivabradine for my heart.")},
			[]string{"medication drug:ivabradine"}},
	})
}
