package coref_test

import "testing"

// A drug a clinician only considers for later ("再考虑上阿托伐他汀", "We
// could think about HRT down the line, estradiol patches say") is no drug
// the patient takes: a reference that claims one taken now ("我现在吃的那个
// 降血脂的药", "my patches") does not point at it, and with nothing of the
// kind in the record points at nothing. A drug the clinician starts today
// stays the referent.
func TestConsideredForLater(t *testing.T) {
	bpOnly := []recordEntry{active("cond:hyperlipidemia", "2026-10-20"), active("cond:hypertension", "2019-05-01"),
		active("drug:valsartan", "2019-05-01")}
	thyroid := []recordEntry{active("cond:menopause", "2026-03-01"), active("cond:hypothyroidism", "2014-07-01"),
		active("drug:levothyroxine", "2014-07-01")}
	statin := append(bpOnly[:3:3], active("drug:rosuvastatin", "2024-01-01"))
	zhLater := []turn{clinician("血脂这回偏高一点，暂时不用吃药，先管住嘴、多走路。三个月后复查，要是还高，再考虑上阿托伐他汀。"), patient("行。")}
	enLater := []turn{patient("The hot flushes are driving me up the wall, ten a day at least."),
		clinician("We could think about HRT down the line, estradiol patches say, but I'd like a week of blood pressure readings first. Nothing new today.")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev25-031: 再考虑上阿托伐他汀, 我现在吃的那个降血脂的药", Lang: "zh", Record: bpOnly, Window: zhLater,
			Utterance: "那我现在吃的那个降血脂的药，还接着吃吗？", Expect: "unresolved", Candidates: []string{}},
		{ID: "en-dev25-032: estradiol patches down the line, my patches", Lang: "en", Record: thyroid, Window: enLater,
			Utterance: "Okay. And my patches, do I take them off for swimming or leave them on?", Expect: "unresolved", Candidates: []string{}},
		{ID: "zh: 以后再考虑, 我现在吃的降压药 is the record's", Lang: "zh", Record: bpOnly,
			Window:    []turn{clinician("血压还行，以后再考虑加氨氯地平。")},
			Utterance: "那我现在吃的那个降压药，还接着吃吗？", Expect: "drug:valsartan"},
		{ID: "en: consider a statin if it stays high, my cholesterol tablet", Lang: "en", Record: bpOnly,
			Window:    []turn{clinician("If it stays high we might consider atorvastatin in the new year.")},
			Utterance: "So my cholesterol tablet, do I keep taking it?", Expect: "unresolved", Candidates: []string{}},
		{ID: "en: considered later, the record's statin is the patient's", Lang: "en", Record: statin,
			Window:    []turn{clinician("We could think about switching to atorvastatin down the line.")},
			Utterance: "And my cholesterol tablet, is it fine with grapefruit?", Expect: "drug:rosuvastatin"},
		{ID: "near miss: started today is the referent", Lang: "zh", Record: bpOnly,
			Window:    []turn{clinician("血脂太高了，今天就给你开上阿托伐他汀，每晚一片。")},
			Utterance: "那个降血脂的药，饭前吃还是饭后吃？", Expect: "drug:atorvastatin"},
		{ID: "near miss: a bare 'it' after the considered drug asks about it", Lang: "en", Record: thyroid, Window: enLater,
			Utterance: "Would that one give me headaches?", Expect: "drug:estradiol"},
	})
}

// A carer speaking for the patient says of them in the third person that
// they went on a drug ("since he started on that one") and what it does to
// them ("giving him the runs"): the drug is the patient's, the complaint
// theirs, and the carer's own drug, named with "myself", is no referent.
func TestCarersOwnNotPatients(t *testing.T) {
	record := []recordEntry{active("cond:dementia", "2025-11-01"), active("drug:donepezil", "2026-10-05"),
		active("cond:hypertension", "2012-04-01"), active("drug:amlodipine", "2012-04-01")}
	wife := []turn{patient("I'm on metformin myself and that gave me terrible trouble with my bowels when I started."),
		assistant("Noted, the metformin is yours.")}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-022: since he started on that one, the runs", Lang: "en", Record: record, Window: wife,
			Utterance: "yeah so since he started on that one last month it's giving him the runs he's had two accidents this week poor love",
			Expect:    "drug:donepezil"},
		{ID: "en: she's been on that one, giving her the runs", Lang: "en", Record: record,
			Window:    []turn{patient("I take metformin myself, it turned my stomach at first.")},
			Utterance: "She's been on that one a month now and it's giving her the runs, poor thing.", Expect: "drug:donepezil"},
		{ID: "near miss: no complaint, two of his drugs", Lang: "en", Record: record, Window: wife,
			Utterance: "since he started on that one he's been sleeping more", Expect: "unresolved",
			Candidates: []string{"drug:donepezil", "drug:amlodipine"}},
		{ID: "near miss: the patient's own 'that one' is the metformin just named", Lang: "en", Record: record,
			Window:    []turn{clinician("We're starting you on metformin today.")},
			Utterance: "Will that one give me the runs?", Expect: "drug:metformin"},
	})
}

