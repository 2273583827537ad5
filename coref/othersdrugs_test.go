package coref_test

import "testing"

// A bare "that medicine" after the window named only someone else's drug
// is that person's drug, which the patient does not take: nothing of the
// patient's is meant, never the record's drug. With a drug of the
// patient's named too, or a class that picks one of theirs, the patient's
// own is found as before.
func TestOthersDrugIsNoneOfTheirs(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "儿子的药我也吃点", Lang: "zh", Window: []turn{patient("我儿子在吃舍曲林，说是睡得好些了。"), assistant("好的，您自己还吃什么药？")},
			Utterance: "没有别的了。那个药我也能吃吗？我也想试试。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "my wife's tablet too", Lang: "en", Window: []turn{patient("My wife takes melatonin for her sleep."), assistant("Thanks. Anything else for you?")},
			Utterance: "No. Could I try that as well, do you think?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: own drug named too", Lang: "zh", Window: []turn{patient("我在吃氨氯地平，一天一片。"), patient("我老伴吃的是美托洛尔。")},
			Utterance: "那我吃的那个，能不能晚上吃？", Record: record, Expect: "drug:amlodipine"},
		{ID: "near miss: a class picks the patient's", Lang: "zh", Window: []turn{patient("我儿子在吃舍曲林。")},
			Utterance: "我那个降压药能不能减半？", Record: record, Expect: "drug:amlodipine"},
		{ID: "near miss: a complaint of what the patient took", Lang: "zh", Window: []turn{patient("我儿子在吃舍曲林。")},
			Utterance: "我自己吃的那个药，吃了以后脚踝肿了。", Record: record, Expect: "drug:amlodipine"},
		{ID: "near miss: no one else's drug", Lang: "en", Window: []turn{patient("My wife has been sleeping badly."), assistant("I'm sorry to hear that.")},
			Utterance: "Can I take that tablet at night instead?", Record: record, Expect: "drug:amlodipine"},
	})
}

// Asked to take a drug too, right after someone else's drug was named, a
// bare "that medicine" is that person's, even when a drug of the
// patient's was named before: never the patient's own by default. Without
// the "too", the patient's drug named last stays the answer.
func TestAskingToTakeItTooPointsAtTheOthersDrug(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2019-03-01")}
	zhWindow := []turn{patient("我一直吃氨氯地平。"), patient("我闺女在吃屈螺酮炔雌醇，说是调例假的。")}
	enWindow := []turn{patient("I'm on amlodipine."), patient("My sister takes sertraline, it's done wonders for her.")}
	checkCases(t, []corpusCase{
		{ID: "也吃点 after the daughter's drug", Lang: "zh", Window: zhWindow, Record: record,
			Utterance: "那个药我能不能也吃点？", Expect: "unresolved"},
		{ID: "take that too after the sister's drug", Lang: "en", Window: enWindow, Record: record,
			Utterance: "Could I take that too?", Expect: "unresolved"},
		{ID: "no too: the patient's own drug named before", Lang: "en", Window: []turn{patient("My sister takes sertraline."), patient("I'm on amlodipine.")},
			Record: record, Utterance: "Can I take it with food?", Expect: "drug:amlodipine"},
	})
}

