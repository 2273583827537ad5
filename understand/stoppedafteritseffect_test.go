package understand_test

import "testing"

// A drug, a condition that followed taking it, then a stop: the drug is
// stopped, as with a symptom between.
func TestADrugStoppedAfterWhatItBroughtOn(t *testing.T) {
	runCases(t, []readCase{
		{"s50 blind round 19 zh14: the dapagliflozin stopped after two UTIs",
			[][2]string{patient("不过达格列净吃了以后尿路感染两趟，我上个月自己停脱了")},
			[]string{"condition cond:uti historical", "medication drug:dapagliflozin stopped"}},
		{"with no 以后", [][2]string{patient("阿司匹林吃了胃出血，我就停了")},
			[]string{"condition cond:gi_bleeding", "medication drug:aspirin stopped"}},
		{"near-miss: taken again after the stop", [][2]string{patient("阿司匹林吃了以后胃出血，停了几天又接着吃")},
			[]string{"condition cond:gi_bleeding", "medication drug:aspirin"}},
		{"near-miss: a box finished, no effect told", [][2]string{patient("这盒二甲双胍吃完了再开一盒。")},
			[]string{"medication drug:metformin"}},
		{"near-miss: still taken", [][2]string{patient("阿司匹林吃了以后胃出血，我现在还在吃")},
			[]string{"condition cond:gi_bleeding", "medication drug:aspirin"}},
		{"near-miss: the stop is another drug's", [][2]string{patient("阿司匹林吃了以后胃出血，医生让停了氯吡格雷")},
			[]string{"condition cond:gi_bleeding", "medication drug:aspirin", "medication drug:clopidogrel historical relayed stopped"}},
	})
}
