package understand_test

import "testing"

// A Chinese complaint followed by 没有了 is gone, not denied (nolonger.go).
func TestAComplaintNoMoreIsGone(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh04: 恶心也没有了 at the next visit", [][2]string{
			assistant("很好。现在胃还疼吗？"), patient("不疼了，早就不疼了，恶心也没有了。")},
			[]string{"symptom sym:abdominal_pain negated", "symptom sym:nausea historical"}},
		{"没了 with 也", [][2]string{patient("恶心也没了")},
			[]string{"symptom sym:nausea historical"}},
		{"one gone, one still there", [][2]string{patient("恶心没有了，头疼还有")},
			[]string{"symptom sym:nausea historical", "symptom sym:headache"}},
		{"near miss: no 了, a denial", [][2]string{patient("恶心也没有")},
			[]string{"symptom sym:nausea negated"}},
		{"near miss: a question", [][2]string{patient("头疼没有了吗")},
			[]string{"symptom sym:headache negated uncertain"}},
	})
}
