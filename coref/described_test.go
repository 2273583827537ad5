package coref_test

import "testing"

// A condition told by what it does to the patient, not by its name, is the
// recorded condition whose typical signs (ontology's condition_signs.csv)
// the turn describes: one that alone shows them is meant, two that show
// them are asked about, and signs no recorded condition shows leave the
// turn as it was read before. Another person's signs, and signs the turn
// only asks about, are no description.
func TestConditionToldBySigns(t *testing.T) {
	htn := active("cond:hypertension", "2018-01-01")
	checkCases(t, []corpusCase{
		{ID: "winter, dry flaking legs, itching at night: the eczema", Lang: "zh",
			Utterance: "我那个一到冬天就犯的毛病又来了，腿上干得起皮，晚上痒得睡不着。",
			Record:    []recordEntry{active("cond:eczema", "2015-01-01"), htn, active("cond:hyperlipidemia", "2020-01-01")},
			Expect:    "cond:eczema"},
		{ID: "burning chest lying down, sour fluid rising: the reflux", Lang: "zh",
			Utterance: "就是那个 一躺下胸口就烧 嗓子眼儿往上冒酸水的那个 是不是又重了 要不要做个胃镜",
			Record:    []recordEntry{active("cond:gerd", "2022-01-01"), active("cond:gallstones", "2021-01-01"), htn},
			Expect:    "cond:gerd"},
		{ID: "joints that blow up after a prawn curry: the gout, not the rheumatoid arthritis", Lang: "en",
			Utterance: "The one where my joints blow up after a prawn curry, is it the beer as well?",
			Record:    []recordEntry{active("cond:rheumatoid_arthritis", "2019-01-01"), active("cond:gout", "2021-01-01")},
			Expect:    "cond:gout"},
		{ID: "itchy lumps after seafood: the urticaria, though seafood sets off the gout too", Lang: "zh",
			Utterance: "我那个一吃海鲜就浑身起疙瘩、痒得睡不着的毛病，过年前能不能先吃点药防着？",
			Record:    []recordEntry{active("cond:urticaria", "2023-01-01"), active("cond:gout", "2020-01-01")},
			Expect:    "cond:urticaria"},
		{ID: "itchy eyes at the change of season: the allergy, not the dry eye", Lang: "zh",
			Utterance: "一到换季就犯的那个，眼睛痒得直想揉，还老淌眼泪，今年又来了。",
			Record:    []recordEntry{active("cond:allergic_conjunctivitis", "2019-01-01"), active("cond:dry_eye", "2022-01-01"), htn},
			Expect:    "cond:allergic_conjunctivitis"},
		{ID: "a tight chest and breathlessness when upset fit the angina and the panic disorder", Lang: "zh",
			Utterance: "我那个一着急上火就发作的毛病，胸口发紧、喘不上气，这礼拜又犯了两回。",
			Record:    []recordEntry{active("cond:angina", "2021-01-01"), active("cond:panic_disorder", "2022-01-01")},
			Expect:    "unresolved", Candidates: []string{"cond:angina", "cond:panic_disorder"}},
		{ID: "the sugar in a pregnancy, gone after the birth: the gestational diabetes", Lang: "en",
			Window:    []turn{patient("so um I'm pregnant again eleven weeks")},
			Utterance: "and the thing I had last time with Maisie with the sugar that went after she was born does that mean I'll get it again",
			Record: []recordEntry{resolved("cond:gestational_diabetes", "2023-03-01", "2023-09-01"), active("cond:hypothyroidism", "2018-01-01"),
				active("drug:levothyroxine", "2018-01-01")},
			Expect: "cond:gestational_diabetes"},
		{ID: "itchy lumps are the urticaria's, itching the dermatitis's too: both asked about", Lang: "zh",
			Utterance: "我那个一吃海鲜就浑身起疙瘩、痒得睡不着的毛病，过年前能不能先吃点药防着？",
			Record:    []recordEntry{active("cond:urticaria", "2023-01-01"), active("cond:contact_dermatitis", "2020-01-01")},
			Expect:    "unresolved", Candidates: []string{"cond:urticaria", "cond:contact_dermatitis"}},
		{ID: "a daughter speaking for her mother: Mum's memory thing is the dementia", Lang: "en",
			Window:    []turn{patient("Sorry we missed last month. I suffer with migraine myself and I was flat out with one."), assistant("Sorry to hear that. I'll note the migraine under your name, not your mum's.")},
			Utterance: "Mum's memory thing, will it just keep getting worse from here?",
			Record:    []recordEntry{active("cond:vascular_dementia", "2024-01-01"), resolved("cond:tia", "2022-01-01", "2022-02-01"), active("cond:atrial_fibrillation", "2021-01-01")},
			Expect:    "cond:vascular_dementia"},
		{ID: "我妈那记性的毛病, a daughter speaking for her mother: the Alzheimer disease", Lang: "zh",
			Window:    []turn{patient("我是她女儿，替我妈问一下。")},
			Utterance: "我妈那记性的毛病，是不是得一年比一年重啊？",
			Record:    []recordEntry{active("cond:alzheimer_disease", "2024-01-01"), active("cond:hypothyroidism", "2018-01-01")},
			Expect:    "cond:alzheimer_disease"},
		{ID: "the patient's mother's memory is none of the patient's conditions", Lang: "zh",
			Utterance: "我妈那记性的毛病，会不会遗传给我？",
			Record:    []recordEntry{active("cond:alzheimer_disease", "2024-01-01"), active("cond:hypothyroidism", "2018-01-01")},
			Expect:    "unresolved", Candidates: []string{}},
		{ID: "a husband's winter trouble is his", Lang: "zh",
			Utterance: "我老伴儿那个一到冬天就犯的毛病，又咳上了。",
			Record:    []recordEntry{active("cond:copd", "2020-01-01"), active("cond:hypertension", "2015-01-01")},
			Expect:    "unresolved", Candidates: []string{}},
		{ID: "the thing where my husband wheezes is his", Lang: "en",
			Utterance: "The thing where my husband gets wheezy every winter, is that catching?",
			Record:    []recordEntry{active("cond:copd", "2020-01-01"), active("cond:hypertension", "2015-01-01")},
			Expect:    "unresolved", Candidates: []string{}},
		{ID: "the window's new diagnosis is ranked with the record's", Lang: "en",
			Window:    []turn{clinician("The scan shows gallstones. We'll refer you to the surgeons.")},
			Utterance: "Right, and the thing where I get tummy pain after a big meal, is that the same thing?",
			Record:    []recordEntry{active("cond:gerd", "2022-01-01"), active("cond:hypertension", "2015-01-01")},
			Expect:    "cond:gallstones"},
		{ID: "an eye streaming on one side: his cluster headache, not the wife's migraine", Lang: "en",
			Window: []turn{patient("The wife's migraine has been bad this month, she's been in a dark room half the week."),
				assistant("I'm sorry to hear that. I hope she's been able to see her GP.")},
			Utterance: "Aye. But mine — the one where my eye streams on one side and I'm pacing the kitchen at two in the morning — does it always come back around this time of year?",
			Reference: "the one where my eye streams on one side",
			Record:    []recordEntry{active("cond:cluster_headache", "2019-01-01"), htn, active("drug:amlodipine", "2019-01-01")},
			Expect:    "cond:cluster_headache"},
		{ID: "a streaming eye is the allergy's too: both asked about", Lang: "en",
			Utterance: "The one where my eye streams, is there anything stronger?",
			Record:    []recordEntry{active("cond:cluster_headache", "2019-01-01"), active("cond:allergic_conjunctivitis", "2020-01-01")},
			Expect:    "unresolved", Candidates: []string{"cond:cluster_headache", "cond:allergic_conjunctivitis"}},
		// Near misses: read as before.
		{ID: "near miss: signs no recorded condition shows are no reference", Lang: "zh",
			Utterance: "我那个一到冬天就犯的毛病又来了，腿上干得起皮，晚上痒得睡不着。",
			Record:    []recordEntry{htn, active("cond:hyperlipidemia", "2020-01-01")},
			Expect:    "unresolved", Candidates: []string{}},
		{ID: "the husband's cough is no sign of the patient's: the winter alone fits both", Lang: "zh",
			Utterance: "我那个一到冬天就犯的毛病，我老伴儿说他也老咳嗽。",
			Record:    []recordEntry{active("cond:copd", "2020-01-01"), active("cond:eczema", "2015-01-01")},
			Expect:    "unresolved", Candidates: []string{"cond:copd", "cond:eczema"}},
		{ID: "a headache asked about is no sign described: the winter picks the eczema, not the migraine", Lang: "zh",
			Utterance: "我那个一到冬天就犯的毛病，会不会引起头疼？",
			Record:    []recordEntry{active("cond:eczema", "2015-01-01"), active("cond:migraine", "2019-01-01")},
			Expect:    "cond:eczema"},
		{ID: "near miss: a drug told by its purpose lends no signs to a condition", Lang: "zh",
			Utterance: "治痛风的那个，是不是一吃海鲜关节就肿也得接着吃？",
			Record:    []recordEntry{active("drug:febuxostat", "2021-01-01"), active("cond:gout", "2021-01-01"), active("cond:urticaria", "2023-01-01")},
			Expect:    "drug:febuxostat"},
		{ID: "near miss: the one when I feel dizzy, taken, is the drug", Lang: "en",
			Utterance: "The one when I feel dizzy, can I take two of them?",
			Record:    []recordEntry{active("cond:bppv", "2024-01-01"), active("drug:betahistine", "2024-01-01"), active("cond:hypertension", "2015-01-01")},
			Expect:    "drug:betahistine"},
		{ID: "near miss: 头疼的时候吃一片的那个 is no condition", Lang: "zh",
			Utterance: "头疼的时候吃一片的那个，能不能吃两片？",
			Record:    []recordEntry{active("cond:migraine", "2020-01-01"), active("drug:sumatriptan", "2020-01-01"), active("cond:hypertension", "2015-01-01")},
			Expect:    "unresolved", Candidates: []string{}},
		{ID: "near miss: 心慌手抖的那个毛病 is still the overactive thyroid", Lang: "zh", Utterance: "我心慌手抖的那个毛病，最近好像又犯了。",
			Record: []recordEntry{active("cond:hyperthyroidism", "2024-01-01"), active("cond:type2_diabetes", "2018-01-01")}, Expect: "cond:hyperthyroidism"},
		{ID: "near miss: the winter cough named by its sign is still the chronic bronchitis", Lang: "zh", Utterance: "我那个一到冬天就咳的老毛病，今年还没犯。",
			Record: []recordEntry{active("cond:chronic_bronchitis", "2016-01-01"), active("cond:allergic_rhinitis", "2019-01-01")}, Expect: "cond:chronic_bronchitis"},
	})
}

