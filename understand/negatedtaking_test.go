package understand_test

import "testing"

// A negation followed by a verb of taking denies the taking, not the
// finding told before it (extract/negatedtaking.go).
func TestANegatedTakingDeniesNoFindingBefore(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh12: the allergy stands after 没再吃了", [][2]string{patient("有 前年吃阿莫西林 全身起了红疹子 医生说是过敏 从那以后就没再吃了。")},
			[]string{"allergy drug:amoxicillin"}},
		{"an allergen's allergy stands after 没再用", [][2]string{patient("青霉素过敏 后来没再用")},
			[]string{"allergy allergen:penicillins"}},
		{"near miss: the drug itself not taken again is stopped", [][2]string{patient("阿莫西林 从那以后就没再吃了")},
			[]string{"medication drug:amoxicillin historical stopped"}},
		{"near miss: a drug never taken", [][2]string{patient("青霉素没用过")},
			[]string{"medication drug:benzylpenicillin negated"}},
		{"near miss: a headache that did not come again", [][2]string{patient("头疼 后来没再犯")},
			[]string{"symptom sym:headache historical"}},
		{"near miss: a plain denial after the finding", [][2]string{patient("头疼 没有")},
			[]string{"symptom sym:headache negated"}},
	})
}
