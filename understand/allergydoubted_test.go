package understand_test

import "testing"

// An allergy told and then taken back in a clause of its own ("海鲜吃了会有
// 点痒…也不一定，有时候吃也没事", blind round 10 zh15) is one the patient is
// unsure of: a claim, never a confident label. A doubt that goes on to say
// something ("不一定每次都起"), or one in another sentence, doubts nothing.
func TestAnAllergyToldThenDoubtedIsUncertain(t *testing.T) {
	runCases(t, []readCase{
		{"r10 zh15: 海鲜吃了会有点痒…也不一定", [][2]string{assistant("还有其他过敏的吗？"), patient("海鲜吃了会有点痒…也不一定，有时候吃也没事")},
			[]string{"allergy food:seafood uncertain"}},
		{"zh: 吃芒果嘴巴会肿，不过也不一定", [][2]string{patient("吃芒果嘴巴会肿，不过也不一定，上次吃就没事")},
			[]string{"allergy food:mango uncertain"}},
		{"zh: 头孢过敏，说不准", [][2]string{patient("头孢过敏，说不准")},
			[]string{"allergy allergen:cephalosporins uncertain"}},
		{"near-miss: 不一定每次都起, then a rash told", [][2]string{patient("我对头孢过敏，不一定每次都起，但起过两次疹子")},
			[]string{"allergy allergen:cephalosporins", "symptom sym:rash historical"}},
		{"near-miss: every time", [][2]string{patient("海鲜吃了会痒，每次都这样")},
			[]string{"allergy food:seafood"}},
		{"near-miss: a question in the next sentence", [][2]string{patient("鸡蛋过敏。也不一定要忌口吗？")},
			[]string{"allergy food:egg"}},
	})
}
