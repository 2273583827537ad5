package understand_test

import "testing"

// A drug wished for and asked leave for, asked after in Wu, or had at home
// in a turn asking what may be taken is a question, not a drug taken
// (wishedthenasked.go).
func TestADrugWishedForThenAskedIsAQuestion(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh03: a wish, then 得唔得", [][2]string{patient("仲有，我呢几日间中肚痛，想食布洛芬，得唔得㗎？")},
			[]string{"symptom sym:abdominal_pain", "medication drug:ibuprofen uncertain"}},
		{"Mandarin: a wish, then 可以吗", [][2]string{patient("我这两天头疼，想吃布洛芬，可以吗？")},
			[]string{"symptom sym:headache", "medication drug:ibuprofen uncertain"}},
		{"s49 blind round 18 zh06: the Wu ask 好吃伐", [][2]string{patient("还有个事体，伊拉讲西地那非好用，阿拉好吃伐？老太婆伐晓得哦。")},
			[]string{"medication drug:sildenafil uncertain"}},
		{"s49 blind round 18 zh19: a drug at home in a turn asking what may be taken", [][2]string{patient("行。感冒了能吃点啥不？我家里有布洛芬。")},
			// The tail 不 asks and denies no cold (questiontail_test.go).
			[]string{"condition cond:common_cold uncertain", "medication drug:ibuprofen uncertain"}},
		{"near miss: wished for, no ask", [][2]string{patient("我想吃布洛芬，吃完睡一觉。")},
			[]string{"medication drug:ibuprofen"}},
		{"near miss: taken now, asked whether to go on", [][2]string{patient("布洛芬我一直吃着，想接着吃，行不行？")},
			[]string{"medication drug:ibuprofen"}},
		{"near miss: a drug at home, taken when needed, no ask", [][2]string{patient("我家里有布洛芬，疼了就吃一粒。")},
			[]string{"medication drug:ibuprofen"}},
		{"near miss: a Wu drug taken, no ask", [][2]string{patient("阿拉现在吃非那雄胺，一日一粒。")},
			[]string{"medication drug:finasteride"}},
	})
}
