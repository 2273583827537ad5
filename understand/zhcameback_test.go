package understand_test

import "testing"

// TestWhatWasOverAndCameBackIsNow: an illness told as past and then back,
// and a habit quit and taken up again, are current (zhcameback.go).
func TestWhatWasOverAndCameBackIsNow(t *testing.T) {
	runCases(t, []readCase{
		{"change dev zh-z1-029: gout, years without, back this time",
			[][2]string{patient("我以前得过痛风，好几年没犯了，这回又犯了，大脚趾头肿得鞋都穿不上。")},
			[]string{"condition cond:gout"}},
		{"change dev zh-z1-041: quit once, smoking again, Changsha",
			[][2]string{clinician("还抽烟吗？"), patient("戒过一回咯，戒咯半年，去年又抽起哒，一天半包。")},
			[]string{"observation social:smoking"}},
		{"an illness relapsed",
			[][2]string{patient("前几年得过带状疱疹，上个月又复发了。")},
			[]string{"condition cond:herpes_zoster"}},
		{"near miss: years without",
			[][2]string{patient("我以前得过痛风，好几年没犯了。")},
			[]string{"condition cond:gout historical"}},
		{"near miss: back, and over again",
			[][2]string{patient("我以前得过痛风，去年又犯了一次，吃了药就好了。")},
			[]string{"condition cond:gout historical resolves"}},
		{"near miss: the father's came back",
			[][2]string{patient("我以前得过痛风，我爸这回又犯了。")},
			[]string{"condition cond:gout historical"}},
		{"near miss: quit for good",
			[][2]string{clinician("还抽烟吗？"), patient("烟前年戒了，再没抽过。")},
			[]string{"observation social:smoking historical inactive"}},
	})
}
