package understand_test

import "testing"

// What someone else tells of the patient, which the patient then says they
// do not notice, is for a clinician to check (unnoticed.go). The Wu 勿觉着
// said it unread: "阿拉儿子讲我夜里起来走路摇摇晃晃，我自家倒勿觉着" (zh dev
// zh-s1-024) wrote the balance problem as the patient's own.
func TestWhatAnotherSeesAndTheyDoNotNotice(t *testing.T) {
	runCases(t, []readCase{
		{"zh-s1-024: Wu 勿觉着", [][2]string{clinician("胃出血以后胃镜复查过伐？"), patient("复查过个，讲溃疡好了。阿拉儿子讲我夜里起来走路摇摇晃晃，我自家倒勿觉着。")},
			[]string{"symptom sym:balance_problem uncertain"}},
		{"Mandarin 没觉着", [][2]string{patient("我儿子说我走路摇摇晃晃，我自己倒没觉着。")},
			[]string{"symptom sym:balance_problem uncertain"}},
		// Near misses: the patient tells it themself; another tells it and
		// the patient agrees.
		{"near miss: told by the patient", [][2]string{patient("我夜里起来走路摇摇晃晃，自家也晓得。")},
			[]string{"symptom sym:balance_problem"}},
		{"near miss: the son tells it, the patient feels it too", [][2]string{patient("阿拉儿子讲我走路摇摇晃晃，我自家也觉着。")},
			[]string{"symptom sym:balance_problem"}},
	})
}
