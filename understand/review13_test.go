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

// Review 13's other wrong drug readings, each a general one: a stop said
// in a stretch that names its own drug (Z15), an allergen kept off since
// its reaction (E12), a drug not started ("the box still sealed", E08), a
// repair by "no hang on" (E11), a pregnancy dated by its weeks now (Z12),
// and a drug that helps a reaction ("吃氯雷他定就能好", Z07).
func TestReview13DrugsAsTold(t *testing.T) {
	runCases(t, []readCase{
		{"Z15: 地高辛去年医生给停了 alone", [][2]string{patient("呋塞米 早上一片 螺内酯 还有沙库巴曲缬沙坦 一天两回 地高辛去年医生给停了")},
			[]string{"medication drug:digoxin historical stopped", "medication drug:furosemide", "medication drug:sacubitril_valsartan", "medication drug:spironolactone"}},
		{"near miss: 都停了 stops both", [][2]string{patient("呋塞米 螺内酯 都停了")},
			[]string{"medication drug:furosemide historical stopped", "medication drug:spironolactone historical stopped"}},
		{"E12: so I don't take it again", [][2]string{assistant("Any allergies to medicines?"), patient("Chloroquine, when I take it I scratch all over my body, so I don't take it again.")},
			[]string{"allergy drug:chloroquine"}},
		{"E08: the box still sealed", [][2]string{patient("The GP gave me omeprazole but I haven't start eating yet, the box still sealed.")},
			[]string{"medication drug:omeprazole hypothetical relayed"}},
		{"E11: no hang on", [][2]string{patient("I'm on that bisoprolol, no hang on, it's atenolol.")},
			[]string{"medication drug:atenolol"}},
		{"Z12: 怀孕20周了", [][2]string{patient("我怀孕20周了，头胎。前三个月吐得凶，现在好了。")},
			[]string{"condition cond:pregnancy"}},
		{"Z07: 吃氯雷他定就能好", [][2]string{patient("花粉过敏，一到春天就打喷嚏，眼睛痒，吃氯雷他定就能好。")},
			[]string{"allergy allergen:pollen", "medication drug:loratadine"}},
	})
}
