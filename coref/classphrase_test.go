package coref_test

import "testing"

// General rules of the dev17 round (session 27), each with sentences
// written for it (none from a corpus file): a case per rule fails without
// it, and the guards hold with it.
func TestClassStemAndRecencyAfterDeterminer(t *testing.T) {
	checkCases(t, []corpusCase{
		// A class stem and 的 after a determiner, closing its clause, is a
		// noun phrase of the class; the use verb before it defers to it.
		{ID: "我吃的那个抗凝的 is the patient's anticoagulant", Lang: "zh", Utterance: "我吃的那个抗凝的，拔牙前要停几天？",
			Record: []recordEntry{active("drug:rivaroxaban", "2025-01-01"), active("drug:amlodipine", "2018-01-01")}, Expect: "drug:rivaroxaban"},
		{ID: "a stem and 的 with no determiner is no reference", Lang: "zh", Utterance: "晚上抗凝的，要不要查凝血？",
			Record: []recordEntry{active("drug:rivaroxaban", "2025-01-01"), active("drug:amlodipine", "2018-01-01")}, Expect: "unresolved"},
		// A recency word before a determiner and a use verb asks for the
		// newest drug.
		{ID: "新开嗰支打嘅针 is the newest drug", Lang: "zh", Utterance: "新开嗰支打嘅针，要唔要放雪柜？",
			Record: []recordEntry{active("drug:insulin_glargine", "2026-10-01"), active("drug:liraglutide", "2024-01-01")}, Expect: "drug:insulin_glargine"},
		{ID: "嗰支打嘅针 with no recency word is either", Lang: "zh", Utterance: "嗰支打嘅针，要唔要放雪柜？",
			Record: []recordEntry{active("drug:insulin_glargine", "2026-10-01"), active("drug:liraglutide", "2024-01-01")},
			Expect: "unresolved", Candidates: []string{"drug:insulin_glargine", "drug:liraglutide"}},
	})
}

// A purpose said before a drug noun may be a symptom the matcher found
// ("the new cough syrup"): it is what the drug is for, not a complaint.
func TestPurposeSymptom(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the new pain patch is the newest painkiller patch", Lang: "en", Utterance: "The new pain patch, is it alright to shower with it on?",
			Record: []recordEntry{active("drug:buprenorphine", "2021-01-01"), active("drug:fentanyl", "2026-10-01"), active("drug:amlodipine", "2018-01-01")},
			Expect: "drug:fentanyl"},
		{ID: "my pain patch is either painkiller patch", Lang: "en", Utterance: "My pain patch, is it alright to shower with it on?",
			Record: []recordEntry{active("drug:buprenorphine", "2021-01-01"), active("drug:fentanyl", "2026-10-01"), active("drug:amlodipine", "2018-01-01")},
			Expect: "unresolved", Candidates: []string{"drug:buprenorphine", "drug:fentanyl"}},
	})
}

// "The pill" is the contraceptive alone, one drug when a relative clause
// says who gave or spoke of it.
func TestPillGivenBy(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the pill you gave me is the drug just given", Lang: "en",
			Window:    []turn{{Speaker: "clinician", Text: "I'm starting you on ramipril, one each morning."}},
			Utterance: "The pill you gave me, is it alright with grapefruit?",
			Record:    []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:ramipril"},
		{ID: "the pill alone is the contraceptive", Lang: "en", Utterance: "The pill, is it still safe with my migraines?",
			Record: []recordEntry{active("drug:desogestrel", "2024-01-01"), active("drug:sumatriptan", "2022-01-01")}, Expect: "drug:desogestrel"},
	})
}

// A drug noun with 's ("cream's nearly run out") ends a topic's drug
// phrase as the bare noun does.
func TestTopicDrugPossessive(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "my eczema cream's is the eczema drug", Lang: "en", Utterance: "My eczema cream's nearly run out, can I get more?",
			Record: []recordEntry{{Concept: "drug:hydrocortisone", Status: "active", Started: "2024-01-01"},
				{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:hydrocortisone"},
	})
}

// "吃的那个治<condition>的药": the purpose after the use verb is the
// phrase's, not "all I take".
func TestUseVerbBeforePurpose(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "吃的那个治痛风的药 is the gout drug", Lang: "zh", Utterance: "我平时吃的那个治痛风的药，过年能不能停几天？",
			Record: []recordEntry{{Concept: "drug:allopurinol", Status: "active", Started: "2022-01-01"},
				{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:allopurinol"},
	})
}

