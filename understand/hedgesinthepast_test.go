package understand_test

import "testing"

// A hedge after "and", "but" or "so" hedges what follows, in the past too
// (t1: "And I thought it was ringworm, because my flatmate's cat's got
// ringworm"): what the patient took it for is a guess.
func TestAHedgeInThePastAfterAConnective(t *testing.T) {
	runCases(t, []readCase{
		{"t1: and I thought it was ringworm", [][2]string{clinician("Tell me about it."),
			patient("So, um, about two weeks ago I got this one patch on my tummy? And I thought it was ringworm, because my flatmate's cat's got ringworm, like, proper, the vet said.")},
			[]string{"condition cond:ringworm uncertain", "condition cond:ringworm of other"}},
		{"but I thought it was a migraine", [][2]string{patient("The headache started on Monday, but I thought it was a migraine.")},
			[]string{"symptom sym:headache", "condition cond:migraine uncertain"}},
		{"so I figured it was thrush", [][2]string{patient("It was itchy down there, so I figured it was thrush.")},
			[]string{"symptom sym:itching", "condition cond:vaginal_candidiasis uncertain"}},
		{"a hedge of something else", [][2]string{patient("And I thought I'd better ring, because the cough is worse.")},
			[]string{"symptom sym:cough"}},
	})
}
