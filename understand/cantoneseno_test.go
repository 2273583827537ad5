package understand_test

import "testing"

// Every 没有 no-answer has its Cantonese 冇 form.
func TestCantoneseNoForms(t *testing.T) {
	asked := clinician("有冇头晕、头痛、手脚发麻？")
	runCases(t, []readCase{
		{"asked/zh-x1-008: 一样都冇", [][2]string{asked, patient("一样都冇。")},
			[]string{"symptom sym:dizziness negated", "symptom sym:headache negated", "symptom sym:numbness negated"}},
		{"样样都冇", [][2]string{asked, patient("样样都冇。")},
			[]string{"symptom sym:dizziness negated", "symptom sym:headache negated", "symptom sym:numbness negated"}},
		{"near-miss: 一样都有 is a yes to each", [][2]string{asked, patient("三样都有。")},
			[]string{"symptom sym:dizziness", "symptom sym:headache", "symptom sym:numbness"}},
		{"near-miss: 一样都冇 of another word", [][2]string{asked, patient("一样嘢。")}, []string{}},
	})
}
