package understand_test

import "testing"

// Session 72's blind review 9, measured on the session's build before it
// was read, then mended: a no of another thing read as the answer (E09,
// E14, E15, Z01), a drug only suggested written taken (E13, E16), the drug a
// treatment began with written taken now (Z14), Taiwanese kin and drug
// names not known (Z05, Z17), a food's reaction denied with the drugs
// (Z13), an enema "when it won't come" denied (Z15), and a normal reading
// set against a spouse's diabetes read as the patient's diabetes over (Z01).
func TestReview9WrongWrites(t *testing.T) {
	runCases(t, []readCase{
		{"E09: but no injuries", [][2]string{assistant("Any fever or falls?"),
			patient("I had a fall last Wednesday but no injuries, the nurse checked me over.")},
			[]string{"symptom sym:falls historical"}},
		{"near miss: nothing else", [][2]string{assistant("Any fever or falls?"), patient("I had a fall on Wednesday, nothing else.")},
			[]string{"symptom sym:falls historical", "symptom sym:fever negated"}},
		{"E14: I didn't have a thermometer", [][2]string{assistant("Have you had a temperature or been shivery?"),
			patient("I was shivery last night alright, I didn't have a thermometer.")},
			[]string{"symptom sym:chills"}},
		{"near miss: Alcohol no, I don't drink at all", [][2]string{patient("Coffee no. Alcohol no, I don't drink at all.")},
			[]string{"observation social:alcohol negated"}},
		{"E15: appetite's ok, sleep is kinda trash", [][2]string{assistant("How's your sleep and appetite on the Adderall?"),
			patient("appetite's ok. sleep is kinda trash, takes me like 2 hours to fall asleep.")},
			[]string{"symptom sym:loss_of_appetite negated"}},
		{"near miss: Mi sleep like a baby", [][2]string{assistant("Any low mood these days, any trouble sleeping?"),
			patient("No sah, mi good. Mi sleep like a baby.")},
			[]string{"symptom sym:insomnia negated", "symptom sym:low_mood negated"}},
		{"E15: I vape, nothing else", [][2]string{assistant("Do you use nicotine, alcohol, or other substances?"),
			patient("I vape, like a lot lol. weed on weekends sometimes. nothing else, no other drugs.")},
			[]string{"observation social:alcohol negated", "observation social:cannabis", "observation social:recreational_drugs negated", "observation social:vaping"}},
		{"Z01: 有点憋得慌，没吃硝酸甘油", [][2]string{assistant("最近有没有胸闷胸痛？"), patient("上楼有点憋得慌，没吃硝酸甘油。")},
			[]string{"medication drug:nitroglycerin negated", "symptom sym:dyspnea"}},
		{"near miss: 没有，没吃过硝酸甘油", [][2]string{assistant("最近有没有胸闷胸痛？"), patient("没有，也没吃过硝酸甘油。")},
			[]string{"medication drug:nitroglycerin negated", "symptom sym:chest_pain negated", "symptom sym:chest_tightness negated"}},
		{"Z01: 俺自己血糖倒是正常", [][2]string{patient("俺老伴儿有糖尿病，天天打胰岛素。俺自己血糖倒是正常。")},
			[]string{"condition cond:diabetes of other", "medication class:insulins of other"}},
		{"near miss: 血糖正常了", [][2]string{patient("血糖正常了。")}, []string{"condition cond:diabetes resolves"}},
		{"E13: The GP mentioned Maxolon", [][2]string{patient("The GP mentioned Maxolon, haven't got the script yet. Can I take it while pregnant?")},
			[]string{"medication drug:metoclopramide hypothetical relayed"}},
		{"E16: Family doctor suggested finasteride also", [][2]string{patient("Family doctor suggested finasteride also, can papa take that?")},
			[]string{"medication drug:finasteride hypothetical"}},
		{"Z14: 一开始吃的是丙硫氧嘧啶……医生就换了", [][2]string{patient("一开始吃的是丙硫氧嘧啶，吃了两个月转氨酶升高，医生就换了。")},
			[]string{"medication drug:propylthiouracil historical stopped"}},
		{"near miss: 一开始吃的是二甲双胍，现在还在吃", [][2]string{patient("一开始吃的是二甲双胍，现在还在吃。")},
			[]string{"medication drug:metformin"}},
		{"Z05: 我姊姊有憂鬱症", [][2]string{patient("我姊姊有憂鬱症，在吃藥。")}, []string{"condition cond:depression of sibling"}},
		{"Z17: 阿嬤有青光眼", [][2]string{patient("阿嬤有青光眼。")}, []string{"condition cond:glaucoma of grandparent"}},
		{"Z17: 對阿斯匹靈過敏，醫生才改保栓通", [][2]string{patient("對阿斯匹靈過敏，吃了會氣喘，所以醫生才改保栓通。")},
			[]string{"allergy drug:aspirin", "medication drug:clopidogrel relayed"}},
		{"Z15: 实在出不来就用开塞露", [][2]string{patient("实在出不来就用开塞露。")}, []string{"medication class:laxatives"}},
		{"near miss: 不用开塞露了", [][2]string{patient("现在不用开塞露了。")}, []string{"medication class:laxatives historical stopped"}},
	})
}

// Chat typed with spaces for commas: a denial that has met what it denies,
// or ended its words, stops at the next space (extract/deniedthenspace.go),
// and a class told not taken again denies no allergy beside the allergy to
// a drug of it (zh dev zh-y1-004, which these changes read as the
// annotators did).
func TestADenialStopsAtTheSpaceAfterIt(t *testing.T) {
	runCases(t, []readCase{
		{"zh-y1-004: 冇发烧 之前食别嘌醇 …医生话系过敏", [][2]string{
			patient("琴日开始 冇发烧 之前食别嘌醇 食咗两个礼拜成身出红疹 医生话系过敏 就停咗 之后就冇再食降尿酸药")},
			[]string{"allergy drug:allopurinol"}},
		{"near miss: 没有发烧 咳嗽", [][2]string{assistant("有没有发烧咳嗽？"), patient("没有发烧 咳嗽")},
			[]string{"symptom sym:cough negated", "symptom sym:fever negated"}},
		{"a layperson says it: 她老说我对海鲜过敏", [][2]string{patient("你别听我媳妇瞎说 她老说我对海鲜过敏")},
			[]string{"allergy food:shellfish uncertain"}},
	})
}
