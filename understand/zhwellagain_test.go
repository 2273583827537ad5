package understand_test

import "testing"

// Sleep said sound again closes insomnia, and tiredness said gone or
// strength said back closes fatigue, as "腿不肿了" closes a swelling.
func TestAComplaintSaidOverByItsOpposite(t *testing.T) {
	runCases(t, []readCase{
		{"s50 blind round 19 zh09: sleep sound again",
			[][2]string{patient("大夫，我又来了。用了三个月，潮热已经没了，晚上也不出汗了，睡觉也踏实了")},
			[]string{"symptom sym:hot_flashes historical", "symptom sym:insomnia historical", "symptom sym:night_sweats historical"}},
		{"s50 blind round 19 zh18: not tired, strength back",
			[][2]string{patient("大夫我来复查了，药一直吃着呢，现在不累了，有劲儿了")},
			[]string{"symptom sym:fatigue historical"}},
		{"a child's sleep", [][2]string{patient("孩子现在睡得着了")}, []string{"symptom sym:insomnia historical of child"}},
		{"near-miss: asked", [][2]string{patient("现在能睡着了吗？")}, []string{}},
		{"near-miss: no strength now", [][2]string{patient("没有劲儿了")}, []string{"symptom sym:weakness"}},
		{"near-miss: a wish", [][2]string{patient("要是不累了就好了")}, []string{}},
		{"near-miss: feeling better says nothing of sleep", [][2]string{patient("感觉好了")}, []string{}},
		{"near-miss: sleep only with pills", [][2]string{patient("吃了安眠药才能睡着了")}, []string{"medication class:sleeping_pills"}},
	})
}
