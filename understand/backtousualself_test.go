package understand_test

import "testing"

// A symptom denied right after "back to his usual self" is over, not
// denied, so that it closes the one recorded (s51 blind round 20 en09, a
// care-home carer at the next call: the confusion of the first call stayed
// current beside a refuted one).
func TestASymptomDeniedBackToOnesUsualSelfIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 en09", [][2]string{patient("Hi, it's Dawn from Beech House again about Mr Lewis. He finished day seven of the cefalexin yesterday, temperature's normal now, 36.8, and he's back to his usual self, not confused at all.")},
			[]string{"medication drug:cefalexin", "observation vital:temperature", "symptom sym:confusion historical"}},
		{"back to normal, no dizziness", [][2]string{patient("I'm back to normal now, no dizziness at all.")},
			[]string{"symptom sym:dizziness historical"}},
		{"back to my old self", [][2]string{patient("I feel back to my old self, no headaches.")},
			[]string{"symptom sym:headache historical"}},
		// Near misses.
		{"near miss: not back to her usual self", [][2]string{patient("I'm her mum, calling for my daughter Amy. She's not back to her usual self, no fever though.")},
			[]string{"symptom sym:fever negated"}},
		{"near miss: a denial without the phrase", [][2]string{patient("Not confused at all, no dizziness.")},
			[]string{"symptom sym:confusion negated", "symptom sym:dizziness negated"}},
		{"near miss: back to normal but", [][2]string{patient("I'm back to normal but no appetite.")},
			[]string{"symptom sym:loss_of_appetite"}},
	})
}
