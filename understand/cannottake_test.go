package understand_test

import (
	"testing"
)

// A drug the patient cannot or does not take, and an allergy word said
// after it on its own ("青霉素不能打，打了会过敏", "I can't have penicillin,
// I'm allergic"), is an allergy: the not-taking is why, not a denial of the
// allergy. A denial said of the allergy itself, or another drug's allergy
// word, still rules.
func TestCannotTakeForAnAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"s39: 青霉素不能打，打了会过敏", [][2]string{patient("青霉素不能打，打了会过敏。")},
			[]string{"allergy allergen:penicillins"}},
		{"s39: 磺胺类的药也不能用，一用就过敏", [][2]string{patient("还有磺胺类的药也不能用，一用就过敏。")},
			[]string{"allergy allergen:sulfonamides"}},
		{"s39: 布洛芬我不能吃，吃了就过敏，会喘", [][2]string{assistant("有没有药物过敏？"), patient("布洛芬我不能吃，吃了就过敏，会喘。")},
			[]string{"allergy drug:ibuprofen"}},
		{"zh: 不能输，输了就过敏", [][2]string{patient("阿莫西林不能输，输了就过敏。")},
			[]string{"allergy drug:amoxicillin"}},
		{"zh: 我不吃青霉素，过敏", [][2]string{patient("我不吃青霉素，过敏。")},
			[]string{"allergy allergen:penicillins"}},
		{"en: I can't have penicillin, I'm allergic", [][2]string{patient("I can't have penicillin, I'm allergic.")},
			[]string{"allergy allergen:penicillins"}},
		{"en: can't take codeine, allergic to it", [][2]string{patient("I can't take codeine, I'm allergic to it.")},
			[]string{"allergy drug:codeine"}},
		{"en: I don't take penicillin, I'm allergic", [][2]string{patient("I don't take penicillin, I'm allergic.")},
			[]string{"allergy allergen:penicillins"}},
		{"near-miss: the allergy itself denied", [][2]string{patient("我对青霉素不过敏。")},
			[]string{"allergy allergen:penicillins negated"}},
		{"near-miss: another drug, not this one", [][2]string{patient("I'm allergic to codeine, not penicillin.")},
			[]string{"allergy allergen:penicillins negated", "allergy drug:codeine"}},
		{"near-miss: a mother's", [][2]string{patient("我妈青霉素不能打，打了会过敏。")},
			[]string{"allergy allergen:penicillins of mother"}},
		{"near-miss: a question whether it may be given", [][2]string{patient("青霉素能不能打？会不会过敏？")},
			[]string{"medication drug:benzylpenicillin hypothetical"}},
	})
}
