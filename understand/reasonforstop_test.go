package understand_test

import "testing"

// A Chinese turn that tells a drug stopped and then a complaint in the
// clause right after tells why it was stopped: the complaint went with the
// drug, and is past. One said to go on or to come after the stop is now.
func TestComplaintToldAsReasonForStop(t *testing.T) {
	runCases(t, []readCase{
		{"x1: furosemide stopped, too much urine", [][2]string{clinician("利尿的呢，螺内酯还吃吗"),
			patient("螺内酯吃着，还有个呋塞米……呋塞米后来就没吃了，尿太多了，一晚上跑好几趟")},
			[]string{"medication drug:spironolactone", "medication drug:furosemide stopped", "symptom sym:polyuria historical"}},
		{"amlodipine stopped, ankles swollen", [][2]string{patient("氨氯地平停了，脚肿得厉害")},
			[]string{"medication drug:amlodipine historical stopped", "symptom sym:ankle_swelling historical"}},
		{"aspirin given up, stomach ache", [][2]string{patient("阿司匹林不吃了，胃疼")},
			[]string{"medication drug:aspirin historical stopped", "symptom sym:epigastric_pain historical"}},
		{"a complaint still there after the stop stays", [][2]string{patient("氨氯地平停了，现在脚还肿")},
			[]string{"medication drug:amlodipine historical stopped", "symptom sym:foot_swelling"}},
		{"a complaint that came after the stop stays", [][2]string{patient("二甲双胍停了以后，头晕")},
			[]string{"medication drug:metformin historical stopped", "symptom sym:dizziness"}},
	})
}
