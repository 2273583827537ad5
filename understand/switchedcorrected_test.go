package understand_test

import "testing"

// A correction that tells a switch stops the drug of before: "sorry no,
// it's apixaban now, they switched me in the summer" kept the warfarin
// active beside the apixaban (s42 blind round 6).
func TestACorrectionThatTellsASwitchStopsTheDrugBefore(t *testing.T) {
	warfarin := patient("I'm on warfarin, 5mg.")
	runCases(t, []readCase{
		{"s42 round 6: switched me in the summer", [][2]string{warfarin,
			patient("sorry no, it's apixaban now, they switched me in the summer. The warfarin was a faff with all the blood tests.")},
			[]string{"medication drug:apixaban", "medication drug:warfarin historical stopped"}},
		{"the old one not named again", [][2]string{warfarin, patient("sorry no, it's apixaban now, they switched me in the summer.")},
			[]string{"medication drug:apixaban", "medication drug:warfarin historical stopped"}},
		// Near misses: no switch said, another kind, no correction.
		{"near miss: no switch said", [][2]string{warfarin, patient("sorry no, it's apixaban.")}, []string{"medication drug:apixaban"}},
		{"near miss: another kind", [][2]string{warfarin, patient("sorry no, I also switched to omeprazole.")}, []string{"medication drug:omeprazole"}},
	})
}
