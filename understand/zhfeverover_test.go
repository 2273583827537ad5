package understand_test

import "testing"

// TestAFeverToldThenGone: a fever told and then said gone in the same turn
// is past (zhfeverover.go); 发了两天烧 tells it.
func TestAFeverToldThenGone(t *testing.T) {
	runCases(t, []readCase{
		{"change dev zh-z1-003: fever for two days, now gone",
			[][2]string{patient("上礼拜发了两天烧，现在烧已经退了，就是人还有点没劲。")},
			[]string{"symptom sym:fatigue", "symptom sym:fever historical"}},
		{"change dev zh-z1-050: a heat last night, normal this morning",
			[][2]string{patient("昨天晚上烧到三十八度六，今天早上量是三十六度九，不烧了。")},
			[]string{"observation vital:temperature", "symptom sym:fever historical"}},
		{"the fever over, in Cantonese",
			[][2]string{patient("琴日发烧，今日烧退咗。")},
			[]string{"symptom sym:fever historical"}},
		{"near miss: gone, then back",
			[][2]string{patient("烧退了，晚上又烧到三十九度。")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
		{"near miss: the son's fever",
			[][2]string{patient("我儿子烧到三十九度，现在退烧了。")},
			nil},
		{"near miss: no fever told before its end",
			[][2]string{patient("不烧了。")},
			nil},
		{"near miss: heartburn",
			[][2]string{patient("胃烧了两天，现在胃不烧了。")},
			nil},
	})
}
