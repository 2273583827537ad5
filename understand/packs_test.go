package understand_test

import "testing"

// "一天两包" is the lexicon's pack a day of cigarettes, but a pack is
// counted of whatever was named last: betel nut chewed, granules taken. A
// pack count after another thing is that thing's, and one said before the
// habit's own clause ("一天两包，烟不抽") is not the smoking's either: the
// clause that names the smoking says what of it.
func TestAPackCountedIsOfWhatItFollows(t *testing.T) {
	runCases(t, []readCase{
		{"zh-s1-009: 槟榔嚼的，一天两包，烟不抽", [][2]string{clinician("平时身体怎么样？吃什么药吗？"),
			patient("其他没什么，槟榔嚼的，一天两包，烟不抽。")},
			[]string{"observation social:smoking negated"}},
		{"the pack before the smoking's own clause", [][2]string{patient("一天两包，烟不抽。")},
			[]string{"observation social:smoking negated"}},
		{"granules a day", [][2]string{patient("板蓝根冲剂一天两包。")}, []string{}},
		{"betel nut, then the smoking and its own pack", [][2]string{patient("槟榔一天两包，烟也抽，一天一包。")},
			[]string{"observation social:smoking"}},
		{"near-miss: the smoking named first", [][2]string{patient("我抽烟，一天两包。")}, []string{"observation social:smoking"}},
		{"near-miss: the cigarettes after the pack", [][2]string{patient("一天两包烟。")}, []string{"observation social:smoking"}},
		{"near-miss: 烟 as the topic", [][2]string{patient("烟一天两包，酒不喝。")},
			[]string{"observation social:alcohol negated", "observation social:smoking"}},
		{"near-miss: given up, its old pack", [][2]string{patient("烟不抽了，以前一天两包。")},
			[]string{"observation social:smoking historical inactive"}},
		{"near-miss: smoking for years, a pack a day", [][2]string{patient("一天两包，抽了二十年了。")},
			[]string{"observation social:smoking"}},
	})
}
