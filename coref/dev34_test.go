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