// A season said with its year dates the condition ("前年冬天住院那回得的
// 那个病"), it does not set it off; and a growth dates it ("去年…长的那个").
func TestSeasonOfAYearDates(t *testing.T) {
	lungs := []recordEntry{{Concept: "cond:pneumonia", Status: "resolved", Started: "2024-12-26", Ended: "2025-01-12"},
		{Concept: "cond:copd", Status: "active", Started: "2019-01-01"},
		{Concept: "cond:acute_bronchitis", Status: "resolved", Started: "2022-03-01", Ended: "2022-03-20"}}
	legs := []recordEntry{{Concept: "cond:deep_vein_thrombosis", Status: "resolved", Started: "2025-06-20", Ended: "2025-12-20"},
		{Concept: "cond:varicose_veins", Status: "active", Started: "2016-05-01"}}
	checkCases(t, []corpusCase{
		{ID: "前年冬天 is when, not the winter that sets COPD off", Lang: "zh", Record: lungs,
			Utterance: "前年冬天住院那回得的那个病，今年冬天会不会又犯哪？", Expect: "cond:pneumonia"},
		{ID: "去年…腿肚子里长的那个 is last year's clot", Lang: "zh", Record: legs,
			Utterance: "去年换完膝盖以后腿肚子里长的那个血块，我要坐飞机，要不要紧？", Expect: "cond:deep_vein_thrombosis"},
	})
}

// A spell of illness is told as a condition is ("that funny turn after my
// hip operation, when I went all confused"): the record's condition its
// signs are typical of, not the operation's fracture nor the memory
// trouble that came later; a turn with no word of illness is none.
func TestASpellToldByWhatItDid(t *testing.T) {
	record := []recordEntry{{Concept: "cond:delirium", Status: "resolved", Started: "2025-03-05", Ended: "2025-03-12"},
		{Concept: "cond:hip_fracture", Status: "resolved", Started: "2025-03-03", Ended: "2025-06-30"},
		{Concept: "cond:mild_cognitive_impairment", Status: "active", Started: "2026-02-01"}}
	checkCases(t, []corpusCase{
		{ID: "a funny turn when I went all confused is the delirium", Lang: "en", Record: record,
			Utterance: "That funny turn after my hip operation, when I went all confused and didn't know where I was, will it happen again?",
			Expect:    "cond:delirium"},
		{ID: "near miss: the turn off the motorway", Lang: "en", Record: record,
			Utterance: "That turn off the motorway, when I went all confused, is it safe for me to drive?", Expect: "unresolved"},
	})
}
