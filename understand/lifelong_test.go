package understand_test

import "testing"

// A lifelong illness told with a past procedure or stay for it stays the
// patient's now: the past time is the procedure's.
func TestReadLifelongIllnessTreatedInThePast(t *testing.T) {
	runCases(t, []readCase{
		{"coronary disease with a stent the year before last", [][2]string{patient("前年冠心病放过一个支架。")},
			[]string{"condition cond:coronary_heart_disease", "procedure proc:coronary_stent historical inactive"}},
		{"coronary disease with a stent, in English", [][2]string{patient("I had a stent for my coronary artery disease two years ago.")},
			[]string{"condition cond:coronary_heart_disease", "procedure proc:coronary_stent historical inactive"}},
		{"heart failure with a stay in hospital last year", [][2]string{patient("去年心衰住过院")},
			[]string{"condition cond:heart_failure"}},
		{"diabetes for ten years", [][2]string{patient("糖尿病十年了")}, []string{"condition cond:diabetes"}},
		{"hypertension found the year before last", [][2]string{patient("高血压前年查出来的")}, []string{"condition cond:hypertension"}},
		// Near misses: an illness told over, one that ends, a relative's.
		{"hypertension gone after losing weight", [][2]string{patient("以前有高血压，后来减肥就好了")},
			[]string{"condition cond:hypertension historical"}},
		{"gallstones operated on", [][2]string{patient("前年胆结石做过手术")},
			[]string{"condition cond:gallstones historical", "procedure proc:surgery historical inactive"}},
		{"a heart attack with a stent", [][2]string{patient("前年心梗放过一个支架。")},
			[]string{"condition cond:myocardial_infarction historical", "procedure proc:coronary_stent historical inactive"}},
		{"childhood asthma in hospital", [][2]string{patient("小时候哮喘住过院")}, []string{"condition cond:asthma historical"}},
		{"atrial fibrillation ablated", [][2]string{patient("前年房颤做过射频消融")},
			[]string{"condition cond:atrial_fibrillation historical", "procedure proc:ablation historical inactive"}},
		{"a father's coronary disease", [][2]string{patient("我爸前年冠心病放过支架")},
			[]string{"condition cond:coronary_heart_disease of father", "procedure proc:coronary_stent historical inactive of father"}},
	})
}
