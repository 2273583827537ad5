package understand_test

import "testing"

// A question brought back with 刚才问 and no 你 is still the question, and
// an answer that says the thing was not measured before it says how it
// feels ("没量，感觉不烧") answers by the feeling: round 11 zh03 wrote a
// fever from "哦刚才问发烧，没量，感觉不烧". Not measured and nothing more
// decides nothing. A question put to someone else ("我刚才问医生…") and a
// fever told with 刚才 ("刚才发烧") are unchanged.
func TestAQuestionBroughtBackWithoutYou(t *testing.T) {
	runCases(t, []readCase{
		{"r11 zh03: 哦刚才问发烧，没量，感觉不烧", [][2]string{
			assistant("有没有恶心呕吐？发烧吗？大便怎么样？"), patient("恶心有，吐了两回"),
			assistant("好的。是一直疼还是一阵一阵的？"), patient("一直疼，走路更疼。哦刚才问发烧，没量，感觉不烧。大便正常的")},
			[]string{"symptom sym:fever negated"}},
		{"刚才问头晕，没晕", [][2]string{patient("刚才问头晕，没晕。")},
			[]string{"symptom sym:dizziness negated"}},
		{"你刚才问发烧，没量，感觉不烧", [][2]string{patient("你刚才问发烧，没量，感觉不烧。")},
			[]string{"symptom sym:fever negated"}},
		{"not measured, and nothing more, is a claim", [][2]string{patient("刚才问发烧，没量。")},
			[]string{"symptom sym:fever uncertain"}},
		{"near-miss: not measured, but feels hot", [][2]string{patient("刚才问发烧，没量，感觉挺烫的。")},
			[]string{"symptom sym:fever"}},
		{"near-miss: a fever told with 刚才", [][2]string{patient("刚才发烧，没量，感觉挺烫。")},
			[]string{"symptom sym:fever"}},
		{"near-miss: a question put to a doctor", [][2]string{patient("我刚才问医生发烧要不要紧")},
			[]string{"symptom sym:fever hypothetical uncertain"}},
		{"near-miss: you asked, and it is told", [][2]string{patient("Oh, and you asked about cough: I've had it all week.")},
			[]string{"symptom sym:cough"}},
	})
}
