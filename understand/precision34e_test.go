package understand_test

import "testing"

// Session 34 (en/r1): the English classes of wrong writes of en/r1. Each
// table holds the r1 sentence, sentences of the same class written for the
// test (other illnesses, other regions, Chinese where the class exists),
// and near-misses that must keep their reading.

// An illness dated to the patient's boyhood in the North ("as a lad", "when
// I was a lass") was had then: history, not a current illness.
func TestChildhoodAsALadSession34e(t *testing.T) {
	runCases(t, []readCase{
		{"r1: chickenpox as a lad", [][2]string{patient("I had chickenpox as a lad, we all did, all five of us.")},
			[]string{"condition cond:chickenpox historical"}},
		{"measles when I was a lass", [][2]string{patient("I had measles when I was a lass.")},
			[]string{"condition cond:measles historical"}},
		{"asthma as a young lad", [][2]string{patient("Had asthma as a young lad, grew out of it.")},
			[]string{"condition cond:asthma historical"}},
		{"kept going since a lad stays current", [][2]string{patient("I've had asthma since I was a lad.")},
			[]string{"condition cond:asthma"}},
		{"a current illness beside it stays", [][2]string{patient("I've got a cough now. Had whooping cough as a lad an' all.")},
			[]string{"symptom sym:cough", "condition cond:whooping_cough historical"}},
	})
}
