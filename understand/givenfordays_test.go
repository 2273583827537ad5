package understand_test

import "testing"

// A drug given for a number of days, in the simple past and said over,
// is a course that ended; "for two weeks" counted up to now goes on.
func TestCourseGivenForDays(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 en11: GP gave her trimethoprim for three days, all cleared", [][2]string{
			patient("I'm Margaret's daughter, I'm typing for Mum."),
			patient("GP gave her trimethoprim for three days, that's all cleared now.")},
			[]string{"medication drug:trimethoprim relayed stopped"}},
		{"gave me for three days and it's cleared up", [][2]string{patient("The GP gave me trimethoprim for three days and it's cleared up.")},
			[]string{"medication drug:trimethoprim relayed stopped"}},
		{"near-miss: given, nothing said over", [][2]string{patient("GP gave me amoxicillin for five days.")},
			[]string{"medication drug:amoxicillin relayed"}},
		{"near-miss: been on it for two weeks", [][2]string{patient("I've been on ramipril for two weeks.")},
			[]string{"medication drug:ramipril"}},
	})
}
