package coref_test

import "testing"

// The dermatological groups' drugs "for systemic use" (D01B, D05B, D10B)
// are swallowed: terbinafine and isotretinoin are tablets and capsules,
// never creams. Read as the skin's, a complaint of "my tablets" that
// terbinafine explains as well as metformin went to metformin alone.
func TestDev39SwallowedDermatologicals(t *testing.T) {
	taste := []recordEntry{active("drug:metformin", "2018-02-01"), active("drug:terbinafine", "2026-08-20"), active("drug:amlodipine", "2016-05-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev24-023: metallic taste, metformin and terbinafine", Lang: "en", Record: taste,
			Utterance: "Everything tastes funny, sort of metallic. Could that be one of my tablets?", Expect: "unresolved",
			Candidates: []string{"drug:metformin", "drug:terbinafine"}},
		{ID: "zh: 嘴里一股铁锈味, both", Lang: "zh", Record: taste,
			Utterance: "最近嘴里有金属味，吃东西没滋味，是不是吃那个药片吃的？", Expect: "unresolved",
			Candidates: []string{"drug:metformin", "drug:terbinafine"}},
		{ID: "en: the nail tablets alone explain the taste", Lang: "en", Record: taste[1:],
			Utterance: "Everything tastes metallic lately. Is it one of my tablets?", Expect: "drug:terbinafine"},
		{ID: "zh: 异维A酸 capsules dry the mouth", Lang: "zh",
			Record:    []recordEntry{active("drug:isotretinoin", "2026-09-01"), active("drug:amlodipine", "2016-05-01")},
			Utterance: "吃了那个胶囊以后嘴巴干得要命，是它的问题吗？", Expect: "drug:isotretinoin"},
		{ID: "the cream is the gel, not the capsules", Lang: "en",
			Record:    []recordEntry{active("drug:isotretinoin", "2026-09-01"), active("drug:adapalene", "2026-06-01")},
			Utterance: "Since I started that cream my face is dry and flaky, is that the cream?", Expect: "drug:adapalene"},
		{ID: "near miss: nothing fitting the taste", Lang: "en",
			Record:    []recordEntry{active("drug:amlodipine", "2016-05-01"), active("drug:atorvastatin", "2019-05-01")},
			Utterance: "Everything tastes metallic lately. Is it one of my tablets?", Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:atorvastatin"}},
	})
}

// A carer speaking for the patient may name a drug of their own ("我自己…吃
// 的是阿仑膦酸钠", "I'm on sertraline myself"): a reference said of the
// patient in the third person ("我妈那个药", "the one you're starting him
// on") is never it, though it is the last drug named. Said by the patient
// of themselves, or of "it" beside someone's "his", the self-claimed drug
// stays a referent.
func TestDev39CarersOwnDrug(t *testing.T) {
	mum := []recordEntry{active("cond:osteoporosis", "2026-10-20"), active("drug:amlodipine", "2012-06-01")}
	dad := []recordEntry{active("cond:type2_diabetes", "2016-05-01"), active("drug:metformin", "2016-05-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev24-002: 我妈那个药 after the daughter's own", Lang: "zh", Record: mum,
			Window: []turn{clinician("老太太的骨密度结果出来了，骨头疏松得比较明显。给她开雷洛昔芬，一天一片。"),
				patient("好的。我自己前两年也查出来骨头有点疏松，吃的是阿仑膦酸钠，一个礼拜一片。"),
				assistant("明白，阿仑膦酸钠是您自己的药，不记在老太太的药单上。")},
			Utterance: "那我妈那个药，是得早上空腹吃，还是跟饭一块儿吃都行？", Expect: "drug:raloxifene"},
		{ID: "zh: 我爸那个药 after the son's own", Lang: "zh", Record: dad,
			Window: []turn{clinician("血糖控制得不错，再加个阿卡波糖，跟饭一块儿嚼。"),
				patient("行。我自己也在吃辛伐他汀，晚上一片。")},
			Utterance: "那我爸那个药，出门在外忘了一顿咋办？", Expect: "drug:acarbose"},
		{ID: "en: does she take it, after the husband's own", Lang: "en", Record: mum,
			Window: []turn{clinician("Her scan shows quite marked thinning, so I'm going to prescribe risedronate once a week."),
				patient("Right. I'm on omeprazole myself, for what it's worth.")},
			Utterance: "And that one, does she take it before breakfast?", Expect: "drug:risedronate"},
		{ID: "near miss: the patient's own, said of themselves", Lang: "en", Record: dad,
			Window:    []turn{patient("My husband's on warfarin. I'm on sertraline myself.")},
			Utterance: "Can I take it with grapefruit juice?", Expect: "drug:sertraline"},
		{ID: "near miss: the speaker's own beside a relative's possessive", Lang: "en", Record: dad,
			Window:    []turn{patient("My husband's on warfarin. I'm on sertraline myself.")},
			Utterance: "Is it alright to take it with his?", Expect: "drug:sertraline"},
		{ID: "near miss: two named for him", Lang: "en", Record: dad,
			Window: []turn{clinician("I'll give him gliclazide and sitagliptin, one each in the morning."),
				patient("I take atorvastatin myself.")},
			Utterance: "And that one, does he take it with food?", Expect: "unresolved",
			Candidates: []string{"drug:gliclazide", "drug:sitagliptin"}},
		{ID: "near miss: only the daughter's own named, her record's two", Lang: "zh", Record: append([]recordEntry{active("drug:calcitriol", "2026-10-20")}, mum...),
			Window:    []turn{patient("我自己在吃阿仑膦酸钠，一个礼拜一片。")},
			Utterance: "那我妈那个药，是饭前吃还是饭后吃？", Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:calcitriol"}},
	})
}

// A throat gone 哑 is a hoarse voice, not a sore throat: "嗓子一直是哑的"
// after an inhaled steroid picks it among the inhalers, as "hoarse" does.
// Two drugs known for it are both asked about; a sore throat is still one.
func TestDev39HoarseThroat(t *testing.T) {
	asthma := []recordEntry{active("cond:asthma", "2015-09-01"), active("drug:salbutamol", "2015-09-01"), active("drug:fluticasone", "2026-06-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev24-024: 嗓子一直是哑的", Lang: "zh", Record: asthma,
			Utterance: "用了那个喷的药以后，嗓子一直是哑的嘛，话都说不出来，咋个回事哦？", Expect: "drug:fluticasone"},
		{ID: "zh: 喉咙老是发哑", Lang: "zh", Record: asthma,
			Utterance: "吸了那个药以后喉咙老是发哑，是不是它弄的？", Expect: "drug:fluticasone"},
		{ID: "en: gone all hoarse", Lang: "en", Record: asthma,
			Utterance: "Since I started on that inhaler my voice has gone all hoarse, is that normal?", Expect: "drug:fluticasone"},
		{ID: "near miss: two inhaled steroids", Lang: "zh", Record: append([]recordEntry{active("drug:budesonide", "2026-06-01")}, asthma...),
			Utterance: "用了那个喷的药以后，嗓子一直是哑的，咋回事？", Expect: "unresolved",
			Candidates: []string{"drug:fluticasone", "drug:budesonide"}},
	})
}
