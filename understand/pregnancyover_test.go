package understand_test

import "testing"

// A pregnancy told as a time gone by is no pregnancy now (session 69's
// review, E18: "since I was pregnant with my youngest … She's four" wrote
// a current pregnancy), and the child carried is not whose the finding is
// ("怀我女儿的时候得过妊娠糖尿病" was the daughter's).
func TestAPregnancyGoneByIsNotCurrent(t *testing.T) {
	runCases(t, []readCase{
		{"since I was pregnant with my youngest", [][2]string{patient("I haven't had one since I was pregnant with my youngest.")},
			[]string{"condition cond:pregnancy historical"}},
		{"怀我女儿的时候", [][2]string{patient("怀我女儿的时候得过妊娠糖尿病。")}, []string{"condition cond:gestational_diabetes historical"}},
		// Near misses: pregnant now, and a mother who carried the patient.
		{"near miss: I'm pregnant with my second", [][2]string{patient("I'm pregnant with my second.")}, []string{"condition cond:pregnancy"}},
		{"near miss: 我妈怀我的时候", [][2]string{patient("我妈怀我的时候有妊娠糖尿病。")}, []string{"condition cond:gestational_diabetes of mother"}},
	})
}