// A drug the turn says someone else took ("我儿子打了那个针", "my son had
// that jab") is theirs: the patient's drug that would explain the
// complaint is no referent. Said of the patient, it is.
func TestTakenByAnother(t *testing.T) {
	rec := []recordEntry{active("drug:testosterone", "2026-07-01"), active("drug:amlodipine", "2020-02-01")}
	checkCases(t, []corpusCase{
		{ID: "zh: 我儿子打了那个针, 冒了好多痘", Lang: "zh", Record: rec,
			Utterance: "我儿子打了那个针以后，脸上背上冒了好多痘，是不是针闹的？", Expect: "unresolved", Candidates: []string{}},
		{ID: "zh: 我儿子吃了那个药, 脚脖子肿", Lang: "zh", Record: rec,
			Utterance: "我儿子吃了那个药以后脚脖子都肿了。", Expect: "unresolved", Candidates: []string{}},
		{ID: "en: my son had that jab, spots", Lang: "en", Record: rec,
			Utterance: "My son had that jab and now he's got spots all over his face.", Expect: "unresolved", Candidates: []string{}},
		{ID: "zh: 我打了那个针, the patient's", Lang: "zh", Record: rec,
			Utterance: "我打了那个针以后，脸上背上冒了好多痘，是不是针闹的？", Expect: "drug:testosterone"},
		{ID: "en: I had that jab, the patient's", Lang: "en", Record: rec,
			Utterance: "I had that jab and now I've got spots all over my face. Is it the jab?", Expect: "drug:testosterone"},
	})
}

// A relative's drugs told as a list ("我老伴 现在天天吃氯吡格雷 还有阿司匹林")
// are all theirs: a drug joined to the relative's by 还有, 另外, 跟 or
// "plus" is no drug of the patient's, so the patient's own class phrase
// finds nothing when the record has none of the class (zh-dev29-015, which
// resolved to the husband's aspirin). The patient claiming the listed drug
// ("还有阿司匹林我也在吃") or a sentence of their own keeps it theirs.
func TestRelativesListedDrugsAreTheirs(t *testing.T) {
	rec := []recordEntry{active("cond:hypothyroidism", "2019-01-01"), active("drug:levothyroxine", "2019-01-01")}
	withAspirin := append(slicesClone(rec), active("drug:aspirin", "2024-01-01"))
	checkCases(t, []corpusCase{
		{ID: "zh-dev29-015: 老伴 … 氯吡格雷 还有阿司匹林", Lang: "zh", Record: rec,
			Window:    []turn{patient("我老伴 去年心脏放了个支架 现在天天吃氯吡格雷 还有阿司匹林 我看他吃 我也有点担心"), clinician("您自己有什么不舒服吗？"), patient("我倒没啥")},
			Utterance: "那我那个 防血栓的药 嗯 是不是 也跟他一样 早上吃好啊", Expect: "unresolved", Candidates: []string{}},
		{ID: "zh: 我爸在吃氨氯地平 另外还有阿托伐他汀", Lang: "zh", Record: rec,
			Window:    []turn{patient("我爸在吃氨氯地平 另外还有阿托伐他汀 天天晚上吃")},
			Utterance: "我那个降血脂的药是不是也该晚上吃", Expect: "unresolved", Candidates: []string{}},
		{ID: "zh: 我妈吃二甲双胍，嗯，还有阿司匹林", Lang: "zh", Record: rec,
			Window:    []turn{patient("我妈吃二甲双胍，嗯，还有阿司匹林")},
			Utterance: "那我那个防血栓的药呢？", Expect: "unresolved", Candidates: []string{}},
		{ID: "en: my dad's on amlodipine, plus atorvastatin", Lang: "en", Record: rec,
			Window:    []turn{patient("My dad's on amlodipine, plus atorvastatin at night.")},
			Utterance: "Should my cholesterol tablet be at night as well?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 还有阿司匹林我也在吃", Lang: "zh", Record: withAspirin,
			Window:    []turn{patient("我老伴吃氯吡格雷，还有阿司匹林我也在吃")},
			Utterance: "那我那个防血栓的药 早上吃好吗", Expect: "drug:aspirin"},
		{ID: "near miss: a clinician's 还有阿司匹林您自己接着吃", Lang: "zh", Record: withAspirin,
			Window:    []turn{clinician("您老伴吃氯吡格雷，还有阿司匹林您自己接着吃。")},
			Utterance: "那个药晚上吃行吗？", Expect: "drug:aspirin"},
		{ID: "near miss: 我还吃阿司匹林, a sentence of the patient's", Lang: "zh", Record: withAspirin,
			Window:    []turn{patient("我老伴吃氯吡格雷。我自己吃阿司匹林。")},
			Utterance: "那我那个防血栓的药 早上吃好吗", Expect: "drug:aspirin"},
	})
}

