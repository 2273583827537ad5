package understand_test

import "testing"

// Chinese episodes that are over (session 29): written for the test.
func TestChineseOverSession29(t *testing.T) {
	runCases(t, []readCase{
		{"breathing said to run smooth again ends the breathlessness", [][2]string{patient("前天喘得厉害，这会儿喘气顺畅了。")},
			[]string{"symptom sym:dyspnea historical"}},
		{"a drug taken with the perfective, dated weeks back", [][2]string{patient("两个月前扭了脚，吃了布洛芬。")},
			[]string{"condition cond:ankle_sprain historical", "medication drug:ibuprofen stopped"}},
		{"a drug started weeks back goes on", [][2]string{patient("上个月开始吃了二甲双胍。")},
			[]string{"medication drug:metformin"}},
	})
}
