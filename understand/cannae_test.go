package understand_test

import "testing"

// Scots "cannae take" is "can't take": with a reaction named, an allergy,
// and without one no drug taken (s46 blind round 14 en01).
func TestScotsCannaeTakeIsCannotTake(t *testing.T) {
	runCases(t, []readCase{
		{"r14 en01: cannae take penicillin, came up in a rash", [][2]string{patient("Oh and I cannae take penicillin, came up in a rash as a wean")},
			[]string{"allergy allergen:penicillins"}},
		{"no reaction: no drug taken, no allergy", [][2]string{patient("I cannae take penicillin")}, []string{}},
		{"near-miss: cannae with no drug", [][2]string{patient("I cannae take the stairs, I get that breathless")},
			[]string{"symptom sym:dyspnea"}},
		{"near-miss: English can't take", [][2]string{patient("I can't take penicillin, came up in a rash as a kid")},
			[]string{"allergy allergen:penicillins"}},
	})
}