// "治<symptom>的药" is a drug for that symptom, one that treats the
// condition it is the sign of under the same code; the symptom is its
// purpose, no complaint.
func TestTreatsSymptom(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "治风疙瘩的药 is the drug for urticaria", Lang: "zh", Utterance: "我那个治风疙瘩的药，坐飞机能带上去吗？",
			Record: []recordEntry{{Concept: "drug:loratadine", Status: "active", Started: "2025-01-01"},
				{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:loratadine"},
	})
}

// "管小便的药" is a drug for passing water: the prostate's or the
// bladder's.
func TestForUrination(t *testing.T) {
	aml := recordEntry{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}
	checkCases(t, []corpusCase{
		{ID: "管小便的药 is the prostate drug", Lang: "zh", Utterance: "我那个管小便的药，饭前吃还是饭后吃？",
			Record: []recordEntry{{Concept: "drug:tamsulosin", Status: "active", Started: "2024-01-01"}, aml}, Expect: "drug:tamsulosin"},
		{ID: "管小便的药 is the bladder drug", Lang: "zh", Utterance: "我那个管小便的药，饭前吃还是饭后吃？",
			Record: []recordEntry{{Concept: "drug:solifenacin", Status: "active", Started: "2024-01-01"}, aml}, Expect: "drug:solifenacin"},
	})
}

// "抗过敏的药" is an antihistamine: 抗 before a condition makes it the
// drug's purpose, not a topic of allergy (which the steroid's indications
// would fit).
func TestAgainstAllergy(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "抗过敏嘅药 is the antihistamine", Lang: "zh", Utterance: "我嗰只抗过敏嘅药，日头食会唔会眼瞓？",
			Record: []recordEntry{{Concept: "drug:loratadine", Status: "active", Started: "2024-01-01"},
				{Concept: "drug:dexamethasone", Status: "active", Started: "2025-01-01"}}, Expect: "drug:loratadine"},
	})
}

// "my tablets for cholesterol": the purpose after "for" may be a lab the
// matcher found.
func TestForLabPurpose(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "my tablets for cholesterol are the lipid-lowering drug", Lang: "en", Utterance: "My tablets for cholesterol, can I have them with grapefruit?",
			Record: []recordEntry{{Concept: "drug:rosuvastatin", Status: "active", Started: "2024-01-01"}, {Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}},
			Expect: "drug:rosuvastatin"},
	})
}

// "管心跳的" slows or steadies the heart: not the anticoagulant given for
// the same atrial fibrillation.
func TestHeartRateAction(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "管心跳的 is the rate drug, not the anticoagulant", Lang: "zh", Utterance: "我那个管心跳的，早上吃还是晚上吃？",
			Record: []recordEntry{{Concept: "drug:metoprolol", Status: "active", Started: "2025-01-01"}, {Concept: "drug:apixaban", Status: "active", Started: "2025-01-01"},
				{Concept: "cond:atrial_fibrillation", Status: "active", Started: "2025-01-01"}},
			Expect: "drug:metoprolol"},
	})
}

// Hepatitis said without its kind covers the viral hepatitides: "my
// hepatitis tablets" are the hepatitis B antiviral.
func TestHepatitisUnspecified(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "my hepatitis tablets are the hepatitis B antiviral", Lang: "en", Utterance: "My hepatitis tablets, can I take them with a light breakfast?",
			Record: []recordEntry{{Concept: "drug:entecavir", Status: "active", Started: "2022-01-01"}, {Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}},
			Expect: "drug:entecavir"},
	})
}

