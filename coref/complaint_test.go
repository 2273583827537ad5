package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// TestComplaintsInEverydayWords runs the whole reading: a complaint said
// in everyday words ranks first the drug known to cause it, and a turn
// that complains of nothing the drugs cause still chooses nothing.
func TestComplaintsInEverydayWords(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	reserpine := []recordEntry{{Concept: "drug:reserpine", Status: "active", Started: "2016-05-01"}, {Concept: "drug:metformin", Status: "active", Started: "2019-02-01"}}
	doxycycline := []recordEntry{{Concept: "drug:doxycycline", Status: "active", Started: "2026-10-01"}, {Concept: "drug:perindopril", Status: "active", Started: "2018-03-01"}}
	for _, c := range []corpusCase{
		{ID: "a nose blocked with words between", Lang: "zh", Utterance: "自从吃了那个药，鼻子就一直堵着，是它闹的吗？",
			Record: reserpine, Expect: "drug:reserpine"},
		{ID: "a bitter mouth", Lang: "zh", Utterance: "吃上那个药以后嘴里总是一股苦味，是它吗？",
			Record: reserpine, Expect: "drug:metformin"},
		{ID: "no complaint chooses nothing", Lang: "zh", Utterance: "那个药我还得吃多久？",
			Record: reserpine, Expect: "unresolved", Candidates: []string{"drug:reserpine", "drug:metformin"}},
		{ID: "burning in the sun as never before", Lang: "en", Utterance: "Twenty minutes in the garden and I was red raw, I never burn like that. Is it one of my tablets?",
			Record: doxycycline, Expect: "drug:doxycycline"},
		{ID: "tendons gone sore", Lang: "en", Utterance: "Since I started that tablet my tendons have gone really sore. Is it that?",
			Record: []recordEntry{{Concept: "drug:levofloxacin", Status: "active", Started: "2026-10-28"}, {Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}},
			Expect: "drug:levofloxacin"},
		{ID: "a plain question of the tablets chooses nothing", Lang: "en", Utterance: "Should I take one of my tablets with food?",
			Record: doxycycline, Expect: "unresolved", Candidates: []string{"drug:doxycycline", "drug:perindopril"}},
	} {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}

// A skin condition the patient has come out in is a complaint of the
// symptom under its code; one merely had is not.
func TestEruptionComplaint(t *testing.T) {
	record := []recordEntry{{Concept: "drug:testosterone", Status: "active", Started: "2026-05-01"},
		{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "breaking out in acne ranks the drug known for it", Lang: "en",
			Utterance: "My chest keeps breaking out in acne since the summer. Is it something I'm taking?", Record: record, Expect: "drug:testosterone"},
		{ID: "acne had since a teenager ranks nothing", Lang: "en",
			Utterance: "I've had acne since I was a teenager. Is it something I'm taking?", Record: record,
			Expect: "unresolved", Candidates: []string{"drug:testosterone", "drug:amlodipine"}},
	})
}

// Complaints said as what happens rather than by a symptom's name rank
// the drugs known to cause them; denied, or someone else's, they do not.
func TestComplaintEvents(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "dreams of being chased rank the drug known for nightmares", Lang: "zh", Utterance: "最近老梦到被人追，半夜吓醒好几回，是哪个药闹的？",
			Record: []recordEntry{active("drug:varenicline", "2026-09-01"), active("drug:atorvastatin", "2020-01-01")}, Expect: "drug:varenicline"},
		{ID: "hungry again after a meal ranks the drug known for appetite", Lang: "en", Utterance: "I'm hungry again straight after dinner and I've been raiding the fridge at midnight. Is it one of my tablets?",
			Record: []recordEntry{active("drug:prednisolone", "2026-09-01"), active("drug:amlodipine", "2020-01-01")}, Reference: "one of my tablets", Expect: "drug:prednisolone"},
		{ID: "only a few drops ranks the drug known for retention", Lang: "zh", Utterance: "这几天小便尿不太出来，每回滴答几滴，是不是吃的药不对劲？",
			Record: []recordEntry{active("drug:pseudoephedrine", "2026-10-20"), active("drug:metformin", "2020-01-01")}, Expect: "drug:pseudoephedrine"},
		{ID: "the telly up loud ranks the drug known for hearing loss", Lang: "en", Utterance: "My daughter moans I have the radio right up these days. Could one of my pills do that?",
			Record: []recordEntry{active("drug:furosemide", "2024-01-01"), active("drug:atorvastatin", "2020-01-01")}, Reference: "one of my pills", Expect: "drug:furosemide"},
		{ID: "no dreams of being chased rank nothing", Lang: "zh", Utterance: "我没梦到被人追，就是睡不踏实，是哪个药闹的？",
			Record: []recordEntry{active("drug:varenicline", "2026-09-01"), active("drug:atorvastatin", "2020-01-01")},
			Expect: "unresolved", Candidates: []string{"drug:varenicline", "drug:atorvastatin"}},
	})
}

