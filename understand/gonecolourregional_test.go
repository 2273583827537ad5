package understand_test

import "testing"

// "Gone" and a regional intensifier before what a finding has become is
// no end of anything (s51 blind round 20 en02, Welsh: "my hands have gone
// proper red and sore" read the bowel cancer of the sentence as gone).
func TestGoneProperRedIsBecome(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 en02", [][2]string{patient("I'm on the capecitabine for the bowel cancer, cycle three now, and my hands have gone proper red and sore, peeling like, tidy mess.")},
			[]string{"condition cond:colorectal_cancer", "medication drug:capecitabine", "symptom sym:hand_pain"}},
		{"gone dead red", [][2]string{patient("I've got eczema and it's gone dead red.")},
			[]string{"condition cond:eczema"}},
		// Near misses.
		{"near miss: gone proper now", [][2]string{patient("The eczema's gone proper now.")},
			[]string{"condition cond:eczema resolves"}},
		{"near miss: gone, then red", [][2]string{patient("The eczema's gone, the skin is just red.")},
			[]string{"condition cond:eczema resolves"}},
	})
}
