package understand_test

import "testing"

// One time told of what the body did is an episode; whether it goes on is
// unsaid, and a clinician checks it (session 29). Written for the test.
func TestCountedOnceSession29(t *testing.T) {
	runCases(t, []readCase{
		{"how much stands between the act and its once", [][2]string{patient("I wet myself a little once, laughing at the telly.")},
			[]string{"symptom sym:incontinence uncertain"}},
		{"a Chinese act counted once", [][2]string{patient("早上吐了一次，现在想喝水。")},
			[]string{"symptom sym:vomiting uncertain"}},
		{"a Chinese act counted once, dated yesterday, is had", [][2]string{patient("昨天吐了一次。")},
			[]string{"symptom sym:vomiting historical"}},
		{"a Chinese act once a day goes on", [][2]string{patient("每天都吐了一次。")},
			[]string{"symptom sym:vomiting"}},
	})
}
