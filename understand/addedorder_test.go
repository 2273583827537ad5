package understand_test

import "testing"

// A clinician's "加个X" adds a drug: an order to take it.
func TestADrugAddedIsOrdered(t *testing.T) {
	runCases(t, []readCase{
		{"s50 blind round 19 zh17: omeprazole added to protect the stomach",
			[][2]string{clinician("塞来昔布一天两次；加个奥美拉唑护胃")},
			[]string{"medication drug:celecoxib", "medication drug:omeprazole"}},
		{"加上", [][2]string{clinician("加上奥美拉唑")}, []string{"medication drug:omeprazole"}},
		{"near-miss: one that may be added (zh dev zh-u1-012)", [][2]string{clinician("鼻子堵得厉害可以加个鼻喷的激素，糠酸莫米松，不过那个得去医院开。")},
			[]string{}},
		{"near-miss: asked", [][2]string{clinician("要不要加个奥美拉唑？")}, []string{}},
		{"near-miss: if it still hurts", [][2]string{clinician("如果还疼再加个布洛芬")}, []string{}},
		{"near-miss: not to be added", [][2]string{clinician("布洛芬先不要加，秋水仙碱就够了。")}, []string{}},
	})
}