// "Gastric" is the stomach in Singaporean and Malaysian English, and "my
// breathing medicine" is any drug for the airways (R03), tablet or
// inhaler: the one such drug, or all of them asked about.
func TestGastricAndBreathingMedicine(t *testing.T) {
	stomach := []recordEntry{active("drug:omeprazole", "2023-01-01"), active("drug:metformin", "2018-05-01")}
	airways := []recordEntry{active("drug:montelukast", "2022-01-01"), active("drug:budesonide_formoterol", "2020-01-01"), active("drug:amlodipine", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "my gastric medicine", Lang: "en", Utterance: "Doctor, my gastric medicine ah, can take with coffee or not?", Record: stomach, Expect: "drug:omeprazole"},
		{ID: "gastric said of a pain", Lang: "en", Utterance: "My gastric pain come back again after the durian.", Record: stomach, Expect: "unresolved", Candidates: []string{}},
		{ID: "my breathing medicine, two", Lang: "en", Utterance: "My breathing medicine, can I take it on the plane?", Record: airways,
			Expect: "unresolved", Candidates: []string{"drug:montelukast", "drug:budesonide_formoterol"}},
		{ID: "my breathing medicine, one", Lang: "en", Utterance: "My breathing medicine, can I take it on the plane?",
			Record: []recordEntry{active("drug:montelukast", "2022-01-01"), active("drug:amlodipine", "2019-01-01")}, Expect: "drug:montelukast"},
	})
}

// "The tablet for me waterworks" is for passing water: the prostate's or
// the bladder's drug, not the others; "the one for me" names no purpose.
func TestForTheWaterworks(t *testing.T) {
	record := []recordEntry{active("drug:tamsulosin", "2022-01-01"), active("drug:simvastatin", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the tablet for me waterworks", Lang: "en", Utterance: "That capsule for me waterworks, does it matter if I have it after me tea?", Record: record, Expect: "drug:tamsulosin"},
		{ID: "the one for my waterworks", Lang: "en", Utterance: "The one for my waterworks, should I stop it before the op?", Record: record, Expect: "drug:tamsulosin"},
		{ID: "near miss: waterworks with no such drug", Lang: "en", Utterance: "The tablets for my waterworks, where do I get more?", Record: []recordEntry{active("drug:simvastatin", "2020-01-01")},
			Expect: "unresolved", Candidates: []string{}},
	})
}

// A class word misspelt ("the new blood thiner", "my cholestral pills",
// "my inhailer") is that class where one class is close and nothing else
// is: a word of everyday English one letter off ("water bill") is none,
// and so is a typo of a class the patient has nothing of.
func TestTypoClass(t *testing.T) {
	thinners := []recordEntry{active("drug:clopidogrel", "2020-01-01"), active("drug:apixaban", "2026-09-15"), active("drug:ramipril", "2020-01-01"), active("drug:omeprazole", "2026-10-20"),
		active("cond:atrial_fibrillation", "2026-09-15"), active("cond:hypertension", "2020-01-01")}
	lipids := []recordEntry{active("drug:atorvastatin", "2021-03-01"), active("drug:amlodipine", "2021-03-01"), active("drug:metformin", "2021-03-01"),
		active("cond:hyperlipidemia", "2021-03-01"), active("cond:hypertension", "2021-03-01"), active("cond:type2_diabetes", "2021-03-01")}
	checkCases(t, []corpusCase{
		{ID: "the newest blood thinnr", Lang: "en", Record: thinners,
			Utterance: "The newest blood thinnr, can I take it with ibuprofen for my knee?", Expect: "drug:apixaban"},
		{ID: "my cholesteral pills", Lang: "en", Record: lipids,
			Utterance: "should i take my cholesteral pills at night or in the morning", Expect: "drug:atorvastatin"},
		{ID: "my inhailer", Lang: "en",
			Record:    []recordEntry{active("drug:salbutamol", "2019-01-01"), active("drug:amlodipine", "2019-01-01"), active("cond:asthma", "2019-01-01"), active("cond:hypertension", "2019-01-01")},
			Utterance: "my inhailer is running low, can the chemist give me one without a new script?", Expect: "drug:salbutamol"},
		{ID: "near miss: two blood thinners, no recency", Lang: "en", Record: thinners,
			Utterance: "my blood thiner, do I stop it before the dentist pulls a tooth?", Expect: "unresolved",
			Candidates: []string{"drug:clopidogrel", "drug:apixaban"}},
		{ID: "near miss: water bill is no water pill", Lang: "en",
			Record:    []recordEntry{active("drug:furosemide", "2022-01-01"), active("cond:heart_failure", "2022-01-01")},
			Utterance: "My water bill went up again, is it normal to be this thirsty?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: a misspelt class the patient has nothing of", Lang: "en", Record: lipids,
			Utterance: "is the inhailer they give for asthma safe for kids?", Expect: "unresolved", Candidates: []string{}},
	})
}

