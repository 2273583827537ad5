package understand_test

import "testing"

func TestARelativeWhoOpensWithTheirNameForThemselves(t *testing.T) {
	mum := patient("Hiya, I'm ringin' about me daughter Kayleigh, she's 16, I'm her mum. She's lost loads of weight")
	runCases(t, []readCase{
		// s50 blind round 19 en17, the second call, voice-to-text.
		{"its kayleighs mum again … her potassium", [][2]string{mum,
			patient("hiya its kayleighs mum again the bloods came back her potassium was 3.1 so the doctors started her on sando k")},
			[]string{"observation lab:potassium", "medication drug:potassium_chloride"}},
		// Near miss: the speaker's own mum, named as hers, keeps "her"
		// (the mum's, as read before).
		{"my mum … her", [][2]string{mum, patient("my mum had a fall last week and her hip hurts")},
			[]string{"symptom sym:falls historical of grandparent", "symptom sym:hip_pain of mother"}},
	})
}
