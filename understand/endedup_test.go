package understand_test

import "testing"

// "I ended up falling" is "I fell": an event (a fall, a fit) told after
// "ended up" or "wound up" is over. A fall that keeps happening, or one
// feared, is not; nor is a complaint that is no event.
func TestAnEventTheyEndedUpHavingIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"mts-dialog dev train-780: ended up falling", [][2]string{
			patient("I ended up falling because my right hand missed the railing when I grabbed it to head up the stairs.")},
			[]string{"symptom sym:falls historical"}},
		{"ended up having a seizure", [][2]string{patient("I ended up having a seizure at work.")},
			[]string{"symptom sym:seizure historical"}},
		{"near-miss: falls that keep happening", [][2]string{patient("I keep falling, my legs just give way.")},
			[]string{"symptom sym:falls"}},
		{"near-miss: a fall feared", [][2]string{patient("I'm worried I'll end up falling.")},
			[]string{"symptom sym:falls uncertain"}},
		{"near-miss: no event", [][2]string{patient("I ended up vomiting all night.")},
			[]string{"symptom sym:vomiting"}},
	})
}
