package coref_test

import "testing"

// Session 34's conditions round: a broad lay word for a family of
// conditions ("血糖高", "the sugar", "dodgy ticker") said as the patient's
// trouble stands for the record's one condition of that family (type 2
// diabetes, gestational diabetes in pregnancy, angina). Two of the family
// recorded stay unresolved with both; a relative's trouble and a family
// the record lacks point at nothing.
func TestDev41FamilyWord(t *testing.T) {
	t2 := []recordEntry{active("drug:metformin", "2024-03-01"), active("cond:type2_diabetes", "2024-03-01"),
		resolved("cond:gestational_diabetes", "2016-06-01", "2016-12-01")}
	pregnant := []recordEntry{active("cond:pregnancy", "2026-04-01"), active("cond:gestational_diabetes", "2026-08-01"),
		active("cond:hypothyroidism", "2018-03-01"), active("drug:levothyroxine", "2018-03-01")}
	heart := []recordEntry{active("cond:angina", "2023-03-01"), active("drug:isosorbide_mononitrate", "2023-03-01"),
		active("cond:hypertension", "2018-01-01")}
	twoHearts := []recordEntry{active("cond:angina", "2023-03-01"), active("cond:mitral_regurgitation", "2024-10-01"),
		active("drug:isosorbide_mononitrate", "2023-03-01")}
	bpOnly := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev3-041: 我这血糖高的毛病, type 2 diabetes", Lang: "zh", Record: t2,
			Utterance: "我这血糖高的毛病，往后要是控制得好，能不能把药停了？", Expect: "cond:type2_diabetes"},
		{ID: "zh: 我这个血糖高的老毛病", Lang: "zh", Record: t2,
			Utterance: "我这个血糖高的老毛病，能吃西瓜吗？", Expect: "cond:type2_diabetes"},
		{ID: "en: my high sugar problem", Lang: "en", Record: t2,
			Utterance: "Is my high sugar problem going to affect my eyes?", Expect: "cond:type2_diabetes"},
		{ID: "en-dev24-033: the sugar thing in pregnancy", Lang: "en", Record: pregnant,
			Utterance: "Will the sugar thing go away once the baby's here, or am I stuck with it?", Expect: "cond:gestational_diabetes"},
		{ID: "zh: 血糖的毛病 in pregnancy", Lang: "zh", Record: pregnant,
			Utterance: "我这血糖的毛病，生完孩子能好吗？", Expect: "cond:gestational_diabetes"},
		{ID: "en-dev9-036: me dodgy ticker, two heart conditions", Lang: "en", Record: twoHearts,
			Utterance: "Will me dodgy ticker be a problem on the long haul to London? Twenty-odd hours is a fair whack.",
			Expect:    "unresolved", Candidates: []string{"cond:angina", "cond:mitral_regurgitation"}},
		{ID: "en: me dodgy ticker, angina alone", Lang: "en", Record: heart,
			Utterance: "Will me dodgy ticker stop me flying?", Expect: "cond:angina"},
		{ID: "near miss: 我妈血糖高的毛病 is the mother's", Lang: "zh", Record: t2,
			Utterance: "我妈血糖高的毛病，会不会传给我？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: my sugar's high today is a reading", Lang: "en", Record: t2,
			Utterance: "My sugar's high today, should I take more?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 血糖高的毛病 with no sugar condition recorded", Lang: "zh", Record: bpOnly,
			Utterance: "我这血糖高的毛病，要不要紧？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: me dodgy ticker with no heart condition", Lang: "en", Record: bpOnly,
			Utterance: "Will me dodgy ticker stop me flying?", Expect: "unresolved", Candidates: []string{}},
	})
}