// "跟吃的药有没有关系", "吃的药有问题" ask whether one of the patient's drugs
// is to blame: the complaint picks it.
func TestBlameAsked(t *testing.T) {
	record := []recordEntry{active("drug:ramipril", "2019-01-01"), active("drug:atorvastatin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "有没有关系 blames a drug", Lang: "zh", Utterance: "最近老干咳，跟我平时吃的药有没有关系？", Record: record, Expect: "drug:ramipril"},
		{ID: "有问题 blames a drug", Lang: "zh", Utterance: "晚上干咳得厉害，是不是吃的药有问题？", Record: record, Expect: "drug:ramipril"},
	})
}

// "一点胃口都没有" is no appetite, not a denied one.
func TestNoAppetiteAtAll(t *testing.T) {
	record := []recordEntry{active("drug:metformin", "2019-01-01"), active("drug:amlodipine", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "一点胃口也没有 is a complaint", Lang: "zh", Utterance: "这阵子一点胃口也没有，是不是吃的药闹的？", Record: record, Expect: "drug:metformin"},
	})
}

// "My periods have gone all over the place" is irregular periods.
func TestPeriodsGoneAllOver(t *testing.T) {
	record := []recordEntry{active("drug:risperidone", "2025-01-01"), active("drug:omeprazole", "2024-01-01")}
	checkCases(t, []corpusCase{
		{ID: "periods gone all over the place", Lang: "en", Utterance: "Since spring my periods have gone all over the place. Could that be one of my tablets?", Record: record, Expect: "drug:risperidone"},
	})
}

