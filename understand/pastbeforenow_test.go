package understand_test

import "testing"

// A past word does not reach over a word of the present onto what is told
// after it (extract/pastbeforenow.go).
func TestAPastWordStopsAtNow(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh16: one drug given up, another taken now", [][2]string{patient("之前吃过佐匹克隆 吃了俩礼拜 白天老迷糊 就不吃了 现在吃褪黑素 一晚上3毫克")},
			[]string{"medication drug:zopiclone historical stopped", "symptom sym:dizziness historical", "medication drug:melatonin"}},
		{"a complaint back now after a drug stopped", [][2]string{patient("吃了两周就停了 这两天又开始头疼")},
			[]string{"symptom sym:headache"}},
		{"near miss: taken all along, before", [][2]string{patient("以前一直吃硝苯地平，现在吃氨氯地平5毫克")},
			[]string{"medication drug:amlodipine", "medication drug:nifedipine historical stopped"}},
		{"near miss: no now between", [][2]string{patient("以前吃过布洛芬")},
			[]string{"medication drug:ibuprofen historical stopped"}},
		{"near miss: the now before the past word", [][2]string{patient("现在不吃布洛芬了")},
			[]string{"medication drug:ibuprofen historical stopped"}},
	})
}
