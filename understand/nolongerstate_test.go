package understand_test

import "testing"

// A place and its state denied with 不 and closed with 了 ("腿不肿了", "头不晕
// 了") tell a symptom that is over, as "嗓子不疼了" does, not one denied
// (s49, blind round 17 zh03: the leg swelling of the first visit stayed
// open).
func TestAStateNoLongerThereIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"legs no longer swollen", [][2]string{patient("这礼拜腿不肿了")}, []string{"symptom sym:leg_swelling historical"}},
		{"no longer dizzy", [][2]string{patient("头不晕了")}, []string{"symptom sym:dizziness historical"}},
		{"hardly swollen any more", [][2]string{patient("脚不太肿了")}, []string{"symptom sym:foot_swelling historical"}},
		{"near miss: not swollen", [][2]string{patient("腿不肿")}, []string{"symptom sym:leg_swelling negated"}},
		{"near miss: never swollen", [][2]string{patient("腿没肿")}, []string{"symptom sym:leg_swelling negated"}},
	})
}

// A pit after a swelling its sentence names is that swelling's sign, not
// a second oedema (zh dev zh-u1-027).
func TestAPitIsTheSwellingsSign(t *testing.T) {
	runCases(t, []readCase{
		{"zh-u1-027: the ankle's pit", [][2]string{patient("好多了，眼皮不肿了，脚脖子还有点肿，按下去一个坑。")},
			[]string{"symptom sym:ankle_swelling", "symptom sym:edema historical"}},
		{"the legs' pit", [][2]string{patient("两条腿都有点肿，一按一个坑")}, []string{"symptom sym:leg_swelling"}},
		{"near miss: a pit alone is oedema", [][2]string{patient("按下去一个坑，好几天了")}, []string{"symptom sym:edema"}},
		{"near miss: a pit in a sentence of its own", [][2]string{patient("腿有点肿。早上起来眼皮这儿一按一个坑")},
			[]string{"symptom sym:edema", "symptom sym:leg_swelling"}},
	})
}

// A pit after a swelling told over is the oedema still there.
func TestAPitAfterASwellingOverIsOedema(t *testing.T) {
	runCases(t, []readCase{
		{"zh-r1-007: less swollen in the morning, still pitting by the afternoon",
			[][2]string{patient("早上起来脚脖子不咋肿了，到下午还是一按一个坑儿。")}, []string{"symptom sym:edema"}},
	})
}
