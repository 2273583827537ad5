package coref_test

import "testing"

// "my blood pressure pill" after the doctor only offered another is the
// one the patient takes; a pronoun still points at the offer.
func TestOfferedNotOwned(t *testing.T) {
	offer := []turn{clinician("Your pressure's creeping up. We could add indapamide, have a think about it."), patient("Hmm, let me think.")}
	record := []recordEntry{active("drug:ramipril", "2021-01-01")}
	checkCases(t, []corpusCase{
		{ID: "my pill is the one taken", Lang: "en", Window: offer, Utterance: "Should I keep taking my blood pressure pill at night then?", Record: record, Expect: "drug:ramipril"},
		{ID: "that one is the offer", Lang: "en", Window: offer, Utterance: "Is that tablet a once-a-day one?", Record: record, Expect: "drug:indapamide"},
	})
}

// "the new one the <prescriber> started" is a drug reference: who started
// it says it is a drug.
func TestPrescriberStarted(t *testing.T) {
	record := []recordEntry{active("drug:levothyroxine", "2015-01-01"), active("drug:gabapentin", "2026-10-20")}
	checkCases(t, []corpusCase{
		{ID: "the new one the neurologist started", Lang: "en", Utterance: "The new one the neurologist started, I feel a bit spaced out, is that usual?", Record: record, Expect: "drug:gabapentin"},
	})
}

