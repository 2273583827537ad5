package understand_test

import "testing"

// A change told in the simple past with how long it lasted is a spell that
// is over, as "my hand was numb for about two hours" already was: "my left
// hand became numb for about two hours" (MTS-Dialog dev train-893) wrote a
// numbness now.
func TestASpellThatBecameAndLastedIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"train-893: became numb for about two hours", [][2]string{patient("I also forgot to mention that four hours after not being able to get up from my chair, my left hand became numb for about two hours.")},
			[]string{"symptom sym:numbness historical"}},
		{"went numb for ten minutes", [][2]string{patient("My hand went numb for about ten minutes.")}, []string{"symptom sym:numbness historical"}},
		// Near misses: no length, a length that goes on, the perfect, a
		// headache still there.
		{"near miss: became numb two hours ago", [][2]string{patient("My left hand became numb two hours ago.")}, []string{"symptom sym:numbness"}},
		{"near miss: and has been numb since", [][2]string{patient("My hand went numb for a while and has been numb since.")}, []string{"symptom sym:numbness"}},
		{"near miss: the perfect goes on", [][2]string{patient("I have had asthma since childhood.")}, []string{"condition cond:asthma"}},
		{"near miss: still do", [][2]string{patient("I had a headache yesterday and still do.")}, []string{"symptom sym:headache"}},
	})
}
