package understand_test

import "testing"

// TestAStifledChestIsChestTightness: 憋得慌 told of the chest set as the
// topic is chest tightness, not breathlessness (chesttopic.go).
func TestAStifledChestIsChestTightness(t *testing.T) {
	runCases(t, []readCase{
		{"zh dev zh-l1-001: the chest, this spot, stifled",
			[][2]string{clinician("大哥，哪儿不舒服？"), patient("胸口，这块儿，憋得慌，疼，呃……打晚上九点多开始的，看电视看着看着就上来了。")},
			[]string{"symptom sym:chest_tightness"}},
		{"the chest right before it",
			[][2]string{patient("我胸口，憋得慌。")},
			[]string{"symptom sym:chest_tightness"}},
		{"near miss: stifled alone",
			[][2]string{patient("憋得慌，喘不上来。")},
			[]string{"symptom sym:dyspnea"}},
		{"near miss: stifled after a walk, the chest pain a clause before",
			[][2]string{patient("胸口疼，走两步就憋得慌。")},
			[]string{"symptom sym:chest_pain", "symptom sym:dyspnea"}},
	})
}
