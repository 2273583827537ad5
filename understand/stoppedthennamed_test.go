package understand_test

import "testing"

// A stop told first, with the drug named after it as an aside, stops that
// drug: the stop's words end at the comma, and the drug named after them
// was read as taken now (the recall harness's zh-ep-155 kept alendronate
// active after "医生把我那个…骨头药停了，就是阿仑膦酸钠"). A drug's second name
// in apposition is stopped with the first.
func TestADrugNamedAfterItsStop(t *testing.T) {
	runCases(t, []readCase{
		{"took me off my water tablet, the furosemide", [][2]string{patient("The consultant took me off my water tablet in June, the furosemide.")},
			[]string{"medication class:diuretics stopped", "medication drug:furosemide historical stopped"}},
		{"停了，就是氨氯地平", [][2]string{patient("大夫把我那个降压药停了，就是氨氯地平。")},
			[]string{"medication class:antihypertensives historical relayed stopped", "medication drug:amlodipine historical stopped"}},
		{"停了，X那个", [][2]string{patient("早就给停了，二甲双胍那个。")},
			[]string{"medication drug:metformin historical stopped"}},
		{"a second name in apposition", [][2]string{patient("They've taken me off the bendroflumethiazide, the little water tablet.")},
			[]string{"medication class:diuretics historical stopped", "medication drug:bendroflumethiazide stopped"}},
		// Near misses.
		{"near miss: another drug taken now", [][2]string{patient("The GP stopped the ramipril, now I take losartan every morning.")},
			[]string{"medication drug:losartan relayed", "medication drug:ramipril historical relayed stopped"}},
		{"near miss: taken on after the stop", [][2]string{patient("辛伐他汀停了，二甲双胍照常吃。")},
			[]string{"medication drug:metformin", "medication drug:simvastatin historical stopped"}},
	})
}