// A class phrase a relative possesses ("Mum's water tablet", "我爸那个降糖
// 药") is the patient's in a carer's session: one where the speaker claimed
// a drug as their own ("I'm on furosemide myself", or the assistant's "the
// metformin is yours") that the patient's record does not hold. Said by the
// patient of their relative, it is the relative's and none of theirs.
func TestRelativesClassInCarersSession(t *testing.T) {
	mum := []recordEntry{active("cond:hypertension", "2018-04-01"), active("drug:amlodipine", "2018-04-01"),
		active("drug:chlorthalidone", "2021-02-01")}
	dad := []recordEntry{active("cond:type2_diabetes", "2019-08-01"), active("drug:linagliptin", "2022-03-01"),
		active("cond:ckd", "2022-01-01"), active("cond:hypertension", "2015-05-01"), active("drug:amlodipine", "2015-05-01")}
	noThinner := []recordEntry{active("cond:hypertension", "2015-02-01"), active("drug:amlodipine", "2015-02-01"),
		active("cond:gout", "2020-09-01"), active("drug:allopurinol", "2020-09-01")}
	daughter := []turn{patient("I've brought Mum in about her blood pressure. I'm on furosemide myself for my swollen legs, so I know the drill."),
		assistant("Noted, the furosemide is yours, not your mum's.")}
	son := []turn{patient("我爸这阵子血糖还行，空腹六点几。我自己前年也查出来血糖高，吃的二甲双胍。"), assistant("好的，二甲双胍是您自己的药，我不记到您父亲的药单上。")}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-005: Mum's water tablet, the daughter's furosemide", Lang: "en", Record: mum, Window: daughter,
			Utterance: "Mum's water tablet, can she take it at lunchtime instead? She's up half the night otherwise.", Expect: "drug:chlorthalidone"},
		{ID: "zh-dev25-008: 我爸那个降糖药, the son's metformin", Lang: "zh", Record: dad, Window: son,
			Utterance: "我爸那个降糖药，他肾功能不太好，这个剂量还合适吗？", Expect: "drug:linagliptin"},
		{ID: "en: Dad's blood thinner, only the son takes one", Lang: "en", Record: noThinner,
			Window:    []turn{patient("I'm on apixaban myself since my clot last year."), assistant("Noted, the apixaban is yours.")},
			Utterance: "Does Dad's blood thinner need stopping before he has his tooth out?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: the patient's mother's water tablet, no carer", Lang: "en", Record: mum,
			Utterance: "Mum's water tablet, can I borrow one of hers when I run out?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: the speaker's own drug is in the record, so the speaker is the patient", Lang: "en",
			Record:    append(mum[:3:3], active("drug:furosemide", "2020-01-01")),
			Window:    []turn{patient("I'm on furosemide myself, same as Mum.")},
			Utterance: "Mum's water tablet, is it the same as mine?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 我爸那个降糖药 said by the patient", Lang: "zh", Record: dad,
			Utterance: "我爸那个降糖药，我能不能也吃点？", Expect: "unresolved", Candidates: []string{}},
	})
}

// The same holds for a phrase the finders know only as the patient's own
// ("my new pain patch", "my old heart tablet"): a relative's possessive
// before it is read as "my", and what is found there marked the relative's.
func TestRelativesPhraseInCarersSession(t *testing.T) {
	mum := []recordEntry{active("cond:breast_cancer", "2024-02-01"), active("drug:paracetamol", "2024-02-01"),
		active("drug:fentanyl", "2026-10-14"), active("cond:osteoporosis", "2020-05-01"), active("drug:alendronate", "2020-05-01")}
	dad := []recordEntry{active("cond:atrial_fibrillation", "2019-06-01"), stopped("drug:dronedarone", "2019-06-01", "2023-02-01"),
		active("drug:bisoprolol", "2023-02-01"), active("drug:edoxaban", "2019-06-01")}
	son := []turn{patient("She's been in a lot of pain with her back. I take tramadol myself for my back and it knocks me sideways."),
		assistant("Noted, the tramadol is yours.")}
	flec := []turn{patient("Funnily enough I've got the same rhythm problem as Dad. I'm on flecainide."),
		assistant("Noted, the flecainide is your own medicine.")}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-010: Mum's new pain patch, the son's tramadol", Lang: "en", Record: mum, Window: son,
			Utterance: "Mum's new pain patch, how often does it get changed? The nurse said every three days but the box says something different.",
			Expect:    "drug:fentanyl"},
		{ID: "en-dev25-014: Dad's old heart tablet, the son's flecainide", Lang: "en", Record: dad, Window: flec,
			Utterance: "Dad's old heart tablet, the one before the bisoprolol, why did they stop that?", Expect: "drug:dronedarone", Reference: "Dad's old heart tablet"},
		{ID: "en: my dad's old heart tablet in a carer's session", Lang: "en", Record: dad, Window: flec,
			Utterance: "My dad's old heart tablet, what was it called again?", Expect: "drug:dronedarone"},
		{ID: "near miss: Mum's new pain patch said by the patient", Lang: "en", Record: mum,
			Utterance: "Mum's new pain patch, could I use one of hers?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: Dad's old heart tablet, the speaker's flecainide is in the record", Lang: "en",
			Record:    append(dad[:4:4], active("drug:flecainide", "2020-01-01")),
			Window:    []turn{patient("I'm on flecainide myself, same as Dad was.")},
			Utterance: "Dad's old heart tablet, was it the same as mine?", Expect: "unresolved", Candidates: []string{}},
	})
}

