package understand_test

import "testing"

// A weight said with "she's" or "he's" is read as a weight, whose the
// reading decides: the one spoken for, or no one's (extract/thirdweight.go).
func TestAWeightSaidInTheThirdPerson(t *testing.T) {
	mum := patient("Hiya, I'm ringin' about me daughter Kayleigh, she's 16, I'm her mum. She's lost loads of weight")
	runCases(t, []readCase{
		// s50 blind round 19 en17, voice-to-text without apostrophes.
		{"the one spoken for, typed without apostrophes", [][2]string{mum,
			patient("shes 45.2 kilos today the dizzy spells have stopped since shes been drinking more periods still havent come back")},
			[]string{"observation vital:weight", "symptom sym:dizziness historical"}},
		{"the one spoken for", [][2]string{mum, patient("She's 45.2 kilos today.")}, []string{"observation vital:weight"}},
		// Near misses: no one is spoken for, so "she" is someone else.
		{"a wife", [][2]string{patient("My wife is worried about her weight, she's 90 kilos now")}, []string{}},
		{"a daughter told of", [][2]string{patient("My daughter is 6, she's 20 kilos")}, []string{}},
		{"she, unknown", [][2]string{patient("She's 60 kilos")}, []string{}},
		{"the speaker", [][2]string{patient("I'm 70 kilos")}, []string{"observation vital:weight"}},
	})
}
