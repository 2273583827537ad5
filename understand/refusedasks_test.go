package understand_test

import "testing"

// A clinician who says they will not ask the patient to take a drug
// orders none (t1: "I'm not going to ask you to take aspirin while you're
// pain-free"); the same words without the denial are an order.
func TestAnOrderNotAskedFor(t *testing.T) {
	runCases(t, []readCase{
		{"t1: not going to ask you to take aspirin", [][2]string{patient("Okay. Should I take an aspirin or something?"),
			clinician("I'm not going to ask you to take aspirin while you're pain-free; the doctor there will decide.")},
			[]string{}},
		{"wouldn't tell you to start a statin", [][2]string{clinician("I wouldn't tell you to start atorvastatin yet, let's recheck the cholesterol first.")},
			[]string{}},
		{"won't ask you to use a cream", [][2]string{clinician("We won't ask you to use the hydrocortisone until the swab is back.")},
			[]string{}},
		{"asked to take it: an order", [][2]string{clinician("I'm going to ask you to take aspirin now, three hundred milligrams.")},
			[]string{"medication drug:aspirin"}},
		{"told to start it: an order", [][2]string{clinician("I'll ask you to start atorvastatin tonight.")},
			[]string{"medication drug:atorvastatin"}},
	})
}
