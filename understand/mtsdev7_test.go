package understand_test

import "testing"

// Readings found wrong on mts-dialog/dev7 (MTS-Dialog's training set).
// The sentences are written for these tests, in the manner of the
// dialogues, not copied.

func TestSmokingThatIsNoTobacco(t *testing.T) {
	runCases(t, []readCase{
		{"smoking it, after naming cannabis", [][2]string{clinician("Do you smoke?"), patient("I use marijuana. I sleep better after smoking it.")},
			[]string{"observation social:cannabis"}},
		{"smoking them, after naming cigarettes", [][2]string{patient("Cigarettes, yeah, I smoke them every day.")},
			[]string{"observation social:smoking"}},
		{"kept clear of tobacco", [][2]string{patient("A few of my friends smoke weed, but I keep away from tobacco.")},
			[]string{"observation social:cannabis of other", "observation social:smoking negated"}},
		{"a smoker still smokes", [][2]string{patient("I smoke, about half a pack a day.")}, []string{"observation social:smoking"}},
	})
}
