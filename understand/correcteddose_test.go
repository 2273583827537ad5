package understand_test

import "testing"

// A dose corrected in the patient's next turn ("我在吃倍他乐克，一天两次，一
// 次25" … "哦不对，是一次47.5的那种缓释片，一天一次") replaces how much and how
// often of the one drug just told: read alone, the correction named no drug
// and the record kept twice a day. With two drugs told, or no word taking
// the turn back, nothing is read.
func TestADoseCorrectedInTheNextTurn(t *testing.T) {
	runAttrCases(t, []attrCase{
		{"s41: 哦不对，是一次47.5的那种缓释片，一天一次", "drug:metoprolol",
			[][2]string{patient("我在吃倍他乐克，一天两次，一次25"), patient("哦不对，是一次47.5的那种缓释片，一天一次")},
			map[string]string{"dose": "47.5", "frequency": "qd"}},
		{"the amount alone corrected keeps how often", "drug:metoprolol",
			[][2]string{patient("我在吃倍他乐克，一天两次，一次25毫克"), patient("不对，是一次50毫克")},
			map[string]string{"dose": "50 mg", "frequency": "bid"}},
		{"en: sorry, 50 mg once a day", "drug:metoprolol",
			[][2]string{patient("I'm on metoprolol 25 mg twice a day."), patient("Sorry, 50 mg once a day.")},
			map[string]string{"dose": "50 mg", "frequency": "qd"}},
		// Session 68's review, E07: "5 mg of" kept no dose, and an "OK."
		// between hid the turn corrected.
		{"after an OK: no wait, it's", "drug:amlodipine", [][2]string{patient("I take 5 mg of amlodipine every morning."), assistant("OK."),
			patient("No wait, it's 10 mg, they increased it last month.")}, map[string]string{"dose": "10 mg", "frequency": "qd"}},
		{"after 好的: 不对，是", "drug:amlodipine", [][2]string{patient("我每天早上吃一片氨氯地平，5毫克。"), assistant("好的。"),
			patient("不对，是10毫克，上个月加量了。")}, map[string]string{"dose": "10 mg", "frequency": "qd"}},
	})
	runCases(t, []readCase{
		{"near miss: a question between", [][2]string{patient("I take 5 mg of amlodipine every morning."), assistant("Any chest pain?"),
			patient("Sorry, no, 10 mg.")}, []string{"symptom sym:chest_pain negated"}}, // the no answers the question; no dose
		{"near miss: two drugs told, which one is unsure", [][2]string{patient("我在吃倍他乐克和二甲双胍，一天两次"), patient("哦不对，一天一次")},
			[]string{}},
		{"near miss: no word takes it back", [][2]string{patient("我在吃倍他乐克，一天两次，一次25"), patient("对，一天两次")},
			[]string{}},
		{"near miss: a reading corrected, no drug", [][2]string{patient("今天早上量血压150/95"), patient("不对，是145/95")},
			[]string{"observation vital:bp"}},
	})
}
