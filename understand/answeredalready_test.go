package understand_test

import "testing"

// A question the patient's turn already answered by naming what was asked
// is not answered again by the next patient turn: "关节疼吗？" "关节不疼"
// "我不喝酒，烟也不抽" denied the joint pain a second time, and "头疼吗？头晕
// 吗？" "头疼" "不晕" denied the headache just told (blind round 10 zh19).
// A thing asked that the first turn left alone is still open. And "对了"
// opening a turn that goes on is "by the way", not "right": "对了我不喝酒"
// said yes to the joint pain.
func TestAQuestionAnsweredIsNotAnsweredAgain(t *testing.T) {
	runCases(t, []readCase{
		{"r10 zh19: 对了我不喝酒，烟也不抽", [][2]string{assistant("最近皮疹怎么样？关节疼吗？"), patient("皮疹好多了，关节不疼"), patient("对了我不喝酒，烟也不抽")},
			[]string{"observation social:alcohol negated", "observation social:smoking negated"}},
		{"zh: 我不喝酒 after the joint pain answered", [][2]string{assistant("关节疼吗？"), patient("关节不疼"), patient("我不喝酒，烟也不抽")},
			[]string{"observation social:alcohol negated", "observation social:smoking negated"}},
		{"zh: 头疼 then 不晕", [][2]string{assistant("头疼吗？头晕吗？"), patient("头疼"), patient("不晕")},
			[]string{"symptom sym:dizziness negated"}},
		{"zh: 对了，我血压挺好的 is no yes", [][2]string{assistant("发烧吗？"), patient("对了，我血压挺好的")},
			[]string{}},
		{"near-miss: a bare 对了 still answers", [][2]string{assistant("发烧吗？"), patient("对了")},
			[]string{"symptom sym:fever"}},
		{"near-miss: a turn that did not answer leaves it open", [][2]string{assistant("咳嗽吗？"), patient("嗯"), patient("有痰")},
			[]string{"symptom sym:productive_cough"}},
		{"near-miss: 对，有点 is a yes", [][2]string{assistant("发烧吗？"), patient("对，有点")},
			[]string{"symptom sym:fever"}},
	})
}
