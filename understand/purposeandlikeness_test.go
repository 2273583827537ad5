package understand_test

import "testing"

// An illness named as what a drug is for, or as what a complaint is
// likened to and denied at once, is not said to be the patient's
// (purposeandlikeness.go).
func TestAnIllnessNamedForAnother(t *testing.T) {
	runCases(t, []readCase{
		{"zh-r1-014: the pill was for spots", [][2]string{patient("避孕药有，达英-35，吃了两年了，本来是治痘痘的。")},
			[]string{"medication class:birth_control"}},
		{"zh-t1-017: a cream said to be for dermatitis", [][2]string{patient("楼下老李给了我一管药膏，说是治皮炎的。")}, []string{}},
		{"zh-i1-003: like acne, but nothing to squeeze", [][2]string{patient("上面起一些小红疙瘩，有点像痘痘但是挤不出东西，一年多了。")},
			[]string{"symptom sym:rash"}},
		// Near misses: the illness named through the patient's own drug, a
		// likeness with no denial, acne told outright.
		{"near miss: a drug for the patient's own illness", [][2]string{patient("我在吃治高血压的药。")}, []string{"condition cond:hypertension"}},
		{"near miss: a likeness not denied", [][2]string{patient("脸上有点像痘痘。")}, []string{"condition cond:acne"}},
		{"near miss: spots told outright", [][2]string{patient("我脸上长痘痘了，但是不疼。")}, []string{"symptom sym:acne_breakout"}},
	})
}
