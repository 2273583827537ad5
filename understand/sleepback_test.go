package understand_test

import "testing"

// Sleep said to be back ends the sleeplessness (extract/sleepback.go).
func TestSleepBackEndsInsomnia(t *testing.T) {
	runCases(t, []readCase{
		// s50 blind round 19 en13, Malaysian English, at the review.
		{"can sleep already", [][2]string{patient("Doctor, I come back for review. Now not itchy anymore, and can sleep already")},
			[]string{"symptom sym:itching historical", "symptom sym:insomnia historical"}},
		{"can sleep again", [][2]string{patient("Now I can sleep again")}, []string{"symptom sym:insomnia historical"}},
		{"sleeping fine now", [][2]string{patient("Sleeping fine now")}, []string{"symptom sym:insomnia historical"}},
		// Near misses: still sleepless, a question, the baby's sleep, only
		// better, sleep to come.
		{"can't sleep", [][2]string{patient("I still can't sleep")}, []string{"symptom sym:insomnia"}},
		{"a question", [][2]string{patient("Can I sleep on my back?")}, []string{}},
		{"the baby", [][2]string{patient("The baby can sleep now, thank god")}, []string{}},
		{"better", [][2]string{patient("I'm sleeping better now")}, []string{}},
		{"if", [][2]string{patient("If I take it I can sleep again")}, []string{}},
	})
}
