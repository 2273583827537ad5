package understand_test

import "testing"

// A no made of one word denied answers the question asked by that word,
// not every question of the turn; a no of no word answers them all.
func TestANoOfAWordAnswersItsQuestion(t *testing.T) {
	asked := clinician("脖子硬不硬？怕不怕光？")
	runCases(t, []readCase{
		{"asked/zh-x1-020: 脖子能转，不硬", [][2]string{asked, patient("脖子能转，不硬。就是灯光有点刺眼。")},
			[]string{"symptom sym:neck_stiffness negated"}},
		{"不怕 is the light's", [][2]string{asked, patient("不怕。")}, []string{"symptom sym:photophobia negated"}},
		{"near-miss: 都不 answers both", [][2]string{asked, patient("都不。")},
			[]string{"symptom sym:neck_stiffness negated", "symptom sym:photophobia negated"}},
		{"near-miss: 没有 answers both", [][2]string{asked, patient("没有。")},
			[]string{"symptom sym:neck_stiffness negated", "symptom sym:photophobia negated"}},
		{"near-miss: the turn denies more", [][2]string{clinician("身上起疹子、痒吗？"), patient("不痒，身上也没起东西。")},
			[]string{"symptom sym:itching negated", "symptom sym:rash negated"}},
		{"near-miss: one question", [][2]string{clinician("脖子硬不硬？"), patient("不硬。")}, []string{"symptom sym:neck_stiffness negated"}},
	})
}
