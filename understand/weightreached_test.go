package understand_test

import "testing"

// A weight after "降到", "减到", "瘦到" said as reached ("…降到六十五公斤了",
// "降到了…") is a reading (s53 blind round 21 zh11: the lower weight went
// unread and the heavier one stayed current); said as a goal, or with no
// sign it was reached, it stays unread (extract/weightreached.go).
func TestWeightReached(t *testing.T) {
	runCases(t, []readCase{
		{"zh11: down to 65 kg", [][2]string{patient("这礼拜体重降到六十五公斤了，脚也不肿了")},
			[]string{"observation vital:weight", "symptom sym:foot_swelling historical"}},
		{"到了 before the value", [][2]string{patient("体重降到了六十五公斤")}, []string{"observation vital:weight"}},
		{"near miss: a goal", [][2]string{patient("体重想减到一百二十斤")}, []string{}},
		{"near miss: a goal with 了 after", [][2]string{patient("我想体重降到六十公斤了再说")}, []string{}},
		{"near miss: a target", [][2]string{patient("目标是降到六十五公斤")}, []string{}},
		{"near miss: no sign it was reached", [][2]string{patient("体重降到六十五公斤")}, []string{}},
	})
}
