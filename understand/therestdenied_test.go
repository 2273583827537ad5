package understand_test

import "testing"

// "别的没啥" denies the rest, not the drug named just before it.
func TestTheRestDeniedLeavesWhatWasNamed(t *testing.T) {
	runCases(t, []readCase{
		{"r14 zh14: 有痛风 吃着非布司他 别的没啥", [][2]string{clinician("平时身体怎么样"), patient("有痛风 吃着非布司他 别的没啥")},
			[]string{"condition cond:gout", "medication drug:febuxostat"}},
		{"其他的没有", [][2]string{patient("吃着氨氯地平 其他的没有")},
			[]string{"medication drug:amlodipine"}},
		{"near-miss: the drug itself denied", [][2]string{patient("非布司他没有吃")},
			[]string{"medication drug:febuxostat negated"}},
		{"near-miss: 胸闷没有", [][2]string{patient("头晕有，胸闷没有")},
			[]string{"symptom sym:dizziness", "symptom sym:chest_tightness negated"}},
	})
}
