package understand_test

import "testing"

// A habit said topic first with how much or how often, in a dialect's verb
// or none ("酒就应酬先饮啲，一个礼拜两三次", "烟又捡起来了，一天七八根"), is
// the patient's habit now, also when drunk with a friend ("酒就周末跟兄弟伙整
// 几瓶啤酒"). A denial, a quit or the past in the clause reads no habit now.
func TestAHabitToldTopicFirstWithHowMuch(t *testing.T) {
	runCases(t, []readCase{
		{"zh-h1-029: 酒就周末跟兄弟伙整几瓶啤酒", [][2]string{clinician("烟酒呢？"), patient("烟嘛一天大半包，抽了十几年了；酒就周末跟兄弟伙整几瓶啤酒。")},
			[]string{"observation social:alcohol", "observation social:smoking"}},
		{"zh-g1-036: 酒偶尔跟同事喝杯红酒", [][2]string{clinician("喝酒吗？"), patient("酒偶尔跟同事喝杯红酒。")},
			[]string{"observation social:alcohol"}},
		{"zh-j1-019: 酒就应酬先饮啲，一个礼拜两三次", [][2]string{clinician("饮酒食烟吗？"), patient("烟唔食，酒就应酬先饮啲，一个礼拜两三次。")},
			[]string{"observation social:alcohol"}},
		{"zh-k1-030: 烟又捡起来了，一天七八根", [][2]string{patient("大夫，我跟你说实话，烟又捡起来了，一天七八根。")},
			[]string{"observation social:smoking"}},
		{"zh-l1-001: 酒……逢年过节喝点儿", [][2]string{clinician("抽烟喝酒？"), patient("烟抽，一天一包多。酒……逢年过节喝点儿。")},
			[]string{"observation social:alcohol", "observation social:smoking"}},
		{"zh-n1-053: 烟就食，一日大半包", [][2]string{clinician("食唔食烟？"), patient("烟就食，一日大半包，食咗二十年。")},
			[]string{"observation social:smoking"}},
		{"zh-q1-024: 煙冇食 酒就星期六日飲兩罐啤酒", [][2]string{clinician("你食唔食煙、飲唔飲酒？"), patient("煙冇食 酒就星期六日飲兩罐啤酒")},
			[]string{"observation social:alcohol"}},
		{"near-miss: 烟不抽, denied", [][2]string{clinician("抽烟吗？"), patient("烟不抽，酒也不喝。")},
			[]string{"observation social:alcohol negated", "observation social:smoking negated"}},
		{"near-miss: 烟戒了", [][2]string{patient("烟戒了，一天都不抽。")},
			[]string{"observation social:smoking historical inactive"}},
		{"near-miss: the past", [][2]string{patient("酒以前一天一斤，现在不喝了。")},
			[]string{}},
		{"near-miss: a plan to quit, still smokes", [][2]string{patient("烟我打算戒，现在一天半包。")},
			[]string{"observation social:smoking"}},
		{"near-miss: 酒精, no habit", [][2]string{clinician("喝酒吗？"), patient("酒精过敏，一杯都不行。")},
			[]string{"allergy food:alcohol"}},
	})
}
