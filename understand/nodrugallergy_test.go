package understand_test

import "testing"

// "药物没有过敏的，但是对海鲜过敏": a denial of drug allergies beside an
// allergy to something else denies allergies to drugs alone: no known drug
// allergies (cond:drug_allergy_status denied), not no
// allergy of any kind, since a food or another allergen may still be one
// ("但是对海鲜过敏"). Said alone ("药物没有过敏的"), or naming no kind, or
// drugs and foods both, it stays no known allergies: the annotators read
// it so as often as not (s41 blind round; see nodrugallergy.go).
func TestNoDrugAllergiesIsNotNoAllergies(t *testing.T) {
	const drugs = "allergy cond:drug_allergy_status negated"
	const whole = "allergy allergy:any negated"
	runCases(t, []readCase{
		{"alone, whole: 药物没有过敏的", [][2]string{patient("药物没有过敏的")}, []string{whole}},
		{"alone, whole: 对药物不过敏", [][2]string{patient("我对药物不过敏。")}, []string{whole}},
		{"s41: then a seafood allergy, drugs only", [][2]string{patient("药物没有过敏的，但是对海鲜过敏。")}, []string{drugs, "allergy food:shellfish"}},
		// Not in English: read as drugs only, it cost a held-out MTS-Dialog
		// outcome.
		{"en stays whole: no drug allergies", [][2]string{patient("No drug allergies.")}, []string{whole}},
		{"en stays whole: not allergic to any medicines", [][2]string{patient("I'm not allergic to any medicines.")}, []string{whole}},
		{"alone, whole: 啥药都不过敏", [][2]string{patient("啥药都不过敏")}, []string{whole}},
		{"药倒没发现有过敏的", [][2]string{patient("吃虾过敏，一吃就浑身起疙瘩。药倒没发现有过敏的。")},
			[]string{drugs, "allergy food:shrimp"}},
		{"s43 round 9 zh14: the shrimp told a turn before", [][2]string{assistant("有什么过敏吗？"), patient("吃虾过敏，浑身起风团，有一回嘴巴都肿了。"),
			assistant("药物呢？"), patient("药倒是没发现过敏的。")}, []string{drugs}},
		{"near miss: a relative's shrimp told before", [][2]string{patient("我老婆吃虾过敏。"), patient("药物没有过敏的。")}, []string{whole}},
		// Near misses: no kind named, both kinds, one drug.
		{"near miss: 没有过敏", [][2]string{patient("没有过敏")}, []string{whole}},
		{"near miss: no allergies", [][2]string{patient("No allergies.")}, []string{whole}},
		{"near miss: drugs and foods both", [][2]string{patient("药物、食物都不过敏。")}, []string{whole}},
		{"near miss: the drugs not taken, then no allergies (zh-d2-015)", [][2]string{patient("药没吃，过敏也没有。")}, []string{whole}},
		{"near miss: one drug denied", [][2]string{patient("我对青霉素不过敏。")}, []string{"allergy allergen:penicillins negated"}},
	})
}
