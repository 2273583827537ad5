package understand_test

import "testing"

// An opening that would announce a relative spoken for announces no one
// when the turn tells that relative's death: the bereaved speaker tells
// their own grief. A death of someone else, or "passed out", leaves the
// announcement standing.
func TestNoOneSpeaksForTheDead(t *testing.T) {
	runCases(t, []readCase{
		{"here about a husband who died", [][2]string{patient("Hi, I'm here about my husband, he died six weeks ago and I just can't stop crying, I'm not sleeping.")},
			[]string{"symptom sym:insomnia"}},
		{"came about a mother we lost", [][2]string{patient("I came about my mum. We lost her in the spring, and I've had headaches and palpitations since.")},
			[]string{"symptom sym:headache", "symptom sym:palpitations"}},
		{"calling about my dad, who passed last month", [][2]string{patient("I'm calling about my dad really, he passed last month and I've had chest pain on and off.")},
			[]string{"symptom sym:chest_pain"}},
		{"near-miss: she passed out", [][2]string{patient("I'm calling about my mum, she passed out in the kitchen this morning and she has a headache.")},
			[]string{"symptom sym:headache", "symptom sym:syncope historical"}},
		{"near-miss: the other parent died", [][2]string{patient("I'm calling about my dad, he's had a cough for a week. He's not been eating since my mum passed away.")},
			[]string{"symptom sym:cough"}},
		{"near-miss: no death", [][2]string{patient("I came for my mum, she has a headache and a cough.")},
			[]string{"symptom sym:cough", "symptom sym:headache"}},
	})
}
