package understand_test

import "testing"

// "我甲减复查，这是化验单，TSH 6.8，FT4正常" wrote the hypothyroidism denied
// (round 12 zh05): the 化验 and the 正常 read it as tested for and found
// normal, but it is the condition the visit follows up. A test for a
// condition not had still denies it.
func TestAConditionFollowedUpIsNotTestedFor(t *testing.T) {
	runCases(t, []readCase{
		{"round 12 zh05: 甲减复查 … FT4正常", [][2]string{patient("医生，我甲减复查，这是化验单，TSH 6.8，FT4正常")},
			[]string{"condition cond:hypothyroidism", "observation lab:tsh"}},
		{"复诊", [][2]string{patient("我糖尿病复诊，化验都正常")},
			[]string{"condition cond:diabetes"}},
		{"near-miss: a test for it, normal", [][2]string{patient("查了甲状腺功能，没有甲减，都正常")},
			[]string{"condition cond:hypothyroidism negated resolves"}},
	})
}
