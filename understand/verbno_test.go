package understand_test

import "testing"

// "胸口痛不痛？喘不喘？" "不痛" denied the breathlessness too (round 12
// zh10), and the patient's next turn, "喘有一点点", could not undo it. A
// bare no made of a verb answers what that verb asks; a no of no verb
// still answers all.
func TestABareNoOfAVerbAnswersThatVerb(t *testing.T) {
	runCases(t, []readCase{
		{"round 12 zh10: 不痛 to pain and breathlessness", [][2]string{assistant("胸口痛不痛？喘不喘？"), patient("不痛")},
			[]string{"symptom sym:chest_pain negated"}},
		{"不疼 to a headache and a fever", [][2]string{assistant("头疼吗？发烧吗？"), patient("不疼")},
			[]string{"symptom sym:headache negated"}},
		{"near-miss: 不咳 already answered the cough alone", [][2]string{assistant("咳嗽吗？发烧吗？"), patient("不咳")},
			[]string{"symptom sym:cough negated"}},
		{"near-miss: 没有 answers all", [][2]string{assistant("胸口痛不痛？喘不喘？"), patient("没有")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dyspnea negated", "symptom sym:pain_symptom negated"}},
		{"near-miss: a verb denied, then the rest answered", [][2]string{clinician("咳不咳？流鼻涕冇？"), patient("不咳，鼻涕也冇得。")},
			[]string{"symptom sym:cough negated", "symptom sym:runny_nose negated"}},
		{"near-miss: one pain asked", [][2]string{assistant("肚子疼不疼？"), patient("不疼")},
			[]string{"symptom sym:abdominal_pain negated"}},
	})
}
