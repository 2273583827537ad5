package coref_test

import "testing"

// A demonstrative asked to have been the cause of what the turn tells is a
// drug; a bare "it" is not.
func TestCauseAsked(t *testing.T) {
	record := []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"},
		{Concept: "drug:doxycycline", Status: "stopped", Started: "2026-06-01", Ended: "2026-06-08"}}
	window := []turn{{Speaker: "patient", Text: "I had a chest infection in June."},
		{Speaker: "assistant", Text: "Yes, your record shows a week of doxycycline then."}}
	checkCases(t, []corpusCase{
		{ID: "could that've been what set it off is the drug said", Lang: "en", Window: window,
			Utterance: "Right. Could that've been what set my stomach off that month?", Record: record, Expect: "drug:doxycycline"},
		{ID: "could it have been is no reference", Lang: "en", Window: window,
			Utterance: "Right. Could it have been what set my stomach off that month?", Record: record, Expect: "unresolved"},
	})
}

// "Could that stuff be why…" asks whether a thing is the cause: a
// demonstrative in it is a drug, as with "the reason".
func TestBeWhy(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "could that one be why is the drug just named", Lang: "en",
			Window:    []turn{{Speaker: "patient", Text: "They started me on lisinopril in the spring."}},
			Utterance: "Could that one be why I keep clearing my throat all day?",
			Record:    []recordEntry{{Concept: "drug:lisinopril", Status: "active", Started: "2026-04-01"}, {Concept: "drug:metformin", Status: "active", Started: "2018-01-01"}},
			Expect:    "drug:lisinopril"},
	})
}

// A bare demonstrative opening its clause as the object of a verb of
// taking ("那这个吃了…") is the drug just named; after a food it may be the
// food.
func TestDemonstrativeTaken(t *testing.T) {
	window := []turn{{Speaker: "clinician", Text: "给你开点乙哌立松，放松肌肉的，一天三次。"}}
	record := []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "那这个吃了 is the drug just named", Lang: "zh", Window: window, Utterance: "那这个吃了会不会犯困？我还要开车。", Record: record, Expect: "drug:eperisone"},
		{ID: "这个吃了 after a food is no drug", Lang: "zh", Window: window, Utterance: "我买了点芒果，这个吃了会不会过敏？", Record: record, Expect: "unresolved"},
	})
}

// A demonstrative asked to need blood tests or monitoring is a drug.
func TestMonitorAsked(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "will this one need regular bloods is the drug just named", Lang: "en",
			Window:    []turn{{Speaker: "clinician", Text: "We'll switch you to lithium at a low dose."}},
			Utterance: "Okay. Will this one need regular bloods, then?",
			Record:    []recordEntry{{Concept: "drug:sertraline", Status: "active", Started: "2020-01-01"}}, Expect: "drug:lithium"},
	})
}

// 它 is what is taken after a verb of taking, using or stopping, or moved
// before one by 把; elsewhere (a pet, a symptom) it refers to nothing.
func TestTakenIt(t *testing.T) {
	given := []turn{clinician("给你开点氯雷他定，一天一片。")}
	record := []recordEntry{active("drug:metformin", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "吃了它就犯困 is the drug just given", Lang: "zh", Window: given, Utterance: "吃了它就犯困，正常吗？", Record: record, Expect: "drug:loratadine"},
		{ID: "把它停了 is the drug just given", Lang: "zh", Window: given, Utterance: "要是白天老犯困，能不能把它停了？", Record: record, Expect: "drug:loratadine"},
		{ID: "它一吃 is the drug just given", Lang: "zh", Window: given, Utterance: "它一吃我就口干，咋整？", Record: record, Expect: "drug:loratadine"},
		{ID: "a pet's 它 is nothing", Lang: "zh", Window: given, Utterance: "我家猫这两天老吐，它是不是也过敏？", Record: record, Expect: "unresolved"},
		{ID: "它们 is no one drug", Lang: "zh", Window: given, Utterance: "吃了它们就犯困，正常吗？", Record: record, Expect: "unresolved"},
	})
}

