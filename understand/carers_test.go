package understand_test

import "testing"

// A reading a carer took of someone they give the drug to is that
// person's (u1, a mother of a child of eighteen months: "下午开始烧的，我量的
// 三十九度五，给她喂了美林"): not the speaker's own.
func TestCarerReading(t *testing.T) {
	runCases(t, []readCase{
		{"u1: the child's temperature", [][2]string{clinician("之前发烧了吗？量了多少？"),
			patient("下午开始烧的，我量的三十九度五，给她喂了美林，还没退下来就抽了。")},
			[]string{"medication drug:ibuprofen of other", "observation vital:temperature of other", "symptom sym:fever negated"}},
		{"the child's temperature, named", [][2]string{patient("昨晚三十九度，给孩子吃了退烧药。")},
			[]string{"medication class:antipyretics of child", "observation vital:temperature of child"}},
		{"near miss: the speaker's own, with her own drug", [][2]string{patient("我量的三十八度五，吃了布洛芬。")},
			[]string{"medication drug:ibuprofen", "observation vital:temperature"}},
		{"near miss: her own fever, the child also dosed", [][2]string{patient("我发烧三十八度，自己吃了布洛芬，也给孩子吃了点。")},
			[]string{"medication drug:ibuprofen", "observation vital:temperature", "symptom sym:fever"}},
	})
}

// A reaction that came once alcohol was drunk on top of a drug ("甲硝唑吃
// 了两片，晚上喝了两杯酒，脸红得跟关公一样", u1) is the drug with the drink,
// no allergy to it; the drug is one taken and, "没敢再吃", given up.
func TestReactionWithDrinkIsNoAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"u1: metronidazole and two glasses of wine", [][2]string{clinician("您对啥药过敏不？"),
			patient("我前天把我伙计的甲硝唑吃了两片，晚上喝了两杯酒，脸红得跟关公一样，把我吓的，今儿就没敢再吃。")},
			[]string{"medication drug:metronidazole historical stopped", "observation social:alcohol", "symptom sym:flushing historical"}},
		{"cefoperazone and beer", [][2]string{clinician("对什么药过敏吗？"),
			patient("上回打了头孢哌酮，回家喝了瓶啤酒，脸通红，心慌，后来就不敢再用了。")},
			[]string{"medication drug:cefoperazone historical stopped", "observation social:alcohol", "symptom sym:flushing historical", "symptom sym:palpitations historical"}},
		{"near miss: a rash with no drink stays an allergy", [][2]string{clinician("对什么药过敏吗？"),
			patient("甲硝唑吃了两片，身上起疹子，就没敢再吃。")},
			[]string{"allergy drug:metronidazole"}},
	})
}
