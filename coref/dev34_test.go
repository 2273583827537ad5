package coref_test

import "testing"

// A session told by its topic ("the cream you mentioned when I came in
// about my knee", "我说嗓子疼那回你说的那个") is the session whose patient
// turns spoke of it: its drug, never the record's drug that happens to
// cause the symptom. No session about it, nothing; two sessions about it
// that named two drugs, both asked about.
func TestDev34SessionToldByTopic(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	knee := [][]turn{
		{patient("My knee's been aching since the hill walk."), assistant("Paracetamol, two tablets up to four times a day, may help.")},
		{patient("I'm not sleeping."), assistant("Some people find melatonin helps.")},
	}
	throat := [][]turn{
		{patient("这两天嗓子疼，咽口水都疼。"), assistant("可以先吃点布洛芬，多喝水。")},
		{patient("最近老睡不着。"), assistant("可以问问医生褪黑素合不合适。")},
	}
	checkCases(t, []corpusCase{
		{ID: "when I came in about my knee", Lang: "en", EarlierSessions: knee, Record: record,
			Utterance: "The tablets you suggested when I came in about my knee, can I take them with food?", Expect: "drug:paracetamol"},
		{ID: "我说嗓子疼那回", Lang: "zh", EarlierSessions: throat, Record: record,
			Utterance: "我说嗓子疼那回，你说的那个药，一天能吃几次？", Expect: "drug:ibuprofen"},
		{ID: "near miss: no session about ankles, not the record's amlodipine", Lang: "en", EarlierSessions: knee, Record: record,
			Utterance: "The tablet you brought up when I came in about my swollen ankles, did the doctor decide on it?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 没聊过脚肿", Lang: "zh", EarlierSessions: throat, Record: record,
			Utterance: "我说脚肿那回，你提的那个药，到底要不要吃？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: two sessions about the knee", Lang: "en", Record: record, EarlierSessions: [][]turn{
			{patient("My knee's bad again."), assistant("Paracetamol regularly is a good start.")},
			{patient("The knee is still sore."), assistant("An ibuprofen gel could go on top of that.")},
		}, Utterance: "The medicine you mentioned when I came in about my knee, is it safe with my blood pressure?", Expect: "unresolved",
			Candidates: []string{"drug:ibuprofen", "drug:paracetamol"}},
	})
}

