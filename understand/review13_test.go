package understand_test

import "testing"

// Review 13 (session 73, drugs and allergies as people tell them), read
// after it was measured held out. Its gravest pattern: an allergy told
// with its reaction, beside a no of something else, was written "not
// allergic" — a no of the rest ("其他冇"), of drugs ("no drug allergies",
// "药物没过敏"), one an exception parts from it ("啥个药侪勿过敏，就是磺胺
// 类…"), a drug not eaten this time ("这回可没吃芒果"), or kept off by the
// doctors since ("从那以后医生都不给他用头孢了").
func TestReview13AllergyToldWithItsReaction(t *testing.T) {
	runCases(t, []readCase{
		{"Z17: 其他冇", [][2]string{patient("阿士匹灵我食唔得，一食就扯到透唔到气，其他冇。")},
			[]string{"allergy drug:aspirin"}},
		{"Z14: 啥个药侪勿过敏，就是磺胺类", [][2]string{patient("我啥个药侪勿过敏，就是磺胺类个勿来三，老早吃了浑身起红斑。")},
			[]string{"allergy allergen:sulfonamides"}},
		{"E14: no drug allergies beside latex", [][2]string{patient("Just latex and shellfish, no drug allergies. Latex gives me hives, shellfish my throat gets tight.")},
			[]string{"allergy allergen:latex", "allergy cond:drug_allergy_status negated", "allergy food:shellfish"}},
		{"Z18: 这回可没吃芒果", [][2]string{patient("别的药没吃，药物没过敏，就是对芒果过敏，吃了嘴周围起疙瘩，这回可没吃芒果。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy food:mango"}},
		{"Z20: 从那以后医生都不给他用头孢了", [][2]string{patient("俺是孩子他妈，帮他问问。孩子五岁了。"), patient("上回打头孢，身上起了一片红疹子，从那以后医生都不给他用头孢了。")},
			[]string{"allergy allergen:cephalosporins relayed", "medication class:cephalosporins historical stopped"}},
		{"Z02: 头孢类的我吃不得", [][2]string{patient("头孢类的我吃不得，上回吃头孢克肟，全身起疹子，痒得很，后来就再没吃过。")},
			[]string{"allergy allergen:cephalosporins"}},
		{"near miss: not allergic, it only upsets the stomach", [][2]string{patient("I'm not allergic to penicillin, it just gives me diarrhoea.")},
			[]string{"allergy allergen:penicillins negated"}},
		{"near miss: seafood eaten every day", [][2]string{patient("都没有。海鲜我天天吃，药也从来没过敏过。")},
			[]string{"allergy cond:drug_allergy_status negated", "allergy food:seafood negated"}},
	})
}
