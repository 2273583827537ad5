package understand_test

import "testing"

// Adrenaline is the treatment of anaphylaxis, not an allergen: a pen told
// in an allergy's turn is the rescue drug whatever the verb ("他本来就对花生
// 过敏，医生开过肾上腺素笔，今天没带", "I've got an EpiPen from the
// allergy clinic"), not only when carried (allergies.go rescueWords). An
// allergy to adrenaline is written only when its own clause says so.
func TestAnAdrenalinePenIsTheRescueNotTheAllergen(t *testing.T) {
	runCases(t, []readCase{
		{"a pen prescribed", [][2]string{patient("我本来就对花生过敏，医生开过肾上腺素笔，今天没带")}, []string{"allergy food:peanut"}},
		{"a pen from the allergy clinic", [][2]string{patient("I'm allergic to peanuts and I've got an EpiPen from the allergy clinic")}, []string{"allergy food:peanut"}},
		{"a pen given", [][2]string{patient("allergic to wasp stings, they gave me an adrenaline pen last year")}, []string{"allergy allergen:insect_stings"}},
		{"carried, as before", [][2]string{patient("I carry an EpiPen for bee stings")}, []string{"allergy allergen:insect_stings"}},
		// Near misses: an allergy to adrenaline said of it, in its clause.
		{"near miss: allergic to adrenaline itself", [][2]string{patient("I'm allergic to adrenaline, it gave me hives at the dentist")}, []string{"allergy drug:epinephrine"}},
		{"near miss: 对肾上腺素过敏", [][2]string{patient("我对肾上腺素过敏")}, []string{"allergy drug:epinephrine"}},
	})
}
