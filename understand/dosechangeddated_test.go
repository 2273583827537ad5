package understand_test

import "testing"

// A dose changed at a time gone by is a drug taken still, at the new dose:
// "the gliclazide dose went up to 80 twice a day in march too" wrote the
// gliclazide stopped (s44 blind round 10, en09). The date is the change's;
// a course taken then, or a change followed by a stop, is still over.
func TestADoseChangedBackThenIsTakenStill(t *testing.T) {
	runCases(t, []readCase{
		{"the dose went up in march", [][2]string{patient("the gliclazide dose went up to 80 twice a day in march too")},
			[]string{"medication drug:gliclazide"}},
		{"was increased in january", [][2]string{patient("my ramipril was increased in january")},
			[]string{"medication drug:ramipril"}},
		{"upped last year", [][2]string{patient("the GP upped my sertraline last year")},
			[]string{"medication drug:sertraline relayed"}},
		{"halved in the summer", [][2]string{patient("they halved my bisoprolol in the summer")},
			[]string{"medication drug:bisoprolol"}},
		// Near misses: a course then, or a change then a stop, is over.
		{"taken in march", [][2]string{patient("I took amoxicillin in march")},
			[]string{"medication drug:amoxicillin historical stopped"}},
		{"on it in march", [][2]string{patient("I was on metformin in march")},
			[]string{"medication drug:metformin historical stopped"}},
		{"increased, then stopped", [][2]string{patient("my sertraline was increased last year and then I stopped it")},
			[]string{"medication drug:sertraline historical stopped"}},
	})
}