// A drug a relative is told to have taken ("我妈吃了那个药以后…") is theirs,
// none of the patient's, unless a carer speaks for that relative, the
// patient: then it is the patient's drug, and what it did to them the
// patient's complaint, which the carer's own drug never explains.
func TestTakenByRelativeInCarersSession(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2024-09-01"), active("drug:levamlodipine", "2024-09-01"),
		active("cond:hyperlipidemia", "2021-05-01"), active("drug:rosuvastatin", "2021-05-01")}
	daughter := []turn{patient("我自己也是高血压，吃的硝苯地平。今天主要是带我妈来看看。"), assistant("好的，硝苯地平记在您名下，不算老太太的。")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev25-022: 我妈吃了那个药以后 脚脖子肿, the daughter's nifedipine", Lang: "zh", Record: record, Window: daughter,
			Utterance: "我妈吃了那个药以后，两个脚脖子都肿了，一按一个坑，鞋都快穿不进去了。", Expect: "drug:levamlodipine"},
		{ID: "near miss: no complaint, two of hers", Lang: "zh", Record: record, Window: daughter,
			Utterance: "我妈吃了那个药以后，要不要定期去抽血复查？", Expect: "unresolved", Candidates: []string{"drug:levamlodipine", "drug:rosuvastatin"}},
		{ID: "near miss: the patient's mother took it, no carer", Lang: "zh", Record: record,
			Utterance: "我妈吃了那个药以后，两个脚脖子都肿了，我能吃吗？", Expect: "unresolved", Candidates: []string{}},
	})
}

// A drug the patient only asks whether they may take ("我闺女给我带了点褪黑
// 素 能吃不", "Can I take some melatonin?") is, like one a clinician only
// offers, none they take yet: "我现在吃的那个 帮睡觉的" (the purpose said
// after the phrase, the words before it saying "now") does not point at it,
// and with no sleeping pill recorded points at nothing. Asked about, a
// bare "那个药" still may, and one the patient says they take stays theirs.
func TestAskedToTakeIsNotTaken(t *testing.T) {
	statin := []recordEntry{active("cond:hyperlipidemia", "2020-01-01"), active("drug:simvastatin", "2020-01-01")}
	zopiclone := append(statin[:2:2], active("drug:zopiclone", "2025-01-01"))
	zhAsked := []turn{patient("医生 我睡觉不好 我闺女从国外给我带了点褪黑素 能吃不"), clinician("先别吃，你这个主要是下午喝浓茶喝的，先把茶停了看看。")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev26-024: 褪黑素 能吃不, 我现在吃的那个 帮睡觉的", Lang: "zh", Record: statin, Window: zhAsked,
			Utterance: "嗯 行 那 我现在吃的那个 帮睡觉的 还接着吃吗", Expect: "unresolved", Candidates: []string{}, Reference: "我现在吃的那个 帮睡觉的"},
		{ID: "zh: 褪黑素 能吃不, 我现在吃的安眠药 is the record's", Lang: "zh", Record: zopiclone, Window: zhAsked,
			Utterance: "那我现在吃的那个 帮睡觉的 还接着吃吗", Expect: "drug:zopiclone"},
		{ID: "en: can I take some melatonin, the sleeping tablet I'm on now", Lang: "en", Record: statin,
			Window:    []turn{patient("Can I take some melatonin? My son brought it back from the States."), clinician("I'd rather you didn't for now.")},
			Utterance: "And the sleeping tablet I'm currently taking, do I carry on?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: asked about, 那个药 is it", Lang: "zh", Record: statin, Window: zhAsked[:1],
			Utterance: "那个药 饭前吃还是饭后吃", Expect: "drug:melatonin"},
		{ID: "near miss: said taken, it stays the patient's", Lang: "zh", Record: statin,
			Window:    []turn{patient("我一直在吃褪黑素 晚上一粒")},
			Utterance: "我现在吃的那个 帮睡觉的 还接着吃吗", Expect: "drug:melatonin"},
	})
}
