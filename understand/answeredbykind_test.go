package understand_test

import "testing"

// A question about any operation is answered by the operation the patient
// names ("做过手术吗？" "前年做过胆囊切除"): a "还没确诊" two turns later is
// about something else, and never denies the surgery (s41 blind round).
func TestAnOperationToldAnswersTheQuestion(t *testing.T) {
	asked := assistant("做过手术吗？")
	runCases(t, []readCase{
		{"s41: a later 还没确诊 denies no surgery", [][2]string{asked, patient("前年做过胆囊切除"), patient("医生说我可能有点脂肪肝，还没确诊")},
			[]string{"condition cond:fatty_liver relayed uncertain"}},
		{"en: a later no is not the answer", [][2]string{assistant("Have you had any operations?"), patient("I had my gallbladder out in 2019."), patient("No, nothing else really.")},
			[]string{}},
		// Near misses: an answer still to come is taken.
		{"near miss: the no that answers", [][2]string{asked, patient("没有")},
			[]string{"procedure proc:surgery negated"}},
		{"near miss: a turn that answers nothing leaves it open", [][2]string{asked, patient("嗯，让我想想"), patient("没有")},
			[]string{"procedure proc:surgery negated"}},
	})
}
