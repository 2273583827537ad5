package coref_test

import "testing"

// A condition told by who looks after it: the skin man, the podiatrist,
// 内分泌科, 泌尿科. A specialty that follows two of the patient's
// conditions asks which; a clinic's "开的那个" stays a drug.
func TestSpecialtyTold(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the thing I see the skin man about is the psoriasis", Lang: "en",
			Record:    []recordEntry{active("cond:psoriasis", "2018-01-01"), active("cond:hypertension", "2015-01-01"), resolved("cond:gout", "2019-01-01", "2020-01-01")},
			Utterance: "The thing I see the skin man up at the hospital aboot, it's went daft again since the clocks went back.", Expect: "cond:psoriasis"},
		{ID: "the one the podiatrist keeps an eye on is the bunion", Lang: "en",
			Record:    []recordEntry{active("cond:bunion", "2020-01-01"), active("cond:hypothyroidism", "2016-01-01")},
			Utterance: "The one the podiatrist keeps an eye on, she reckons it's got a lot worse.", Expect: "cond:bunion"},
		{ID: "a clinic named before the one they keep tabs on, with two of its conditions, asks which", Lang: "en",
			Record:    []recordEntry{active("cond:lung_nodule", "2022-01-01"), active("cond:bronchiectasis", "2019-01-01"), active("cond:hypertension", "2015-01-01")},
			Utterance: "The chest clinic sent me a letter, um, about the one they keep tabs on over there, is that bad?", Expect: "unresolved",
			Candidates: []string{"cond:lung_nodule", "cond:bronchiectasis"}},
		{ID: "看内分泌科的那个 with diabetes and Hashimoto's asks which", Lang: "zh",
			Record:    []recordEntry{active("cond:type2_diabetes", "2015-01-01"), active("cond:hashimoto_thyroiditis", "2019-01-01"), active("cond:hypertension", "2015-01-01")},
			Utterance: "我下礼拜要去复查看内分泌科的那个，你帮我记一下要带哪些化验单。", Expect: "unresolved",
			Candidates: []string{"cond:type2_diabetes", "cond:hashimoto_thyroiditis"}},
		{ID: "泌尿科那边一直跟着的那个 is the prostate, not the stones that went", Lang: "zh",
			Record:    []recordEntry{active("cond:bph", "2019-01-01"), resolved("cond:kidney_stones", "2016-01-01", "2016-06-01"), active("cond:hyperlipidemia", "2018-01-01")},
			Utterance: "泌尿科那边一直跟着的那个，这回数儿比上回高了一点儿。", Expect: "cond:bph"},
		{ID: "near miss: no condition of the clinic's", Lang: "en",
			Record:    []recordEntry{active("cond:hypertension", "2015-01-01"), active("cond:type2_diabetes", "2015-01-01")},
			Utterance: "The thing I see the skin man about, is it catching?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 心内科的那个药 is a drug, not the hypertension", Lang: "zh",
			Record:    []recordEntry{active("cond:hypertension", "2015-01-01"), active("drug:amlodipine", "2020-01-01"), active("drug:metformin", "2018-01-01")},
			Utterance: "心内科的那个药，晚上吃行不行？", Expect: "drug:amlodipine"},
	})
}

// What a scan keeps watching is an incidental finding's: a nodule, an
// aneurysm, a stone. An X-ray counts once it is done again and again.
func TestScanWatched(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the one they do the sonogram on my belly for every year is the aneurysm", Lang: "en",
			Record:    []recordEntry{active("cond:aortic_aneurysm", "2021-01-01"), active("cond:hypertension", "2015-01-01"), active("cond:copd", "2018-01-01")},
			Utterance: "I got a letter for the one they do the sonogram on my belly for ever' year, make sure it ain't gettin' no bigger.", Expect: "cond:aortic_aneurysm"},
		{ID: "每年都要去拍片子看的那个 is the lung nodule", Lang: "zh",
			Record:    []recordEntry{active("cond:lung_nodule", "2022-01-01"), resolved("cond:pneumonia", "2020-01-01", "2020-02-01"), active("cond:hypertension", "2015-01-01")},
			Utterance: "每年都要去拍片子看的那个，今年我还没去拍呢。", Expect: "cond:lung_nodule"},
		{ID: "每半年去做B超盯着的那个 with two such findings asks which", Lang: "zh",
			Record:    []recordEntry{active("cond:thyroid_nodule", "2021-01-01"), active("cond:gallstones", "2020-01-01"), active("cond:hypertension", "2015-01-01")},
			Utterance: "出来了，每半年去做B超盯着的那个，这回报告上写的比上次大了一点点，要紧不？", Expect: "unresolved",
			Candidates: []string{"cond:thyroid_nodule", "cond:gallstones"}},
		{ID: "B超 is read whatever its case: 体检B超查出来的那个", Lang: "zh",
			Record:    []recordEntry{active("cond:thyroid_nodule", "2021-01-01"), active("cond:hypertension", "2015-01-01")},
			Utterance: "B超查出来的那个，要不要紧？", Expect: "cond:thyroid_nodule"},
		{ID: "near miss: an X-ray once is no watching", Lang: "zh",
			Record:    []recordEntry{active("cond:lung_nodule", "2022-01-01"), active("cond:hypertension", "2015-01-01")},
			Utterance: "上回拍片子的那个医生说没事。", Expect: "unresolved", Candidates: []string{}},
	})
}

