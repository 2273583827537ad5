package understand_test

import "testing"

// An allergy told only by its reaction, and the reaction hedged ("阿司匹林，
// 好像吃了一回喘得更凶", "Penicillin, I think it gave me a rash"), is a
// suspicion: the allergy is uncertain. A reaction told plainly keeps it sure.
func TestAllergyByHedgedReaction(t *testing.T) {
	runCases(t, []readCase{
		{"x1: aspirin, seemingly worse wheeze once", [][2]string{clinician("药物过敏有吗"),
			patient("阿司匹林，好像吃了一回喘得更凶，就那一回，也不知道是不是它")},
			[]string{"allergy allergen:aspirin uncertain"}},
		{"sulfa, maybe a rash", [][2]string{clinician("有没有药物过敏"),
			patient("磺胺，可能吃了起疹子")},
			[]string{"allergy allergen:sulfonamides uncertain"}},
		{"penicillin, I think a rash", [][2]string{clinician("Any allergies?"),
			patient("Penicillin, I think it gave me a rash.")},
			[]string{"allergy allergen:penicillins uncertain"}},
		{"a reaction told plainly stays sure", [][2]string{clinician("药物过敏有吗"),
			patient("阿司匹林，吃了一回喘得更凶")},
			[]string{"allergy allergen:aspirin"}},
		{"an English reaction told plainly stays sure", [][2]string{clinician("Any allergies?"),
			patient("Penicillin, it gave me a rash.")},
			[]string{"allergy allergen:penicillins"}},
	})
}