// A bare "it"/"that" doing something to the patient is a drug only when the
// last turns just named one known to cause the complaint; never the
// record's, never a drug named long before.
func TestEffectSubject(t *testing.T) {
	given := []turn{clinician("I'll start you on nifedipine, one in the morning."), patient("Okay.")}
	record := []recordEntry{active("drug:metformin", "2018-01-01")}
	long := []turn{clinician("I'll start you on nifedipine, one in the morning."), patient("Okay."),
		assistant("How is the walking going?"), patient("Not bad."), assistant("And the stairs at home?")}
	two := []turn{clinician("It'll be either sertraline or citalopram, whichever the chemist has.")}
	checkCases(t, []corpusCase{
		{ID: "it swells my ankles: the drug just given", Lang: "en", Window: given, Utterance: "Week in now, and it makes my ankles puff up by teatime.", Record: record, Expect: "drug:nifedipine"},
		{ID: "an effect it does not cause is no drug", Lang: "en", Window: given, Utterance: "It makes me cough all night, is that the weather?", Record: record, Expect: "unresolved"},
		{ID: "never the record", Lang: "en", Utterance: "Honestly it makes my ankles puff up by teatime.", Record: []recordEntry{active("drug:amlodipine", "2020-01-01")}, Expect: "unresolved"},
		{ID: "a drug named turns ago is not just said", Lang: "en", Window: long, Utterance: "Hard work. It makes my ankles puff up by teatime.", Record: record, Expect: "unresolved"},
		{ID: "two just named stay ambiguous", Lang: "en", Window: two, Utterance: "Would that give me the runs?", Record: record, Expect: "unresolved", Candidates: []string{"drug:sertraline", "drug:citalopram"}},
	})
}

// "Will that one make me …?" asks what a drug just named may do: with two
// named together it stays ambiguous, whichever lists the effect.
func TestEffectAsked(t *testing.T) {
	given := []turn{clinician("I'll give you amoxicillin for the chest, and ibuprofen for the aches.")}
	record := []recordEntry{active("drug:levothyroxine", "2015-01-01")}
	checkCases(t, []corpusCase{
		{ID: "will this one give me the runs", Lang: "en", Window: given, Utterance: "Okay. Will this one give me the runs, do you think?", Record: record,
			Expect: "unresolved", Candidates: []string{"drug:amoxicillin", "drug:ibuprofen"}},
	})
}

