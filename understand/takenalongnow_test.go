package understand_test

import "testing"

// A drug "之前一直吃" (taken all along) whose turn goes on to ask whether to
// keep taking it or to give its dose now is taken now: "之前一直吃的优甲乐，
// 怀孕了还能接着吃吗？医生说要加量，现在是75微克" wrote the levothyroxine
// stopped (blind round 10 zh04). A drug taken once (吃过), stopped, or
// followed by another drug the dose may be of, stays a course that was.
func TestADrugTakenAllAlongAndGoingOnIsCurrent(t *testing.T) {
	runCases(t, []readCase{
		{"r10 zh04: 之前一直吃的优甲乐 … 现在是75微克", [][2]string{patient("之前一直吃的优甲乐，怀孕了还能接着吃吗？医生说要加量，现在是75微克")},
			[]string{"condition cond:pregnancy uncertain", "medication drug:levothyroxine"}},
		{"zh: 之前一直吃优甲乐 … 现在是75微克", [][2]string{patient("之前一直吃优甲乐，医生说要加量，现在是75微克")},
			[]string{"medication drug:levothyroxine"}},
		{"zh: 以前一直吃二甲双胍，现在加到一天两次", [][2]string{patient("以前一直吃二甲双胍，现在加到一天两次，一次500")},
			[]string{"medication drug:metformin"}},
		{"zh: 之前一直在吃阿司匹林，还能继续吃吗", [][2]string{patient("之前一直在吃阿司匹林，下周拔牙，还能继续吃吗？")},
			[]string{"medication drug:aspirin"}},
		{"near-miss: 现在停了", [][2]string{patient("之前一直吃优甲乐，现在停了")},
			[]string{"medication drug:levothyroxine historical stopped"}},
		{"near-miss: another drug now", [][2]string{patient("以前一直吃硝苯地平，现在吃氨氯地平5毫克")},
			[]string{"medication drug:amlodipine", "medication drug:nifedipine historical stopped"}},
		{"near-miss: taken once before", [][2]string{patient("以前吃过阿司匹林，能不能接着吃？")},
			[]string{"medication drug:aspirin historical stopped"}},
	})
}
