package understand_test

import "testing"

// A finding told as coming only at some times is present, not denied by
// the times it does not come; a denial at every time, or a finding of
// before, stays as read.
func TestAFindingOnlyAtSomeTimesIsPresent(t *testing.T) {
	runCases(t, []readCase{
		{"asked/zh-x1-034: 就晚上咳，白天不咳", [][2]string{clinician("咳嗽白天多还是晚上多？"), patient("就晚上咳，白天不咳")},
			[]string{"symptom sym:cough"}},
		{"我晚上咳嗽，白天不咳", [][2]string{patient("我晚上咳嗽，白天不咳")},
			[]string{"symptom sym:cough"}},
		{"near-miss: denied day and night", [][2]string{patient("白天不咳了，晚上也不咳")},
			[]string{"symptom sym:cough negated"}},
		{"near-miss: at night before, not now", [][2]string{patient("以前晚上咳，现在白天晚上都不咳了")},
			[]string{"symptom sym:cough historical"}},
		{"near-miss: another finding at night", [][2]string{patient("晚上头疼，白天不咳")},
			[]string{"symptom sym:cough negated", "symptom sym:headache"}},
	})
}