// A pronoun that prescribes a drug ("he has written pantoprazole 40",
// "他开了泮托拉唑") or tells the speaker what to do with it ("She said give
// the cholesterol med another three months") is the prescriber: the drug
// is the patient's, the one a later "that one" asks of, not someone
// else's (en-dev36-002, where the telmisartan named before it was the
// answer; en-dev36-004, where the cholesterol med was no one's). A pronoun
// that takes the drug, or one that prescribes it to someone named, keeps
// it theirs. "They added that diabetes pill" is the prescribers' too
// (en-dev40-012); understand/addedby_test.go has its near misses.
func TestAPrescribersPronounGivesThePatientTheDrug(t *testing.T) {
	bp := []recordEntry{active("drug:telmisartan", "2021-04-01"), active("cond:hypertension", "2021-03-20")}
	sugar := []recordEntry{active("drug:metformin", "2018-01-01"), active("drug:empagliflozin", "2026-08-10"), active("drug:losartan", "2018-01-01"),
		active("cond:type2_diabetes", "2018-01-01")}
	lipids := []recordEntry{active("drug:ezetimibe", "2025-08-01"), stopped("drug:simvastatin", "2022-01-10", "2025-07-15"), active("drug:lisinopril", "2022-01-10")}
	checkCases(t, []corpusCase{
		{ID: "he has written pantoprazole: that one is it", Lang: "en", Record: bp,
			Window: []turn{patient("I went to Dr. Mehta yesterday for my BP."), patient("He has continued the Telma 40 only."),
				patient("And for the acidity he has written pantoprazole 40.")},
			Utterance: "That one I have to take before breakfast only?", Expect: "drug:pantoprazole"},
		{ID: "he prescribed it: that one is it", Lang: "en", Record: bp,
			Window:    []turn{patient("Saw the GP about my BP, he kept the telmisartan going."), patient("Then he prescribed lansoprazole for the heartburn.")},
			Utterance: "Can I take that one with my tea?", Expect: "drug:lansoprazole"},
		{ID: "她开了泮托拉唑: 那个药 is it", Lang: "zh", Record: bp,
			Window:    []turn{patient("我昨天去看了张医生，替米沙坦照常吃。"), patient("胃不舒服，她开了泮托拉唑。")},
			Utterance: "那个药饭前吃还是饭后吃？", Expect: "drug:pantoprazole"},
		{ID: "she said give the cholesterol med: the patient's", Lang: "en", Record: lipids,
			Window:    []turn{patient("LDL is 128, but the doc wants it under 100.")},
			Utterance: "She said give the cholesterol med another three months, is that normal?", Expect: "drug:ezetimibe"},
		{ID: "near miss: he takes it, a brother's", Lang: "en", Record: bp,
			Window:    []turn{patient("My brother's staying with us."), patient("He takes pantoprazole for his acidity.")},
			Utterance: "Is that one safe with alcohol?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: prescribed him, the dad's", Lang: "en", Record: bp,
			Window:    []turn{patient("My dad saw the doctor yesterday and she prescribed him pantoprazole.")},
			Utterance: "Is that one safe with alcohol?", Expect: "unresolved", Candidates: []string{}},
		{ID: "they added that diabetes pill: the patient's (coref en-dev40-012)", Lang: "en", Record: sugar,
			Utterance: "Ever since they added that diabetes pill I'm up and down to the toilet all day - it's a nightmare at work.", Expect: "drug:empagliflozin"},
		{ID: "near miss: she said her cholesterol med, hers", Lang: "en", Record: lipids,
			Window:    []turn{patient("My mum rang last night.")},
			Utterance: "She said her cholesterol med gives her cramps, is that common?", Expect: "unresolved", Candidates: []string{}},
	})
}
