package understand_test

import "testing"

// A 没有 said right after a finding and followed by a space denies that
// finding only, not the one typed after the space and said present.
func TestANegationTypedAfterAFindingLeansLeft(t *testing.T) {
	runCases(t, []readCase{
		{"r14 zh02: 头晕偶尔有 胸闷没有 脚有点肿", [][2]string{clinician("有没有头晕胸闷？"), patient("头晕偶尔有 胸闷没有 脚有点肿")},
			[]string{"symptom sym:dizziness", "symptom sym:chest_tightness negated", "symptom sym:ankle_swelling"}},
		{"r14 zh10: 我青光眼没有的 我爸有青光眼", [][2]string{patient("对了我青光眼没有的 我爸有青光眼")},
			[]string{"condition cond:glaucoma negated", "condition cond:glaucoma of father"}},
		{"near-miss: 没有 before the finding", [][2]string{patient("没有 胸闷")},
			[]string{"symptom sym:chest_tightness negated"}},
		{"near-miss: punctuated", [][2]string{patient("胸闷没有，脚有点肿")},
			[]string{"symptom sym:chest_tightness negated", "symptom sym:ankle_swelling"}},
		{"near-miss: nothing said present after", [][2]string{patient("咳嗽没有 发烧")},
			[]string{"symptom sym:cough negated", "symptom sym:fever negated"}},
		{"near-miss: no space after", [][2]string{patient("胸闷没有头痛")},
			[]string{"symptom sym:chest_tightness", "symptom sym:headache negated"}},
	})
}
