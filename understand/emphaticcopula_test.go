package understand_test

import "testing"

// An emphatic 是 or a contrastive 倒是 between a one-character site and
// its symptom still places the symptom at the site.
func TestAnEmphaticCopulaKeepsTheSite(t *testing.T) {
	runCases(t, []readCase{
		{"asked/zh-x1-015: 头是有点疼的", [][2]string{patient("其实早上起来头是有点疼的。")}, []string{"symptom sym:headache"}},
		{"头倒是有点疼", [][2]string{patient("头倒是有点疼。")}, []string{"symptom sym:headache"}},
		{"near-miss: the site in another clause", [][2]string{patient("头是好的，肚子有点疼。")}, []string{"symptom sym:abdominal_pain"}},
		{"near-miss: 手机 is no hand", [][2]string{patient("手机是有点疼。")}, []string{}},
	})
}
