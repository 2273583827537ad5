package understand_test

import "testing"

// Constipation told by how seldom the bowels open, in a clause of its own
// ("大便不中，三四天一回", "大便不大好，隔两三天一趟") or as days not opened ("大便三天
// 没解了"). Bowels that open daily, how often something else happens, or a
// relative's bowels, stay what they were.
func TestConstipationToldByHowSeldom(t *testing.T) {
	runCases(t, []readCase{
		{"zh-o1-025: 大便三天没解了", [][2]string{patient("大便三天没解了，我儿媳妇给我买了开塞露，我还没用。")},
			[]string{"medication class:laxatives hypothetical", "symptom sym:constipation"}},
		{"zh-w1-004: 大便不大好，隔两三天一趟", [][2]string{patient("大便不大好，隔两三天一趟。")},
			[]string{"symptom sym:constipation"}},
		{"zh-x1-011: 我三天才拉一回", [][2]string{patient("我三天才拉一回，拉得可费劲了")},
			[]string{"symptom sym:constipation"}},
		{"near-miss: a headache every few days", [][2]string{patient("头疼三四天一回。")},
			[]string{"symptom sym:headache"}},
		{"near-miss: the bowels open daily", [][2]string{patient("大便正常，一天一次。")},
			[]string{}},
		{"near-miss: a husband's bowels", [][2]string{patient("我们家老头子大便三四天一回。")},
			[]string{"symptom sym:constipation of other"}},
	})
}
