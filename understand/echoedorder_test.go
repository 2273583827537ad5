package understand_test

import "testing"

// TestEchoedOrder: a drug the clinician just put forward, said back bare
// while the patient takes it in, is no drug of the patient's (en dev
// en-q1-002).
func TestEchoedOrder(t *testing.T) {
	order := clinician("I'm gonna add chlorthalidone, twelve and a half milligrams, in the morning. It's a water pill, so you might pee a bit more the first week.")
	runCases(t, []readCase{
		{"the case: echoed, then taken in", [][2]string{order, patient("A water pill. Okay. My sister's on one of those, hydrochloro-something, she's always running to the bathroom.")}, []string{}},
		{"echoed as a question", [][2]string{clinician("I'll start you on metformin."), patient("Metformin?")}, []string{}},
		{"echoed, ending the turn", [][2]string{clinician("I'll start you on metformin."), patient("Metformin.")}, []string{}},
		// Near misses: answers and tellings stay.
		{"an answer to what is taken", [][2]string{clinician("What do you take?"), patient("Metformin.")}, []string{"medication drug:metformin"}},
		{"told after the echo", [][2]string{clinician("I'll start you on metformin."), patient("Metformin. I've been on it for years.")}, []string{"medication drug:metformin"}},
		{"a drug the clinician did not name", [][2]string{clinician("I'll start you on aspirin."), patient("Metformin. Okay.")}, []string{"medication drug:metformin"}},
		{"asked about, then named back", [][2]string{clinician("Are you still taking the metformin?"), patient("Metformin. Yes.")}, []string{"medication drug:metformin"}},
		{"more than the name", [][2]string{clinician("I'll start you on metformin."), patient("I'm on metformin already.")}, []string{"medication drug:metformin"}},
	})
}
