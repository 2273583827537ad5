package understand_test

import "testing"

// TestAComplaintPausedOnThenSeemed: a complaint echoed or named, paused on,
// and told after the pause as only seemed ("好像看到") is uncertain
// (pausedseemed.go).
func TestAComplaintPausedOnThenSeemed(t *testing.T) {
	asked := clinician("这两个情况罗匹尼罗都可能引起。有没有看到不存在的东西、听到声音？晚上睡得好吗？")
	runCases(t, []readCase{
		{"zh dev zh-p1-038: the echo, then a figure that only seemed there",
			[][2]string{asked, patient("看到东西……有一趟夜里好像看到墙角有个人，吓一跳，开灯一看是阿拉屋里只猫。夜里睡得还可以。")},
			[]string{"symptom sym:hallucinations uncertain", "symptom sym:insomnia negated"}},
		{"a complaint named, paused on, and only seemed",
			[][2]string{patient("头晕……好像有一点，站起来的时候")},
			[]string{"symptom sym:dizziness uncertain"}},
		{"near miss: the echo, then a plain seeing",
			[][2]string{asked, patient("看到东西……有一趟夜里看到墙角有个人，吓死了。")},
			[]string{"symptom sym:hallucinations"}},
		{"near miss: the pause hedges when, not whether",
			[][2]string{patient("头晕……好像是前天开始的")},
			[]string{"symptom sym:dizziness"}},
		{"near miss: the hedge in a later clause",
			[][2]string{patient("头晕……站起来的时候，好像有点眼花")},
			[]string{"symptom sym:blurred_vision uncertain", "symptom sym:dizziness"}},
	})
}