// Where a cream or a wash goes is the condition, not the cream: "the one
// I been rubbin' that little tube of steroid cream on", "用那个药水洗头的
// 那个". A treatment given at a place tells the conditions of that place,
// not the patient's injected insulin.
func TestTreatedWhereItGoes(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the one I rub the steroid cream on is the eczema, not the cream", Lang: "en",
			Record:    []recordEntry{active("cond:atopic_dermatitis", "2010-01-01"), active("drug:desonide", "2020-01-01"), active("cond:allergic_rhinitis", "2015-01-01"), active("drug:cetirizine", "2015-01-01")},
			Utterance: "Well, the one I been rubbin' that little tube of steroid cream on since I was knee-high, it's been itchin' like the dickens.",
			Reference: "the one I been rubbin' that little tube of steroid cream on", Expect: "cond:atopic_dermatitis"},
		{ID: "用那个药水洗头的那个 is the seborrhoeic dermatitis", Lang: "zh",
			Record:    []recordEntry{active("cond:seborrheic_dermatitis", "2019-01-01"), active("drug:ketoconazole", "2019-01-01"), active("cond:gerd", "2018-01-01"), active("drug:pantoprazole", "2018-01-01")},
			Utterance: "有啦，就是要用那个药水洗头的那个啦，最近头皮又好痒。", Expect: "cond:seborrheic_dermatitis"},
		{ID: "the one they do the injections in the eye for asks between the eye's conditions, never the insulin", Lang: "en",
			Record: []recordEntry{active("cond:type2_diabetes", "2010-01-01"), active("cond:diabetic_retinopathy", "2021-01-01"), active("cond:macular_degeneration", "2022-01-01"),
				active("drug:insulin_glargine", "2019-01-01"), active("drug:metformin", "2010-01-01")},
			Utterance: "The injections. The one they do the injections in the eye for, you know, will it go worse in the meantime?",
			Reference: "The one they do the injections in the eye for", Expect: "unresolved", Candidates: []string{"cond:diabetic_retinopathy", "cond:macular_degeneration"}},
		{ID: "the one she goes to the hospital for the injections in the eye is the macular degeneration", Lang: "en",
			Record:    []recordEntry{active("cond:macular_degeneration", "2022-01-01"), resolved("cond:cataract", "2019-01-01", "2019-03-01"), active("cond:atrial_fibrillation", "2018-01-01"), active("drug:apixaban", "2018-01-01")},
			Utterance: "Mum's asking about the one she goes up to the hospital for the injections in the eye every eight weeks, does she stop her blood thinner?",
			Reference: "the one she goes up to the hospital for the injections in the eye", Expect: "cond:macular_degeneration"},
	})
}

// Stress said as what sets a condition off is its trigger, no sign of it.
func TestStressTriggers(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the one where it kicks off whenever work gets stressful is the IBS", Lang: "en",
			Record:    []recordEntry{active("cond:ibs", "2019-01-01"), active("cond:asthma", "2010-01-01"), active("drug:salbutamol", "2010-01-01")},
			Utterance: "It's the one where my stomach kicks off whenever work gets stressful. Should I cut out bread?", Expect: "cond:ibs"},
	})
}

// A condition told by a relative clause of what it does: only the verbs of
// a trouble that comes and goes open one; a drug's clause or a framing one
// tells no condition.
func TestDescribedByThatClause(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the one that's always worse when I lie flat asks between heart failure and reflux", Lang: "en",
			Record: []recordEntry{active("cond:heart_failure", "2020-01-01"), active("drug:furosemide", "2020-01-01"), active("cond:gerd", "2018-01-01"),
				active("drug:omeprazole", "2018-01-01"), active("cond:knee_osteoarthritis", "2016-01-01")},
			Utterance: "It's the one that's always worse when I lie flat, so I've been kipping in the armchair.", Expect: "unresolved",
			Candidates: []string{"cond:heart_failure", "cond:gerd"}},
		{ID: "the one that kicks off whenever work gets stressful is the IBS", Lang: "en",
			Record:    []recordEntry{active("cond:ibs", "2019-01-01"), active("cond:asthma", "2010-01-01"), active("drug:salbutamol", "2010-01-01")},
			Utterance: "Yeah, it's the one that kicks off whenever work gets stressful. We've got the audit.", Expect: "cond:ibs"},
		{ID: "near miss: the one that makes me drowsy is a drug's clause", Lang: "en",
			Record:    []recordEntry{active("cond:allergic_rhinitis", "2019-01-01"), active("drug:chlorphenamine", "2020-01-01"), active("cond:insomnia_disorder", "2018-01-01")},
			Utterance: "The one that makes me drowsy, can I take it before work?", Expect: "drug:chlorphenamine"},
		{ID: "near miss: the thing that worries me frames what follows", Lang: "en",
			Record:    []recordEntry{active("cond:angina", "2019-01-01"), active("cond:gerd", "2018-01-01")},
			Utterance: "The thing that worries me is whether I can still drive.", Expect: "unresolved", Candidates: []string{}},
	})
}

