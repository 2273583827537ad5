package understand_test

import "testing"

// An allergic illness names no allergen, and a drug taken now beside an
// allergy to another is a drug (s49, blind round 17 zh04: "我自己也有过敏
// 性鼻炎，在喷糠酸莫米松" was an allergy to mometasone).
func TestADrugTakenBesideAnAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"zh04: the spray for allergic rhinitis", [][2]string{patient("我有过敏性鼻炎，在喷糠酸莫米松")},
			[]string{"condition cond:allergic_rhinitis", "medication drug:mometasone"}},
		{"en: the spray for allergic rhinitis", [][2]string{patient("I have allergic rhinitis, I use mometasone spray")},
			[]string{"condition cond:allergic_rhinitis", "medication drug:mometasone"}},
		{"loratadine taken beside a penicillin allergy", [][2]string{patient("对青霉素过敏，在吃氯雷他定")},
			[]string{"allergy allergen:penicillins", "medication drug:loratadine"}},
		{"en: loratadine taken beside a penicillin allergy", [][2]string{patient("I'm allergic to penicillin, I take loratadine every day")},
			[]string{"allergy allergen:penicillins", "medication drug:loratadine"}},
		{"near miss: the drug taken that caused it", [][2]string{patient("在吃阿莫西林，过敏了，起疹子")}, []string{"allergy drug:amoxicillin"}},
		{"near miss: two allergens", [][2]string{patient("对青霉素过敏，头孢也过敏")},
			[]string{"allergy allergen:cephalosporins", "allergy allergen:penicillins"}},
	})
}

// A Sichuan parent names the child 娃儿 when they say they ask for them:
// "我是娃儿的妈妈，帮他问一哈" (s49, blind round 17 zh04); her own illness is
// then family history.
func TestASichuanParentSpeaksForTheChild(t *testing.T) {
	announce := patient("医生，我是娃儿的妈妈，帮他问一哈。娃儿6岁了，有哮喘，这几天晚上咳得凶。")
	runCases(t, []readCase{
		{"the child's asthma", [][2]string{announce}, []string{"condition cond:asthma", "symptom sym:cough"}},
		{"the mother's own rhinitis", [][2]string{announce, clinician("还有啥子？"), patient("我自己也有过敏性鼻炎，在喷糠酸莫米松")},
			[]string{"condition cond:allergic_rhinitis of mother", "medication drug:mometasone of other"}},
	})
}
