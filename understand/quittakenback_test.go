package understand_test

import "testing"

// A quit taken back in the same answer ("I quit last year. well, mostly. I
// have the odd one at parties") is no former habit: the patient still
// smokes now and then. With the odd one told it is current; a bare
// "mostly" leaves it unsure, a claim, never a confident former smoker. A
// reason after "mostly", another habit's odd one, or a quit kept ("not even
// at parties") stay former.
func TestAQuitTakenBackIsNoFormerHabit(t *testing.T) {
	smoke := assistant("Do you smoke?")
	runCases(t, []readCase{
		{"s41: well, mostly. the odd one at parties", [][2]string{smoke, patient("I quit last year. well, mostly. I have the odd one at parties")},
			[]string{"observation social:smoking"}},
		{"but I still have the odd one", [][2]string{smoke, patient("I quit last year, but I still have the odd one at parties")},
			[]string{"observation social:smoking"}},
		{"a bare mostly is unsure", [][2]string{smoke, patient("I quit last year, mostly")},
			[]string{"observation social:smoking uncertain"}},
		{"the habit named in the quit", [][2]string{patient("I quit smoking last year, but I have the odd one at parties.")},
			[]string{"observation social:smoking"}},
		{"near miss: a quit alone", [][2]string{smoke, patient("I quit last year.")},
			[]string{"observation social:smoking historical inactive"}},
		{"near miss: mostly because", [][2]string{smoke, patient("I quit last year, mostly because of my chest.")},
			[]string{"observation social:smoking historical inactive"}},
		{"near miss: the odd beer is the drink's", [][2]string{smoke, patient("I quit last year. I have the odd beer at parties though")},
			[]string{"observation social:alcohol", "observation social:smoking historical inactive"}},
		{"near miss: not even at parties", [][2]string{smoke, patient("I quit last year. Haven't had one since, not even at parties.")},
			[]string{"observation social:smoking historical inactive"}},
	})
}

// "I quit smoking 3 years ago, vape now though": the quit is the
// smoking's, and the vape said with "now" is now (s41 blind round 5: the
// vaping was written as a past habit).
func TestAHabitSaidWithNowAfterAQuitIsNow(t *testing.T) {
	runCases(t, []readCase{
		{"s41 round 5: vape now though", [][2]string{patient("I quit smoking 3 years ago, vape now though")},
			[]string{"observation social:smoking historical inactive", "observation social:vaping"}},
		// Near misses.
		{"near miss: quit both", [][2]string{patient("I quit smoking and vaping 3 years ago")},
			[]string{"observation social:smoking historical inactive", "observation social:vaping historical inactive"}},
		{"near miss: quit the vape now", [][2]string{patient("I smoked for years, and I've quit vaping now too")},
			[]string{"observation social:smoking historical inactive", "observation social:vaping historical inactive"}},
	})
}