// "The other one", set against what was just said, is told by what
// follows it; said of a drug taken, or with nothing told after it, it
// tells no condition.
func TestTheOtherOneTold(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "另外那个 told by sneezing in the season is the hay fever, not the asthma just set aside", Lang: "zh",
			Record: []recordEntry{active("cond:asthma", "2012-04-01"), active("cond:allergic_rhinitis", "2008-03-15"), active("drug:budesonide_formoterol", "2012-04-01"),
				active("drug:loratadine", "2008-03-15")},
			Window:    []turn{patient("我自己啊，嗯，喘倒还好，吸的那个一直在用。")},
			Utterance: "主要是另外那个，一到换季，柳絮一飞，我就喷嚏一个接一个地打，清鼻涕哗哗地流，眼睛也痒得不行。", Expect: "cond:allergic_rhinitis"},
		{ID: "the other one, itchy and weepy in the creases, is the eczema", Lang: "en",
			Record:    []recordEntry{active("cond:eczema", "1990-05-01"), active("cond:asthma", "1996-03-12"), active("drug:salbutamol", "1996-03-12")},
			Window:    []turn{patient("The breathing's been fine.")},
			Utterance: "It's the other one, the itching in the creases of my elbows, all weepy. Is it the heating?", Expect: "cond:eczema"},
		{ID: "near miss: the other one asked of as a drug tells no condition", Lang: "en",
			Record:    []recordEntry{active("cond:asthma", "2010-01-01"), active("drug:salbutamol", "2010-01-01"), active("drug:montelukast", "2015-01-01")},
			Window:    []turn{patient("The blue inhaler's fine.")},
			Utterance: "And the other one, can I take it at night?", Expect: "unresolved", Candidates: []string{"drug:montelukast", "drug:salbutamol"}},
	})
}

// "I'm used to that" is being accustomed, no time gone by: a condition
// told in the same turn is not asked of as over.
func TestAccustomedIsNoPast(t *testing.T) {
	record := []recordEntry{active("cond:gout", "2020-04-11"), active("cond:knee_osteoarthritis", "2018-09-03"), active("drug:allopurinol", "2020-05-01")}
	checkCases(t, []corpusCase{
		{ID: "I'm used tae that leaves the big-toe thing current", Lang: "en", Record: record,
			Utterance: "The knees are the knees, stairs are murder but I'm used tae that. But see the thing where my big toe goes purple? I had it again Saturday.",
			Reference: "the thing where my big toe", Expect: "cond:gout"},
		{ID: "near miss: the one I used to have is over", Lang: "en",
			Record:    []recordEntry{resolved("cond:gout", "2015-01-01", "2018-01-01"), active("cond:knee_osteoarthritis", "2018-09-03")},
			Utterance: "The thing with my big toe I used to have, could it come back?", Expect: "cond:gout"},
	})
}

// A prescriber is read from the same specialty table as a condition's
// carer: "the heart man" narrows the drugs as "the cardiologist" does, and
// the gastroenterologist's drugs include what it gives for colitis.
func TestPrescriberFromSpecialtyTable(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the one the heart man started is the amlodipine, not the newer metformin", Lang: "en",
			Record:    []recordEntry{active("drug:amlodipine", "2026-09-01"), active("drug:metformin", "2026-10-01"), active("cond:hypertension", "2015-01-01")},
			Utterance: "That one the heart man started, can I take it at night instead?", Expect: "drug:amlodipine"},
		{ID: "the gastro's new one with mesalazine and azathioprine asks which", Lang: "en",
			Record: []recordEntry{active("drug:mesalazine", "2026-10-02"), active("drug:azathioprine", "2026-10-02"), active("cond:ulcerative_colitis", "2026-07-15"),
				active("drug:atorvastatin", "2019-11-01")},
			Utterance: "The new one the gastro started me on, is it alright with a few beers?", Expect: "unresolved",
			Candidates: []string{"drug:mesalazine", "drug:azathioprine"}},
		{ID: "near miss: the kidney doctor narrows no drug", Lang: "en",
			Record:    []recordEntry{active("drug:amlodipine", "2026-09-01"), active("drug:metformin", "2026-10-01")},
			Utterance: "The one the kidney doctor gave me, do I take it with food?", Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:metformin"}},
	})
}
