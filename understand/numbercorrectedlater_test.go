package understand_test

import "testing"

// A number corrected later in a turn, with a question between: "现在体重一百
// 一十斤" … "半年前一百三十斤左右。哦刚才说错了，现在是一百二十斤" and "我糖化
// 是7.8" … "上个月，哦不是，7.8是三个月前的，上个月复查是6.9了" (s43 blind
// round 8, zh09 and zh16). The correction opened a clause, not the turn,
// and a question stood between, so the bare 120斤 and 6.9 were no reading
// and the slip, or the older result, stayed current. What follows a
// correction in its turn is read as the correcting turn's would be; what
// comes before it ("半年前一百三十斤") is not.
func TestANumberCorrectedLaterInTheTurn(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"r8 zh09: 哦刚才说错了，现在是一百二十斤", [][2]string{patient("最近瘦了好多，现在体重一百一十斤"), assistant("之前多少？多长时间瘦的？"),
			patient("半年前一百三十斤左右。哦刚才说错了，现在是一百二十斤，昨天刚称的")},
			[]string{"vital:weight 120 斤"}},
		{"r8 zh16: 哦不是，7.8是三个月前的，上个月复查是6.9了", [][2]string{patient("我糖化是7.8"), assistant("什么时候查的？"),
			patient("上个月，哦不是，7.8是三个月前的，上个月复查是6.9了")},
			[]string{"lab:hba1c 6.9 %"}},
		{"near miss: s42 round 6, the turn opens with it", [][2]string{patient("我今天早上称了一下体重，72公斤。"), patient("哦说错了，是62公斤，72是我老公的。")},
			[]string{"vital:weight 62 kg"}},
		{"near miss: no correction, a past weight", [][2]string{patient("最近瘦了好多，现在体重一百一十斤"), assistant("之前多少？"),
			patient("半年前一百三十斤左右")},
			nil},
		{"near miss: a correction of something else, a bare number", [][2]string{patient("我糖化是7.8"), assistant("什么时候查的？"),
			patient("上个月，哦不是，是三个月前")},
			nil},
	})
}
