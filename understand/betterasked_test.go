package understand_test

import "testing"

// A yes to "is the cough better?" says it eases, not that it is there; it
// ends it only when the answer says it went (session 70's review 4, E01:
// "yeah mostly gone tbh" wrote the cough current).
func TestAYesToBetterIsNoComplaint(t *testing.T) {
	told := patient("I stopped the lisinopril because of the cough.")
	asked := assistant("Thanks. Is the cough better since the switch?")
	runCases(t, []readCase{
		{"yeah mostly gone", [][2]string{told, asked, patient("yeah mostly gone tbh")}, []string{}},
		{"yeah much better", [][2]string{told, asked, patient("yeah much better")}, []string{}},
		{"yeah it's gone", [][2]string{told, asked, patient("yeah it's gone")}, []string{"symptom sym:cough historical"}},
		{"gone, thanks", [][2]string{told, asked, patient("gone, thanks")}, []string{"symptom sym:cough inactive"}},
		// Near misses: a yes to "worse" says it is there; a no to
		// "better", told again, keeps it.
		{"near miss: worse when you walk?", [][2]string{patient("My knee hurts."), assistant("Is the cough worse at night?"), patient("yes")}, []string{"symptom sym:cough"}},
		{"near miss: no, still coughing", [][2]string{told, asked, patient("no, still coughing")}, []string{"symptom sym:cough"}},
	})
}

// The cause of a stop said "cos of" is a cause as "because of" is: the
// cough went with the drug, and the GP's order is not the cough's
// (session 70's review 4, E01).
func TestACauseSaidCosOf(t *testing.T) {
	runCases(t, []readCase{
		{"cos of the cough", [][2]string{patient("My GP switched me off the lisinopril a couple weeks back cos of the cough, I'm on losartan now.")},
			[]string{"medication drug:lisinopril relayed stopped", "medication drug:losartan", "symptom sym:cough historical"}},
	})
}