// A pronoun told by its verb: only what goes on the skin is rubbed in or
// 抹 on, so of a cream and a tablet named together the cream is it. Two
// creams stay asked about; a tablet alone is rubbed in by no one; "put it
// off" and 那个 before a noun are no application.
func TestDev34AppliedPronoun(t *testing.T) {
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

// A drug told by its place in a list ("the first one you said", "您说的
// 第二个") is the one named there in the last turn that named several.
// A place past the list, or no list, chooses none; 第二个月 is no drug.
func TestDev34Ordinal(t *testing.T) {
	record := []recordEntry{active("cond:type2_diabetes", "2020-01-01")}
	two := []turn{clinician("We'll start metformin with breakfast, and gliclazide before your evening meal."), patient("Right.")}
	zhTwo := []turn{clinician("给你开两样：二甲双胍，早饭后一片；阿卡波糖，吃第一口饭的时候嚼着吃。"), patient("好的。"), assistant("已经记下了。")}
	checkCases(t, []corpusCase{
		{ID: "the first one", Lang: "en", Window: two, Record: record, Utterance: "The first one you said, is that the one that upsets your stomach?", Expect: "drug:metformin"},
		{ID: "the second one", Lang: "en", Window: two, Record: record, Utterance: "And the second one, can it make me go low?", Expect: "drug:gliclazide"},
		{ID: "说的第二个", Lang: "zh", Window: zhTwo, Record: record, Utterance: "您说的第二个，忘了嚼能直接吞吗？", Expect: "drug:acarbose"},
		{ID: "第一个药", Lang: "zh", Window: zhTwo, Record: record, Utterance: "第一个药是饭前还是饭后？", Expect: "drug:metformin"},
		{ID: "near miss: the third of two", Lang: "en", Window: two, Record: record, Utterance: "What about the third one, when do I take that?", Expect: "unresolved",
			Candidates: []string{"drug:gliclazide", "drug:metformin"}},
		{ID: "near miss: 第二个月", Lang: "zh", Window: zhTwo, Record: record, Utterance: "第二个月还要来复查吗？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: one named", Lang: "en", Window: []turn{clinician("We'll start metformin with breakfast.")}, Record: record,
			Utterance: "The second one, is that a tablet too?", Expect: "unresolved", Candidates: []string{"drug:metformin"}},
	})
}

// A prescriber narrows the drugs: "the newest one from the cardiologist"
// is the latest heart drug, not a later one from the GP; "皮肤科开的那个"
// the skin drug. Two of the specialty's started the same day stay asked
// about; a GP narrows nothing.
func TestDev34Prescriber(t *testing.T) {
	record := []recordEntry{active("cond:atrial_fibrillation", "2022-01-01"), active("drug:bisoprolol", "2022-01-01"), active("drug:apixaban", "2025-03-01"),
		active("cond:depression", "2026-08-01"), active("drug:citalopram", "2026-08-01")}
	skin := []recordEntry{active("cond:acne", "2026-02-01"), active("drug:isotretinoin", "2026-02-01"), active("cond:insomnia", "2026-06-01"), active("drug:zopiclone", "2026-06-01")}
	checkCases(t, []corpusCase{
		{ID: "newest one from the cardiologist", Lang: "en", Record: record, Utterance: "The newest one from the cardiologist, can I drink with it at a wedding?", Expect: "drug:apixaban"},
		{ID: "the one the heart doctor started", Lang: "en", Record: record, Utterance: "The new one the heart doctor started, should I take it with food?", Expect: "drug:apixaban"},
		{ID: "皮肤科开的那个", Lang: "zh", Record: skin, Utterance: "皮肤科开的那个药，吃着嘴唇老干裂，正常吗？", Expect: "drug:isotretinoin"},
		{ID: "near miss: the GP's newest", Lang: "en", Record: record, Utterance: "The newest one the GP prescribed, can I drink on it at a wedding?", Expect: "drug:citalopram"},
		{ID: "near miss: two from the cardiologist the same day", Lang: "en", Utterance: "The new one from the cardiologist, can I take it at night?",
			Record: []recordEntry{active("drug:bisoprolol", "2026-09-01"), active("drug:apixaban", "2026-09-01"), active("drug:citalopram", "2026-10-01")},
			Expect: "unresolved", Candidates: []string{"drug:apixaban", "drug:bisoprolol"}},
	})
}

// Going back to it over small talk ("anyway, back to that tablet", "说回
// 刚才那个") is the window's drug, however far back; with no drug named in
// the session, the record's is offered, never chosen.
func TestDev34GoingBackToIt(t *testing.T) {
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

// Small readings of the same round: 它 with words of how between it and
// its taking; "that one on a repeat"; "the one they added in the summer"
// dated; 止痒的药 an antihistamine; "can I just come off" a stop to come;
// "the tablets for me acid".
func TestDev34SmallReadings(t *testing.T) {
	ppis := []recordEntry{active("drug:omeprazole", "2026-10-01"), active("drug:famotidine", "2026-10-01")}
	checkCases(t, []corpusCase{
		{ID: "它一般要吃", Lang: "zh", Window: []turn{clinician("开了奥美拉唑和法莫替丁。")}, Record: ppis, Utterance: "它一般要吃几个礼拜？", Expect: "unresolved",
			Candidates: []string{"drug:famotidine", "drug:omeprazole"}},
		{ID: "它还要吃, one named", Lang: "zh", Window: []turn{clinician("开了奥美拉唑，早饭前吃。")}, Record: ppis, Utterance: "它还要吃多久？", Expect: "drug:omeprazole"},
		{ID: "that one on a repeat", Lang: "en", Window: []turn{patient("I'm on loratadine now for the hay fever.")}, Record: []recordEntry{active("drug:loratadine", "2026-05-01")},
			Utterance: "Can I have that one on a repeat?", Expect: "drug:loratadine"},
		{ID: "added in the summer", Lang: "en", Record: []recordEntry{active("drug:ramipril", "2020-01-01"), active("drug:empagliflozin", "2026-08-02")},
			Utterance: "The one they added in the summer, does it make you pee more?", Expect: "drug:empagliflozin"},
		{ID: "near miss: added in the spring, nothing then", Lang: "en", Record: []recordEntry{active("drug:ramipril", "2020-01-01"), active("drug:empagliflozin", "2026-08-02")},
			Utterance: "The one they added in the spring, does it make you pee more?", Expect: "unresolved", Candidates: []string{"drug:empagliflozin", "drug:ramipril"}},
		{ID: "以前停的止痒的药", Lang: "zh", Record: []recordEntry{stopped("drug:chlorphenamine", "2024-01-01", "2024-05-01"), active("drug:loratadine", "2024-05-01")},
			Utterance: "以前停的那个止痒的药，还能再吃吗？", Expect: "drug:chlorphenamine"},
		{ID: "can I just come off", Lang: "en", Record: []recordEntry{active("drug:citalopram", "2025-01-01"), active("drug:levothyroxine", "2015-01-01")},
			Utterance: "Can I just come off my mood tablets now?", Expect: "drug:citalopram"},
		{ID: "for me acid", Lang: "en", Record: []recordEntry{active("drug:esomeprazole", "2024-01-01"), active("drug:ramipril", "2020-01-01")},
			Utterance: "Do I take the tablets for me acid before brekkie?", Expect: "drug:esomeprazole"},
	})
}

// Side effects told as they are lived ("my feet are like balloons",
// "crazy dreams") after a drug told by "since the new one" or Irish "that
// yoke": the drug known to cause them; two such, both asked about.
func TestDev34LivedSideEffects(t *testing.T) {
	feet := []recordEntry{active("drug:metformin", "2019-01-01"), active("drug:nifedipine", "2026-09-20")}
	dreams := []recordEntry{active("drug:salbutamol", "2020-01-01"), active("drug:varenicline", "2026-10-01")}
	checkCases(t, []corpusCase{
		{ID: "since the new one, feet like balloons", Lang: "en", Record: feet, Utterance: "Since the new one my feet are like balloons come the evening.", Expect: "drug:nifedipine"},
		{ID: "that yoke, crazy dreams", Lang: "en", Record: dreams, Utterance: "Ever since I started on that yoke I've been having crazy dreams.", Expect: "drug:varenicline"},
		{ID: "near miss: two that cause the dreams", Lang: "en", Record: append(dreams, active("drug:propranolol", "2026-10-01")),
			Utterance: "Ever since I started on that yoke I've been having crazy dreams.", Expect: "unresolved", Candidates: []string{"drug:propranolol", "drug:varenicline"}},
		{ID: "near miss: since the new year", Lang: "en", Record: feet, Utterance: "Since the new year my feet are like balloons come the evening.", Expect: "unresolved", Candidates: []string{}},
	})
}

// A condition told by how it is lived or found: by the blood test that
// found it ("查尿酸查出来的那个") or by a cough that comes back every
// winter ("一到冬天就咳的老毛病"): the record's condition of that, two such
// asked about.
func TestDev34ConditionsLived(t *testing.T) {
	lipids := []recordEntry{active("cond:gout", "2026-03-01"), active("cond:osteoarthritis", "2020-01-01"), active("cond:hypertension", "2019-01-01")}
	cough := []recordEntry{active("cond:copd", "2018-01-01"), active("cond:hypertension", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "查尿酸查出来的那个", Lang: "zh", Record: lipids, Utterance: "单位体检查尿酸查出来的那个，是不是啤酒海鲜都不能碰了？", Expect: "cond:gout"},
		{ID: "一到冬天就咳的老毛病", Lang: "zh", Record: cough, Utterance: "我这个一到冬天就咳个不停的老毛病，要不要提前备点药？", Expect: "cond:copd"},
		{ID: "near miss: two of the airways", Lang: "zh", Record: append(cough, active("cond:asthma", "2010-01-01")),
			Utterance: "我这个一到冬天就咳个不停的老毛病，要不要提前备点药？", Expect: "unresolved", Candidates: []string{"cond:asthma", "cond:copd"}},
		{ID: "near miss: the test found nothing recorded", Lang: "zh", Record: []recordEntry{active("cond:osteoarthritis", "2020-01-01")},
			Utterance: "单位体检查尿酸查出来的那个，是不是啤酒海鲜都不能碰了？", Expect: "unresolved", Candidates: []string{}},
	})
}

// A condition told by what it is treated with ("the thing I take the
// allopurinol for", "吃别嘌醇的那个病", "the problem I get the inhalers for")
// is the record's condition those drugs are all given for; given for
// several, they are asked about.
func TestDev34TreatedBy(t *testing.T) {
	gout := []recordEntry{active("cond:gout", "2022-01-01"), active("drug:allopurinol", "2022-01-01"), active("cond:osteoarthritis", "2019-01-01"), active("drug:paracetamol", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the thing I take the allopurinol for", Lang: "en", Record: gout, Utterance: "The thing I take the allopurinol for, can it go to my knee?", Expect: "cond:gout"},
		{ID: "吃别嘌醇的那个病", Lang: "zh", Record: gout, Utterance: "我吃别嘌醇的那个病，能喝一点啤酒吗？", Expect: "cond:gout"},
		{ID: "near miss: the inhaler for two", Lang: "en", Utterance: "The thing I get the inhaler for, should I have the flu jab?",
			Record: []recordEntry{active("cond:asthma", "2005-01-01"), active("cond:copd", "2020-01-01"), active("drug:salbutamol", "2005-01-01")},
			Expect: "unresolved", Candidates: []string{"cond:asthma", "cond:copd"}},
		{ID: "near miss: the husband's tablets", Lang: "en", Record: gout, Utterance: "The thing my husband takes the allopurinol for, is it catching?", Expect: "unresolved", Candidates: []string{}},
	})
}

// A condition named as a time it happened (Cantonese 生蛇嗰阵, 得带状疱疹那
// 会儿, "that time I had shingles") is the record's fact of it, over or
// not; someone else's, or one the record lacks, is none; dating a drug,
// it leaves the drug the reference.
func TestDev34NamedEpisode(t *testing.T) {
	record := []recordEntry{resolved("cond:herpes_zoster", "2024-03-01", "2024-05-01"), active("cond:hypertension", "2016-01-01"), active("drug:amlodipine", "2016-01-01")}
	checkCases(t, []corpusCase{
		{ID: "生蛇嗰阵", Lang: "zh", Record: record, Utterance: "我前年生蛇嗰阵，痛到喊，而家仲会唔会再嚟过㗎？", Expect: "cond:herpes_zoster"},
		{ID: "得带状疱疹那会儿", Lang: "zh", Record: record, Utterance: "我得带状疱疹那会儿疼了小半年，这个会不会再犯？", Expect: "cond:herpes_zoster"},
		{ID: "that time I had shingles", Lang: "en", Record: record, Utterance: "That time I had shingles, could it come back now I'm run down?", Expect: "cond:herpes_zoster"},
		{ID: "near miss: mother's shingles", Lang: "zh", Record: record, Utterance: "我妈得带状疱疹那会儿疼得睡不着，会不会传染给我？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: not in the record", Lang: "en", Record: record[1:], Utterance: "That time I had shingles, could it come back now I'm run down?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: dating a drug", Lang: "zh", Record: append(record, stopped("drug:valacyclovir", "2024-03-01", "2024-03-10")),
			Utterance: "得带状疱疹那会儿吃的那个药，叫什么来着？", Expect: "drug:valacyclovir"},
	})
}
