package understand_test

import "testing"

// A drug planned, then not given, is no drug of the patient's
// (plandropped.go).
func TestAPlannedDrugNotGivenIsNoneZh(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh07: planned, dropped for asthma, another given", [][2]string{patient("本来医生说要加个噻吗洛尔滴眼液 后来问到我有哮喘 就没加 改成加了个布林佐胺 一天两次 点了一个礼拜了")},
			[]string{"condition cond:asthma relayed", "medication drug:brinzolamide relayed", "medication drug:timolol hypothetical relayed"}},
		{"without 本来", [][2]string{patient("医生说要加个噻吗洛尔滴眼液 后来问到我有哮喘 就没加")},
			[]string{"condition cond:asthma relayed", "medication drug:timolol hypothetical relayed"}},
		{"near miss: the plan carried out", [][2]string{patient("本来医生说要加个噻吗洛尔滴眼液 后来还是加了")},
			[]string{"medication drug:timolol relayed"}},
		{"near miss: a plan, nothing against it", [][2]string{patient("医生说要加个噻吗洛尔滴眼液")},
			[]string{"medication drug:timolol relayed"}},
	})
}
