package understand_test

import "testing"

// TestAChineseSpaceEndsAClause: typed or dictated Chinese without
// punctuation sets a clause that turns to now (现在, 另外…) off by a space; a
// denial or an end before it does not reach it (extract/context.go, text.go).
func TestAChineseSpaceEndsAClause(t *testing.T) {
	runCases(t, []readCase{
		{"change dev zh-z1-060: the scope said nothing wrong, the drug taken now",
			[][2]string{patient("我之前的胃炎已经好了 胃镜复查说没事了 现在就吃点多潘立酮")},
			[]string{"condition cond:gastritis historical", "medication drug:domperidone", "procedure proc:gastroscopy historical inactive"}},
		{"near miss: a space before no turn to now keeps the stop's reach",
			[][2]string{patient("匹维溴铵 之前医生开的 吃了一个月 后来没去开就断了")},
			[]string{"medication drug:pinaverium historical stopped"}},
		{"near miss: one sentence with a comma keeps its denial",
			[][2]string{patient("没事了，不吃多潘立酮了")},
			[]string{"medication drug:domperidone historical stopped"}},
	})
}

// TestAComplaintGoneAtATime: "咳嗽上礼拜就没了" is over, not denied: a time or
// a manner may stand between the complaint and its 没了 (nolonger.go).
func TestAComplaintGoneAtATime(t *testing.T) {
	runCases(t, []readCase{
		{"change dev zh-z1-009: the cough went last week",
			[][2]string{clinician("您这次复查的胸片我看了，肺炎已经吸收了，算是好了。"), patient("那太好了，之前那个咳嗽上礼拜就没了。")},
			[]string{"symptom sym:cough historical"}},
		{"gone a few days ago",
			[][2]string{patient("头晕前两天就没了。")},
			[]string{"symptom sym:dizziness historical"}},
		{"near miss: asked",
			[][2]string{patient("咳嗽上礼拜没了吗？")},
			[]string{"symptom sym:cough negated uncertain"}},
		{"near miss: a denial with no 了",
			[][2]string{patient("咳嗽上礼拜没有。")},
			[]string{"symptom sym:cough negated"}},
	})
}
