package understand_test

import "testing"

// A 不 before 想, 愿 or 肯 denies a wish, and a space typed after it ends the
// denial: "什么都不想干 上班也没劲" (s47 blind round 15 zh13) wrote the fatigue
// as refuted (extract/wishonly.go).
func TestANegatedWishEndsAtTheSpace(t *testing.T) {
	asked := clinician("心情怎么样？对以前喜欢的事还有兴趣吗？")
	runCases(t, []readCase{
		{"r15 zh13: 不太好 什么都不想干 上班也没劲", [][2]string{asked, patient("不太好 什么都不想干 上班也没劲")},
			[]string{"symptom sym:fatigue"}},
		{"不想动 头痛", [][2]string{patient("不想动 头痛")}, []string{"symptom sym:headache"}},
		{"一点都不想吃东西 也不发烧", [][2]string{patient("一点都不想吃东西 也不发烧")},
			[]string{"symptom sym:loss_of_appetite", "symptom sym:fever negated"}},
		// Near misses: no space, or no wish.
		{"near miss: 不想吐", [][2]string{patient("不想吐")}, []string{"symptom sym:nausea negated"}},
		{"near miss: 没有 胸闷", [][2]string{patient("没有 胸闷")}, []string{"symptom sym:chest_tightness negated"}},
		{"near miss: 不 then a space", [][2]string{patient("不发烧 也不咳嗽")}, []string{"symptom sym:cough negated", "symptom sym:fever negated"}},
	})
}
