package understand_test

import "testing"

// Spoken for, "her face looked fine" denies the droop asked of it (s47
// blind round 15 en18); not spoken for, her face is someone else's.
func TestHerPartFineSpokenForDeniesWhatWasAskedOfIt(t *testing.T) {
	call := patient("Hi, I'm calling about my mum, she's 79. About an hour ago her speech went all slurred.")
	ask := clinician("Is she completely back to normal now? Any facial droop?")
	runCases(t, []readCase{
		{"r15 en18: her face looked fine", [][2]string{call, ask, patient("Yeah she's chatting away now. Her face looked fine.")},
			[]string{"symptom sym:facial_weakness negated"}},
		{"my face looked fine", [][2]string{clinician("Any facial droop?"), patient("No, my face looked fine.")},
			[]string{"symptom sym:facial_weakness negated"}},
		{"near-miss: spoken for, her face drooped", [][2]string{call, ask, patient("Yeah, her face looked a bit droopy on one side.")},
			[]string{"symptom sym:facial_weakness"}},
		{"near-miss: not spoken for, her face is another's", [][2]string{clinician("Any facial droop?"), patient("My wife said her face looked fine.")},
			[]string{}},
	})
}
