package understand_test

import "testing"

// A drug that cannot be taken with another is no allergy
// (interactionnotallergy.go).
func TestAnInteractionIsNoAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 zh18: on warfarin, so no ibuprofen for the knee", [][2]string{patient("再给我拿一盒布洛芬 我膝盖痛 哦 吃华法林不能吃布洛芬是吧 那算哒 不要哒")},
			[]string{"medication drug:ibuprofen negated", "medication drug:warfarin", "symptom sym:knee_pain"}},
		{"near miss: a drug that brings out a rash", [][2]string{patient("我膝盖痛 布洛芬不能吃 吃了起疹子")},
			[]string{"allergy drug:ibuprofen"}},
		{"near miss: no drug taken before the cue", [][2]string{patient("布洛芬不能吃，一吃就起疹子")},
			[]string{"allergy drug:ibuprofen"}},
	})
}