// A bare "it" or "that" asked or said to upset the stomach, to have the
// patient in a symptom ("it have mi hands shaking"), or asked how it tastes
// is the drug just named; the same words with no drug just named, or of
// a person, refer to none.
func TestEffectOfJustNamed(t *testing.T) {
	record := []recordEntry{active("drug:lisinopril", "2020-01-01")}
	one := []turn{clinician("I'll start you on amoxicillin, three times a day.")}
	none := []turn{patient("Work has been awful lately."), assistant("I'm sorry to hear that.")}
	checkCases(t, []corpusCase{
		{ID: "will it upset my tummy", Lang: "en", Window: one, Utterance: "Lovely. Will it upset my tummy?", Record: record, Expect: "drug:amoxicillin"},
		{ID: "that upsets me stomach", Lang: "en", Window: one, Utterance: "Ah no, that upsets me stomach every time.", Record: record, Expect: "drug:amoxicillin"},
		{ID: "upset my husband is no effect", Lang: "en", Window: one, Utterance: "Will that upset my husband, do you think?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "it have mi feet swelling", Lang: "en", Window: []turn{patient("Doctor start mi on amlodipine last month.")},
			Utterance: "It have mi ankles swelling up, dat normal?", Record: record, Expect: "drug:amlodipine"},
		{ID: "it has my name, no symptom", Lang: "en", Window: one, Utterance: "It has my name spelt wrong on the label.", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "it has me dizzy with nothing named", Lang: "en", Window: none, Utterance: "It have mi hands shaking, dat normal?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "does it taste bitter", Lang: "en", Window: []turn{clinician("I'll give you some prednisolone liquid for the chest.")},
			Utterance: "Does it taste bitter?", Record: record, Expect: "drug:prednisolone"},
		{ID: "will it sting, two creams", Lang: "en", Window: []turn{clinician("Either clotrimazole cream or miconazole cream for that rash.")},
			Utterance: "Will it sting?", Record: record, Expect: "unresolved", Candidates: []string{"drug:clotrimazole", "drug:miconazole"}},
		{ID: "taste with nothing named", Lang: "en", Window: none, Utterance: "Does that taste awful?", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// A bare demonstrative asked how long it must be taken ("这个要吃到什么时
// 候", Cantonese "呢个要食几耐") is the drug just named; "要吃吗" alone
// asks of offered food, and with no drug named nothing is chosen.
func TestTakenHowLong(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "这个要吃到什么时候", Lang: "zh", Window: []turn{patient("医生给我开了阿莫西林，一天三次。")}, Utterance: "这个要吃到什么时候？", Record: record, Expect: "drug:amoxicillin"},
		{ID: "呢个要食几耐", Lang: "zh", Window: []turn{patient("医生开咗奥美拉唑俾我，朝早食一粒。")}, Utterance: "呢个要食几耐？", Record: record, Expect: "drug:omeprazole"},
		{ID: "这个要吃吗 is food", Lang: "zh", Window: []turn{patient("医生给我开了阿莫西林，一天三次。")}, Utterance: "这个要吃吗？看着挺香的。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "a diet named", Lang: "zh", Window: []turn{patient("营养师让我每天早上吃一个鸡蛋。")}, Utterance: "这个要吃到什么时候？", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "a diet named, old rule", Lang: "zh", Window: []turn{patient("营养师让我每天早上吃一个鸡蛋。")}, Utterance: "这个吃了会胖吗？", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// Two drugs offered together in one turn ("X或者Y都行", "X or Y") and then
// asked after as "它要连着吃几天", "will that one stop me …" are either:
// both are asked about. One drug named is it; a "它" or "it" with no drug
// just named, or of someone, is none.
func TestOfferedTogether(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	two := []turn{clinician("嗓子这个是细菌感染，开阿莫西林或者头孢呋辛都可以，看你哪个方便买。"), patient("行。")}
	twoEn := []turn{clinician("For the shingles I can give you aciclovir or valaciclovir."), patient("Okay.")}
	checkCases(t, []corpusCase{
		{ID: "它要连着吃几天, two offered", Lang: "zh", Window: two, Utterance: "它得连着吃几天呀？", Record: record, Expect: "unresolved", Candidates: []string{"drug:amoxicillin", "drug:cefuroxime"}},
		{ID: "它要吃几天, one named", Lang: "zh", Window: []turn{clinician("给你开点阿莫西林，一天三次。")}, Utterance: "它要吃几天？", Record: record, Expect: "drug:amoxicillin"},
		{ID: "near miss: 它 is a pet", Lang: "zh", Window: []turn{patient("我家狗最近不爱吃饭。")}, Utterance: "它要吃几天才能好？", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "will that one stop me, two offered", Lang: "en", Window: twoEn, Utterance: "Will that one stop me giving it to the baby?", Record: record, Expect: "unresolved", Candidates: []string{"drug:acyclovir", "drug:valacyclovir"}},
		{ID: "will it keep me awake, one named", Lang: "en", Window: []turn{clinician("I'll start you on fluoxetine, one each morning.")}, Utterance: "Will it keep me awake?", Record: record, Expect: "drug:fluoxetine"},
		{ID: "near miss: stop my husband", Lang: "en", Window: twoEn, Utterance: "Will that stop my husband worrying, do you think?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing named", Lang: "en", Window: []turn{patient("The kids are off school this week."), assistant("That sounds busy.")}, Utterance: "Will it stop me sleeping in, though?", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// A pronoun told by its verb: only what goes on the skin is rubbed in or
// 抹 on, so of a cream and a tablet named together the cream is it. Two
// creams stay asked about; a tablet alone is rubbed in by no one; "put it
// off" and 那个 before a noun are no application.
func TestAppliedPronoun(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	creamAndTablet := []turn{clinician("It's a fungal rash. Clotrimazole cream twice a day, and I'll add fluconazole tablets for a week."), patient("Okay.")}
	zhCreamAndTablet := []turn{clinician("手上这个是细菌感染，开夫西地酸乳膏，另外口服阿莫西林五天。"), patient("好。")}
	checkCases(t, []corpusCase{
		{ID: "rub it in", Lang: "en", Window: creamAndTablet, Record: record, Utterance: "Do I need to rub it in till it disappears?", Expect: "drug:clotrimazole"},
		{ID: "put it on", Lang: "en", Window: creamAndTablet, Record: record, Utterance: "Can I put it on before bed as well?", Expect: "drug:clotrimazole"},
		{ID: "那个是抹", Lang: "zh", Window: zhCreamAndTablet, Record: record, Utterance: "那个是抹薄薄一层就行吗？", Expect: "drug:fusidic_acid"},
		{ID: "抹它", Lang: "zh", Window: zhCreamAndTablet, Record: record, Utterance: "洗完手以后还要再抹它吗？", Expect: "drug:fusidic_acid"},
		{ID: "near miss: two creams", Lang: "en", Record: record, Window: []turn{clinician("Use the clotrimazole cream on the feet and the terbinafine cream between the toes.")},
			Utterance: "Do I rub it in or just leave it on top?", Expect: "unresolved", Candidates: []string{"drug:clotrimazole", "drug:terbinafine"}},
		{ID: "near miss: 那个伤口", Lang: "zh", Window: zhCreamAndTablet, Record: record, Utterance: "那个伤口旁边有点肿，要不要紧？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: put it off", Lang: "en", Window: creamAndTablet, Record: record, Utterance: "I keep meaning to book the foot clinic but I put it off every week.", Expect: "unresolved", Candidates: []string{}},
	})
}

// Going back to it over small talk ("anyway, back to that tablet", "说回
// 刚才那个") is the window's drug, however far back; with no drug named in
// the session, the record's is offered, never chosen.
func TestGoingBackToIt(t *testing.T) {
	record := []recordEntry{active("cond:hypothyroidism", "2015-01-01"), active("drug:levothyroxine", "2015-01-01")}
	chat := []turn{clinician("For the sleep I'd suggest zopiclone, just for a couple of weeks."), patient("Right."), patient("Our lad's moving to Leeds next month, so it's all boxes at home."),
		assistant("That sounds busy."), patient("It is, honestly.")}
	zhChat := []turn{clinician("睡眠的问题可以先用点佐匹克隆，短期用。"), patient("行。"), patient("我孙子下个月结婚，家里忙得团团转。"), assistant("恭喜恭喜。"), patient("谢谢谢谢。")}
	checkCases(t, []corpusCase{
		{ID: "going back to it", Lang: "en", Window: chat, Record: record, Utterance: "Anyway, going back to it, will I be groggy in the morning?", Expect: "drug:zopiclone"},
		{ID: "说回刚才那个", Lang: "zh", Window: zhChat, Record: record, Utterance: "说回刚才那个，早上起来会不会头昏？", Expect: "drug:zopiclone"},
		{ID: "near miss: nothing named in the session", Lang: "en", Window: []turn{patient("Our lad's moving to Leeds."), assistant("That sounds busy.")}, Record: record,
			Utterance: "Anyway, going back to it, will I be groggy in the morning?", Expect: "unresolved", Candidates: []string{"drug:levothyroxine"}},
	})
}

// A demonstrative that stands for a thing ("is that one off the table
// now?", "will this stuff stain my pillow?") is what the last turns just
// named, whatever the turn asks of it: never the record's drug, two named
// together both asked about, and "that one time" no thing at all.
func TestJustSaidThing(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	one := []turn{clinician("I'm going to start you on doxycycline for the chest infection, one a day for five days."), patient("Okay.")}
	two := []turn{clinician("Use the clotrimazole cream on the rash and take fluconazole once this week."), patient("Right.")}
	checkCases(t, []corpusCase{
		{ID: "is that one off the table", Lang: "en", Window: one, Record: record,
			Utterance: "If I get another infection next winter, is that one off the table for good?", Expect: "drug:doxycycline"},
		{ID: "something about this stuff", Lang: "en", Window: one, Record: record,
			Utterance: "My neighbour said something about this stuff and sunbeds, what was she on about?", Expect: "drug:doxycycline"},
		{ID: "near miss: two named together", Lang: "en", Window: two, Record: record,
			Utterance: "Will that stuff stain my sheets at all?", Expect: "unresolved", Candidates: []string{"drug:clotrimazole", "drug:fluconazole"}},
		{ID: "near miss: nothing just named, not the record's amlodipine", Lang: "en", Record: record,
			Window:    []turn{clinician("Your blood tests all came back normal."), patient("Good.")},
			Utterance: "And is that one something I need to repeat next year?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: that one time", Lang: "en", Window: one, Record: record,
			Utterance: "I only felt dizzy that one time on the bus, it's fine now.", Expect: "unresolved", Candidates: []string{}},
	})
}

// A bare pronoun is what is taken however many words of how much stand
// between ("take half of what's left of that"), and a drug the last turns
// named is what the patient asks to try again ("could I have another crack
// at it?"): never the record's when nothing was just named, and two named
// together are both asked about.
func TestRetaken(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2019-01-01"), active("cond:hypertension", "2019-01-01"), stopped("drug:naproxen", "2025-01-01", "2026-07-01")}
	checkCases(t, []corpusCase{
		{ID: "take half of what's left of that", Lang: "en", Record: record,
			Window:    []turn{clinician("I'll give you amoxicillin, three times a day for seven days."), patient("Okay, thanks.")},
			Utterance: "If I feel better by Friday, could I take half of what's left of that and keep the rest?", Expect: "drug:amoxicillin"},
		{ID: "give it another go", Lang: "en", Record: record,
			Window:    []turn{patient("The GP stopped my naproxen in the summer."), assistant("Yes, naproxen is marked as stopped in July.")},
			Utterance: "Could I give it another go now my knee has flared up again?", Expect: "drug:naproxen"},
		{ID: "near miss: a diet retried, not the record's drug", Lang: "en", Record: record,
			Window:    []turn{patient("I tried the low-FODMAP diet last year but gave up after a month."), assistant("It can be hard to stick to.")},
			Utterance: "Do you reckon I should have another crack at it?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: two named together", Lang: "en", Record: record,
			Window:    []turn{clinician("Use the mometasone spray and take cetirizine every morning in hay fever season."), patient("Right.")},
			Utterance: "They didn't do much last year, but should I give them another go?", Expect: "unresolved",
			Candidates: []string{"drug:mometasone", "drug:cetirizine"}},
	})
}

// A drug just named is told by more subjects than "it" and "that" and by
// more verbs than taking: "will they make me feel sick?", "it makes
// everything taste like pennies", "do I slap that on", "它是得跟着饭吃". Only
// the last turns' drugs, never the record's; two named together are both
// asked about; "they" that make the patient do something are the doctors.
func TestJustNamedSaidOtherwise(t *testing.T) {
	record := []recordEntry{active("drug:sertraline", "2023-02-01"), active("cond:depression", "2023-02-01")}
	checkCases(t, []corpusCase{
		{ID: "will they make me feel sick", Lang: "en", Record: record,
			Window:    []turn{patient("The GP thinks it's a chest infection."), assistant("This is doxycycline, one capsule a day for five days.")},
			Utterance: "Right. Will they make me feel sick, do you think?", Expect: "drug:doxycycline"},
		{ID: "those have been giving me headaches", Lang: "en", Record: record,
			Window:    []turn{patient("I bought some loratadine at the chemist for the hay fever."), assistant("Noted, loratadine.")},
			Utterance: "But those have been giving me headaches every afternoon.", Expect: "drug:loratadine"},
		{ID: "will that make food taste funny", Lang: "en", Record: record,
			Window:    []turn{clinician("I'm going to give you metronidazole, twice a day for a week.")},
			Utterance: "Okay. Someone told me it makes everything taste like metal, is that right?", Expect: "drug:metronidazole"},
		{ID: "slap it on", Lang: "en", Record: record,
			Window:    []turn{clinician("I'll write you up for some fusidic acid cream.")},
			Utterance: "Ta. Do I just slap it on twice a day?", Expect: "drug:fusidic_acid"},
		{ID: "它是得跟着饭吃", Lang: "zh", Record: record,
			Window:    []turn{assistant("病历上还有二甲双胍，是上个月加的吧？"), patient("对，大夫让早晚各一片。")},
			Utterance: "那它是得饭后吃，还是空着肚子也行？", Expect: "drug:metformin"},
		{ID: "near miss: they who make the patient wait", Lang: "en", Record: record,
			Window:    []turn{clinician("I'll refer you to the hospital, and we'll start you on ramipril today.")},
			Utterance: "Will they make me wait months for the appointment?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: two named together", Lang: "en", Record: record,
			Window:    []turn{clinician("Take amoxicillin and clarithromycin, both twice a day for a week, with the omeprazole.")},
			Utterance: "Will they make me feel sick?", Expect: "unresolved",
			Candidates: []string{"drug:amoxicillin", "drug:clarithromycin", "drug:omeprazole"}},
		{ID: "near miss: taste with nothing named", Lang: "en", Record: record,
			Window:    []turn{patient("I've had this cold for a week."), assistant("Sorry to hear that.")},
			Utterance: "It makes everything taste like cardboard, is that normal?", Expect: "unresolved", Candidates: []string{}},
	})
}

// Spoken turns put the drug just said first and take it up again: "and
// that one is it alright with a drink" (the question's "it" is the same
// drug: one reference), "那个能不能给她也吃点" after a pause (given to
// someone else too). Of two drugs named together neither is chosen.
func TestSpokenThatOneFirst(t *testing.T) {
	bp := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	two := []turn{clinician("Okay, let's get that settled. I'll give you betahistine and some promethazine for the sickness, and we'll see you in a week.")}
	one := []turn{clinician("I'll give you some amoxicillin, three times a day for a week.")}
	zhTwo := []turn{clinician("听着肺没事，是感冒后的咳嗽。给你开氨溴索和右美沙芬，吃一个礼拜。")}
	zhOne := []turn{clinician("给你开点氨溴索，一天三次。")}
	checkCases(t, []corpusCase{
		{ID: "en-dev26-021: and that one is it alright with a drink, two named", Lang: "en", Record: bp, Window: two,
			Utterance: "right um and that one is it alright with a drink cause it's my sister's fiftieth Saturday",
			Expect:    "unresolved", Candidates: []string{"drug:betahistine", "drug:promethazine"}, Reference: "that one"},
		{ID: "en: so that one do I take it with food, one named", Lang: "en", Record: bp, Window: one,
			Utterance: "so that one do I take it with food", Expect: "drug:amoxicillin", Reference: "that one"},
		{ID: "zh-dev26-021: 那个能不能给她也吃点, two named", Lang: "zh", Record: bp, Window: zhTwo,
			Utterance: "嗯 好 那个 那 我闺女也咳嗽 才六岁 那个能不能给她也吃点", Expect: "unresolved",
			Candidates: []string{"drug:ambroxol", "drug:dextromethorphan"}, Reference: "那个能不能给她也吃点"},
		{ID: "zh: 这个可以给孩子吃吗, one named", Lang: "zh", Record: bp, Window: zhOne,
			Utterance: "这个可以给孩子吃吗", Expect: "drug:ambroxol"},
		{ID: "near miss: no drug just said, that one is no record drug", Lang: "en", Record: bp,
			Window:    []turn{clinician("The physio will give you a leaflet with the exercises.")},
			Utterance: "and that one is it the same as last year's", Expect: "unresolved", Candidates: []string{}},
	})
}

// "就是 这个吃了 开车行不行啊", "那 那个要吃几天啊": a transcript's pause
// after an opener or filler said alone opens the clause as a comma does,
// so the bare 那个/这个 taken is the drug the session just named (two named
// together are asked about). After other words ("我买了点芒果 这个吃了")
// the pause opens nothing, and with no drug named nothing is chosen.
func TestZhPauseOpensDemonstrativeTaken(t *testing.T) {
	back := []turn{patient("腰扭了 前天搬货 一弯腰 咔一下 现在翻身都翻不了"), clinician("腰肌劳损加痉挛。先吃氯唑沙宗，一天三次，配合热敷，一个礼拜别搬重东西。"), patient("嗯 嗯")}
	diabetes := []recordEntry{active("cond:type2_diabetes", "2018-01-01"), active("drug:metformin", "2018-01-01")}
	amox := []turn{clinician("扁桃体发炎了，给你开阿莫西林，一天三次，吃一个礼拜。")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev27-002: 就是 这个吃了 开车行不行 is the chlorzoxazone just given", Lang: "zh", Record: diabetes, Window: back,
			Utterance: "就是 这个吃了 开车行不行啊 我天天要跑长途的", Expect: "drug:chlorzoxazone"},
		{ID: "zh-dev27-014: 那 那个要吃几天 after two named together is either", Lang: "zh",
			Record:    []recordEntry{active("cond:gout", "2019-01-01"), active("cond:hypertension", "2015-01-01"), active("drug:amlodipine", "2015-01-01")},
			Window:    []turn{patient("又犯了 这回是膝盖 肿得跟馒头似的"), clinician("这次给你开秋水仙碱，再加几天泼尼松，两个一起吃，消得快点。"), patient("嗯")},
			Utterance: "那 那个要吃几天啊 吃完了还用再来不", Expect: "unresolved", Candidates: []string{"drug:colchicine", "drug:prednisone"}},
		{ID: "嗯 这个还要吃多久 is the amoxicillin just given", Lang: "zh", Record: diabetes, Window: amox,
			Utterance: "嗯 这个还要吃多久 吃完了还要来吗", Expect: "drug:amoxicillin"},
		{ID: "那 这个吃完 is the amoxicillin just given", Lang: "zh", Record: diabetes, Window: amox,
			Utterance: "那 这个吃完 还要再来复查不", Expect: "drug:amoxicillin"},
		// Near misses: a pause after other words opens no clause; and with
		// no drug named nothing is chosen, not the record's one drug.
		{ID: "near miss: 芒果 这个吃了 after a food is no drug", Lang: "zh", Record: diabetes, Window: amox,
			Utterance: "我买了点芒果 这个吃了会不会过敏", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 就是 这个吃了 with no drug named chooses none", Lang: "zh", Record: diabetes,
			Utterance: "就是 这个吃了 会不会胖啊", Expect: "unresolved", Candidates: []string{}},
	})
}

// A bare 那个/这个 opening its clause and asked how often or how many a
// day it is taken ("那 那个一天吃几次啊", "这个一次吃几粒", "那个每天点几回")
// is the drug the session just named, as one asked how long it is taken
// is: a dose is a drug's. Two named together are both asked about; a
// food counted in 个 is none, and with no drug named nothing is chosen.
func TestZhDemonstrativeDoseAsked(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2020-01-01"), active("drug:indapamide", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev28-014: 那 那个一天吃几次 after two named together is either", Lang: "zh", Record: record,
			Window:    []turn{patient("牙床肿得 半边脸都大了 一跳一跳地疼"), clinician("根尖脓肿，今天先把脓放了。回去吃阿莫西林和甲硝唑，吃五天，过一个礼拜再来。"), patient("嗯 嗯 好")},
			Utterance: "那 那个一天吃几次啊", Expect: "unresolved", Candidates: []string{"drug:amoxicillin", "drug:metronidazole"}},
		{ID: "这个一次吃几粒 is the amoxicillin just given", Lang: "zh", Record: record,
			Window: []turn{clinician("给你开点阿莫西林，吃五天。"), patient("好")}, Utterance: "这个一次吃几粒", Expect: "drug:amoxicillin"},
		{ID: "嗯 那个每天点几回 is the drops just given", Lang: "zh", Record: record,
			Window: []turn{clinician("眼睛是过敏，给你开点色甘酸钠滴眼液。"), patient("哦")}, Utterance: "嗯 那个每天点几回啊", Expect: "drug:sodium_cromoglicate"},
		{ID: "near miss: 那个一天吃几个 after an egg is no drug", Lang: "zh", Record: record,
			Window: []turn{clinician("营养师说你每天吃个鸡蛋。"), patient("哦")}, Utterance: "那 那个一天吃几个啊", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 那个一天吃几次 with no drug named chooses none", Lang: "zh", Record: record,
			Window: []turn{clinician("最近睡得怎么样？"), patient("还行")}, Utterance: "那 那个一天吃几次啊", Expect: "unresolved", Candidates: []string{}},
	})
}

// A demonstrative asked whether it suits someone else ("and is that okay
// for the little one as well", "would that be safe for my husband too",
// "这个可以给孩子吃吗") is the drug just named, whatever that person's
// symptoms; with no drug named, or after a food, nothing is chosen, and
// "is it okay for him to come in" is no drug at all.
func TestAskedForAnother(t *testing.T) {
	own := []recordEntry{active("drug:desogestrel", "2024-02-01")}
	worms := []turn{patient("so it's um it's the itching at night mainly and then I saw I saw them, the little white ones, sorry that's gross"),
		clinician("Not at all, it's really common. That's threadworms. I'll give you mebendazole, one chewable tablet, and everyone in the house should take it, with a second dose in two weeks."),
		patient("okay right okay")}
	flu := []turn{clinician("It's the flu. I'll give you oseltamivir, twice a day for five days."), patient("right")}
	checkCases(t, []corpusCase{
		{ID: "en-dev28-001: is that okay for the little one is the mebendazole just given", Lang: "en", Record: own, Window: worms,
			Utterance: "and is that okay for the little one as well she's only um she's eighteen months", Reference: "that", Expect: "drug:mebendazole"},
		{ID: "would that be safe for my husband, his cough no side effect", Lang: "en", Record: []recordEntry{active("drug:metformin", "2020-01-01")}, Window: flu,
			Utterance: "would that be safe for my husband too, he's started coughing as well", Expect: "drug:oseltamivir"},
		{ID: "这个可以给孩子吃吗 is the drug just given", Lang: "zh", Record: own, Window: []turn{clinician("是蛲虫，给你开甲苯咪唑，全家都吃一片。"), patient("哦")},
			Utterance: "这个可以给孩子吃吗 她才一岁半", Expect: "drug:mebendazole"},
		{ID: "near miss: no drug named chooses none", Lang: "en", Record: own, Window: []turn{clinician("How have you been?"), patient("fine")},
			Utterance: "and is that okay for the little one as well", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: after a food chooses none", Lang: "en", Record: own, Window: []turn{clinician("Try to eat more porridge in the mornings."), patient("okay")},
			Utterance: "is that okay for the kids as well", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: is it okay for him to come in is no drug", Lang: "en", Record: own, Window: worms,
			Utterance: "is it okay for him to come in with me next time", Expect: "unresolved", Candidates: []string{}},
	})
}

// TestABareChineseThatAskedOfADrugJustGiven: a bare demonstrative the
// clinician's last turn gave a drug for, asked how it is taken: Cantonese
// "嗰啲药" (zh-dev31-002), "刚才说那个 … 喝下去要是吐了" (zh-dev31-001),
// "哦对了 那个 能跟柚子一块儿吃不" after two drugs named together, both
// (zh-dev31-013). A food just named, or a question of no taking, is none.
func TestABareChineseThatAskedOfADrugJustGiven(t *testing.T) {
	shingles := []recordEntry{active("cond:gastritis", "2021-05-01"), active("drug:omeprazole", "2021-05-01")}
	flu := []recordEntry{active("cond:asthma", "2023-09-01"), active("drug:montelukast", "2023-09-01")}
	bp := []recordEntry{active("cond:hypertension", "2016-01-01"), active("drug:felodipine", "2016-01-01"),
		active("cond:hyperlipidemia", "2016-01-01"), active("drug:simvastatin", "2016-01-01")}
	checkCases(t, []corpusCase{
		{ID: "嗰啲药 after one drug given", Lang: "zh", Record: shingles,
			Window:    []turn{patient("呢度起咗一串水泡 又痛又辣"), clinician("你呢个系生蛇。开伐昔洛韦畀你，一日三次，食够七日。")},
			Utterance: "嗰啲药 要唔要饭后先食㗎 我个胃唔系几好", Expect: "drug:valacyclovir"},
		{ID: "near miss: 嗰啲药 after two given together", Lang: "zh", Record: shingles,
			Window:    []turn{clinician("开伐昔洛韦同埋布洛芬畀你，一日三次。")},
			Utterance: "嗰啲药 要唔要饭后先食㗎", Expect: "unresolved", Candidates: []string{"drug:valacyclovir", "drug:ibuprofen"}},
		{ID: "刚才说那个 喝下去要是吐了", Lang: "zh", Record: flu,
			Window:    []turn{patient("孩子昨儿半夜烧到三十九度多"), clinician("甲流抗原阳性。给他开奥司他韦颗粒，一天两次，吃五天。")},
			Utterance: "刚才说那个 他喝下去要是吐了 咋整 还用再喂一回不", Expect: "drug:oseltamivir"},
		{ID: "near miss: 刚才说那个 with no taking", Lang: "zh", Record: flu,
			Window:    []turn{clinician("甲流抗原阳性。给他开奥司他韦颗粒，一天两次，吃五天。")},
			Utterance: "刚才说那个 是不是挺严重的", Expect: "unresolved"},
		{ID: "那个 能跟柚子一块儿吃不, two named together", Lang: "zh", Record: bp,
			Window:    []turn{clinician("现在都吃哪些药？"), patient("就非洛地平跟辛伐他汀 天天吃")},
			Utterance: "哦对了 那个 能跟柚子一块儿吃不 我闺女给我买了一箱", Expect: "unresolved", Candidates: []string{"drug:felodipine", "drug:simvastatin"}},
		{ID: "那个 能跟柚子一块儿吃不, one named", Lang: "zh", Record: bp,
			Window:    []turn{clinician("降压药吃的什么？"), patient("非洛地平 天天吃")},
			Utterance: "哦对了 那个 能跟柚子一块儿吃不", Expect: "drug:felodipine"},
		{ID: "near miss: a food just named", Lang: "zh", Record: bp,
			Window:    []turn{clinician("早饭一般吃什么？"), patient("就是燕麦片")},
			Utterance: "哦对了 那个 能跟牛奶一块儿吃不", Expect: "unresolved"},
	})
}

// 那玩意儿 ("that thing") asked whether it brings on an illness stands for
// the drug the window named last, as in a turn about taking it:
// "那玩意儿是不是容易整出尿路感染来？" after "又给我加了个恩格列净" is the
// empagliflozin (zh-dev39-002). Asked what it costs, it is no reference.
func TestThatThingAskedWhatItCauses(t *testing.T) {
	record := []recordEntry{active("drug:metformin", "2019-04-04"), active("cond:type2_diabetes", "2019-04-04")}
	window := []turn{patient("我一直吃着二甲双胍，吃了好几年了。"), assistant("好的。"), patient("昨天内分泌科又给我加了个恩格列净。"), assistant("收到，我记下了。")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev39-002: 那玩意儿是不是容易整出尿路感染来", Lang: "zh", Record: record, Window: window,
			Utterance: "那玩意儿是不是容易整出尿路感染来？我听楼下老李说的。", Expect: "drug:empagliflozin"},
		{ID: "这玩意儿会不会引起低血糖", Lang: "zh", Record: record, Window: window,
			Utterance: "这玩意儿会不会引起低血糖啊？", Expect: "drug:empagliflozin"},
		{ID: "near miss: 那玩意儿 asked what it costs", Lang: "zh", Record: record, Window: window,
			Utterance: "那玩意儿多少钱一盒？", Expect: "unresolved", Candidates: []string{}},
	})
}
