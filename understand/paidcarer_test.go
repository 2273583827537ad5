package understand_test

import "testing"

// A paid carer who says they speak for the one they look after ("我是照顾
// 老爷子的护工…我替他说") speaks for the patient: his findings are his, not a
// grandparent's, and the carer's own illness is written for no one.
func TestAPaidCarerSpeaksForThePatient(t *testing.T) {
	opening := patient("我是照顾老爷子的护工，他今年86，说话不太清楚，我替他说。他最近老是没精神，吃饭也少")
	runCases(t, []readCase{
		{"s45 r12 zh13: 护工…我替他说。他最近老是没精神", [][2]string{opening},
			[]string{"symptom sym:fatigue"}},
		{"s45 r12 zh13: the carer's own gastritis", [][2]string{opening, patient("我自己胃不好，有胃炎，跟他没关系哈")},
			[]string{"condition cond:gastritis of other"}},
		{"his drugs, told by the carer", [][2]string{opening, assistant("他现在吃哪些药？"), patient("阿司匹林、二甲双胍")},
			[]string{"medication drug:aspirin", "medication drug:metformin"}},
		{"near-miss: a carer about her own illness", [][2]string{patient("我是护工，我最近腰疼")},
			[]string{"symptom sym:low_back_pain"}},
		{"near-miss: a grandchild's grandfather", [][2]string{patient("我爷爷有高血压")},
			[]string{"condition cond:hypertension of grandparent"}},
	})
}
