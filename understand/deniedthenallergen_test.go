package understand_test

import "testing"

// "X不过敏，就是Y…" with Y an allergen and a reaction told after it denies
// the allergy to X and tells the one to Y: "药不过敏，就是胶布一贴上就红" is
// no drug allergy and an adhesive allergy, its reaction redness. Without a
// reaction after an allergen ("药不过敏，阿莫西林以前吃过，没事儿", zh-q1-034),
// or with an allergen denied in its own clause, the denial stands.
func TestAnAllergenAfterAllergiesDenied(t *testing.T) {
	runCases(t, []readCase{
		{"s40: 药不过敏，就是胶布一贴上就红", [][2]string{patient("药不过敏，就是胶布一贴上就红。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy allergen:adhesives"}},
		{"zh: 就是胶布一贴就起疹子", [][2]string{patient("药不过敏，就是胶布一贴就起疹子。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy allergen:adhesives"}},
		{"zh: 就是花粉一来就打喷嚏", [][2]string{patient("我对药不过敏，就是花粉一来就打喷嚏。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy allergen:pollen"}},
		{"near-miss: a drug taken without harm (zh-q1-034)", [][2]string{assistant("对啥药过敏？"), patient("药不过敏，阿莫西林以前吃过，没事儿。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy drug:amoxicillin negated"}},
		// The annotators of zh-t1-028 read a shellfish allergy: eaten "too
		// much" and "sometimes", a clinician weighs it, and the drugs'
		// denial never denies it.
		{"zh-t1-028: eaten too much, sometimes", [][2]string{assistant("对药过敏不？"), patient("药不过敏，就是海鲜吃多了有时候起疹子，虾吃多了就起。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy food:seafood uncertain", "allergy food:shrimp uncertain"}},
		{"the allergy word its own, the drugs denied", [][2]string{patient("药物不过敏，就是对胶布过敏。")},
			[]string{"allergy allergen:adhesives", "allergy cond:drug_allergy_status negated"}},
		{"review 9, Z13: 药物不过敏，就是吃芒果嘴巴肿", [][2]string{assistant("有没有药物过敏？"), patient("药物不过敏，就是吃芒果嘴巴肿，从小就这样。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy food:mango"}},
		{"no contrast word: 药物不过敏，吃芒果嘴巴肿", [][2]string{patient("药物不过敏，吃芒果嘴巴肿。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy food:mango"}},
		{"near-miss: a food eaten every day (zh-h1-013)", [][2]string{assistant("有没有药物或者食物过敏？"), patient("都没有。海鲜我天天吃，药也从来没过敏过。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy food:seafood negated"}},
		{"near-miss: the adhesive denied too", [][2]string{patient("药不过敏，胶布也不过敏。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy allergen:adhesives negated"}},
		{"near-miss: a complaint after the denial", [][2]string{patient("药不过敏，就是最近老是头疼。")},
			[]string{"allergy cond:drug_allergy_status negated", "symptom sym:headache"}},
	})
}

// The reaction said after the allergen is its own.
func TestAnAllergenAfterAllergiesDeniedKeepsItsReaction(t *testing.T) {
	runReactionCases(t, []reactionCase{
		{"药不过敏，就是胶布一贴上就红。", "allergen:adhesives", "skin redness"},
		{"药不过敏，就是胶布一贴就起疹子。", "allergen:adhesives", "rash"},
	})
}

// reactionCase is a patient's turn and the reaction the allergy to concept
// keeps when it is read.
type reactionCase struct{ text, concept, want string }

func runReactionCases(t *testing.T, cases []reactionCase) {
	t.Helper()
	r := newReader(t)
	for _, c := range cases {
		got := ""
		for _, st := range readLast(r, patient(c.text)).Statements {
			if st.Concept == c.concept {
				got = st.Attributes["reaction"]
			}
		}
		if got != c.want {
			t.Errorf("%q: reaction %q, want %q", c.text, got, c.want)
		}
	}
}
