package understand_test

import "testing"

// TestADoctorsStopThroughARelativeKept: a stop the doctor told a relative,
// which the patient then says they kept, is the patient's drug stopped
// (zhrelayedstoptaken.go).
func TestADoctorsStopThroughARelativeKept(t *testing.T) {
	runCases(t, []readCase{
		{"change dev zh-z1-020: the daughter fetched the drugs, the patient has not taken it",
			[][2]string{patient("俺闺女上礼拜替俺去医院拿药，大夫跟她说那个达格列净先停了，俺这礼拜就没吃。")},
			[]string{"medication drug:dapagliflozin historical relayed stopped"}},
		{"near miss: no doctor, the mother's opinion",
			[][2]string{patient("我妈说那个降压药不好，我就没吃。")},
			[]string{"medication class:antihypertensives of mother"}},
		{"near miss: the mother's own drug stopped",
			[][2]string{patient("我妈吃的二甲双胍，大夫跟她说先停了。")},
			[]string{"medication drug:metformin stopped of mother"}},
		{"near miss: the daughter's drug, the patient on another",
			[][2]string{patient("大夫跟我闺女说她的二甲双胍先停了，我还在吃我的阿卡波糖。")},
			[]string{"medication drug:metformin historical relayed stopped of child", "medication drug:acarbose relayed"}},
	})
}