// What the pharmacy could not supply ("the one they were out of", "缺货的那
// 个") is the drug the window said so of, though the extractor reads "they"
// as someone whose drug it is; two such stay ambiguous, none is nothing,
// and a relative's drug the pharmacy lacked stays the relative's.
func TestOutOfStock(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2020-01-01"), active("drug:atorvastatin", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the one they'd run out of", Lang: "en", Window: []turn{patient("The pharmacy gave me the amlodipine, but they'd run out of the atorvastatin.")},
			Utterance: "Can I skip the one they'd run out of for a few days?", Record: record, Expect: "drug:atorvastatin"},
		{ID: "缺货的那个", Lang: "zh", Window: []turn{patient("药房说氨氯地平有，阿托伐他汀缺货。")}, Utterance: "缺货的那个药，我先停几天行吗？", Record: record, Expect: "drug:atorvastatin"},
		{ID: "out of both", Lang: "en", Window: []turn{patient("The chemist was out of the amlodipine and out of the atorvastatin too.")},
			Utterance: "Can I skip the one they were out of?", Record: record, Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:atorvastatin"}},
		{ID: "none was lacked", Lang: "en", Window: []turn{patient("The chemist had all my tablets this time.")},
			Utterance: "Can I skip the one they were out of?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "mum's warfarin", Lang: "en", Window: []turn{patient("My mum's chemist was out of her warfarin yesterday.")},
			Utterance: "Is the one they were out of okay to miss for a day?", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// A drug told by its colour or where it is kept, said of each drug in its
// own clause, is the one said so; a colour or place said of none, or of a
// drug whose partner was said with nothing, chooses none. With nothing
// said, every tablet of the record is asked about, except for the fridge,
// which keeps only what must stay cold.
func TestLookAndPlace(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:metformin", "2019-01-01"), active("drug:atorvastatin", "2019-01-01")}
	colours := []turn{clinician("氨氯地平是白色的小圆片，早上吃；阿托伐他汀是粉色的，晚上吃。"), patient("嗯，知道了。")}
	coloursEn := []turn{clinician("Keep on the metformin, the big white tablet, and the atorvastatin is the little pink one."), patient("Right you are.")}
	places := []turn{patient("二甲双胍我放在饭桌上，氨氯地平搁在床头柜里。"), assistant("好的。")}
	placesEn := []turn{patient("I keep the metformin in the kitchen drawer and the amlodipine in my handbag."), assistant("Noted.")}
	checkCases(t, []corpusCase{
		{ID: "那个粉的", Lang: "zh", Window: colours, Utterance: "那个粉的，忘了吃第二天要补吗？", Record: record, Expect: "drug:atorvastatin"},
		{ID: "白色那个", Lang: "zh", Window: colours, Utterance: "白色的那个，能掰开吃吗？", Record: record, Expect: "drug:amlodipine"},
		{ID: "the pink one", Lang: "en", Window: coloursEn, Utterance: "And the pink one, is that the one for cholesterol?", Record: record, Expect: "drug:atorvastatin"},
		{ID: "near miss: a colour said of none", Lang: "zh", Window: colours, Utterance: "那个蓝的，能不能饭后吃？", Record: record, Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:atorvastatin", "drug:metformin"}},
		{ID: "near miss: yellow phlegm is no drug", Lang: "zh", Window: colours, Utterance: "那个黄的痰老是咳不干净。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing said of looks", Lang: "en", Utterance: "My little white tablet, can I crush it?", Record: record, Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:atorvastatin", "drug:metformin"}},
		{ID: "床头那个", Lang: "zh", Window: places, Utterance: "床头那个，晚上起夜的时候头晕，是它闹的吗？", Record: record, Expect: "drug:amlodipine"},
		{ID: "the one in my handbag", Lang: "en", Window: placesEn, Utterance: "The one in my handbag, can I take it on the bus with no water?", Record: record, Expect: "drug:amlodipine"},
		{ID: "near miss: the other drug kept nowhere said", Lang: "zh", Window: []turn{patient("二甲双胍我每天早上吃，氨氯地平搁在床头柜里。")}, Utterance: "床头那个，能不能掰开吃？", Record: record, Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:metformin", "drug:atorvastatin"}},
		{ID: "near miss: a lamp by the bed", Lang: "zh", Window: places, Utterance: "床头那个灯太亮了，睡不着。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: fridge with nothing kept there", Lang: "en", Utterance: "The one in the fridge, does it go off if I take it to work?", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// A drug told by how the window said it is taken, when that is unusual:
// chewed ("买了点铝碳酸镁 嚼的那种", later "嚼的那个", zh-dev29-002) or fizzy
// ("they're effervescent tablets", later "the fizzy ones", en-dev29-002).
// The drug said so is meant, even when the other drugs of the window were
// said with no manner at all; a drug said not to be chewed is not one, two
// said so are asked about, and with none said so nothing is chosen.
func TestTakenByManner(t *testing.T) {
	record := []recordEntry{active("drug:pantoprazole", "2023-03-01"), active("drug:telmisartan", "2020-05-01")}
	chewedZh := []turn{patient("晚上烧心 我自己买了点铝碳酸镁 嚼的那种"), clinician("铝碳酸镁可以，烧心的时候嚼一两片，跟泮托拉唑隔开两个小时。")}
	hfRecord := []recordEntry{active("drug:furosemide", "2022-04-01"), active("drug:ramipril", "2022-04-01")}
	fizzyEn := []turn{clinician("Your potassium's low, probably from the furosemide. I'm adding potassium chloride, they're effervescent tablets, one twice a day."), patient("okay")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev29-002: 嚼的那个", Lang: "zh", Record: record, Window: chewedZh,
			Utterance: "嗯 那 嚼的那个 一天最多能吃几回啊", Expect: "drug:hydrotalcite"},
		{ID: "zh: 那个嚼着吃的", Lang: "zh", Record: record, Window: chewedZh,
			Utterance: "那个嚼着吃的，饭前还是饭后？", Expect: "drug:hydrotalcite"},
		{ID: "en-dev29-002: the fizzy ones", Lang: "en", Record: hfRecord, Window: fizzyEn,
			Utterance: "sorry, um, the fizzy ones, do I put them in water", Expect: "drug:potassium_chloride"},
		{ID: "en: the ones I chew", Lang: "en", Record: record,
			Window:    []turn{patient("I bought some Tums, the chewable ones, and I'm still on the pantoprazole."), clinician("That's fine.")},
			Utterance: "Can I have the ones I chew after dinner?", Expect: "drug:calcium_carbonate"},
		{ID: "near miss: the other said not to be chewed", Lang: "zh", Record: record,
			Window:    []turn{clinician("泮托拉唑整片吞 不能嚼。"), patient("好的。")},
			Utterance: "嚼的那个 一天几回？", Expect: "unresolved", Candidates: []string{"drug:pantoprazole", "drug:telmisartan"}},
		{ID: "near miss: 不能嚼的那个 is the one not chewed", Lang: "zh", Record: record, Window: chewedZh,
			Utterance: "那 不能嚼的那个 饭前吃吗？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing said chewed", Lang: "en", Record: hfRecord, Window: []turn{clinician("Carry on with the furosemide.")},
			Utterance: "the fizzy ones, do I put them in water?", Expect: "unresolved", Candidates: []string{"drug:furosemide", "drug:ramipril"}},
		{ID: "near miss: 嚼的时候 is no drug", Lang: "zh", Record: record, Window: chewedZh,
			Utterance: "我嚼的时候牙有点疼。", Expect: "unresolved", Candidates: []string{}},
	})
}

// A drug told by its place in a list ("the first one you said", "您说的
// 第二个") is the one named there in the last turn that named several.
// A place past the list, or no list, chooses none; 第二个月 is no drug.
func TestOrdinal(t *testing.T) {
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
func TestPrescriber(t *testing.T) {
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

// A drug told by how it is put on or in, in lay words: "the one I put
// under my tongue" is a nitrate (the lexicon's nitro class, as "舌下含的药"
// was), "抹脚丫子的那个" an antifungal put on the feet (as "治脚气的药" was).
// With none of the kind recorded they point at nothing.
func TestToldByHowPutOn(t *testing.T) {
	angina := []recordEntry{active("cond:angina", "2024-02-01"), active("drug:nitroglycerin", "2024-02-01"), active("drug:bisoprolol", "2024-02-01"),
		active("drug:aspirin", "2024-02-01")}
	feet := []recordEntry{active("cond:tinea_pedis", "2026-09-01"), active("drug:terbinafine", "2026-09-01"), active("cond:hypertension", "2016-01-01"),
		active("drug:amlodipine", "2016-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev26-005: the um the one I put under my tongue", Lang: "en", Record: angina,
			Utterance: "and the um the one I put under my tongue when it comes on I'm nearly out does it go off if it's been open a while",
			Expect:    "drug:nitroglycerin", Reference: "the one I put under my tongue"},
		{ID: "en: the spray I put under my tongue", Lang: "en", Record: angina,
			Utterance: "The spray I put under my tongue, can I use it twice in a row?", Expect: "drug:nitroglycerin"},
		{ID: "zh-dev26-029: 抹脚丫子的那个", Lang: "zh", Record: feet,
			Utterance: "就是那个 抹脚丫子的那个 抹了俩礼拜了 还是痒", Expect: "drug:terbinafine", Reference: "抹脚丫子的那个"},
		{ID: "zh: 我那个抹脚的药 with an azole", Lang: "zh",
			Record:    []recordEntry{active("cond:tinea_pedis", "2026-09-01"), active("drug:clotrimazole", "2026-09-01"), active("drug:metformin", "2016-01-01")},
			Utterance: "我那个抹脚的药 一天抹几回", Expect: "drug:clotrimazole"},
		{ID: "near miss: under my tongue with no nitrate", Lang: "en", Record: feet,
			Utterance: "the one I put under my tongue, does it go off?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 抹脚的 with no antifungal", Lang: "zh", Record: angina,
			Utterance: "那个抹脚的 用完了", Expect: "unresolved", Candidates: []string{}},
	})
}

// "就是精神科那个药": a clinic put right before a determiner and a drug
// noun says who prescribed the drug, as "精神科开的那个" does.
func TestClinicBeforeDeterminer(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "zh-dev27-003: 精神科那个药 is the son's olanzapine", Lang: "zh",
			Record: []recordEntry{active("cond:schizophrenia", "2020-01-01"), active("drug:olanzapine", "2020-01-01"), active("drug:omeprazole", "2021-01-01")},
			Window: []turn{clinician("今天是您陪他来的？他最近怎么样？"), patient("我是他妈 他最近还行 就是 就是不爱出门")}, Reference: "精神科那个药",
			Utterance: "医生 我儿子那个 就是精神科那个药 他现在一天能吃五顿饭 那个药能不能减一点啊", Expect: "drug:olanzapine"},
		{ID: "心内科的那个药 is amlodipine, not metformin", Lang: "zh",
			Record:    []recordEntry{active("drug:amlodipine", "2019-01-01"), active("drug:metformin", "2020-01-01")},
			Utterance: "心内科的那个药 吃了脚脖子有点肿", Expect: "drug:amlodipine"},
		{ID: "皮肤科那个药 is isotretinoin, not sertraline", Lang: "zh",
			Record:    []recordEntry{active("drug:isotretinoin", "2026-06-01"), active("drug:sertraline", "2025-01-01")},
			Utterance: "皮肤科那个药 能不能跟酒一起", Expect: "drug:isotretinoin"},
		// Near miss: "皮肤科那个医生" is a doctor; the blood pressure drug
		// is not narrowed to the skin clinic's.
		{ID: "near miss: 皮肤科那个医生 narrows no drug", Lang: "zh",
			Record:    []recordEntry{active("drug:isotretinoin", "2026-06-01"), active("drug:amlodipine", "2018-01-01")},
			Utterance: "皮肤科那个医生说 我那个降压药要换一换", Expect: "drug:amlodipine"},
	})
}
