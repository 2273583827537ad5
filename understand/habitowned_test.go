package understand_test

import "testing"

// A habit denied, then owned in a later turn: "我不抽烟" … "哦烟的话其实偶尔
// 也抽，应酬的时候" read nothing of the smoking (烟 and 抽 apart), and the
// denial stayed. 烟 as the topic, then 抽 in its clause, is the smoking,
// occasional with 偶尔; said with 其实 after the patient denied it this
// session, the denial is taken back (Reading.Withdrawn).
func TestAHabitDeniedThenOwnedIsCurrent(t *testing.T) {
	const later = "喝，一周两三次，每次半斤白酒吧。哦烟的话其实偶尔也抽，应酬的时候"
	runCases(t, []readCase{
		{"zh11: 烟的话其实偶尔也抽", [][2]string{patient("我不抽烟"), assistant("喝酒呢？"), patient(later)},
			[]string{"observation social:alcohol", "observation social:smoking"}},
		{"烟嘛，也抽一点", [][2]string{patient("烟嘛，也抽一点")}, []string{"observation social:smoking"}},
		{"near miss: 烟的话不抽", [][2]string{patient("烟的话不抽")}, []string{"observation social:smoking negated"}},
		{"near miss: 烟的话早就戒了", [][2]string{patient("烟的话早就戒了")}, []string{"observation social:smoking historical inactive"}},
	})
	runWithdrawCases(t, []withdrawCase{
		{"zh11: the denial is taken back", [][2]string{patient("我不抽烟"), assistant("喝酒呢？"), patient(later)},
			[]string{"social:smoking"}},
		{"near miss: no denial before", [][2]string{patient("我血压高"), assistant("喝酒呢？"), patient(later)},
			[]string{}},
		{"near miss: denied again", [][2]string{patient("我不抽烟"), assistant("喝酒呢？"), patient("喝一点，烟的话不抽")},
			[]string{}},
	})
}

// The habit owned after the denial keeps how often it is said: occasional.
func TestAHabitOwnedAfterADenialIsOccasional(t *testing.T) {
	runAttrCases(t, []attrCase{
		{"zh11: 偶尔也抽", "social:smoking",
			[][2]string{patient("我不抽烟"), assistant("喝酒呢？"), patient("喝，一周两三次，每次半斤白酒吧。哦烟的话其实偶尔也抽，应酬的时候")},
			map[string]string{"amount": "occasional"}},
	})
}