// Blood in what is blown from the nose is a nosebleed: the nasal steroid
// that lists it, not the antihistamine. "用药用的" blames a drug as "吃药吃
// 的" does; blood in phlegm, mucus said to hold none, and 药用的 as
// "medicinal" choose nothing.
func TestBloodInMucus(t *testing.T) {
	record := []recordEntry{active("drug:mometasone", "2026-09-15"), active("drug:cetirizine", "2026-09-15")}
	both := []string{"drug:mometasone", "drug:cetirizine"}
	checkCases(t, []corpusCase{
		{ID: "擤鼻涕总带血丝", Lang: "zh", Utterance: "最近擤鼻涕总带血丝，是不是用药用的？", Record: record, Expect: "drug:mometasone"},
		{ID: "blood when I blow my nose", Lang: "en", Utterance: "There's blood when I blow my nose, is that one of my meds?", Record: record, Expect: "drug:mometasone"},
		{ID: "blood in phlegm is no nosebleed", Lang: "zh", Utterance: "痰里老带血丝，是不是用药用的？", Record: record, Expect: "unresolved", Candidates: both},
		{ID: "mucus without blood", Lang: "zh", Utterance: "擤鼻涕没带血，是不是用药用的？", Record: record, Expect: "unresolved", Candidates: both},
		{ID: "药用的 is medicinal", Lang: "zh", Utterance: "药用的酒精能擦伤口吗？", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// Periods stopped for months ("例假三个多月没来了", "haven't had a period in
// three months") are the menstrual irregularity a drug is labelled for
// (spironolactone), not any drug; a daughter's periods and periods that
// merely come seldom are no complaint of a drug.
func TestPeriodsStopped(t *testing.T) {
	record := []recordEntry{active("drug:spironolactone", "2026-06-01"), active("drug:amlodipine", "2026-07-01")}
	both := []string{"drug:spironolactone", "drug:amlodipine"}
	checkCases(t, []corpusCase{
		{ID: "例假三个多月没来", Lang: "zh", Utterance: "用了那个药之后，例假三个多月没来了，怎么回事？", Record: record, Expect: "drug:spironolactone"},
		{ID: "大姨妈没来, named", Lang: "zh", Utterance: "吃那个药以后大姨妈没来，是药的问题吗？", Record: record, Expect: "drug:spironolactone"},
		{ID: "haven't had a period in three months", Lang: "en", Utterance: "Since starting that tablet I haven't had a period in three months, is it the tablet?", Record: record, Expect: "drug:spironolactone"},
		{ID: "a daughter's periods", Lang: "zh", Utterance: "我女儿月经两个多月没来了，是不是吃那个药吃的？", Record: record, Expect: "unresolved", Candidates: both},
		{ID: "periods come seldom", Lang: "zh", Utterance: "我月经一直两个月来一次，那个药要不要停？", Record: record, Expect: "unresolved", Candidates: both},
	})
}

// Side effects told as they are lived ("my feet are like balloons",
// "crazy dreams") after a drug told by "since the new one" or Irish "that
// yoke": the drug known to cause them; two such, both asked about.
func TestLivedSideEffects(t *testing.T) {
	feet := []recordEntry{active("drug:metformin", "2019-01-01"), active("drug:nifedipine", "2026-09-20")}
	dreams := []recordEntry{active("drug:salbutamol", "2020-01-01"), active("drug:varenicline", "2026-10-01")}
	checkCases(t, []corpusCase{
		{ID: "since the new one, feet like balloons", Lang: "en", Record: feet, Utterance: "Since the new one my feet are like balloons come the evening.", Expect: "drug:nifedipine"},
		{ID: "that yoke, crazy dreams", Lang: "en", Record: dreams, Utterance: "Ever since I started on that yoke I've been having crazy dreams.", Expect: "drug:varenicline"},
		{ID: "near miss: two that cause the dreams", Lang: "en", Record: append(dreams, active("drug:propranolol", "2026-10-01")),
			Utterance: "Ever since I started on that yoke I've been having crazy dreams.", Expect: "unresolved", Candidates: []string{"drug:propranolol", "drug:varenicline"}},
		{ID: "near miss: since the new year", Lang: "en", Record: feet, Utterance: "Since the new year my feet are like balloons come the evening.", Expect: "unresolved", Candidates: []string{}},
	})
}

// A throat gone 哑 is a hoarse voice, not a sore throat: "嗓子一直是哑的"
// after an inhaled steroid picks it among the inhalers, as "hoarse" does.
// Two drugs known for it are both asked about; a sore throat is still one.
func TestHoarseThroat(t *testing.T) {
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

// "is that one of my tablets doing that" with shaky hands: "my tablets"
// asking what causes a complaint is all the patient's medicines; when a
// drug of another form (an inhaler) causes it too, a careful clinician
// asks which, and never names the tablet alone.
func TestLooseTabletsAndComplaint(t *testing.T) {
	transplant := []recordEntry{active("cond:organ_transplant", "2023-01-01"), active("drug:tacrolimus", "2023-01-01"), active("drug:mycophenolate", "2023-01-01"),
		active("cond:asthma", "2010-01-01"), active("drug:formoterol", "2025-02-01")}
	bipolar := []recordEntry{active("cond:bipolar_disorder", "2015-01-01"), active("drug:lithium", "2015-01-01"), active("drug:amlodipine", "2020-01-01"),
		active("cond:asthma", "2010-01-01"), active("drug:salbutamol", "2010-01-01")}
	noShake := []recordEntry{active("cond:bipolar_disorder", "2015-01-01"), active("drug:lithium", "2015-01-01"), active("drug:amlodipine", "2020-01-01"),
		active("cond:asthma", "2010-01-01"), active("drug:beclometasone", "2010-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev27-012: one of my tablets with shaky hands is tacrolimus or formoterol", Lang: "en", Record: transplant,
			Utterance: "my hands have been all shaky, like I can't hold a cup still, is that is that one of my tablets doing that",
			Expect:    "unresolved", Candidates: []string{"drug:formoterol", "drug:tacrolimus"}},
		{ID: "one of my pills with trembling is lithium or salbutamol", Lang: "en", Record: bipolar,
			Utterance: "I've got a tremor in my hands lately, is it one of my pills causing it",
			Expect:    "unresolved", Candidates: []string{"drug:lithium", "drug:salbutamol"}},
		{ID: "my tablets with the shakes is lithium or salbutamol", Lang: "en", Record: bipolar,
			Utterance: "my hands are shaking all the time, could it be my tablets doing it",
			Expect:    "unresolved", Candidates: []string{"drug:lithium", "drug:salbutamol"}},
		// Near misses: no drug of another form causes it, so the tablet the
		// complaint singles out is meant; and "the tablet", one, is no
		// loose word for all the patient takes.
		{ID: "near miss: one of my pills with trembling and a plain steroid inhaler is lithium", Lang: "en", Record: noShake,
			Utterance: "I've got a tremor in my hands lately, is it one of my pills causing it", Expect: "drug:lithium"},
	})
}

// A swelling told as the part coming or blowing up ("the one that made my
// ankles come up like balloons", en-dev29-008) is the complaint that picks,
// of two stopped blood pressure tablets, the one known to cause it; with
// no drug known to, both stay asked about.
func TestSwellingComeUp(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2017-05-01"), stopped("drug:amlodipine", "2017-05-01", "2024-02-01"),
		stopped("drug:doxazosin", "2019-03-01", "2022-01-01"), active("drug:losartan", "2024-02-01")}
	noCause := []recordEntry{stopped("drug:bisoprolol", "2017-05-01", "2024-02-01"), stopped("drug:doxazosin", "2019-03-01", "2022-01-01"),
		active("drug:losartan", "2024-02-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev29-008: made my ankles come up like balloons", Lang: "en", Record: record,
			Utterance: "oh and just so it's on there, the old blood pressure tablet, the one that made my ankles come up like balloons, I don't want to go back on that one",
			Expect:    "drug:amlodipine"},
		{ID: "my ankles blew up on the old one", Lang: "en", Record: record,
			Utterance: "The old blood pressure tablet, my ankles blew up on it, so not that one please.", Expect: "drug:amlodipine"},
		{ID: "near miss: come up in a rash is no swelling", Lang: "en", Record: record,
			Utterance: "The old blood pressure tablet, my hands came up in blotches on it, so not that one please.",
			Expect:    "unresolved", Candidates: []string{"drug:amlodipine", "drug:doxazosin"}},
		{ID: "near miss: no drug known to cause it", Lang: "en", Record: noCause,
			Utterance: "the old blood pressure tablet, the one that made my ankles come up like balloons, I don't want it again",
			Expect:    "unresolved", Candidates: []string{"drug:bisoprolol", "drug:doxazosin"}},
	})
}

// A drug told by a colour or a time the record does not hold, with a
// complaint ("早上那个黄的 换了以后 … 光是干咳", zh-dev29-011): of the
// record's drugs, the one known to cause the complaint is meant, as for
// "that tablet". With two known to cause it nothing is chosen and every
// drug stays asked about, as before; a window that named drugs leaves the
// colour to them.
func TestLookWithComplaint(t *testing.T) {
	record := []recordEntry{stopped("drug:amlodipine", "2018-03-01", "2026-08-20"), active("drug:perindopril", "2026-08-20"),
		active("drug:metformin", "2020-01-01"), active("drug:atorvastatin", "2021-05-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev29-011: 早上那个黄的 … 干咳", Lang: "zh", Record: record,
			Window:    []turn{clinician("血压最近量了吗？"), patient("量了 一百二三十 挺好")},
			Utterance: "就是 早上那个黄的 换了以后 嗯 一个多月了吧 光是干咳 没痰 晚上咳起来 我老伴都睡不着", Expect: "drug:perindopril"},
		{ID: "zh: 那个白色的 吃了以后干咳", Lang: "zh", Record: record,
			Utterance: "那个白色的药片，吃了以后老是干咳。", Expect: "drug:perindopril"},
		{ID: "en: the little pink one, dry cough", Lang: "en", Record: record,
			Utterance: "The little pink one, since I started it I've had a dry cough that won't shift.", Expect: "drug:perindopril"},
		{ID: "near miss: two known to cause it", Lang: "zh", Record: record,
			Utterance: "那个白色的药片，吃了以后老是拉肚子。", Expect: "unresolved", Candidates: []string{"drug:metformin", "drug:atorvastatin", "drug:perindopril"}},
		{ID: "near miss: the window named drugs", Lang: "zh", Record: record,
			Window:    []turn{clinician("培哚普利和二甲双胍都接着吃。")},
			Utterance: "那个白色的药片，吃了以后老是干咳。", Expect: "unresolved", Candidates: []string{"drug:perindopril", "drug:metformin", "drug:atorvastatin"}},
	})
}

// A complaint dated from starting a thing said by a bare pronoun ("my voice
// has gone all croaky since I started that") blames a drug: the record's
// drug known to cause it (en-dev30-011). A cause someone else supposes ("my
// coworkers think I've got a cold") is none the patient names; the
// patient's own ("I think I've got a cold") still is, and ranks nothing;
// "since I started that job" names its own thing.
func TestAComplaintSinceStartingIt(t *testing.T) {
	record := []recordEntry{active("cond:asthma", "2026-08-01"), active("drug:fluticasone", "2026-08-01"),
		active("cond:type2_diabetes", "2021-01-01"), active("drug:metformin", "2021-01-01")}
	window := []turn{clinician("Anything else bothering you?")}
	checkCases(t, []corpusCase{
		{ID: "since I started that, others suppose a cold", Lang: "en", Record: record, Window: window, Reference: "that",
			Utterance: "yeah my voice has gone all croaky since I started that, my coworkers think I've got a cold", Expect: "drug:fluticasone"},
		{ID: "since I started it", Lang: "en", Record: record, Window: window,
			Utterance: "my voice has gone all croaky since I started it", Expect: "drug:fluticasone"},
		{ID: "near miss: the patient's own cause blames no drug", Lang: "en", Record: record, Window: window, Reference: "that",
			Utterance: "yeah my voice has gone all croaky since I started that, I think I've got a cold", Expect: "unresolved",
			Candidates: []string{"drug:fluticasone", "drug:metformin"}},
		{ID: "near miss: since I started that job is no drug", Lang: "en", Record: record, Window: window,
			Utterance: "my voice has gone all croaky since I started that job", Expect: "unresolved"},
	})
}

// TestASymptomBeforeTheDoseBlamesNoDrug: a symptom the turn says comes
// before the drug is taken ("I keep nodding off before I've had them",
// "还没吃药就睡着了") is why the patient asks to move the dose, not an
// effect of a drug: it picks none of two named together (en-dev31-013).
// Said to come after the drug, or blamed on it, it still does.
func TestASymptomBeforeTheDoseBlamesNoDrug(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2017-01-01"), active("drug:doxazosin", "2017-01-01"),
		active("cond:hyperlipidemia", "2017-01-01"), active("drug:atorvastatin", "2017-01-01")}
	en := []turn{clinician("When do you take your tablets?"), patient("I take the atorvastatin at night and the doxazosin at night as well")}
	zh := []turn{clinician("这两个药都什么时候吃？"), patient("阿托伐他汀晚上吃 多沙唑嗪也是晚上吃")}
	both := []string{"drug:atorvastatin", "drug:doxazosin"}
	checkCases(t, []corpusCase{
		{ID: "nodding off before I've had them", Lang: "en", Record: record, Window: en,
			Utterance: "could I take that one in the morning instead, only I keep nodding off before I've had them", Expect: "unresolved", Candidates: both},
		{ID: "dropping off before I take it", Lang: "en", Record: record, Window: en,
			Utterance: "can I move that one to the morning? I'm always dozing off before I take it", Expect: "unresolved", Candidates: both},
		{ID: "还没吃药就头晕犯困", Lang: "zh", Record: record, Window: zh,
			Utterance: "那个药 能不能改成早上吃 我老是还没吃药就头晕犯困", Expect: "unresolved", Candidates: both},
		{ID: "吃药之前就头晕", Lang: "zh", Record: record, Window: zh,
			Utterance: "那个药 能不能改成早上吃 我每天吃药之前就头晕犯困", Expect: "unresolved", Candidates: both},
		{ID: "near miss: it makes me nod off", Lang: "en", Record: record, Window: en,
			Utterance: "could I take that one in the morning instead, it makes me so dizzy", Expect: "drug:doxazosin"},
		{ID: "near miss: dizzy after I've had them", Lang: "en", Record: record, Window: en,
			Utterance: "could I take that one in the morning instead, only I keep getting dizzy after I've had them", Expect: "drug:doxazosin"},
		{ID: "near miss: before I've had my breakfast is no dose", Lang: "en", Record: record, Window: en,
			Utterance: "could I take that one in the morning instead, only it makes me dizzy before I've had my breakfast", Expect: "drug:doxazosin"},
		{ID: "near miss: 吃了以后老头晕", Lang: "zh", Record: record, Window: zh,
			Utterance: "那个药 能不能改成早上吃 吃了以后老头晕", Expect: "drug:doxazosin"},
	})
}
