package understand_test

import "testing"

// "Not since last month" to a question whether a finding was had says there
// is none now.
func TestNoneSinceATimeAnswered(t *testing.T) {
	q := assistant("Have you had any chest pain recently?")
	runCases(t, []readCase{
		{"not since last month", [][2]string{q, patient("Not since last month.")}, []string{"symptom sym:chest_pain negated"}},
		{"haven't had any since", [][2]string{q, patient("Haven't had any since Christmas.")}, []string{"symptom sym:chest_pain negated"}},
		{"not since, to two findings", [][2]string{assistant("Any chest pain or breathlessness?"), patient("Not since last month.")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dyspnea negated"}},
		// Near misses.
		{"no, not since", [][2]string{q, patient("No, not since last month.")}, []string{"symptom sym:chest_pain negated"}},
		{"yes, but not since", [][2]string{q, patient("Yes, but not since last month.")}, []string{"symptom sym:chest_pain historical"}},
		{"not since, but again", [][2]string{q, patient("Not since last month, but it came back yesterday.")}, []string{}},
		{"a drug not since a time is no denial", [][2]string{assistant("Are you still taking the aspirin?"), patient("Not since last month.")}, []string{}},
		{"a habit not since a time is no denial", [][2]string{assistant("Do you smoke?"), patient("Not since 2010.")}, []string{}},
	})
}
