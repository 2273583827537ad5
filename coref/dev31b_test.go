package coref_test

import "testing"

// A plaster (膏药, 贴的) is a topical NSAID as often as a fentanyl patch:
// "以前贴的那个膏药" is the stopped flurbiprofen cataplasm, never the
// ibuprofen tablets, and two stopped plasters stay ambiguous.
func TestDev31bPlasterIsTopicalNSAID(t *testing.T) {
	plaster := []recordEntry{
		stopped("drug:flurbiprofen", "2024-01-01", "2024-03-01"),
		active("drug:celecoxib", "2026-09-01"),
	}
	tablets := []recordEntry{
		stopped("drug:ibuprofen", "2024-01-01", "2024-03-01"),
		active("drug:celecoxib", "2026-09-01"),
	}
	two := []recordEntry{
		stopped("drug:flurbiprofen", "2024-01-01", "2024-03-01"),
		stopped("drug:fentanyl", "2023-01-01", "2023-06-01"),
	}
	checkCases(t, []corpusCase{
		{ID: "以前贴的膏药 is the stopped plaster", Lang: "zh", Utterance: "以前贴的那个膏药还能再开点吗？", Record: plaster, Expect: "drug:flurbiprofen"},
		{ID: "the plaster I used to have", Lang: "en", Utterance: "That plaster I used to have for my back, can I get it again?",
			Record: []recordEntry{stopped("drug:diclofenac", "2024-01-01", "2024-03-01"), active("drug:celecoxib", "2026-09-01")}, Expect: "drug:diclofenac"},
		{ID: "a stopped tablet is no plaster", Lang: "zh", Utterance: "以前贴的那个膏药还能再开点吗？", Record: tablets, Expect: "unresolved", Candidates: []string{}},
		{ID: "two stopped plasters", Lang: "zh", Utterance: "以前贴的那个膏药还能再开点吗？", Record: two, Expect: "unresolved",
			Candidates: []string{"drug:flurbiprofen", "drug:fentanyl"}},
	})
}

// A code-switched turn sets an English topic between spaces: "那个 blood
// pressure 的药" is "那个血压的药", the one antihypertensive; two of them
// stay ambiguous, and a relative's is not the patient's.
func TestDev31bCodeSwitchedTopic(t *testing.T) {
	record := []recordEntry{active("drug:fosinopril", "2021-09-01"), active("drug:gliclazide", "2018-04-01")}
	two := []recordEntry{active("drug:fosinopril", "2021-09-01"), active("drug:amlodipine", "2022-01-01"), active("drug:gliclazide", "2018-04-01")}
	checkCases(t, []corpusCase{
		{ID: "那个 blood pressure 的药", Lang: "zh", Utterance: "我平时吃那个 blood pressure 的药，出国能带半年的量吗？", Record: record, Expect: "drug:fosinopril"},
		{ID: "blood pressure 的药 unspaced before", Lang: "zh", Utterance: "我那个blood pressure 的药要不要饭后吃？", Record: record, Expect: "drug:fosinopril"},
		{ID: "cholesterol 的药", Lang: "zh", Utterance: "那个 cholesterol 的药晚上吃还是早上吃？",
			Record: []recordEntry{active("drug:atorvastatin", "2021-09-01"), active("drug:amlodipine", "2022-01-01")}, Expect: "drug:atorvastatin"},
		{ID: "two blood pressure drugs", Lang: "zh", Utterance: "我平时吃那个 blood pressure 的药，出国能带半年的量吗？", Record: two,
			Expect: "unresolved", Candidates: []string{"drug:fosinopril", "drug:amlodipine"}},
		{ID: "blood pressure said of a reading", Lang: "zh", Utterance: "我最近 blood pressure 挺稳的，量了好几回。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "a relative's blood pressure 的药", Lang: "zh", Utterance: "我妈吃的那个 blood pressure 的药，我能不能也吃点？",
			Record: []recordEntry{active("drug:gliclazide", "2018-04-01")}, Expect: "unresolved", Candidates: []string{}},
	})
}

