package understand_test

import "testing"

// A drug planned and never taken is nobody's drug (s49, blind round 17
// zh17: "原来说要吃他莫昔芬，后来没吃，直接用的来曲唑"). A plan to stop that
// was not carried out, a plan still to come and a plan carried out keep
// the drug.
func TestAPlanNeverCarriedOut(t *testing.T) {
	runCases(t, []readCase{
		{"zh17: tamoxifen planned, letrozole taken", [][2]string{patient("原来说要吃他莫昔芬，后来没吃，直接用的来曲唑，每天2.5毫克。")},
			[]string{"medication drug:letrozole"}},
		{"insulin never used", [][2]string{patient("本来打算用胰岛素，最后没用上")}, nil},
		{"metformin never started", [][2]string{patient("I was supposed to start metformin but never did")}, nil},
		{"statins never given", [][2]string{patient("they were gonna put me on statins but didn't in the end")}, nil},
		{"near miss: the plan carried out", [][2]string{patient("原来说要吃他莫昔芬，后来吃了两年")}, []string{"medication drug:tamoxifen"}},
		{"near miss: taken, lately not", [][2]string{patient("我在吃二甲双胍，最近没吃")}, []string{"medication drug:metformin"}},
		{"near miss: a stop not carried out", [][2]string{patient("I was going to stop the metformin but didn't")}, []string{"medication drug:metformin"}},
		{"near miss: a plan still to come", [][2]string{patient("准备吃阿托伐他汀")}, []string{"medication drug:atorvastatin hypothetical"}},
	})
}
