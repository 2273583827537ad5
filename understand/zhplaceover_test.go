package understand_test

import "testing"

// TestAPlaceAndStateSaidOverLater: a complaint told by its place and state
// and later in the turn said over at the same place is past (zhplaceover.go).
func TestAPlaceAndStateSaidOverLater(t *testing.T) {
	runCases(t, []readCase{
		{"change dev zh-z1-012: the legs ached, and stopped aching after the stop",
			[][2]string{patient("阿托伐他汀我吃了半年，腿老是酸疼，就自己停了，停了以后腿就不疼了。")},
			[]string{"medication drug:atorvastatin stopped", "symptom sym:leg_pain historical"}},
		{"over, with 后来 and 就",
			[][2]string{patient("腿老是酸疼，后来腿就不疼了。")},
			[]string{"symptom sym:leg_pain historical"}},
		{"near miss: over and then back",
			[][2]string{patient("腿老是酸疼，后来腿不疼了，这两天腿又疼了。")},
			[]string{"symptom sym:leg_pain"}},
		{"near miss: the mother's legs stopped hurting",
			[][2]string{patient("腿老是酸疼，我妈腿就不疼了。")},
			[]string{"symptom sym:leg_pain"}},
		{"near miss: still aching at the place",
			[][2]string{patient("腿老是酸疼，到现在腿还是疼。")},
			[]string{"symptom sym:leg_pain"}},
	})
}
