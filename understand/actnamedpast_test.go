package understand_test

import "testing"

// An illness named by an act in the simple past is one event that happened
// (mts-dialog dev19: "I was in a really dark place in my life, and I
// attempted suicide"), not a state of now; a sentence that brings it to
// now keeps it.
func TestActNamedInThePast(t *testing.T) {
	runCases(t, []readCase{
		{"dev19: attempted suicide in a dark place", [][2]string{clinician("What for?"),
			patient("I was in a really dark place in my life, and I attempted suicide and they were scared for my life. I got the help I needed, and I no longer have thoughts of harming myself.")},
			[]string{"condition cond:suicide_attempt historical", "symptom sym:low_mood", "symptom sym:suicidal_thoughts historical"}},
		{"attempted suicide at nineteen", [][2]string{patient("I attempted suicide when I was nineteen.")},
			[]string{"condition cond:suicide_attempt historical"}},
		{"near miss: a question keeps it", [][2]string{patient("Do people who attempted suicide get help here?")},
			[]string{"condition cond:suicide_attempt hypothetical uncertain of other"}},
		{"near miss: brought to now", [][2]string{patient("I have attempted suicide twice and I still have those thoughts.")},
			[]string{"condition cond:suicide_attempt"}},
	})
}