// A lay class name is said with any drug noun: "thyroid tablets" are the
// lexicon's "thyroid medicine", "stomach tablets" its "stomach pill", each
// the organ's own therapeutic group, not every drug given for one of its
// conditions (propranolol's racing heart in an overactive thyroid). A class
// of several groups is no organ's own: "heart tablet" stays read by the
// heart, dapagliflozin for heart failure with the rest. Two of the group
// stay both asked about; a relative's tablets are none of the patient's.
func TestClassNameWithAnotherNoun(t *testing.T) {
	thyroid := []recordEntry{active("cond:hyperthyroidism", "2026-05-01"), active("drug:carbimazole", "2026-05-10"), active("drug:propranolol", "2026-05-10")}
	hf := []recordEntry{active("drug:bisoprolol", "2024-03-01"), active("drug:sacubitril_valsartan", "2026-10-22"), active("drug:dapagliflozin", "2026-10-22"),
		active("cond:heart_failure", "2024-03-01")}
	checkCases(t, []corpusCase{
		{ID: "my thyroid tablets", Lang: "en", Record: thyroid,
			Utterance: "I've had a sore throat since yesterday - do I keep taking my thyroid tablets?", Expect: "drug:carbimazole"},
		{ID: "the thyroid meds", Lang: "en", Record: thyroid,
			Utterance: "Can the thyroid meds go with my morning coffee?", Expect: "drug:carbimazole"},
		{ID: "甲状腺的片子", Lang: "zh", Record: thyroid,
			Utterance: "我那个甲状腺的药片，跟早饭一起吃行不行？", Expect: "drug:carbimazole"},
		{ID: "near miss: two of the group", Lang: "en", Record: append([]recordEntry{active("drug:levothyroxine", "2026-06-01")}, thyroid...),
			Utterance: "do I keep taking my thyroid tablets while I'm ill?", Expect: "unresolved", Candidates: []string{"drug:carbimazole", "drug:levothyroxine"}},
		{ID: "the past one of the group", Lang: "en", Record: append([]recordEntry{stopped("drug:propylthiouracil", "2025-01-01", "2026-05-01")}, thyroid...),
			Utterance: "Those thyroid tablets I used to be on, were they the same as these?", Expect: "drug:propylthiouracil"},
		{ID: "near miss: a relative's thyroid tablets", Lang: "en", Record: thyroid,
			Utterance: "My mum's thyroid tablets, can they be crushed?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: the new heart tablet, a class of several groups", Lang: "en", Record: hf,
			Utterance: "The new heart tablet they started on the ward - is it alright with a glass of wine?", Expect: "unresolved",
			Candidates: []string{"drug:sacubitril_valsartan", "drug:dapagliflozin"}},
	})
}

// "我那个降尿酸的 嗯 降尿酸的那个": a transcript's pause and a filler after
// a determiner and a class stem with 的 close the phrase as a comma does;
// the class then chooses the drug.
func TestClassStemBeforePauseFiller(t *testing.T) {
	gout := []recordEntry{active("cond:gout", "2020-01-01"), active("drug:febuxostat", "2021-01-01"), active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	af := []recordEntry{active("cond:atrial_fibrillation", "2022-01-01"), active("drug:rivaroxaban", "2022-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev27-004: 我那个降尿酸的 嗯 is febuxostat", Lang: "zh", Record: gout, Reference: "我那个降尿酸的",
			Utterance: "我那个降尿酸的 嗯 降尿酸的那个 药房说最近没货了 能换个别的不", Expect: "drug:febuxostat"},
		{ID: "那个抗凝的 呃 is rivaroxaban", Lang: "zh", Record: af, Utterance: "那个抗凝的 呃 拔牙前要停几天", Expect: "drug:rivaroxaban"},
		{ID: "我那个降压的 啊 is amlodipine", Lang: "zh", Record: gout, Utterance: "我那个降压的 啊 早上忘了吃 下午补上行不行", Expect: "drug:amlodipine"},
		// Near miss: no determiner, "晚上睡觉的 嗯" is no drug phrase.
		{ID: "near miss: 晚上睡觉的 嗯 with no determiner is no reference", Lang: "zh",
			Record:    []recordEntry{active("drug:zolpidem", "2024-01-01"), active("drug:amlodipine", "2018-01-01")},
			Utterance: "晚上睡觉的 嗯 老是醒好几回", Expect: "unresolved"},
	})
}

