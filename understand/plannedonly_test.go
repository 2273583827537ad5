package understand_test

import "testing"

// A plan told in the past prospective ("I was going to add timolol") is
// not carried out: the clinician weighs it, then may reject it (en/r16-en13,
// timolol written active). A plan said now ("I'm going to start you on")
// is an order, as before.
func TestAPlanThatWasGoingToBeIsNoOrder(t *testing.T) {
	runCases(t, []readCase{
		{"r16-en13: I was going to add timolol", [][2]string{patient("They sting a bit."),
			clinician("The right is a bit high. I was going to add timolol drops in the morning. Do you have asthma, or any heart problems?")},
			[]string{}},
		{"was planning to start ramipril", [][2]string{clinician("I was planning to start you on ramipril.")},
			[]string{}},
		{"the patient's own plan not carried out", [][2]string{patient("I was going to take ibuprofen but I didn't.")},
			nil}, // nothing, as a plan never carried out (plannevertaken.go)
		// Near misses.
		{"near miss: going to start, now", [][2]string{clinician("I'm going to start you on ramipril.")},
			[]string{"medication drug:ramipril"}},
		{"near miss: going to bed is no plan of a drug", [][2]string{patient("I was going to bed when the chest pain started.")},
			[]string{"symptom sym:chest_pain"}},
	})
}
