package understand_test

import "testing"

// A drug told as taken and then said, in the sentence right after, not to
// be taken now is one of before (en/u1: "I take the cetirizine, from the
// Co-op. Not now though, just in the summer"). A sentence after that says
// it goes on keeps it current.
func TestDrugNotTakenNow(t *testing.T) {
	runCases(t, []readCase{
		{"u1: cetirizine, not now though, just in the summer", [][2]string{
			clinician("Ha, okay. And hay fever?"),
			patient("I take the, um, cetirizine, from the Co-op. Not now though, just in the summer.")},
			[]string{"medication drug:cetirizine stopped"}},
		{"loratadine, not at the moment", [][2]string{
			clinician("Anything for the hay fever?"),
			patient("I use loratadine. Not at the moment, only when the pollen's bad.")},
			[]string{"medication drug:loratadine stopped"}},
		{"氯雷他定，现在不吃", [][2]string{
			clinician("过敏性鼻炎吃什么药"),
			patient("吃那个氯雷他定。现在不吃，就春天吃")},
			[]string{"medication drug:loratadine stopped"}},
		{"near miss: still taken after all", [][2]string{
			clinician("Anything for the hay fever?"),
			patient("I take cetirizine. Not now but I still take it when it's bad.")},
			[]string{"medication drug:cetirizine"}},
		{"near miss: no sentence after", [][2]string{
			clinician("Anything for the hay fever?"),
			patient("I take cetirizine every day.")},
			[]string{"medication drug:cetirizine"}},
	})
}
