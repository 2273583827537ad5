package understand_test

import "testing"

// A pregnancy told by how far along it is ("我现在孕24周", "八周咧" to "怀孕
// 几周了？") or by a home test's two lines ("验孕棒两道杠", "测哒，两条杠" to
// "测过怀孕冇？") is the patient's pregnancy now. Trying (备孕), a pregnancy
// before, a negative test and someone else's are not.
func TestAPregnancyToldByItsWeeksOrATest(t *testing.T) {
	runCases(t, []readCase{
		{"zh-p1-015: 我现在孕24周", [][2]string{patient("医生您好，我现在孕24周。最近一个礼拜手心脚心特别痒。")},
			[]string{"condition cond:pregnancy", "symptom sym:itching"}},
		{"zh-l1-050: 八周咧, to how many weeks", [][2]string{clinician("怀孕几周了？"), patient("八周咧。今儿早上起来上厕所，纸上有血。")},
			[]string{"condition cond:pregnancy"}},
		{"zh-o1-015: 验孕棒两道杠", [][2]string{patient("医生您好 我验孕棒两道杠 末次月经是十月二十号左右")},
			[]string{"condition cond:pregnancy"}},
		{"zh-l1-049: 测哒，两条杠, to whether tested", [][2]string{clinician("测过怀孕冇？"), patient("测哒，两条杠，一条深一条浅。")},
			[]string{"condition cond:pregnancy"}},
		{"near-miss: trying, one line", [][2]string{patient("我在备孕，验孕棒还是一道杠。")},
			[]string{}},
		{"near-miss: a pregnancy before", [][2]string{patient("去年怀过一次，孕8周的时候胎停了。")},
			[]string{}},
		{"near-miss: a girlfriend's test", [][2]string{patient("我女朋友前几天刚测出来两道杠 怎么办")},
			[]string{}},
		{"near-miss: a negative test", [][2]string{clinician("测过怀孕没有？"), patient("测了，阴性。")},
			[]string{}},
	})
}