// A place of the patient's own ("我那腿", "俺这胳膊") described by a list of
// signs before 的毛病 is a condition the lexicon places there: each sign of
// the list may run as long as one description. Two conditions there stay
// unresolved; a relative's leg and a place with nothing recorded point at
// nothing.
func TestDev41OwnPlaceDescribed(t *testing.T) {
	rls := []recordEntry{active("cond:restless_legs", "2025-02-01"), active("cond:hypertension", "2016-06-01"),
		active("drug:amlodipine", "2016-06-01")}
	twoLegs := []recordEntry{active("cond:restless_legs", "2025-02-01"), active("cond:varicose_veins", "2021-03-01")}
	bpOnly := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev8-033: 我那腿一到晚上就不得劲儿、老想动弹的毛病", Lang: "zh", Record: rls,
			Utterance: "我那腿一到晚上就不得劲儿、老想动弹的毛病，睡前用热水泡泡脚管用不？", Expect: "cond:restless_legs"},
		{ID: "zh: 我这腿晚上躺下就发酸、老得蹬两下的毛病", Lang: "zh", Record: rls,
			Utterance: "我这腿晚上躺下就发酸、老得蹬两下的毛病，能喝点酒吗？", Expect: "cond:restless_legs"},
		{ID: "near miss: two leg conditions", Lang: "zh", Record: twoLegs,
			Utterance: "我那腿一到晚上就不得劲儿、老想动弹的毛病，睡前用热水泡泡脚管用不？", Expect: "unresolved",
			Candidates: []string{"cond:restless_legs", "cond:varicose_veins"}},
		{ID: "near miss: 我妈那腿 is the mother's", Lang: "zh", Record: rls,
			Utterance: "我妈那腿一到晚上就不得劲儿、老想动弹的毛病，泡脚管用不？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing recorded at the leg", Lang: "zh", Record: bpOnly,
			Utterance: "我那腿一到晚上就不得劲儿、老想动弹的毛病，睡前用热水泡泡脚管用不？", Expect: "unresolved", Candidates: []string{}},
	})
}

// Patches of a colour said as a trouble ("my white patches problem", "the
// red patches thing") are marks of the skin, not a drug's patches: the
// record's skin condition. Two skin conditions stay unresolved; a
// relative's patches and a record with no skin condition point at nothing;
// patches said without a trouble noun are still the drug.
func TestDev41SkinPatches(t *testing.T) {
	vitiligo := []recordEntry{active("cond:vitiligo", "2019-05-01"), active("cond:hypothyroidism", "2017-02-01"),
		active("drug:levothyroxine", "2017-02-01")}
	psoriasis := []recordEntry{active("cond:psoriasis", "2019-05-01"), active("cond:hypertension", "2017-02-01")}
	twoSkin := []recordEntry{active("cond:vitiligo", "2019-05-01"), active("cond:psoriasis", "2020-05-01")}
	bpOnly := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev8-035: my white patches problem", Lang: "en", Record: vitiligo,
			Utterance: "Doctor, my white patches problem, it is spreading to my hands now. It can spread to whole body?", Expect: "cond:vitiligo"},
		{ID: "en: the red patches thing", Lang: "en", Record: psoriasis,
			Utterance: "The red patches thing is worse since winter, can I use more cream?", Expect: "cond:psoriasis"},
		{ID: "near miss: white patches problem, two skin conditions", Lang: "en", Record: twoSkin,
			Utterance: "My white patches problem is spreading, what can I do?", Expect: "unresolved",
			Candidates: []string{"cond:psoriasis", "cond:vitiligo"}},
		{ID: "near miss: nothing of the skin recorded", Lang: "en", Record: bpOnly,
			Utterance: "My white patches problem is spreading, what can I do?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: my son's white patches problem", Lang: "en", Record: vitiligo,
			Utterance: "My son's white patches problem is spreading, is it catching?", Expect: "unresolved", Candidates: []string{}},
	})
}

