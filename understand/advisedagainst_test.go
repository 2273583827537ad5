package understand_test

import "testing"

// A clinician's "不要用X" warns off a drug: no order to take it, and no sign
// it was ever taken (clinician.go, adviceAgainst); "不要再用X了" stops one.
func TestAClinicianWarnsOffADrugZh(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh15: never to be used", [][2]string{clinician("发烧可以用对乙酰氨基酚，千万不要用布洛芬。止痒可以搽炉甘石洗剂。")},
			[]string{"medication drug:paracetamol"}},
		{"a drug the kidneys forbid", [][2]string{clinician("你肾不好，别用布洛芬。")},
			[]string{}},
		{"near miss: not to be used again is a stop", [][2]string{clinician("不要再用布洛芬了。")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"near miss: said after the drug, again", [][2]string{clinician("布洛芬不要再用了。")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"near miss: not to be stopped", [][2]string{clinician("不要停布洛芬。")},
			[]string{"medication drug:ibuprofen"}},
		{"near miss: used", [][2]string{clinician("布洛芬继续用。")},
			[]string{"medication drug:ibuprofen"}},
	})
}
