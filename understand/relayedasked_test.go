package understand_test

import "testing"

// A question someone put to the patient, told by the patient, names no
// finding of theirs (relayedasked.go); nor do "cabin fever" and "a bit OCD"
// (extract's idioms).
func TestAQuestionToldIsNoFinding(t *testing.T) {
	runCases(t, []readCase{
		{"asked had I been told", [][2]string{patient("The practice nurse asked had I ever been told I've got diabetes.")}, []string{"condition cond:diabetes hypothetical relayed"}},
		{"wanted to know whether", [][2]string{patient("The dentist wanted to know whether I'm on warfarin.")}, []string{"medication drug:warfarin hypothetical uncertain"}},
		{"cabin fever", [][2]string{patient("I've got cabin fever, stuck in the flat all week.")}, nil},
		{"a bit OCD", [][2]string{patient("I'm a bit OCD about lining my tablets up.")}, nil},
		// Near misses.
		{"near miss: a fever told", [][2]string{patient("I've had a fever since Tuesday.")}, []string{"symptom sym:fever"}},
		{"near miss: told, not asked", [][2]string{patient("The nurse told me I've got diabetes.")}, []string{"condition cond:diabetes relayed"}},
	})
}
