package understand_test

import "testing"

// TestANortheasternBoxAskedForIsNotTaken: Northeastern 整 (to get) before a
// pack of a drug asks for it at the counter, as 拿盒 does (whether.go).
func TestANortheasternBoxAskedForIsNotTaken(t *testing.T) {
	runCases(t, []readCase{
		{"zh dev zh-k1-002: a box of ibuprofen asked for at the pharmacy",
			[][2]string{clinician("大哥，拿点啥？"), patient("整盒布洛芬，这膝盖疼得贼厉害，上下楼嘎嘎响。")},
			[]string{"medication drug:ibuprofen uncertain", "symptom sym:knee_pain"}},
		{"a couple of boxes",
			[][2]string{patient("给我整两盒布洛芬。")},
			[]string{"medication drug:ibuprofen uncertain"}},
		{"near miss: a box got and taken",
			[][2]string{patient("整盒布洛芬，一直吃着。")},
			[]string{"medication drug:ibuprofen"}},
		{"near miss: 整 as whole, taken",
			[][2]string{patient("布洛芬我整天吃。")},
			[]string{"medication drug:ibuprofen"}},
	})
}
