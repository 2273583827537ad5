package understand_test

import "testing"

// A drug the clinician tells as prescribed at a time gone by, often as a
// question with no mark, is no order of now (zh/w1: "之前不是还开过吡格列
// 酮"). A drug prescribed in the same turn now stays an order.
func TestPrescribedBefore(t *testing.T) {
	runCases(t, []readCase{
		{"w1: 之前不是还开过吡格列酮", [][2]string{
			patient("俺吃的是二甲双胍"),
			clinician("嗯嗯，之前不是还开过吡格列酮")},
			[]string{"medication drug:pioglitazone historical"}},
		{"以前给你开过二甲双胍, then a new order", [][2]string{
			clinician("以前给你开过二甲双胍，现在开点格列齐特")},
			[]string{"medication drug:metformin historical", "medication drug:gliclazide"}},
		{"上次开过阿托伐他汀, this time another", [][2]string{
			clinician("上次开过阿托伐他汀，这次开瑞舒伐他汀")},
			[]string{"medication drug:atorvastatin historical", "medication drug:rosuvastatin"}},
		{"near miss: prescribed now", [][2]string{
			clinician("给你开点格列齐特")},
			[]string{"medication drug:gliclazide"}},
	})
}
