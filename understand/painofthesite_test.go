package understand_test

import "testing"

// A bare "有点疼" right after a finding of one organ is that organ's pain:
// "左眼红了两天，有点疼" is eye pain (blind round 10 zh06), "尿频尿急，有点
// 疼" painful urination (zh15), "耳朵流水，还有点痛" ear pain. Denied ("不
// 疼"), placed elsewhere ("头有点疼"), or after a finding of no one organ
// ("发烧，有点疼") it is read as before.
func TestABarePainAfterAnOrgansFindingIsItsPain(t *testing.T) {
	runCases(t, []readCase{
		{"r10 zh06: 左眼红了两天，有点疼", [][2]string{patient("左眼红了两天，有点疼，早上起来眼屎多")},
			[]string{"symptom sym:eye_discharge", "symptom sym:eye_pain", "symptom sym:red_eye"}},
		{"r10 zh15: 尿频尿急，有点疼", [][2]string{patient("这次是尿频尿急，有点疼，两天了")},
			[]string{"symptom sym:dysuria", "symptom sym:urinary_frequency", "symptom sym:urinary_urgency"}},
		{"zh: 耳朵流水，还有点痛", [][2]string{patient("耳朵流水，还有点痛")},
			[]string{"symptom sym:ear_discharge", "symptom sym:ear_pain"}},
		{"near-miss: denied", [][2]string{patient("左眼红了两天，不疼")},
			[]string{"symptom sym:eye_pain negated", "symptom sym:red_eye"}},
		{"near-miss: placed elsewhere", [][2]string{patient("眼睛红，头有点疼")},
			[]string{"symptom sym:headache", "symptom sym:red_eye"}},
		{"near-miss: after a finding of no one organ", [][2]string{patient("发烧，有点疼")},
			[]string{"symptom sym:fever"}},
	})
}
