package understand_test

import "testing"

// A denial of drug allergies ("药物没有过敏的", "No drug allergies.", a "no"
// to "Any allergies to medicines?") denies allergies to drugs alone: no
// known drug allergies (cond:drug_allergy_status denied), never no allergy
// of any kind, since a food or another allergen may still be one. Read as
// every allergy, it put "no known allergies" in the prompt, and beside a
// shellfish allergy told before it raised a claim that, confirmed, would
// close the shellfish allergy (session 68's blind review, E15, X01, X02).
func TestNoDrugAllergiesIsNotNoAllergies(t *testing.T) {
	const drugs = "allergy cond:drug_allergy_status negated"
	const whole = "allergy allergy:any negated"
	runCases(t, []readCase{
		{"alone: 药物没有过敏的", [][2]string{patient("药物没有过敏的")}, []string{drugs}},
		{"alone: 对药物不过敏", [][2]string{patient("我对药物不过敏。")}, []string{drugs}},
		{"s41: then a seafood allergy, drugs only", [][2]string{patient("药物没有过敏的，但是对海鲜过敏。")}, []string{drugs, "allergy food:shellfish"}},
		{"en: no drug allergies", [][2]string{patient("No drug allergies.")}, []string{drugs}},
		{"en: not allergic to any medicines", [][2]string{patient("I'm not allergic to any medicines.")}, []string{drugs}},
		{"alone: 啥药都不过敏", [][2]string{patient("啥药都不过敏")}, []string{drugs}},
		{"a no to drug allergies asked", [][2]string{assistant("Any drug allergies?"), patient("No drug allergies.")}, []string{drugs}},
		{"a no to drug allergies asked, in Chinese", [][2]string{assistant("有没有药物过敏？"), patient("药物没有过敏。")}, []string{drugs}},
		{"E15: a no to medicines asked after shellfish told", [][2]string{patient("I'm allergic to shellfish."), assistant("Any allergies to medicines?"),
			patient("Not that I know of.")}, []string{drugs}},
		{"药倒没发现有过敏的", [][2]string{patient("吃虾过敏，一吃就浑身起疙瘩。药倒没发现有过敏的。")},
			[]string{drugs, "allergy food:shrimp"}},
		{"s43 round 9 zh14: the shrimp told a turn before", [][2]string{assistant("有什么过敏吗？"), patient("吃虾过敏，浑身起风团，有一回嘴巴都肿了。"),
			assistant("药物呢？"), patient("药倒是没发现过敏的。")}, []string{drugs}},
		{"a relative's shrimp told before", [][2]string{patient("我老婆吃虾过敏。"), patient("药物没有过敏的。")}, []string{drugs}},
		// Near misses: no kind named, both kinds, one drug.
		{"near miss: 没有过敏", [][2]string{patient("没有过敏")}, []string{whole}},
		{"near miss: no allergies", [][2]string{patient("No allergies.")}, []string{whole}},
		{"near miss: drugs and foods both", [][2]string{patient("药物、食物都不过敏。")}, []string{whole}},
		{"near miss: medicines or food asked", [][2]string{assistant("Any allergies to medicines or food?"), patient("No.")}, []string{whole}},
		{"near miss: allergies, or tablets taken, asked", [][2]string{assistant("Any allergies, or medicines you take?"), patient("No.")}, []string{whole}},
		{"near miss: the drugs not taken, then no allergies (zh-d2-015)", [][2]string{patient("药没吃，过敏也没有。")}, []string{whole}},
		{"near miss: one drug denied", [][2]string{patient("我对青霉素不过敏。")}, []string{"allergy allergen:penicillins negated"}},
	})
}
