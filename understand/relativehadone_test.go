package understand_test

import "testing"

// A relative who "had one" of what the family question asked, with the age
// trailing (relativehadone.go; asked/en-x1-026).
func TestARelativeHadOne(t *testing.T) {
	runCases(t, []readCase{
		{"father had one at sixty (ask-en-x1-026)", [][2]string{
			clinician("Any heart attacks in the family?"),
			patient("My dad had one at sixty.")},
			[]string{"condition cond:myocardial_infarction of father"}},
		{"mother had it in her seventies", [][2]string{
			clinician("Any strokes in the family?"),
			patient("My mum had one in her seventies.")},
			[]string{"condition cond:stroke of mother"}},
		// Near misses.
		{"no relative named", [][2]string{
			clinician("Any heart attacks in the family?"),
			patient("I had one at sixty.")},
			nil},
		{"a step-parent is no blood relative", [][2]string{
			clinician("Any heart attacks in the family?"),
			patient("My stepdad had one at sixty.")},
			nil},
		{"had one of something else, with words after", [][2]string{
			clinician("Any heart attacks in the family?"),
			patient("My dad had one of those stents put in.")},
			[]string{"procedure proc:coronary_stent historical inactive of father"}},
	})
}
