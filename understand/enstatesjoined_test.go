package understand_test

import "testing"

// A place with two states joined, and the intensifiers of Irish and
// northern English: "Me eye's been fierce red and sore since yesterday, the
// left one" (s46 blind round 13 en10) read nothing: "fierce" was no degree
// word, and only the first state after the place was read. Each state
// joined by "and" or a comma is read at the place, with the degree words
// before it; a clause of its own after "and" ("and I have a headache") is
// no state of the place.
func TestAPlaceWithTwoStatesJoined(t *testing.T) {
	runCases(t, []readCase{
		{"r13 en10: Me eye's been fierce red and sore", [][2]string{patient("Me eye's been fierce red and sore since yesterday, the left one")},
			[]string{"symptom sym:eye_pain", "symptom sym:red_eye"}},
		{"red and sore, plain", [][2]string{patient("My eye has been red and sore since yesterday")},
			[]string{"symptom sym:eye_pain", "symptom sym:red_eye"}},
		{"wicked itchy", [][2]string{patient("My eyes are wicked itchy")},
			[]string{"symptom sym:itchy_eyes"}},
		// Near misses: unchanged.
		{"near miss: a clause of its own after and", [][2]string{patient("My eye is red and I have a headache")},
			[]string{"symptom sym:headache", "symptom sym:red_eye"}},
		{"near miss: one state", [][2]string{patient("My throat's really sore")},
			[]string{"symptom sym:sore_throat"}},
		{"near miss: red but not sore", [][2]string{patient("My eye is red but not sore")},
			[]string{"symptom sym:red_eye"}},
	})
}
