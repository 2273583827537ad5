package understand_test

import "testing"

// Session 74's blind review 15, measured held out for review 14's mends,
// then read as dev: drugs told fine in an answer about allergies are
// tolerated, not taken now; courses told finished are over; a carer or a
// son speaks for the patient and keeps their own allergies and asthma.
func TestReview15AsDev(t *testing.T) {
	runCases(t, []readCase{
		{"E01: Paracetamol's fine, ibuprofen's fine", [][2]string{assistant("Before I suggest anything for that, are you allergic to any medicines?"),
			patient("Naw, nae allergies that I know of. Paracetamol's fine, ibuprofen's fine, I've had baith o' them plenty times wi' nae bother.")},
			[]string{"allergy allergy:any negated", "allergy drug:ibuprofen negated", "allergy drug:paracetamol negated"}},
		{"E07: I've had Tylenol, Advil, Keflex, a Z-pak, all fine", [][2]string{assistant("Any true allergies, like hives, swelling, or trouble breathing?"),
			patient("Nope. I've had Tylenol, Advil, Keflex, a Z-pak, all fine.")},
			[]string{"allergy drug:azithromycin negated", "allergy drug:cefalexin negated", "allergy drug:ibuprofen negated", "allergy drug:paracetamol negated",
				"condition cond:urticaria negated", "symptom sym:dyspnea negated", "symptom sym:edema negated"}},
		{"E14: I've had Amoxil heaps, no dramas", [][2]string{assistant("Any allergies?"), patient("Nah, none to medicines, mate. I've had Amoxil heaps, no dramas.")},
			[]string{"allergy drug:amoxicillin negated"}},
		{"near miss: a drug taken now, no problems with it", [][2]string{assistant("Any allergies?"), patient("No. I take amlodipine, no problems with it.")},
			[]string{"allergy allergy:any negated", "medication drug:amlodipine"}},
		{"E04: I finished Coartem last week", [][2]string{assistant("And what medicines do you take regularly?"),
			patient("Metformin 500 twice daily and amlodipine 10 in the morning. I finished Coartem last week for malaria, I'm fine now, thank God.")},
			[]string{"condition cond:malaria resolves", "medication drug:amlodipine", "medication drug:artemether_lumefantrine stopped", "medication drug:metformin"}},
		{"E09: Augmentin, which I finished yesterday", [][2]string{patient("They sent me home with three more days of Augmentin, which I finished yesterday.")},
			[]string{"medication drug:amoxicillin_clavulanate stopped"}},
		{"E10: Finished the both of 'em yesterday", [][2]string{assistant("Which ones, and have you finished them?"),
			patient("Pred, 30 milligram for five days, and doxycycline, five days as well. Finished the both of 'em yesterday. Chest is a lot better.")},
			[]string{"medication drug:doxycycline stopped"}},
		{"E11: Di doctor stop di glibenclamide las month", [][2]string{patient("Di doctor stop di glibenclamide las month cause mi sugar did drop too low one night.")},
			[]string{"medication drug:glibenclamide relayed stopped"}},
		{"near miss: I finished work and took my metformin", [][2]string{patient("I finished work at six and took my metformin with dinner.")},
			[]string{"medication drug:metformin"}},
		{"E08: I'm Mrs Okafor's carer … I'm allergic to penicillin myself", [][2]string{
			patient("Hello, I'm Mrs Okafor's carer, I come in to her mornings and evenings. I'm just ringing about her tablets because the blister pack's changed."),
			assistant("Does she have any allergies?"),
			patient("Erythromycin, it gave her a terrible rash apparently. Funnily enough I'm allergic to penicillin myself, but she isn't, she had amoxicillin in the summer with no problem at all.")},
			[]string{"allergy allergen:penicillins of other", "allergy drug:amoxicillin negated", "allergy drug:erythromycin uncertain"}},
		{"E15: I'm phoning aboot ma faither … it sets ma asthma off", [][2]string{
			patient("Hiya, I'm phoning aboot ma faither, he's 77, he's no great on the phone."),
			assistant("Any allergies for him?"),
			patient("Naw, he's nae allergies. Me, I cannae take ibuprofen, it sets ma asthma off, but that's me, no him.")},
			[]string{"allergy allergy:any negated", "condition cond:asthma of child"}},
		{"E02: Have you ever reacted to a medicine?", [][2]string{assistant("Let's start with allergies. Have you ever reacted to a medicine?"),
			patient("Penicillin, yeah. I came up in a big red rash all over and me lips swelled up, that was years ago.")},
			[]string{"allergy allergen:penicillins"}},
		{"Z17: 还有 parts the items of a spaced list", [][2]string{assistant("好 记下了 现在 吃 哪些 药"),
			patient("左甲状腺素 50 早上 空腹 一片 还有 二甲双胍 不对 二甲双胍 上个月 医生 停了 改 成 达格列净 了 还有 一个 坎地沙坦")},
			[]string{"medication drug:candesartan", "medication drug:dapagliflozin relayed", "medication drug:levothyroxine", "medication drug:metformin stopped"}},
		{"near miss: unspaced, 还有 joins what is stopped", [][2]string{patient("阿司匹林还有氯吡格雷都停了。")},
			[]string{"medication drug:aspirin stopped", "medication drug:clopidogrel historical stopped"}},
		{"Z17: 没了 哦 维生素D 每天 一粒", [][2]string{assistant("还有吗"), patient("没了 哦 维生素D 每天 一粒")},
			[]string{"medication drug:cholecalciferol"}},
		{"near miss: 没有发烧 咳嗽 denies both", [][2]string{patient("没有发烧 咳嗽")},
			[]string{"symptom sym:cough negated", "symptom sym:fever negated"}},
		{"Z11: 阿莫西林就冇事 beside a told allergy", [][2]string{assistant("食完而家點呀？你有冇對咩藥敏感？"),
			patient("好返好多。敏感就有，頭孢類嘅藥我食咗會出風癩，成身痕到死。阿莫西林就冇事，食咗幾次都冇問題。")},
			[]string{"allergy allergen:cephalosporins", "allergy drug:amoxicillin negated"}},
		{"E03: other antibiotics without any problem? … it did work good", [][2]string{assistant("Have you had other antibiotics without any problem?"),
			patient("Yes man, amoxicillin mi tek nuff time, no problem. An di nitrofurantoin too, last year fi di same water infection, it did work good.")},
			[]string{"allergy class:antibiotics negated", "allergy drug:amoxicillin negated", "condition cond:uti historical", "medication drug:nitrofurantoin stopped"}},
		{"near miss: a reaction told after the question of what is borne", [][2]string{assistant("Have you had other antibiotics without any problem?"),
			patient("Not really, erythromycin gave me a rash all over.")},
			[]string{"allergy drug:erythromycin"}},
	})
}
