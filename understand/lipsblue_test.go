package understand_test

import "testing"

// Lips said to be blue are cyanosis, as "blue lips" is: "His lips aren't
// blue, he's talking to me" (s46 blind round 13 en07) read nothing, where
// the tester expected cyanosis denied. The lips and their colour, with the
// link between ("are", "aren't", "have gone", "look"), are read as the
// place and its state; blue elsewhere ("blue inhaler") is no state of a
// place.
func TestLipsSaidBlueAreCyanosis(t *testing.T) {
	runCases(t, []readCase{
		{"r13 en07: His lips aren't blue", [][2]string{patient("I'm calling for my son, he's 6, he's wheezing"), assistant("Any blueness?"),
			patient("His lips aren't blue, he's talking to me")},
			[]string{"symptom sym:cyanosis negated"}},
		{"my lips have gone blue", [][2]string{patient("My lips have gone a bit blue")},
			[]string{"symptom sym:cyanosis"}},
		// Near misses: unchanged.
		{"near miss: the blue inhaler", [][2]string{patient("I use the blue inhaler")},
			[]string{"medication class:inhalers"}},
		{"near miss: blue lips, as before", [][2]string{patient("No blue lips")},
			[]string{"symptom sym:cyanosis negated"}},
	})
}
