package understand_test

import "testing"

// A quit dated to a month, a season or a year answers a habit asked as a
// quit dated in years does: "Do you smoke?" "No." "Well, I mean, I quit in
// January. Before that 10 a day for twenty years." left the "No." a
// never-smoker (s44 blind round 10, en07).
func TestAQuitDatedToAMonthIsAFormerHabit(t *testing.T) {
	asked := assistant("Do you smoke?")
	runCases(t, []readCase{
		{"quit in January, after a no", [][2]string{asked, patient("No."), patient("Well, I mean, I quit in January. Before that 10 a day for twenty years.")},
			[]string{"observation social:smoking historical inactive"}},
		{"gave up in the summer", [][2]string{asked, patient("I gave up in the summer")},
			[]string{"observation social:smoking historical inactive"}},
		{"stopped in 2019", [][2]string{asked, patient("I stopped in 2019.")},
			[]string{"observation social:smoking historical inactive"}},
		{"quit at Christmas", [][2]string{assistant("Do you drink alcohol?"), patient("I quit at christmas")},
			[]string{"observation social:alcohol historical inactive"}},
		// Near misses: a quit of something else, a quit years ago, a no.
		{"quit years ago", [][2]string{asked, patient("I quit three years ago.")},
			[]string{"observation social:smoking historical inactive"}},
		{"quit my job in January", [][2]string{asked, patient("No. I quit my job in January though.")},
			[]string{"observation social:smoking negated"}},
		{"a plain no", [][2]string{asked, patient("No, never.")},
			[]string{"observation social:smoking negated"}},
	})
}

// The no before the quit is taken back, so the record keeps no
// never-smoker beside the former one.
func TestAQuitAfterANoWithdrawsTheNo(t *testing.T) {
	r := newReader(t)
	rd := readLast(r, assistant("Do you smoke?"), patient("No."), patient("Well, I mean, I quit in January."))
	if len(rd.Withdrawn) != 1 || rd.Withdrawn[0].Concept != "social:smoking" {
		t.Errorf("withdrawn %+v, want the smoking denied before", rd.Withdrawn)
	}
	rd = readLast(r, assistant("Do you smoke?"), patient("No."), patient("I quit my job in January though."))
	if len(rd.Withdrawn) != 0 {
		t.Errorf("withdrawn %+v, want nothing: the job was quit", rd.Withdrawn)
	}
}
