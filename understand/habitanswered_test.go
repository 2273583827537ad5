package understand_test

import "testing"

// A habit asked and answered with its verb: "平时抽烟吗？" "抽了四十年" read
// nothing, "抽过，去年戒了" nothing, and the father's "抽了四十年，去年才戒的"
// typed by his daughter was current smoking. The verb that opens the answer
// (抽, 吸 for smoking, 喝 for drink) with 了, 过 or 的 after it is the habit
// asked; a quit in the answer (戒了, 戒的, 不抽了) makes it past.
func TestAHabitAnsweredWithItsVerb(t *testing.T) {
	smoke := assistant("平时抽烟吗？")
	runCases(t, []readCase{
		{"抽了四十年 is current", [][2]string{smoke, patient("抽了四十年")}, []string{"observation social:smoking"}},
		{"抽过，去年戒了 is past", [][2]string{smoke, patient("抽过，去年戒了")}, []string{"observation social:smoking historical inactive"}},
		{"zh01: 抽了四十年，去年才戒的 is past", [][2]string{patient("我是他闺女，帮我爸打字。他咳嗽快两周了，晚上咳得厉害"), assistant("有没有发烧？有没有痰？"),
			patient("没发烧，有点白痰"), assistant("他平时抽烟吗？"), patient("抽了四十年，去年才戒的。对了我自己有哮喘，他没有")},
			[]string{"condition cond:asthma of child", "observation social:smoking historical inactive"}},
		{"drink: 喝的，周末喝点", [][2]string{assistant("喝酒吗？"), patient("喝的，周末喝点")}, []string{"observation social:alcohol"}},
		{"near miss: 不抽", [][2]string{smoke, patient("不抽")}, []string{"observation social:smoking negated"}},
		{"near miss: 抽的，一天一包 unchanged", [][2]string{smoke, patient("抽的，一天一包")}, []string{"observation social:smoking"}},
		{"near miss: not asked", [][2]string{assistant("哪里不舒服？"), patient("抽了血，还没出结果")}, []string{}},
	})
}
