package understand_test

import "testing"

// "The infection" said over ends the one current infection told before
// (referredover.go); two of them, none, a named one, a question, a
// not-yet and someone else's end nothing.
func TestTheInfectionSaidOver(t *testing.T) {
	chest := clinician("You've got a chest infection. I'll give you doxycycline, 200 mg the first day then 100 mg daily for a week.")
	uti := clinician("这是尿路感染，吃呋喃妥因，一天两次，吃五天。")
	runCases(t, []readCase{
		{"followup dev fu-en-y1-002: the clinician says the infection's cleared", [][2]string{chest,
			clinician("That can hang about for a few weeks after an infection. The infection's cleared, no more antibiotics.")},
			[]string{"condition cond:lower_respiratory_infection historical resolves", "medication class:antibiotics stopped"}},
		{"followup dev fu-en-y1-015: the infection's gone, after cellulitis", [][2]string{
			clinician("That's cellulitis. Flucloxacillin 500 mg four times a day for seven days."),
			clinician("The pink can linger a couple of weeks; the infection's gone.")},
			[]string{"condition cond:cellulitis historical resolves"}},
		{"the patient says it", [][2]string{chest, patient("Good news, the infection has completely cleared up.")},
			[]string{"condition cond:lower_respiratory_infection historical resolves"}},
		{"Chinese: 炎症消了", [][2]string{uti, patient("药吃完了，炎症也消了。")},
			[]string{"medication drug:nitrofurantoin stopped", "condition cond:uti historical resolves"}},
		{"Chinese: 感染控制住了, said by the clinician", [][2]string{uti, clinician("复查尿常规正常，感染已经控制住了。")},
			[]string{"condition cond:uti historical resolves"}},
		{"near miss: two infections current, unsure which", [][2]string{chest,
			clinician("And that's a urine infection too; the same antibiotic covers both."),
			clinician("The infection's cleared.")}, []string{}},
		{"near miss: no infection told before", [][2]string{clinician("The infection's cleared.")}, []string{}},
		{"near miss: not cleared", [][2]string{chest, clinician("The infection hasn't cleared yet.")}, []string{}},
		{"near miss: until it has cleared", [][2]string{chest, clinician("Keep going until the infection has cleared.")}, []string{}},
		{"near miss: asked", [][2]string{chest, clinician("Has the infection cleared?")}, []string{}},
		{"near miss: better, not gone", [][2]string{chest, patient("The infection's better, I think.")}, []string{}},
		{"near miss: his", [][2]string{chest, patient("My husband had one too, his infection's cleared.")}, []string{}},
		{"near miss: 还没消", [][2]string{uti, patient("炎症还没消。")}, []string{}},
		{"near miss: 等炎症消了", [][2]string{uti, clinician("等炎症消了再复查。")}, []string{}},
		{"near miss: a relative's, 我爸的炎症", [][2]string{uti, patient("我爸的炎症消了。")}, []string{}},
	})
}

