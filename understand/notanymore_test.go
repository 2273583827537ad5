package understand_test

import "testing"

// A symptom the patient has no more was had and is over, and closes the
// one recorded; "never … before" stays denied, and a condition is left to
// a clinician.
func TestSymptomNotHadAnymoreIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 en09: not falling asleep at my desk anymore", [][2]string{
			patient("Still dozing off at my desk though."),
			patient("I'm not falling asleep at my desk anymore, feel like a new man.")},
			[]string{"symptom sym:drowsiness historical"}},
		{"headaches any more", [][2]string{patient("I'm not getting headaches any more.")},
			[]string{"symptom sym:headache historical"}},
		{"keep falling asleep is sleepiness", [][2]string{patient("I keep falling asleep at my desk.")},
			[]string{"symptom sym:drowsiness"}},
		{"near-miss: never before", [][2]string{patient("I never had headaches before.")},
			[]string{"symptom sym:headache historical negated"}},
		{"near-miss: a condition", [][2]string{patient("I don't have asthma anymore.")},
			[]string{"condition cond:asthma historical negated"}},
		{"near-miss: a plain denial", [][2]string{patient("No headaches.")},
			[]string{"symptom sym:headache negated"}},
	})
}
