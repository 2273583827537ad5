package understand_test

import "testing"

// A split or cut-short A-not-A question asks yes or no, and frames no
// denial: its quit is a former habit, its no a no.
func TestASplitANotAQuestionIsNoNegative(t *testing.T) {
	runCases(t, []readCase{
		{"asked/zh-x1-012: 你抽烟不？早戒了", [][2]string{clinician("你抽烟不？"), patient("早戒了，戒了五年了。")},
			[]string{"observation social:smoking historical inactive"}},
		{"抽不抽烟？抽了二十年", [][2]string{clinician("抽不抽烟？"), patient("抽了二十年了。")},
			[]string{"observation social:smoking"}},
		{"near-miss: 不抽 denies", [][2]string{clinician("你抽烟不？"), patient("不抽。")}, []string{"observation social:smoking negated"}},
		{"near-miss: a question framed as a denial", [][2]string{clinician("不抽烟吧？"), patient("早戒了，戒了五年了。")}, []string{}},
	})
}