// A course finished, named by a word for the medicine or the course, stops
// the drugs of the last course told (zhcoursefinished.go).
func TestACourseFinishedInEnglish(t *testing.T) {
	told := patient("Doctor, I am his daughter, speaking on papa's behalf. He was breathless last week, you gave him prednisolone 40 mg for 5 days and azithromycin.")
	doxy := clinician("I'll give you doxycycline, 100 mg twice a day for seven days.")
	uti := func() [2]string {
		return clinician("这是尿路感染，吃呋喃妥因，一天两次，吃五天。")
	}
	runCases(t, []readCase{
		{"followup dev fu-en-y1-037: both courses completed", [][2]string{
			patient("Doctor, I am his daughter, speaking on papa's behalf. Papa has COPD, he was breathless with lot of phlegm last week, you gave prednisolone 40 mg for 5 days and azithromycin."),
			clinician("Yes. How is he now?"), patient("Both courses completed on Sunday.")},
			[]string{"medication drug:azithromycin stopped", "medication drug:prednisolone stopped"}},
		{"the tablets finished after the clinician's course", [][2]string{doxy, patient("Finished the tablets on Thursday, feeling much better.")},
			[]string{"medication drug:doxycycline stopped"}},
		{"the course is done", [][2]string{doxy, patient("The course is finished now.")},
			[]string{"medication drug:doxycycline stopped"}},
		{"the antibiotics of an order of two", [][2]string{clinician("Amoxicillin 500 mg three times a day for five days, and paracetamol as you need it."),
			patient("Finished the antibiotics yesterday.")},
			[]string{"medication class:antibiotics stopped", "medication drug:amoxicillin stopped"}},
		{"s51 blind round 20 zh10: 抗生素三天吃完了", [][2]string{
			patient("你好 我是养老院的护工 照顾王阿姨的 她八十六了 有老年痴呆"),
			clinician("我是社区医生。尿常规白细胞和亚硝酸盐阳性，是尿路感染，开呋喃妥因，每次50毫克，一天四次，吃三天。"),
			patient("医生你好 还是我 照顾王阿姨的护工 抗生素三天吃完了 她现在不糊涂了")},
			[]string{"medication class:antibiotics relayed stopped of other", "medication drug:nitrofurantoin stopped", "symptom sym:confusion historical relayed"}},
		{"a class looks past the standing drugs named after the course", [][2]string{uti(), patient("我平时还吃着氨氯地平，一起吃有冲突没"), patient("抗生素吃完了。")},
			[]string{"medication class:antibiotics stopped", "medication drug:nitrofurantoin stopped"}},
		{"near miss: the medicine finished, after the standing drugs are named", [][2]string{uti(), patient("我平时还吃着氨氯地平，一起吃有冲突没"), patient("药吃完了。")},
			[]string{}},
		{"near miss: 抗生素还没吃完", [][2]string{uti(), patient("抗生素还没吃完。")}, []string{"medication class:antibiotics hypothetical negated"}},
		{"near miss: a class not of the order", [][2]string{uti(), patient("降压药吃完了。")}, []string{"medication class:antihypertensives stopped"}},
		{"near miss: both, of one drug", [][2]string{doxy, patient("Both courses completed.")}, []string{}},
		{"near miss: both, of a standing drug and a course the patient told", [][2]string{patient("I've been on lisinopril 10 mg and amoxicillin for 5 days."),
			patient("Both courses completed.")}, []string{}},
		{"near miss: nearly finished", [][2]string{doxy, patient("I've nearly finished the tablets.")}, []string{}},
		{"near miss: not finished", [][2]string{doxy, patient("I haven't finished the tablets.")}, []string{}},
		{"near miss: a refill asked", [][2]string{doxy, patient("Finished the tablets, can I have some more?")}, []string{}},
		{"near miss: once finished", [][2]string{doxy, patient("Once I've finished the tablets I'll ring you.")}, []string{}},
		{"near miss: an order with no length", [][2]string{clinician("Amlodipine 5 mg and doxycycline 100 mg once a day."), patient("Both courses are finished.")}, []string{}},
		{"near miss: the course told as someone else's", [][2]string{told, clinician("How is he now?"), patient("My wife finished the tablets.")}, []string{}},
	})
}

// A part said fine again ends the complaints told at it before
// (referredover.go).
func TestAPartSaidFineAgain(t *testing.T) {
	toe := patient("Me big toe's killing me, doctor, and it's swollen, can't put a sock on it.")
	cold := patient("I've got a cold, blocked nose, sore throat.")
	runCases(t, []readCase{
		{"followup dev fu-en-y1-018: the toe's grand", [][2]string{toe, clinician("Classic gout. Colchicine 500 micrograms twice a day till it settles."),
			patient("Back to you now, the toe's grand.")},
			[]string{"symptom sym:toe_pain historical"}},
		{"followup dev fu-en-y1-034: nose is clear, throat's fine", [][2]string{cold, clinician("Just a cold."),
			patient("Checking back in a week. Nose is clear, throat's fine.")},
			[]string{"symptom sym:nasal_congestion historical", "symptom sym:sore_throat historical"}},
		{"near miss: no complaint there before", [][2]string{cold, patient("My knee is fine.")}, []string{}},
		{"near miss: fine except", [][2]string{toe, patient("The toe's fine except when I walk on it.")}, []string{}},
		{"near miss: still", [][2]string{toe, patient("The toe's okay in the morning but still throbs at night.")}, []string{}},
		{"near miss: asked", [][2]string{toe, patient("Is the toe fine to walk on?")}, []string{}},
		{"near miss: better, not fine", [][2]string{toe, patient("The toe's better.")}, []string{}},
		{"near miss: someone else's", [][2]string{cold, patient("My son's throat is fine.")}, []string{}},
		{"near miss, en dev en-o1-028: that eye, the other one", [][2]string{
			patient("Since yesterday evening in the right eye I'm seeing many black dots floating, like mosquitoes."),
			patient("Left eye cataract operation I did last year, that eye is fine now.")}, []string{"procedure proc:cataract_surgery historical inactive"}},
	})
}