// "Nerves" is anxiety and low mood alike, and a clause of taking may stand
// between a drug and its purpose: "the ones I had for my nerves before"
// is the stopped antidepressant (en-dev29-007: citalopram, not the stopped
// lansoprazole), "me nerve tablets" an antidepressant as much as an
// anxiolytic, and "the ones they gave me for my acid" the stomach drug.
// "anxiety tablets" stay the anxiolytics.
func TestNervesAndPurposeAfterTaking(t *testing.T) {
	record := []recordEntry{stopped("drug:citalopram", "2019-02-01", "2025-06-01"), active("drug:sertraline", "2025-06-01"),
		stopped("drug:lansoprazole", "2021-01-01", "2023-04-01"), active("drug:omeprazole", "2023-04-01")}
	onlySSRI := []recordEntry{active("drug:sertraline", "2025-06-01"), active("drug:amlodipine", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev29-007: the ones I had for my nerves before", Lang: "en", Record: record,
			Utterance: "right so, the ones I had for my nerves before, the little round ones, is it alright to take one", Expect: "drug:citalopram"},
		{ID: "the tablets I was on for my nerves", Lang: "en", Record: record,
			Utterance: "The tablets I used to take for my nerves, could I go back on them?", Expect: "drug:citalopram"},
		{ID: "me nerve tablets, an SSRI", Lang: "en", Record: onlySSRI,
			Utterance: "Me nerve tablets, can I have a drink on them?", Expect: "drug:sertraline"},
		{ID: "the ones they gave me for my acid", Lang: "en", Record: []recordEntry{active("drug:omeprazole", "2023-04-01"), active("drug:amlodipine", "2020-01-01")},
			Utterance: "the ones they gave me for my acid, do they go before food?", Expect: "drug:omeprazole"},
		{ID: "near miss: the ones I had for my holiday", Lang: "en", Record: []recordEntry{active("drug:omeprazole", "2023-04-01"), active("drug:amlodipine", "2020-01-01")},
			Utterance: "the ones I had for my holiday, were they any good?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: anxiety tablets are the anxiolytics", Lang: "en", Record: onlySSRI,
			Utterance: "My anxiety tablets, can I have a drink on them?", Expect: "unresolved", Candidates: []string{}},
	})
}

// "Nerve pills" are the anxiolytics first: the word widens to the
// antidepressants (TestNervesAndPurposeAfterTaking) only when no
// anxiolytic proper fits. "My nerve pills" with lorazepam and sertraline is
// the lorazepam (en-dev39-003: an SSRI is no nerve pill, though it is
// given for anxiety); with only the sertraline it is the sertraline, and
// two anxiolytics are still asked about.
func TestNervePillsAreTheAnxiolyticFirst(t *testing.T) {
	both := []recordEntry{active("drug:lorazepam", "2025-05-05"), active("drug:sertraline", "2024-04-04"), active("cond:anxiety_disorder", "2024-04-04")}
	onlySSRI := []recordEntry{active("drug:sertraline", "2024-04-04"), active("cond:anxiety_disorder", "2024-04-04")}
	twoProper := []recordEntry{active("drug:lorazepam", "2025-05-05"), active("drug:diazepam", "2025-05-05"), active("drug:sertraline", "2024-04-04")}
	checkCases(t, []corpusCase{
		{ID: "en-dev39-003: my nerve pills are the lorazepam, not the sertraline", Lang: "en", Record: both,
			Utterance: "My nerve pills — is it okay if I take one before my flight to see my grandbabies?", Expect: "drug:lorazepam"},
		{ID: "me nerve tablets are the lorazepam beside an SSRI", Lang: "en", Record: both,
			Utterance: "Me nerve tablets, can I have a drink on them?", Expect: "drug:lorazepam"},
		{ID: "near miss: with only the SSRI, the SSRI", Lang: "en", Record: onlySSRI,
			Utterance: "My nerve pills, is it okay if I take one before my flight?", Expect: "drug:sertraline"},
		{ID: "two anxiolytics proper are asked about, the SSRI not", Lang: "en", Record: twoProper,
			Utterance: "My nerve pills, is it okay if I take one before my flight?", Expect: "unresolved",
			Candidates: []string{"drug:lorazepam", "drug:diazepam"}},
	})
}
