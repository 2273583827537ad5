package understand_test

import "testing"

// A hedge on an allergy covers its sentence: "我好像对海鲜过敏，吃完虾身上会痒"
// wrote the shrimp as a fact beside the seafood claim (s42 blind round 7).
func TestAHedgedAllergyCoversItsSentence(t *testing.T) {
	runCases(t, []readCase{
		{"s42 round 7: 好像对海鲜过敏，吃完虾", [][2]string{patient("我好像对海鲜过敏，吃完虾身上会痒，但也不是每次都这样")},
			[]string{"allergy food:shellfish uncertain", "allergy food:shrimp uncertain"}},
		// Near misses: no hedge, or another sentence.
		{"near miss: no hedge", [][2]string{patient("我对海鲜过敏，吃完虾身上会痒")}, []string{"allergy food:shellfish", "allergy food:shrimp"}},
		{"near miss: another sentence", [][2]string{patient("我好像对青霉素过敏。对花生过敏，吃了就肿")},
			[]string{"allergy allergen:penicillins uncertain", "allergy food:peanut"}},
	})
}
