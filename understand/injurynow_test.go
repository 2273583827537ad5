package understand_test

import "testing"

// An injury told as done ("崴脚了", "got a knock to the head") is history
// only when nothing keeps it of now: dated today or yesterday, or told with
// what it does now (swollen, hurts), it is the complaint (round 11 zh06 and
// en06). And what a fall did, told after it in the story of the fall ("昨天
// 在卫生间摔了一跤，右边髋部疼，站不起来", round 11 zh11), is the injury now,
// not the episode. Dated back, had (过), healed, or told before the fall
// (the dizziness that brought the patient down), they stay past.
func TestAnInjuryOfTodayIsCurrent(t *testing.T) {
	runCases(t, []readCase{
		{"r11 zh06: 崴脚了, swollen high", [][2]string{patient("打篮球崴脚了 右脚踝 肿得老高 qaq")},
			[]string{"condition cond:ankle_sprain"}},
		{"r11 en06: a knock to the head this afternoon", [][2]string{patient("I'm typing for my son, he's 15. He got a knock to the head at rugby this afternoon")},
			[]string{"condition cond:head_injury"}},
		{"今天下楼梯崴了脚，肿了", [][2]string{patient("今天下楼梯崴了脚，肿了")},
			[]string{"condition cond:ankle_sprain", "symptom sym:foot_swelling"}},
		{"r11 zh11: the hip pain after a fall yesterday", [][2]string{patient("奶奶昨天在卫生间摔了一跤，右边髋部疼，站不起来")},
			[]string{"symptom sym:falls historical of grandparent", "symptom sym:hip_pain of grandparent"}},
		{"near-miss: a fracture had, long healed", [][2]string{patient("初二的时候骨折过一次 也是右脚 早好了")},
			[]string{"condition cond:fracture historical resolves"}},
		{"near-miss: a fracture dated years back", [][2]string{patient("I broke my wrist two years ago, it still aches sometimes")},
			[]string{"condition cond:fracture historical"}},
		{"near-miss: a knock with nothing of now", [][2]string{patient("I got a knock to the head")},
			[]string{"condition cond:head_injury historical"}},
		{"near-miss: the dizziness before the fall", [][2]string{patient("前天后半夜起来，一站起来就头晕，一下坐地上了")},
			[]string{"symptom sym:dizziness historical"}},
	})
}
