package understand_test

import "testing"

// "Any hypos?" "One last week, felt shaky and sweaty, it was 3.4 on the
// meter." wrote a tremor and sweating now (s42 blind round 6): they were
// the hypo's, over with it.
func TestAnEpisodeToldIsOver(t *testing.T) {
	asked := assistant("Any hypos?")
	runCases(t, []readCase{
		{"s42 round 6: one last week", [][2]string{asked, patient("One last week, felt shaky and sweaty, it was 3.4 on the meter.")},
			[]string{"symptom sym:sweating historical", "symptom sym:tremor historical"}},
		{"had one on Monday", [][2]string{asked, patient("Yeah, had one on Monday, I was dizzy and sweaty.")},
			[]string{"symptom sym:dizziness historical", "symptom sym:hypoglycemia_symptoms historical", "symptom sym:sweating historical"}},
		// Near misses: still going, or no dated episode.
		{"near miss: still", [][2]string{asked, patient("One last week, felt shaky and I'm still shaky now.")}, []string{"symptom sym:tremor"}},
		{"near miss: no episode", [][2]string{assistant("How are you?"), patient("I felt shaky and sweaty last week.")},
			[]string{"symptom sym:sweating", "symptom sym:tremor"}},
	})
}
