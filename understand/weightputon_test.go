package understand_test

import "testing"

// British English tells weight put on in stones and pounds: "I have put
// half a stone on, mind" (followup dev fu-en-y1-019, a new side effect at
// the follow-up) is weight gain; putting a plaster or a coat on is not.
func TestWeightPutOnInStones(t *testing.T) {
	runCases(t, []readCase{
		{"fu-en-y1-019: I have put half a stone on", [][2]string{patient("I have put half a stone on, mind.")},
			[]string{"symptom sym:weight_gain"}},
		{"put on a few pounds", [][2]string{patient("I've put on a few pounds since Christmas.")},
			[]string{"symptom sym:weight_gain"}},
		{"near-miss: a coat put on", [][2]string{patient("I put a coat on and went out.")},
			[]string{}},
		{"near-miss: denied", [][2]string{patient("I haven't put on a stone, it's the same.")},
			[]string{"symptom sym:weight_gain negated"}},
	})
}
