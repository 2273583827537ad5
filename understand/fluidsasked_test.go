package understand_test

import "testing"

// "Is he drinking?" of a child asks whether he takes fluids: "Yeah drinking
// ok, not eating much" wrote alcohol use for a three-year-old (s42 blind
// round 6).
func TestFluidsAskedIsNoAlcohol(t *testing.T) {
	runCases(t, []readCase{
		{"s42 round 6: is he drinking", [][2]string{assistant("Is he drinking?"), patient("Yeah drinking ok, not eating much")},
			[]string{"symptom sym:loss_of_appetite"}},
		{"is she drinking okay", [][2]string{assistant("Is she drinking okay?"), patient("yes")}, nil},
		{"is the baby drinking", [][2]string{assistant("And is the baby drinking?"), patient("yes, plenty")}, nil},
		// Near misses: alcohol asked.
		{"near miss: do you drink", [][2]string{assistant("Do you drink?"), patient("yes")}, []string{"observation social:alcohol"}},
		{"near miss: is he still drinking", [][2]string{assistant("Is he still drinking?"), patient("yes")}, []string{"observation social:alcohol"}},
		{"near miss: are you drinking", [][2]string{assistant("Are you drinking at all?"), patient("Yeah, a few pints at the weekend")}, []string{"observation social:alcohol"}},
	})
}
