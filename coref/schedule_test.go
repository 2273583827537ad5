package coref_test

import "testing"

// When to have a thing, by bedtime or a meal, asked of a clinician, is
// when to take a drug; told, it is a symptom's time.
func TestTimingAsked(t *testing.T) {
	given := []turn{{Speaker: "clinician", Text: "Let's try you on mirtazapine, fifteen milligrams."}}
	checkCases(t, []corpusCase{
		{ID: "should I have it before bed is the drug just given", Lang: "en", Window: given,
			Utterance: "Okay. Should I have it before bed or with my breakfast?",
			Record:    []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:mirtazapine"},
		{ID: "I have it worse at night is no reference", Lang: "en", Window: given,
			Utterance: "Okay. I have it worse at night, mostly after my dinner.",
			Record:    []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "unresolved"},
	})
}

// A drug called by its dose or time of day ("那个5毫克的", "the bedtime
// one", "晚上那个") is the one window drug whose own clause says it, when
// every other drug named was said with another; "47.5毫克" holds no "7.5
// 毫克", a drug said with no dose or time may be the one, and so may a
// current drug of the record the window never named. A time that dates an
// event ("昨天晚上那个药") or a question of when ("can I take it at
// bedtime?") chooses nothing.
func TestDoseOrTimeOfDay(t *testing.T) {
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

// A colour said with the time the drug is taken ("the little white one at
// night", en-dev29-013; "the white tablet I take in the morning", "晚上那
// 个白的") is told apart by the time when the window said no colours, and
// two drugs said of that time are asked about, not the ones said of
// another time. When the window said colours, the colour chooses; a time
// that dates an event ("昨天晚上") chooses nothing.
func TestColourWithTimeOfDay(t *testing.T) {
	record := []recordEntry{active("drug:ramipril", "2016-01-01"), active("drug:simvastatin", "2016-01-01"), active("drug:metformin", "2014-01-01"), active("drug:amitriptyline", "2024-03-01")}
	list := []turn{clinician("Mornings it's the ramipril and the metformin, and at night the simvastatin and the amitriptyline, is that right?"), patient("yeah that's it")}
	zhRecord := []recordEntry{active("drug:amlodipine", "2024-02-01"), active("drug:atorvastatin", "2025-01-01")}
	zhTimes := []turn{patient("我早上吃氨氯地平，晚上吃阿托伐他汀。"), assistant("好的，记下了。")}
	checkCases(t, []corpusCase{
		{ID: "en-dev29-013: the little white one at night", Lang: "en", Record: record, Window: list,
			Utterance: "and the little white one at night, I keep forgetting it, is it a big deal if I miss the odd one",
			Expect:    "unresolved", Candidates: []string{"drug:simvastatin", "drug:amitriptyline"}},
		{ID: "en: the white one I take in the morning", Lang: "en", Record: zhRecord,
			Window:    []turn{patient("I take the amlodipine in the morning, and the atorvastatin at night."), assistant("Thanks.")},
			Utterance: "The white one I take in the morning, can I have it with grapefruit juice?", Expect: "drug:amlodipine"},
		{ID: "zh: 晚上那个白的", Lang: "zh", Record: zhRecord, Window: zhTimes,
			Utterance: "晚上那个白的，能不能挪到早上吃？", Expect: "drug:atorvastatin"},
		{ID: "near miss: colours said, the colour chooses", Lang: "en", Record: zhRecord,
			Window:    []turn{clinician("The amlodipine is the small white tablet, the atorvastatin the pink one, both at night now.")},
			Utterance: "The pink one at night, does it matter if I have it with food?", Expect: "drug:atorvastatin"},
		{ID: "near miss: 昨天晚上 dates an event", Lang: "zh", Record: zhRecord, Window: zhTimes,
			Utterance: "昨天晚上那个白的，没吃，要补吗？", Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:atorvastatin"}},
	})
}

// "那个晚上吃的药" may be the one taken that evening: a time after the
// determiner chooses nothing, a dose there does ("那个5毫克的").
func TestThatEveningIsNoSchedule(t *testing.T) {
	window := []turn{patient("我早上吃氨氯地平，晚上吃阿托伐他汀。"), assistant("好的，记下了。")}
	record := []recordEntry{active("drug:amlodipine", "2024-02-01"), active("drug:atorvastatin", "2025-01-01")}
	checkCases(t, []corpusCase{
		{ID: "那个晚上吃的药", Lang: "zh", Window: window, Utterance: "那个晚上吃的药忘了带，今天补上行吗？", Record: record,
			Expect: "unresolved", Candidates: []string{}},
	})
}

// A drug called by the time it is taken and how many ("晚上吃两片的那个",
// Shanghainese "夜里向吃两片个那只") is the one the window said so of, when
// the other drugs were said at other times; one said with no time may be
// it too, so both are asked about.
func TestTakenCountAtTime(t *testing.T) {
	record := []recordEntry{active("drug:metoprolol", "2020-01-01"), active("drug:amlodipine", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "晚上吃两片的那个", Lang: "zh", Window: []turn{clinician("美托洛尔早上一片，晚上两片；氨氯地平早上一片。")},
			Utterance: "晚上吃两片的那个，能不能挪到睡前吃？", Record: record, Expect: "drug:metoprolol"},
		{ID: "夜里向吃两片个那只", Lang: "zh", Window: []turn{clinician("美托洛尔早上一片，晚上两片；氨氯地平早上一片。")},
			Utterance: "夜里向吃两片个那只，阿好饭后吃？", Record: record, Expect: "drug:metoprolol"},
		{ID: "the other said with no time", Lang: "zh", Window: []turn{clinician("美托洛尔早上一片，晚上两片；氨氯地平照旧。")},
			Utterance: "晚上吃两片的那个，能不能挪到睡前吃？", Record: record, Expect: "unresolved", Candidates: []string{"drug:metoprolol", "drug:amlodipine"}},
	})
}

// "能不能改成饭后吃", "改成一天一片" change when or how much is taken, not
// which drug: the drugs named before stay what the turn points at, where
// "换成了一种新药" still names a drug the lexicon does not know.
func TestChangedWhenIsNoNewDrug(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:metformin", "2019-01-01")}
	window := []turn{clinician("二甲双胍一天两次，饭时吃。"), patient("好。")}
	checkCases(t, []corpusCase{
		{ID: "改成饭后", Lang: "zh", Window: window, Utterance: "这个药能不能改成饭后吃？", Record: record, Expect: "drug:metformin"},
		{ID: "改成一天一片", Lang: "zh", Window: window, Utterance: "这个药能改成一天一次吗？", Record: record, Expect: "drug:metformin"},
		{ID: "near miss: 换成了一种新药", Lang: "zh", Window: []turn{patient("我以前吃二甲双胍。"), patient("后来医生给我换成了一种新药。")},
			Utterance: "那个药要饭前吃吗？", Record: record, Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:metformin"}},
	})
}

// "头疼犯了才吃的那个" is the drug taken when the trouble comes on, not
// the one for it taken daily to prevent it; with only a preventive
// recorded it is none, and a trouble that comes on with nothing taken is
// no drug.
func TestTakenWhenItComesOn(t *testing.T) {
	record := []recordEntry{active("cond:migraine", "2019-01-01"), active("drug:sumatriptan", "2019-01-01"), active("drug:topiramate", "2024-01-01")}
	checkCases(t, []corpusCase{
		{ID: "头疼犯了才吃的那个", Lang: "zh", Utterance: "头疼犯了才吃的那个，能跟布洛芬一块儿吃吗？", Record: record, Expect: "drug:sumatriptan"},
		{ID: "偏头痛发作的时候吃的药", Lang: "zh", Utterance: "我头痛发作的时候吃的药，坐飞机能带吗？", Record: record, Expect: "drug:sumatriptan"},
		{ID: "near miss: only a preventive", Lang: "zh", Utterance: "头疼犯了才吃的那个，一天最多几片？", Record: []recordEntry{active("cond:migraine", "2019-01-01"), active("drug:topiramate", "2024-01-01")},
			Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing taken", Lang: "zh", Utterance: "头疼犯了就躺一会儿，要紧吗？", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// English says the same with "when": "the one I take when a migraine's
// starting" is a drug that stops an attack of migraine, and with none
// recorded (only the desogestrel pill) it is none, though it is the only
// drug. "The one I take in the morning" says no trouble.
func TestTakenWhenItComesOnEnglish(t *testing.T) {
	migraine := []recordEntry{active("cond:migraine", "2019-01-01"), active("drug:sumatriptan", "2019-01-01"), active("drug:topiramate", "2024-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev26-024: the one I take when a migraine's starting, only the pill", Lang: "en",
			Record:    []recordEntry{active("cond:migraine", "2021-01-01"), active("drug:desogestrel", "2023-01-01")},
			Utterance: "and um the one I take when a migraine's starting can I take two of them if the first doesn't do anything",
			Expect:    "unresolved", Candidates: []string{}, Reference: "the one I take when a migraine's starting"},
		{ID: "the one I take when a migraine's starting, with the preventive", Lang: "en", Record: migraine,
			Utterance: "the one I take when a migraine's starting, can I have it with paracetamol?", Expect: "drug:sumatriptan"},
		{ID: "the one I use when my asthma plays up", Lang: "en",
			Record:    []recordEntry{active("cond:asthma", "2010-01-01"), active("drug:salbutamol", "2010-01-01"), active("drug:tiotropium", "2022-01-01")},
			Utterance: "the one I use when my asthma plays up is nearly empty", Expect: "drug:salbutamol"},
		{ID: "the spray she uses when her angina comes on", Lang: "en",
			Record:    []recordEntry{active("cond:angina", "2020-01-01"), active("drug:nitroglycerin", "2020-01-01"), active("drug:bisoprolol", "2020-01-01")},
			Utterance: "the spray she uses when her angina comes on, does it go out of date?", Expect: "drug:nitroglycerin"},
		{ID: "near miss: the one I take in the morning says no trouble", Lang: "en",
			Record:    []recordEntry{active("cond:hypertension", "2020-01-01"), active("drug:amlodipine", "2020-01-01")},
			Utterance: "the one I take in the morning, can I move it to the evening?", Expect: "drug:amlodipine"},
	})
}

// A drug phrase said again at once by what it is for, after a pause ("他睡
// 前吃的那个 帮他睡着的那个", "我晚上吃的那个 嗯 降压的那个"): one
// reference, the second phrase's class qualifying the first. Of the drugs
// taken at night it is then the one sleeping pill, though the record does
// not say when each is taken (a carer's own alprazolam is no referent).
// Two sleeping pills stay unresolved; with no pause, "说的那个助眠的药" is
// read as it always was.
func TestRestatedByPurpose(t *testing.T) {
	night := []recordEntry{active("cond:insomnia_disorder", "2025-01-01"), active("drug:eszopiclone", "2025-01-01"),
		active("cond:bph", "2022-01-01"), active("drug:tamsulosin", "2022-01-01"), active("cond:hypertension", "2015-01-01"), active("drug:amlodipine", "2015-01-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev26-005: 他睡前吃的那个 帮他睡着的那个", Lang: "zh", Record: night,
			Window:    []turn{patient("我是他老伴儿 我自己晚上也吃阿普唑仑 他这阵子老睡不着")},
			Utterance: "他睡前吃的那个 帮他睡着的那个 能不能加半片", Expect: "drug:eszopiclone", Reference: "他睡前吃的那个 帮他睡着的那个"},
		{ID: "zh: 我晚上吃的那个 嗯 降压的那个", Lang: "zh", Record: night,
			Utterance: "我晚上吃的那个 嗯 降压的那个 能不能改到早上吃", Expect: "drug:amlodipine"},
		{ID: "near miss: two sleeping pills stay unresolved", Lang: "zh",
			Record:    append(slicesClone(night), active("drug:zolpidem", "2025-06-01")),
			Utterance: "我睡前吃的那个 帮睡觉的那个 能不能加半片", Expect: "unresolved", Candidates: []string{"drug:eszopiclone", "drug:zolpidem"}},
	})
}
