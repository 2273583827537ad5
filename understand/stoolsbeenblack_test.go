package understand_test

import "testing"

// "Have your stools been black?" names melena (lay_en.csv "stools been
// black"; asked/en-x1-017).
func TestStoolsBeenBlackIsMelena(t *testing.T) {
	runCases(t, []readCase{
		{"black stools asked and affirmed (ask-en-x1-017)", [][2]string{
			patient("I've been on the ibuprofen for my back for a month."),
			clinician("Have your stools been black, like tar?"),
			patient("Aye, last two days. Black as coal.")},
			[]string{"symptom sym:melena"}},
		{"told by the patient", [][2]string{
			patient("My stools have been black since Sunday.")},
			[]string{"symptom sym:melena"}},
		// Near miss: stools of another colour are not melena (and have no
		// such key yet).
		{"stools been pale", [][2]string{
			clinician("Have your stools been pale?"),
			patient("Aye.")},
			nil},
	})
}
