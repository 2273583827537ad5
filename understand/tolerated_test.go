package understand_test

import "testing"

// A food or drug told as eaten or taken with no trouble ("虾我从小吃到大都
// 没事") is no allergy of the patient's (u1), while a relative's allergy in
// the same turn stays theirs; a clause that tells an allergy, or names
// another allergen before its no-trouble, keeps what it says.
func TestToleratedIsNoAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"u1: shrimp eaten all her life, mum allergic", [][2]string{clinician("以前吃虾有没有过敏过？"),
			patient("虾我从小吃到大都没事。我妈她自己吃虾会过敏，嘴巴肿。")},
			[]string{"allergy food:shrimp negated", "allergy food:shrimp of mother"}},
		{"eggs eaten every day", [][2]string{clinician("对鸡蛋过敏吗？"), patient("鸡蛋我天天吃都没事。")},
			[]string{"allergy food:egg negated"}},
		{"peanuts for years, no problem", [][2]string{clinician("对什么东西过敏吗？"), patient("花生我吃了这么多年也没问题。")},
			[]string{"allergy food:peanut negated"}},
		{"near miss: an allergy in the same clause", [][2]string{clinician("您具体对哪些药过敏？"),
			patient("青霉素过敏 小时候打针休克过 阿奇霉素吃过好几次 没事")},
			[]string{"allergy allergen:penicillins", "allergy drug:azithromycin negated"}},
		{"near miss: shrimp allergy told", [][2]string{clinician("对什么东西过敏吗？"), patient("虾过敏，一吃就起疙瘩。")},
			[]string{"allergy food:shrimp"}},
	})
}