// Blood in what is blown from the nose is a nosebleed: the nasal steroid
// that lists it, not the antihistamine. "用药用的" blames a drug as "吃药吃
// 的" does; blood in phlegm, mucus said to hold none, and 药用的 as
// "medicinal" choose nothing.
func TestDev31bBloodInMucus(t *testing.T) {
	record := []recordEntry{active("drug:mometasone", "2026-09-15"), active("drug:cetirizine", "2026-09-15")}
	both := []string{"drug:mometasone", "drug:cetirizine"}
	checkCases(t, []corpusCase{
		{ID: "擤鼻涕总带血丝", Lang: "zh", Utterance: "最近擤鼻涕总带血丝，是不是用药用的？", Record: record, Expect: "drug:mometasone"},
		{ID: "blood when I blow my nose", Lang: "en", Utterance: "There's blood when I blow my nose, is that one of my meds?", Record: record, Expect: "drug:mometasone"},
		{ID: "blood in phlegm is no nosebleed", Lang: "zh", Utterance: "痰里老带血丝，是不是用药用的？", Record: record, Expect: "unresolved", Candidates: both},
		{ID: "mucus without blood", Lang: "zh", Utterance: "擤鼻涕没带血，是不是用药用的？", Record: record, Expect: "unresolved", Candidates: both},
		{ID: "药用的 is medicinal", Lang: "zh", Utterance: "药用的酒精能擦伤口吗？", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// "打了它" is having the drug injected: after two injections named
// together it stays ambiguous, after one it is that one; 打 with a count
// of blows is to hit, and refers to no drug.
func TestDev31bInjectedIt(t *testing.T) {
	two := []turn{patient("伤口疼得睡不着。"), clinician("给你打一针止疼的，酮咯酸或者帕瑞昔布，看药房有哪个。")}
	one := []turn{patient("伤口疼得睡不着。"), clinician("给你打一针帕瑞昔布止疼。")}
	record := []recordEntry{active("cond:gallstones", "2026-10-20")}
	checkCases(t, []corpusCase{
		{ID: "two injections named", Lang: "zh", Window: two, Utterance: "打了它胃会不会难受啊？", Record: record,
			Expect: "unresolved", Candidates: []string{"drug:ketorolac", "drug:parecoxib"}},
		{ID: "one injection named", Lang: "zh", Window: one, Utterance: "打了它以后能马上下床走吗？", Record: record, Expect: "drug:parecoxib"},
		{ID: "I hit it", Lang: "zh", Window: one, Utterance: "那条狗扑过来，我打了它它才跑。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "hit it twice", Lang: "zh", Window: one, Utterance: "那条狗扑过来，我打了它好几下它才跑。", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// A drug called by its dose or time of day ("那个5毫克的", "the bedtime
// one", "晚上那个") is the one window drug whose own clause says it, when
// every other drug named was said with another; "47.5毫克" holds no "7.5
// 毫克", a drug said with no dose or time may be the one, and so may a
// current drug of the record the window never named. A time that dates an
// event ("昨天晚上那个药") or a question of when ("can I take it at
// bedtime?") chooses nothing.
func TestDev31bDoseOrTimeOfDay(t *testing.T) {
	zhDoses := []turn{clinician("你现在是美托洛尔47.5毫克早上一片，这回再加个非洛地平，5毫克的，也早上吃。")}
	zhSame := []turn{clinician("氨氯地平5毫克，非洛地平也是5毫克，都早上吃。")}
	zhTimes := []turn{patient("我早上吃氨氯地平，晚上吃阿托伐他汀。"), assistant("好的，记下了。")}
	zhRecord := []recordEntry{active("drug:metoprolol", "2024-02-01"), active("drug:felodipine", "2026-10-25")}
	enTimes := []turn{patient("I take the telmisartan first thing, and the doxazosin at bedtime."), assistant("Noted, thanks.")}
	enUntimed := []turn{patient("I'm on telmisartan, and the doxazosin at bedtime."), assistant("Noted, thanks.")}
	enDoses := []turn{clinician("Keep the amlodipine at 10 mg and start ramipril 2.5 mg.")}
	enRecord := []recordEntry{active("drug:telmisartan", "2021-02-01"), active("drug:doxazosin", "2026-10-05")}
	checkCases(t, []corpusCase{
		{ID: "那个5毫克的", Lang: "zh", Window: zhDoses, Utterance: "那个5毫克的，要跟早饭一起吃吗？", Record: zhRecord, Expect: "drug:felodipine"},
		{ID: "47.5毫克那个", Lang: "zh", Window: zhDoses, Utterance: "47.5毫克那个还接着吃吗？", Record: zhRecord, Expect: "drug:metoprolol"},
		{ID: "7.5毫克 is not in 47.5毫克", Lang: "zh", Window: zhDoses, Utterance: "那个7.5毫克的还接着吃吗？", Record: zhRecord,
			Expect: "unresolved", Candidates: []string{"drug:metoprolol", "drug:felodipine"}},
		{ID: "both 5毫克", Lang: "zh", Window: zhSame, Utterance: "那个5毫克的，能掰开吃吗？",
			Record: []recordEntry{active("drug:amlodipine", "2024-02-01"), active("drug:felodipine", "2026-10-25")},
			Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:felodipine"}},
		{ID: "晚上那个", Lang: "zh", Window: zhTimes, Utterance: "晚上那个能不能挪到早上一起吃？",
			Record: []recordEntry{active("drug:amlodipine", "2024-02-01"), active("drug:atorvastatin", "2025-01-01")}, Expect: "drug:atorvastatin"},
		{ID: "昨天晚上那个药 dates an event", Lang: "zh", Window: zhTimes, Utterance: "昨天晚上那个药忘了吃，今天要补吗？",
			Record: []recordEntry{active("drug:amlodipine", "2024-02-01"), active("drug:atorvastatin", "2025-01-01")},
			Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:atorvastatin"}},
		{ID: "晚上那个时候 is no drug", Lang: "zh", Window: zhTimes, Utterance: "晚上那个时候老是睡不着。",
			Record: []recordEntry{active("drug:amlodipine", "2024-02-01"), active("drug:atorvastatin", "2025-01-01")}, Expect: "unresolved", Candidates: []string{}},
		{ID: "the bedtime one", Lang: "en", Window: enTimes, Utterance: "The bedtime one, could that be why I'm dizzy at night?", Record: enRecord, Expect: "drug:doxazosin"},
		{ID: "the morning tablet", Lang: "en", Window: enTimes, Utterance: "Can I take the morning tablet with coffee?", Record: enRecord, Expect: "drug:telmisartan"},
		{ID: "a drug said with no time", Lang: "en", Window: enUntimed, Utterance: "The bedtime one, could that be why I'm dizzy at night?", Record: enRecord,
			Expect: "unresolved", Candidates: []string{"drug:telmisartan", "drug:doxazosin"}},
		{ID: "a record drug the window left unnamed", Lang: "en", Window: enTimes, Utterance: "The bedtime one, could that be why I'm dizzy at night?",
			Record: append(slicesClone(enRecord), active("drug:atorvastatin", "2020-01-01")),
			Expect: "unresolved", Candidates: []string{"drug:telmisartan", "drug:doxazosin", "drug:atorvastatin"}},
		{ID: "can I take it at bedtime asks when", Lang: "en", Window: enTimes, Utterance: "Can I take it at bedtime instead?", Record: enRecord,
			Expect: "unresolved", Candidates: []string{"drug:telmisartan", "drug:doxazosin"}},
		{ID: "the 2.5 mg one", Lang: "en", Window: enDoses, Utterance: "The 2.5 mg one, does it make you cough?",
			Record: []recordEntry{active("drug:amlodipine", "2024-02-01")}, Expect: "drug:ramipril"},
	})
}

func slicesClone(r []recordEntry) []recordEntry { return append([]recordEntry(nil), r...) }

// A word of direction before the place's preposition ("down in me groin",
// "up under my arm") still places the condition there; another's place,
// or no condition there, is nothing, and two there stay ambiguous.
func TestDev31bPlaceAfterDirection(t *testing.T) {
	record := []recordEntry{active("cond:jock_itch", "2026-09-20"), active("cond:type2_diabetes", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "down in me groin", Lang: "en", Utterance: "That itchy thing down in me groin, will the cream clear it?", Record: record, Expect: "cond:jock_itch"},
		{ID: "up in my groin", Lang: "en", Utterance: "The rash thing up in my groin is back again.", Record: record, Expect: "cond:jock_itch"},
		{ID: "nothing there", Lang: "en", Utterance: "That itchy thing down in me groin, will the cream clear it?",
			Record: []recordEntry{active("cond:type2_diabetes", "2020-01-01")}, Expect: "unresolved", Candidates: []string{}},
		{ID: "his groin", Lang: "en", Utterance: "That itchy thing down in his groin, is it catching?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "two there", Lang: "en", Utterance: "That thing down in my groin, is it worse when I lift?",
			Record: []recordEntry{active("cond:jock_itch", "2026-09-20"), active("cond:inguinal_hernia", "2025-01-01")},
			Expect: "unresolved", Candidates: []string{"cond:jock_itch", "cond:inguinal_hernia"}},
	})
}

// "老跑厕所的毛病" is a condition of passing water or of the bowels: the
// one such condition of the patient's, not the husband's prostate the
// window names; two such stay ambiguous, and a relative's is not the
// patient's.
func TestDev31bToiletTrouble(t *testing.T) {
	window := []turn{patient("我家老头子前列腺增生，一晚上起来好几趟。"), assistant("明白。您自己最近怎么样？")}
	record := []recordEntry{active("cond:overactive_bladder", "2026-05-01"), active("cond:hypothyroidism", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "我这个老跑厕所的毛病", Lang: "zh", Window: window, Utterance: "我这个老跑厕所的毛病，能不能治好？", Record: record, Expect: "cond:overactive_bladder"},
		{ID: "跑茅房的毛病 of the bowels", Lang: "zh", Utterance: "我那个老跑茅房的毛病，吃辣的就犯。",
			Record: []recordEntry{active("cond:ibs", "2025-05-01"), active("cond:hypothyroidism", "2018-01-01")}, Expect: "cond:ibs"},
		{ID: "bladder and bowels", Lang: "zh", Utterance: "我这个老跑厕所的毛病，能不能治好？",
			Record: []recordEntry{active("cond:overactive_bladder", "2026-05-01"), active("cond:ibs", "2025-05-01")},
			Expect: "unresolved", Candidates: []string{"cond:overactive_bladder", "cond:ibs"}},
		{ID: "her husband's", Lang: "zh", Utterance: "我老伴儿老跑厕所的毛病，能不能治好？", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "上厕所的时候 is no trouble named", Lang: "zh", Utterance: "上厕所的时候有点不得劲。", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// A past episode told by a sign at a place of the body ("脚脖子肿得老高的那
// 回") is the condition at that place, closed or current; two there stay
// ambiguous; a relative's episode, or one told by no sign, is nothing.
func TestDev31bEpisodeBySign(t *testing.T) {
	record := []recordEntry{{Concept: "cond:ankle_sprain", Status: "resolved", Started: "2024-03-01", Ended: "2024-05-01"}, active("cond:hypertension", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "脚脖子肿的那回", Lang: "zh", Utterance: "去年打球扭了，脚脖子肿得老高的那回，现在阴天还疼，是不是没好？", Record: record, Expect: "cond:ankle_sprain"},
		{ID: "two at the ankle", Lang: "zh", Utterance: "去年打球扭了，脚脖子肿得老高的那回，现在阴天还疼，是不是没好？",
			Record: append(slicesClone(record), active("cond:achilles_tendinitis", "2025-06-01")),
			Expect: "unresolved", Candidates: []string{"cond:ankle_sprain", "cond:achilles_tendinitis"}},
		{ID: "her ankle", Lang: "zh", Utterance: "我妈脚脖子肿得老高的那回，是不是也是扭的？", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "no sign told", Lang: "zh", Utterance: "去年打针的那回，护士说我血管细。", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// "那个晚上吃的药" may be the one taken that evening: a time after the
// determiner chooses nothing, a dose there does ("那个5毫克的").
func TestDev31bThatEveningIsNoSchedule(t *testing.T) {
	window := []turn{patient("我早上吃氨氯地平，晚上吃阿托伐他汀。"), assistant("好的，记下了。")}
	record := []recordEntry{active("drug:amlodipine", "2024-02-01"), active("drug:atorvastatin", "2025-01-01")}
	checkCases(t, []corpusCase{
		{ID: "那个晚上吃的药", Lang: "zh", Window: window, Utterance: "那个晚上吃的药忘了带，今天补上行吗？", Record: record,
			Expect: "unresolved", Candidates: []string{}},
	})
}
