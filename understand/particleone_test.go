package understand_test

import "testing"

// "One" that ends a Singapore or Malaysian English statement stresses it;
// "the pneumonia one" still names a jab, not the illness.
func TestSentenceFinalOneIsNoThingOfItsKind(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 en10: his mother also autistic one", [][2]string{patient("His mother also autistic one.")},
			[]string{"condition cond:autism of mother"}},
		{"with a particle after", [][2]string{patient("My father diabetic one lah.")},
			[]string{"condition cond:diabetes of father"}},
		{"near-miss: the pneumonia one is a jab", [][2]string{patient("I had the pneumonia one last year.")},
			[]string{}},
		{"near-miss: the asthma one at the end", [][2]string{patient("I take the asthma one.")},
			[]string{}},
	})
}
