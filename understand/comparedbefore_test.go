package understand_test

import "testing"

// The time before that a finding is compared with ("手抖比以前厉害", "跟以前
// 一样") is no time it was had in: the finding is now (zh/r16-zh19). A
// finding told in the time before ("以前手抖，现在好了") is history.
func TestComparedWithBefore(t *testing.T) {
	runCases(t, []readCase{
		{"r16-zh19: a tremor worse than before", [][2]string{patient("这是我爸的账号 我是他闺女 帮他打字。"), patient("手抖比以前厉害 药劲儿过得快 吃完两个多小时就又抖上了")},
			[]string{"symptom sym:tremor"}},
		{"a cough as it was before", [][2]string{patient("咳嗽跟以前一样")},
			[]string{"symptom sym:cough"}},
		{"near miss: a tremor before, gone now", [][2]string{patient("以前手抖，现在好了")},
			[]string{"symptom sym:tremor historical"}},
	})
}
