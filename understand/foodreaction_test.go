package understand_test

import "testing"

// A food eaten, then a reaction ("吃了虾浑身痒"), is an allergy to the food
// with that reaction, not a complaint now; "X也不行" of a food or another
// allergen, beside an allergy or a reaction, says it does not suit the
// patient (an allergy), never that it is denied. A time of now keeps the
// complaint ("这两天吃了虾浑身痒"), and a stomach upset is no allergy.
func TestAFoodEatenThenAReactionIsItsAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"s40: 海鲜也不行，吃了虾浑身痒", [][2]string{patient("海鲜也不行，吃了虾浑身痒。")},
			[]string{"allergy food:seafood", "allergy food:shrimp"}},
		{"s40: after a list of allergies", [][2]string{assistant("有没有过敏？"), patient("青霉素过敏，海鲜也不行，吃了虾浑身痒。")},
			[]string{"allergy allergen:penicillins", "allergy food:seafood", "allergy food:shrimp"}},
		{"zh: 也不行 continues the list", [][2]string{patient("青霉素过敏，海鲜也不行。")},
			[]string{"allergy allergen:penicillins", "allergy food:seafood"}},
		{"zh: 吃了虾就浑身痒", [][2]string{patient("吃了虾就浑身痒。")},
			[]string{"allergy food:shrimp"}},
		{"zh: 吃了虾以后身上起疹子", [][2]string{patient("吃了虾以后身上起疹子。")},
			[]string{"allergy food:shrimp"}},
		{"near-miss: itching now, after shrimp", [][2]string{patient("这两天吃了虾浑身痒。")},
			[]string{"symptom sym:itching"}},
		{"near-miss: a stomach upset after seafood", [][2]string{patient("吃了海鲜以后肚子疼。")},
			[]string{"symptom sym:abdominal_pain"}},
		{"near-miss: no food, the medicine no good", [][2]string{patient("吃了药还是不行，浑身痒。")},
			[]string{"symptom sym:itching"}},
		// The drugs are denied in a clause of their own, which says less
		// than the "都没有" before it: no known drug allergies.
		{"near-miss: seafood eaten every day (zh-h1-013)", [][2]string{assistant("有没有药物或者食物过敏？"), patient("都没有。海鲜我天天吃，药也从来没过敏过。")},
			[]string{"allergy food:seafood negated", "allergy cond:drug_allergy_status negated"}},
	})
}

// The reaction is the food's.
func TestAFoodsReactionIsKeptOnTheAllergy(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct{ text, want string }{
		{"海鲜也不行，吃了虾浑身痒。", "itching"},
		{"吃了虾以后身上起疹子。", "rash"},
	} {
		if got := lastOf(attributeOf(r, c.text, "food:shrimp", "reaction")); got != c.want {
			t.Errorf("%q: reaction %q, want %q", c.text, got, c.want)
		}
	}
}
