package understand_test

import "testing"

// Tiredness said plainly, in the words patients use ("就是累，觉得累", "人还是有
// 点没力", "浑身软绵绵的，没得劲"), is fatigue. Tiredness denied, a
// relative's, or a task that tires ("走路吃力") stays what it was.
func TestTirednessSaidPlainlyIsFatigue(t *testing.T) {
	runCases(t, []readCase{
		{"zh-s1-010: 就是累，觉得累", [][2]string{patient("那没有，没有。就是累，觉得累。")},
			[]string{"symptom sym:fatigue"}},
		{"zh-l1-009: 人还是有点没力", [][2]string{patient("汗也停了，就是人还是有点没力。")},
			[]string{"symptom sym:fatigue"}},
		{"near-miss: 冇力气 stays weakness", [][2]string{patient("个把月了，人冇力气。")},
			[]string{"symptom sym:weakness"}},
		{"zh-h1-034: 没得劲", [][2]string{patient("就是浑身软绵绵的，没得劲。")},
			[]string{"symptom sym:fatigue"}},
		{"near-miss: not tired", [][2]string{patient("不累。")},
			[]string{}},
		{"near-miss: a mother tired", [][2]string{patient("我妈老是觉得累。")},
			[]string{"symptom sym:fatigue of mother"}},
		{"near-miss: walking is hard", [][2]string{patient("走路有点吃力。")},
			[]string{}},
	})
}
