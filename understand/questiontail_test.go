package understand_test

import "testing"

// A bare 不 or 没 that ends a stretch of chat, after a modal or 有, asks
// "or not" and denies nothing (extract/questiontail.go).
func TestAQuestionTailDeniesNothing(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh11: the drug taken, then asked about", [][2]string{patient("行 那个我有糖尿病 吃着二甲双胍 有影响没")},
			[]string{"condition cond:diabetes", "medication drug:metformin"}},
		{"s51 blind round 20 zh20: a greeting's 不 before the complaint", [][2]string{patient("医生在不 俺这两天一翻身就天旋地转哩 恶心 想吐 没吐出来")},
			[]string{"symptom sym:vertigo relayed", "symptom sym:nausea relayed", "symptom sym:vomiting negated relayed"}},
		{"s51 blind round 20 zh20: asked about a drug named after a symptom", [][2]string{patient("能吃点眩晕停不 俺娘家庄上人都说那管用")},
			[]string{"symptom sym:vertigo hypothetical"}},
		{"a drug asked about after the modal is hypothetical", [][2]string{patient("头疼 能吃布洛芬不")},
			[]string{"symptom sym:headache", "medication drug:ibuprofen hypothetical"}},
		{"near miss: a finding denied right before 没有", [][2]string{patient("胸闷没有")},
			[]string{"symptom sym:chest_tightness negated"}},
		{"near miss: a topic, a space, then 没", [][2]string{patient("发烧 没")},
			[]string{"symptom sym:fever negated"}},
		// Past and not now: after the space 现在 opens a clause of its own
		// (extract/context.go), so the 没 denies no past headache.
		{"near miss: 现在没 says not now", [][2]string{patient("以前头疼 现在没")},
			[]string{"symptom sym:headache historical"}},
		{"near miss: an adverb before the 没", [][2]string{patient("发烧还没")},
			[]string{"symptom sym:fever negated"}},
		{"near miss: the 不 ends nothing", [][2]string{patient("吃了布洛芬 不头疼了")},
			[]string{"medication drug:ibuprofen", "symptom sym:headache historical"}},
	})
}
