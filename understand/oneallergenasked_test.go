package understand_test

import "testing"

// A no to a question about one allergen denies that allergen, not every
// allergy; a no that says "anything", or a question about allergies in
// general, still denies them all.
func TestANoToOneAllergenAskedDeniesThatOne(t *testing.T) {
	runCases(t, []readCase{
		{"r13 zh13: 对头孢过敏过吗？ 没有过敏", [][2]string{assistant("对头孢过敏过吗？"), patient("没有过敏。药店的人说可能是扁桃体发炎")},
			[]string{"allergy allergen:cephalosporins negated", "condition cond:tonsillitis uncertain"}},
		{"对青霉素过敏吗？ 不过敏", [][2]string{assistant("对青霉素过敏吗？"), patient("不过敏")},
			[]string{"allergy allergen:penicillins negated"}},
		{"en: allergic to penicillin? no, not allergic", [][2]string{assistant("Are you allergic to penicillin?"), patient("No, not allergic.")},
			[]string{"allergy allergen:penicillins negated"}},
		{"near-miss: allergies in general asked", [][2]string{assistant("有没有药物过敏？"), patient("没有过敏")},
			[]string{"allergy allergy:any negated"}},
		{"near-miss: the answer says anything", [][2]string{assistant("对头孢过敏过吗？"), patient("没有，什么都不过敏")},
			[]string{"allergy allergen:cephalosporins negated", "allergy allergy:any negated"}},
		{"near-miss: en, no allergies at all", [][2]string{assistant("Are you allergic to penicillin?"), patient("No, I don't have any allergies.")},
			[]string{"allergy allergen:penicillins negated", "allergy allergy:any negated"}},
	})
}