// A one-character body site inside a longer word is no place of its own:
// 骨头 is no 头, 后脑勺 no 脑. 骨头 is the bones and joints, which the
// lexicon has no site for: "骨头上的毛病" is the record's condition of them,
// two of them unresolved with both; the mother's is none of the patient's.
func TestDev41SiteInsideWord(t *testing.T) {
	bones := []recordEntry{active("drug:calcium_carbonate", "2024-01-01"), active("drug:celecoxib", "2024-01-01"),
		active("drug:amlodipine", "2018-01-01"), active("cond:osteoporosis", "2024-01-01"),
		active("cond:knee_osteoarthritis", "2023-01-01"), active("cond:hypertension", "2018-01-01")}
	oneBone := []recordEntry{active("cond:osteoporosis", "2024-01-01"), active("cond:hypertension", "2018-01-01"),
		active("cond:migraine", "2018-01-01")}
	bpOnly := []recordEntry{active("cond:hypertension", "2018-01-01"), active("cond:migraine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev3-045: 俺这骨头上的毛病, two of the bones", Lang: "zh", Record: bones,
			Utterance: "俺这骨头上的毛病，天一冷就加重，是不是得多晒晒太阳？", Expect: "unresolved",
			Candidates: []string{"cond:knee_osteoarthritis", "cond:osteoporosis"}},
		{ID: "zh: 我这骨头的毛病, osteoporosis alone, migraine at the head", Lang: "zh", Record: oneBone,
			Utterance: "我这骨头的毛病，能喝咖啡吗？", Expect: "cond:osteoporosis"},
		{ID: "near miss: 我妈骨头上的毛病", Lang: "zh", Record: oneBone,
			Utterance: "我妈骨头上的毛病，会不会遗传给我？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 骨头上的毛病 with nothing of the bones, migraine at the head", Lang: "zh", Record: bpOnly,
			Utterance: "我这骨头上的毛病，天一冷就加重。", Expect: "unresolved", Candidates: []string{}},
	})
}

// A body site of the patient's said in the state it is in ("with my chest
// the way it is", "我这膝盖这个样子") is the record's condition there; two
// conditions there stay unresolved, a wife's chest and a chest with nothing
// recorded point at nothing.
func TestDev41SiteAsItIs(t *testing.T) {
	asthma := []recordEntry{active("drug:beclometasone", "2015-01-01"), active("drug:salbutamol", "2015-01-01"),
		active("drug:amlodipine", "2022-01-01"), active("cond:asthma", "2015-01-01"), active("cond:hypertension", "2022-01-01")}
	twoChest := []recordEntry{active("cond:asthma", "2015-01-01"), active("cond:angina", "2022-01-01")}
	knee := []recordEntry{active("cond:knee_osteoarthritis", "2020-01-01"), active("cond:hypertension", "2018-01-01")}
	bpOnly := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev3-043: with my chest the way it is", Lang: "en", Record: asthma,
			Utterance: "With my chest the way it is, should I be having the flu jab this year?", Expect: "cond:asthma"},
		{ID: "en: me knee being what it is", Lang: "en", Record: knee,
			Utterance: "With me knee being what it is, can I still do the charity walk?", Expect: "cond:knee_osteoarthritis"},
		{ID: "zh: 我这膝盖这个样子", Lang: "zh", Record: knee,
			Utterance: "我这膝盖这个样子，还能去爬山吗？", Expect: "cond:knee_osteoarthritis"},
		{ID: "near miss: my chest the way it is, asthma and angina", Lang: "en", Record: twoChest,
			Utterance: "With my chest the way it is, should I be having the flu jab this year?", Expect: "unresolved",
			Candidates: []string{"cond:angina", "cond:asthma"}},
		{ID: "near miss: the wife's chest the way it is", Lang: "en", Record: asthma,
			Utterance: "With the wife's chest the way it is, should she be having the flu jab?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: my chest the way it is, nothing there recorded", Lang: "en", Record: bpOnly,
			Utterance: "With my chest the way it is, should I be having the flu jab this year?", Expect: "unresolved", Candidates: []string{}},
	})
}