// A retest that says the infection is killed off ends it, and a clinician
// who says the course is finished stops its drugs (followup dev
// fu-zh-y1-035).
func TestAnInfectionKilledOff(t *testing.T) {
	hp := clinician("呼气试验阳性，是幽门螺杆菌感染。开四联：艾司奥美拉唑、阿莫西林、克拉霉素、枸橼酸铋钾，吃十四天，停药一个月后复查。")
	runCases(t, []readCase{
		{"followup dev fu-zh-y1-035: 阴性，杀干净了", [][2]string{hp, patient("好的，要吃这么多啊。"),
			clinician("药吃完一个多月了，复查的呼气试验结果出来了，阴性，杀干净了。")},
			[]string{"condition cond:h_pylori_infection historical resolves", "medication drug:amoxicillin stopped", "medication drug:bismuth stopped",
				"medication drug:clarithromycin stopped", "medication drug:esomeprazole stopped"}},
		{"followup dev fu-zh-y1-035: the order said before a colon", [][2]string{hp},
			[]string{"condition cond:h_pylori_infection", "medication drug:amoxicillin", "medication drug:bismuth", "medication drug:clarithromycin", "medication drug:esomeprazole"}},
		{"an English order before a colon", [][2]string{clinician("I'll prescribe the following: amoxicillin 500 mg three times a day.")},
			[]string{"medication drug:amoxicillin"}},
		{"near miss: a colon after a denied order", [][2]string{clinician("别的药先不要开：布洛芬、阿司匹林都不能吃。")}, []string{}},
		{"s48 blind round 18 zh04: 十四天的药俺都吃完了", [][2]string{
			clinician("给你开四联：艾司奥美拉唑和枸橼酸铋钾，一天两次饭前吃；四环素、甲硝唑按单子上吃，一共吃14天。"),
			patient("大夫，俺又来了。十四天的药俺都吃完了，全停了，一顿都没落下。")},
			[]string{"medication drug:bismuth stopped", "medication drug:esomeprazole stopped", "medication drug:metronidazole stopped", "medication drug:tetracycline stopped"}},
		{"near miss: not yet killed off", [][2]string{hp, clinician("还没杀干净，要再吃一轮。")}, []string{}},
		{"near miss: finish then come back, a plan", [][2]string{hp, clinician("药吃完了再来复查。")}, []string{}},
	})
}

// A bare word for a finding said over ends the one it refers to
// (referredover.go backWordsOver): "cold" alone is no name in the lexicon,
// nor "blisters".
func TestABareWordSaidOver(t *testing.T) {
	cold := patient("I've got a cold, blocked nose, sore throat.")
	rash := patient("I've a rash of blisters round the right side of me chest, and it's sore as anything.")
	runCases(t, []readCase{
		{"followup dev fu-en-y1-034: cold's all gone", [][2]string{cold, clinician("Just a cold."), patient("Checking back in a week later. Cold's all gone.")},
			[]string{"condition cond:common_cold historical resolves"}},
		{"followup dev fu-en-y1-032: the blisters are all crusted and gone", [][2]string{rash, clinician("That's shingles."),
			patient("The blisters are all crusted and gone.")},
			[]string{"symptom sym:rash historical"}},
		{"near miss: no cold told before", [][2]string{patient("The cold's gone out of the weather at last.")}, []string{}},
		{"near miss: someone else's", [][2]string{cold, patient("His cold's gone though.")}, []string{}},
		{"near miss: until", [][2]string{rash, patient("Until the blisters are gone I'm staying in.")}, []string{}},
		{"near miss: asked", [][2]string{cold, patient("Should the cold have gone by now?")}, []string{}},
		{"near miss: not gone", [][2]string{cold, patient("The cold is not gone yet.")}, []string{}},
	})
}

// A drug listed before one that is ordered shares the order said after the
// list ("四环素、甲硝唑按单子上吃", s48 blind round 18 zh04), and "as the sheet
// says" is a take order (clinician.go).
func TestADrugListedBeforeTheOrder(t *testing.T) {
	runCases(t, []readCase{
		{"round 18 zh04: 四环素、甲硝唑按单子上吃", [][2]string{clinician("四环素、甲硝唑按单子上吃。")},
			[]string{"medication drug:metronidazole", "medication drug:tetracycline"}},
		{"a frequency after the list", [][2]string{clinician("四环素、甲硝唑一天三次吃。")},
			[]string{"medication drug:metronidazole", "medication drug:tetracycline"}},
		{"near miss: a drug taken before, named in the list, orders nothing", [][2]string{clinician("跟你前面吃的头孢、阿莫西林有关系。")}, []string{}},
	})
}
