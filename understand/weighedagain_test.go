package understand_test

import "testing"

// A weight just taken again, told as a bare number: "I weigh 92 kilos" …
// "put on about 6 kg since Christmas. actually I just stepped on the
// scale, 94.5 now" kept 92 kg current (s43 blind round 8, en08). After
// words that say the patient just weighed, a number near the weight given
// before is the weight now, in its unit; the gain said before them is not.
func TestAWeightTakenAgainIsTheWeightNow(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"r8 en08: just stepped on the scale, 94.5 now", [][2]string{patient("I weigh 92 kilos, I'm 178 tall"), assistant("Has your weight changed recently?"),
			patient("put on about 6 kg since Christmas. actually I just stepped on the scale, 94.5 now")},
			[]string{"vital:weight 94.5 kg"}},
		{"near miss: no weight before", [][2]string{assistant("Has your weight changed recently?"),
			patient("actually I just stepped on the scale, 94.5 now")},
			nil},
		{"near miss: a number far from the weight", [][2]string{patient("I weigh 92 kilos"), assistant("Has your weight changed recently?"),
			patient("I just stepped on the scale, down 3 since Christmas")},
			nil},
		{"near miss: the gain alone", [][2]string{patient("I weigh 92 kilos"), assistant("Has your weight changed recently?"),
			patient("put on about 6 kg since Christmas")},
			nil},
	})
}
