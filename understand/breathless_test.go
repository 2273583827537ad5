package understand_test

import "testing"

// "喘不过气" holds "不过", which also says "but": read as a clause break
// inside the finding, it split the finding from itself, and "我头疼，有点喘
// 不过气。" crashed the reading (HTTP 500, the turn lost). The complement
// after a verb is no "but"; a "不过" after a comma still is.
func TestCannotCatchOnesBreathIsNoBut(t *testing.T) {
	runCases(t, []readCase{
		{"a complaint, then 喘不过气", [][2]string{patient("我头疼，有点喘不过气。")}, []string{"symptom sym:dyspnea", "symptom sym:headache"}},
		{"喘不过气 told over in the same breath", [][2]string{patient("前几天咳嗽，喘不过气，现在好了")},
			[]string{"symptom sym:cough historical", "symptom sym:dyspnea historical"}},
		{"透不过气 after another complaint", [][2]string{patient("胸口闷，透不过气")}, []string{"symptom sym:chest_tightness", "symptom sym:dyspnea"}},
		{"near miss: 不过 after a comma is but", [][2]string{patient("头疼好了，不过还有点咳嗽")}, []string{"symptom sym:cough", "symptom sym:headache historical"}},
	})
}
