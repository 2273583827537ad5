package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/understand"
)

// "The time afore last" is Scots for the time before last: the session
// before the last one is searched, not the last, which named nothing, nor
// the record.
func TestTimeAforeLast(t *testing.T) {
	record := []recordEntry{active("cond:seborrheic_dermatitis", "2025-10-01"), active("cond:hypertension", "2014-09-01"),
		active("drug:losartan", "2014-09-01")}
	sessions := [][]turn{
		{patient("My scalp's that itchy and flaky, it's all over my jacket."),
			clinician("That's seborrhoeic dermatitis. Try a ketoconazole shampoo twice a week, and leave it on five minutes before you rinse.")},
		{patient("Just in for my blood pressure check."), clinician("It's fine today, 132 over 80. Keep on as you are.")},
	}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-018: that shampoo ye telt me aboot the time afore last", Lang: "en", Record: record, EarlierSessions: sessions,
			Utterance: "That shampoo ye telt me aboot the time afore last, is it awright for the wean tae use it an' all?", Expect: "drug:ketoconazole"},
		{ID: "near miss: the shampoo from last time, which named none", Lang: "en", Record: record, EarlierSessions: sessions,
			Utterance: "That shampoo ye telt me aboot last time, is it awright for the wean?", Expect: "unresolved", Candidates: []string{}},
	})
}

// "Those <words> <drug noun> you mentioned last time" is the drug the
// last session named, as "the one you mentioned" is.
func TestGivenDrugNoun(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "those six-monthly jabs you mentioned last time are the drug named then", Lang: "en",
			EarlierSessions: [][]turn{{{Speaker: "clinician", Text: "Your scan shows thinning bones; I'd like to start denosumab injections."}}},
			Utterance:       "Those six-monthly jabs you mentioned last time, will they hurt much?",
			Record:          []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:denosumab"},
	})
}

// Cantonese 讲嗰只 (说的那只) in a turn about last time is the drug said then.
func TestCantoneseSaidThatOne(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "上次你讲嗰只 is the drug said last time", Lang: "zh", Utterance: "上次你讲嗰只，我谂清楚咗，想试下，会唔会上瘾？",
			EarlierSessions: [][]turn{{{Speaker: "patient", Text: "我成日瞓唔着。"}, {Speaker: "clinician", Text: "可以试下米氮平，睡前食。"}}},
			Record:          []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:mirtazapine"},
	})
}

// A drug the assistant spoke of as what people take, in the last session,
// is what "that stuff you mentioned last time" points at; a relative's drug
// the assistant repeats is not.
func TestDrugTheAssistantSpokeOfLastSession(t *testing.T) {
	record := []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "what some people find helpful is the drug mentioned", Lang: "en",
			EarlierSessions: [][]turn{{{Speaker: "patient", Text: "My tummy always goes funny when we travel abroad."},
				{Speaker: "assistant", Text: "Some people keep loperamide in their bag for that; ask your pharmacist."}}},
			Utterance: "That stuff you mentioned last time for the holidays, how many can I take in a day?", Record: record, Expect: "drug:loperamide"},
		{ID: "a mother's drug the assistant repeats is not the patient's", Lang: "en",
			EarlierSessions: [][]turn{{{Speaker: "patient", Text: "My mum keeps loperamide in her bag when we travel."},
				{Speaker: "assistant", Text: "Noted, the loperamide is your mum's."}}},
			Utterance: "That stuff you mentioned last time for the holidays, how many can I take in a day?", Record: record, Expect: "unresolved"},
	})
}

// "上上回" is the session before last: its drug, never the last one's.
func TestSessionBeforeLast(t *testing.T) {
	sessions := [][]turn{
		{{Speaker: "patient", Text: "我最近胃胀，自己买了吗丁啉。"}, {Speaker: "assistant", Text: "好的，吗丁啉已记下。"}},
		{{Speaker: "patient", Text: "这几天咳嗽有痰，买了氨溴索。"}, {Speaker: "assistant", Text: "好的，氨溴索记下了。"}},
	}
	record := []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "上上回说的那个 is the drug of the session before last", Lang: "zh", Utterance: "上上回跟你说的那个，还能接着吃不？",
			EarlierSessions: sessions, Record: record, Expect: "drug:domperidone"},
		{ID: "the time before last, with one session only, is nothing", Lang: "en", Utterance: "The one I told you about the time before last, can I take it with food?",
			EarlierSessions: sessions[1:], Record: record, Expect: "unresolved"},
		{ID: "the visit before last is the drug of the session before last", Lang: "en", Utterance: "The one I told you about the visit before last, can I take it with food?",
			EarlierSessions: [][]turn{{patient("My back's bad, I bought some naproxen.")}, {patient("I've a cough, got some guaifenesin.")}}, Record: record, Expect: "drug:naproxen"},
		{ID: "上回说的那个 is the last session's drug", Lang: "zh", Utterance: "上回跟你说的那个，还能接着吃不？",
			EarlierSessions: sessions, Record: record, Expect: "drug:ambroxol"},
	})
}

// Spoken, the last session is named and then passed over: "上回再往前那次",
// "not last time, the time before" mean the session before last, never
// the last one's drug.
func TestLastSessionPassedOver(t *testing.T) {
	zhSessions := [][]turn{
		{patient("我最近胃胀，自己买了吗丁啉。"), assistant("好的，吗丁啉已记下。")},
		{patient("这几天咳嗽有痰，买了氨溴索。"), assistant("好的，氨溴索记下了。")},
	}
	enSessions := [][]turn{
		{patient("My back's bad, I bought some naproxen.")},
		{patient("I've a cough, got some guaifenesin.")},
	}
	record := []recordEntry{active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "上次再往前那回 is the session before last", Lang: "zh", Utterance: "上次再往前那回跟你说的那个，还能接着吃不？",
			EarlierSessions: zhSessions, Record: record, Expect: "drug:domperidone"},
		{ID: "上回之前那次 is the session before last", Lang: "zh", Utterance: "上回之前那次说的那个药，一天吃几次？",
			EarlierSessions: zhSessions, Record: record, Expect: "drug:domperidone"},
		{ID: "not last time, the time before", Lang: "en", Utterance: "The one I told you about, not last time, the time before, can I take it with food?",
			EarlierSessions: enSessions, Record: record, Expect: "drug:naproxen"},
		{ID: "not at the last visit", Lang: "en", Utterance: "The stuff I mentioned, not the last visit but before, is it safe with my amlodipine?",
			EarlierSessions: enSessions, Record: record, Expect: "drug:naproxen"},
		{ID: "上回说的 is still the last session", Lang: "zh", Utterance: "上回跟你说的那个，再往前我还吃过别的，那个还能接着吃不？",
			EarlierSessions: zhSessions, Record: record, Expect: "drug:ambroxol"},
		{ID: "last time alone is the last session", Lang: "en", Utterance: "The one I told you about last time, can I take it with food?",
			EarlierSessions: enSessions, Record: record, Expect: "drug:guaifenesin"},
	})
}

// "第一回跟你聊的时候", "at my first visit" name the first session by its
// order: what was said then, not in the last one; "第一次吃的时候" and "my
// first visit to the skin clinic" are no session of ours, and a first
// session that named nothing of the kind chooses nothing.
func TestFirstSession(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2019-03-01")}
	sessions := [][]turn{
		{patient("膝盖老是疼。"), assistant("疼得厉害的话，可以外用双氯芬酸凝胶。")},
		{patient("最近睡眠不好。"), assistant("睡前少喝茶，可以试试褪黑素。")},
	}
	en := [][]turn{
		{patient("My heel's been sore for weeks."), assistant("A diclofenac gel rubbed in twice a day often helps.")},
		{patient("I've been sleeping badly."), assistant("Cutting down on caffeine may help; melatonin is an option.")},
	}
	checkCases(t, []corpusCase{
		{ID: "第一次跟你说的那个药", Lang: "zh", EarlierSessions: sessions, Utterance: "我第一次跟你说话的时候你提的那个药，现在还能用吗？", Record: record, Expect: "drug:diclofenac"},
		{ID: "头一回来的时候说的那个", Lang: "zh", EarlierSessions: sessions, Utterance: "头一回来的时候你说的那个药，哪里能买到？", Record: record, Expect: "drug:diclofenac"},
		{ID: "the gel from my first visit", Lang: "en", EarlierSessions: en, Utterance: "That gel you mentioned at my first appointment, where do I get it?", Record: record, Expect: "drug:diclofenac"},
		{ID: "the first time we spoke", Lang: "en", EarlierSessions: en, Utterance: "The stuff you told me about the first time we spoke, is it safe with my tablets?", Record: record, Expect: "drug:diclofenac"},
		{ID: "first time taking it is no session", Lang: "zh", EarlierSessions: sessions, Utterance: "第一次吃那个药的时候头有点晕，正常吗？", Record: record, Expect: "drug:amlodipine"},
		{ID: "first visit to another clinic", Lang: "en", EarlierSessions: en, Utterance: "The cream they gave me at my first visit to the skin clinic, can I use it again?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "first session named no cream", Lang: "en", EarlierSessions: en[1:], Utterance: "The cream you told me about at my first visit, can I use it on my face?", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// A caller that gives only its last sessions (the service reads as far
// back as a reference asks) and not the first: the oldest it gave is no
// answer.
func TestFirstSessionNeedsTheFirst(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	text := "我第一回跟你聊的时候你说的那个药，还能吃吗？"
	rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: text, At: now}, nil)
	refs := coref.Find(text, rd.Extract.Mentions)
	earlier := [][]coref.WindowMention{{{ConceptID: "drug:diclofenac", Type: "drug", Display: "diclofenac", Seq: 2}}}
	for _, known := range []bool{false, true} {
		in := coref.Input{Earlier: earlier, Now: now}
		if known {
			in.First = earlier[0]
		}
		res := coref.Resolve(refs, in, r.Lexicon())
		if len(res) != 1 {
			t.Fatalf("first known %v: %d resolutions, want 1", known, len(res))
		}
		if known && res[0].ConceptID != "drug:diclofenac" {
			t.Errorf("first known: resolved to %q, want drug:diclofenac", res[0].ConceptID)
		}
		if !known && (res[0].Resolved || len(res[0].Candidates) > 0) {
			t.Errorf("first not known: %+v, want unresolved with nothing", res[0])
		}
	}
}

// A session told by its topic ("the cream you mentioned when I came in
// about my knee", "我说嗓子疼那回你说的那个") is the session whose patient
// turns spoke of it: its drug, never the record's drug that happens to
// cause the symptom. No session about it, nothing; two sessions about it
// that named two drugs, both asked about.
func TestSessionToldByTopic(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	knee := [][]turn{
		{patient("My knee's been aching since the hill walk."), assistant("Paracetamol, two tablets up to four times a day, may help.")},
		{patient("I'm not sleeping."), assistant("Some people find melatonin helps.")},
	}
	throat := [][]turn{
		{patient("这两天嗓子疼，咽口水都疼。"), assistant("可以先吃点布洛芬，多喝水。")},
		{patient("最近老睡不着。"), assistant("可以问问医生褪黑素合不合适。")},
	}
	checkCases(t, []corpusCase{
		{ID: "when I came in about my knee", Lang: "en", EarlierSessions: knee, Record: record,
			Utterance: "The tablets you suggested when I came in about my knee, can I take them with food?", Expect: "drug:paracetamol"},
		{ID: "我说嗓子疼那回", Lang: "zh", EarlierSessions: throat, Record: record,
			Utterance: "我说嗓子疼那回，你说的那个药，一天能吃几次？", Expect: "drug:ibuprofen"},
		{ID: "near miss: no session about ankles, not the record's amlodipine", Lang: "en", EarlierSessions: knee, Record: record,
			Utterance: "The tablet you brought up when I came in about my swollen ankles, did the doctor decide on it?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: 没聊过脚肿", Lang: "zh", EarlierSessions: throat, Record: record,
			Utterance: "我说脚肿那回，你提的那个药，到底要不要吃？", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: two sessions about the knee", Lang: "en", Record: record, EarlierSessions: [][]turn{
			{patient("My knee's bad again."), assistant("Paracetamol regularly is a good start.")},
			{patient("The knee is still sore."), assistant("An ibuprofen gel could go on top of that.")},
		}, Utterance: "The medicine you mentioned when I came in about my knee, is it safe with my blood pressure?", Expect: "unresolved",
			Candidates: []string{"drug:ibuprofen", "drug:paracetamol"}},
	})
}

// An earlier session is told without a class word or by its count: "what
// I brought up last visit", "上趟侬讲个药", "that once-a-year drip from
// last time", "the tablet you mentioned two visits ago". Only the last
// session is "last time"; "two visits ago" is the one before it; a session
// that names two drugs leaves them both asked about, one that names none
// leaves nothing.
func TestEarlierSessionSaidPlainly(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2019-01-01"), active("cond:hypertension", "2019-01-01")}
	older := []turn{patient("The amlodipine's been fine."), assistant("Good, noted.")}
	thrush := []turn{patient("The walk-in centre gave me fluconazole for thrush at the weekend."), assistant("Okay, I've noted the fluconazole.")}
	zhOlder := []turn{patient("降压药一直吃着氨氯地平。"), assistant("好的，记下了。")}
	zhKnee := []turn{patient("膝盖痛，不想吃药。"), clinician("可以外用扶他林乳膏，早晚搽一次。")}
	zhTwo := []turn{patient("膝盖痛，不想吃药。"), clinician("可以搽双氯芬酸乳胶剂，或者贴氟比洛芬凝胶贴膏，侬自家挑。")}
	drip := []turn{clinician("Another option is zoledronic acid - an infusion once a year."), patient("I'll think about it.")}
	weekly := []turn{clinician("We could try alendronate, a tablet taken once a week."), patient("I'll think about it.")}
	checkCases(t, []corpusCase{
		{ID: "what I brought up last visit", Lang: "en", Record: record, EarlierSessions: [][]turn{older, thrush},
			Utterance: "Following up on what I brought up last visit - can I take a second dose?", Expect: "drug:fluconazole"},
		{ID: "what you mentioned last time", Lang: "en", Record: record, EarlierSessions: [][]turn{older, thrush},
			Utterance: "About what you mentioned last time, do I take it with food?", Expect: "drug:fluconazole"},
		{ID: "上趟侬讲个药", Lang: "zh", Record: record, EarlierSessions: [][]turn{zhOlder, zhKnee},
			Utterance: "上趟侬讲个药，药房里买得着伐？", Expect: "drug:diclofenac"},
		{ID: "上回你说的药", Lang: "zh", Record: record, EarlierSessions: [][]turn{zhOlder, zhKnee},
			Utterance: "上回你说的药我买了，一天搽几次？", Expect: "drug:diclofenac"},
		{ID: "that once-a-year drip from last time", Lang: "en", Record: record, EarlierSessions: [][]turn{older, drip},
			Utterance: "So, about that once-a-year drip from last time - would somebody need to drive me home?", Expect: "drug:zoledronic_acid"},
		{ID: "the once-weekly tablet you mentioned last time", Lang: "en", Record: record, EarlierSessions: [][]turn{older, weekly},
			Utterance: "The once-weekly tablet you mentioned last time, do I take it standing up?", Expect: "drug:alendronate"},
		{ID: "two visits ago", Lang: "en", Record: record, EarlierSessions: [][]turn{drip, thrush},
			Utterance: "That stuff you brought up two visits ago, would somebody need to drive me home after it?", Expect: "drug:zoledronic_acid"},
		{ID: "near miss: a session that names two", Lang: "zh", Record: record, EarlierSessions: [][]turn{zhTwo},
			Utterance: "上趟侬讲个药，药房里买得着伐？", Expect: "unresolved", Candidates: []string{"drug:diclofenac", "drug:flurbiprofen"}},
		{ID: "near miss: last time named nothing", Lang: "en", Record: record, EarlierSessions: [][]turn{thrush, {patient("Just a check-up today."), assistant("All fine.")}},
			Utterance: "About what I brought up last visit, is it still worth doing?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: two visits ago is not the last", Lang: "en", Record: record, EarlierSessions: [][]turn{{patient("Just a check-up today."), assistant("All fine.")}, drip},
			Utterance: "That stuff you brought up two visits ago, would somebody need to drive me home after it?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: what I said, no session", Lang: "en", Record: record,
			Utterance: "Going back to what I said about sleeping, it's getting worse.", Expect: "unresolved", Candidates: []string{}},
	})
}

// A spoken self-correction between sessions: "上上回 不是上回 上上回你说的那个"
// corrects away from the last session, which is then no session the
// reference asks for: the session before it is. Without the correction,
// "上回你说的那个" is still the last session's.
func TestNotLastTimeCorrected(t *testing.T) {
	record := []recordEntry{active("cond:type2_diabetes", "2014-01-01"), active("cond:diabetic_neuropathy", "2026-05-01")}
	sessions := [][]turn{
		{patient("我这俩脚底下老是麻"), clinician("这是糖尿病把神经伤着了。可以吃点甲钴胺营养神经，血糖一定要控制好。")},
		{patient("今天就是来量量血压"), clinician("血压挺好。要是胃不舒服，可以吃点奥美拉唑。")},
	}
	checkCases(t, []corpusCase{
		{ID: "zh-dev26-032: 上上回 不是上回 上上回你说的那个", Lang: "zh", Record: record, EarlierSessions: sessions,
			Utterance: "那个 上上回 不是上回 上上回你说的那个 营养神经的 我忘了买了 现在吃还来得及不", Expect: "drug:mecobalamin"},
		{ID: "zh: 不是上回 是上上回说的那个药", Lang: "zh", Record: record, EarlierSessions: sessions,
			Utterance: "不是上回 是上上回说的那个药 一天吃几次", Expect: "drug:mecobalamin"},
		{ID: "near miss: 上回你说的那个 is the last session's", Lang: "zh", Record: record, EarlierSessions: sessions,
			Utterance: "上回你说的那个药 饭前吃吗", Expect: "drug:omeprazole"},
	})
}

// "the inhaler you mentioned last time I think I'd like to try it": a
// hedge ("I think", "I reckon") after "last time" starts no clause of
// another time ("the last time I had shingles"); the phrase names the last
// session, whose drug it is, not the record's.
func TestLastTimeThenHedge(t *testing.T) {
	asthma := []recordEntry{active("cond:asthma", "2016-01-01"), active("drug:beclometasone", "2016-01-01")}
	wheeze := [][]turn{{patient("it's mostly at night, I wake up wheezy about three"),
		clinician("If it keeps on we could add a formoterol inhaler alongside your brown one. Let's see how the next month goes."), patient("okay")}}
	eczema := []recordEntry{active("cond:atopic_dermatitis", "2016-01-01"), active("drug:hydrocortisone", "2016-01-01")}
	cream := [][]turn{{patient("it's still itchy on my arms"), clinician("We could try tacrolimus ointment if the steroid cream isn't enough."), patient("right")}}
	checkCases(t, []corpusCase{
		{ID: "en-dev27-009: the inhaler you mentioned last time I think is formoterol", Lang: "en", Record: asthma, EarlierSessions: wheeze,
			Window: []turn{patient("still waking up with it")}, Utterance: "so the inhaler you mentioned last time I think I'd like to try it now", Expect: "drug:formoterol"},
		{ID: "the inhaler you said last time I reckon is formoterol", Lang: "en", Record: asthma, EarlierSessions: wheeze,
			Utterance: "the inhaler you said last time I reckon I should start it", Expect: "drug:formoterol"},
		{ID: "the ointment you mentioned last time I guess is tacrolimus", Lang: "en", Record: eczema, EarlierSessions: cream,
			Utterance: "the ointment you mentioned last time I guess I'll give it a go", Expect: "drug:tacrolimus"},
		// Near miss: "the last time I had a chest infection" dates another
		// time; the inhaler of the record is meant.
		{ID: "near miss: the last time I had a chest infection is no session", Lang: "en", Record: asthma, EarlierSessions: wheeze,
			Utterance: "my inhaler, should I use it more like the last time I had a chest infection", Expect: "drug:beclometasone"},
	})
}

// "The one I mentioned last time" is a reference of its own beside another
// the turn holds ("… okay with my pill?"), searched in the last session,
// while the other is the patient's drug now (en-dev37-009, where only "my
// pill" was read and took the session). Alone it is as before; a last
// session naming two leaves both asked about.
func TestSaidLastTimeBesideAnother(t *testing.T) {
	record := []recordEntry{active("drug:levonorgestrel_ethinylestradiol", "2022-01-10"), active("drug:cetirizine", "2025-05-01")}
	hayFever := []turn{patient("Hay fever's started early."), assistant("Cetirizine once a day can help.")}
	wort := []turn{patient("Bit low lately. I've started taking St John's wort from the health food shop."), assistant("Worth telling your pharmacist, it interacts with a number of medicines.")}
	two := []turn{patient("Bit low lately."), assistant("Some people try St John's wort, others melatonin for the sleep.")}
	checkCases(t, []corpusCase{
		{ID: "the one I mentioned last time, beside my pill", Lang: "en", Record: record, EarlierSessions: [][]turn{hayFever, wort},
			Utterance: "Is the one I mentioned last time okay with my pill?", Reference: "the one I mentioned last time", Expect: "drug:st_johns_wort"},
		{ID: "my hay fever tablets beside it are the record's, not the session's", Lang: "en", Record: record, EarlierSessions: [][]turn{wort, hayFever},
			Utterance: "Is the one I mentioned two visits back okay with my hay fever tablets?", Reference: "my hay fever tablets", Expect: "drug:cetirizine"},
		{ID: "that one you brought up last visit, beside my tablets", Lang: "en", Record: record, EarlierSessions: [][]turn{hayFever, wort},
			Utterance: "Is that one you brought up last visit alright with my tablets?", Reference: "that one you brought up last visit", Expect: "drug:st_johns_wort"},
		{ID: "near miss: a last session naming two", Lang: "en", Record: record, EarlierSessions: [][]turn{hayFever, two},
			Utterance: "Is the one I mentioned last time okay with my pill?", Reference: "the one I mentioned last time",
			Expect: "unresolved", Candidates: []string{"drug:st_johns_wort", "drug:melatonin"}},
		{ID: "near miss: a last session naming none", Lang: "en", Record: record, EarlierSessions: [][]turn{wort, {patient("Just a check-up."), assistant("All fine.")}},
			Utterance: "Is the one I mentioned last time okay with my pill?", Reference: "the one I mentioned last time", Expect: "unresolved", Candidates: []string{}},
	})
}

// A turn that names the last session and also says its drug was stopped
// ("The painkiller I used to take last time, the one they stopped
// already", Singapore English, where "last time" is "formerly") searches
// the last session first; when that holds nothing of the class and the
// record is searched instead, the stop still holds: the stopped drug of
// the class, never the active one (en-dev39-008, resolved to paracetamol).
// Without a stop told, the record's active drug of the class is meant as
// before, and British "on about" (talking about) tells no stop.
func TestStoppedDrugOfLastTime(t *testing.T) {
	pain := []recordEntry{stopped("drug:naproxen", "2022-02-02", "2024-04-04"), active("drug:paracetamol", "2024-04-04"),
		active("cond:osteoarthritis", "2022-02-02")}
	creams := []recordEntry{stopped("drug:clobetasol", "2023-01-01", "2024-01-01"), active("drug:hydrocortisone", "2024-01-01"),
		active("cond:atopic_dermatitis", "2023-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev39-008: the painkiller I used to take last time, the one they stopped already", Lang: "en", Record: pain,
			Utterance: "The painkiller I used to take last time, the one they stopped already, can eat again or not ah?", Expect: "drug:naproxen"},
		{ID: "the painkiller they stopped, said of last time with a session about the knee", Lang: "en", Record: pain,
			EarlierSessions: [][]turn{{patient("My knee's been stiff in the mornings."), assistant("Gentle exercise helps.")}},
			Utterance:       "The painkiller I used to take last time, can I start it again?", Expect: "drug:naproxen"},
		{ID: "near miss: the last session's painkiller comes first", Lang: "en", Record: append(slicesClone(pain), active("drug:celecoxib", "2026-10-01")),
			EarlierSessions: [][]turn{{patient("My knee's bad."), clinician("Let's try celecoxib for it.")}},
			Utterance:       "The painkiller I used to take last time, the one they stopped already, can I take it again?", Expect: "drug:celecoxib"},
		{ID: "near miss: no stop told, the record's active painkiller", Lang: "en", Record: pain,
			Utterance: "The painkiller you mentioned last time, can I take two?", Expect: "drug:paracetamol"},
		{ID: "near miss: on about is talking about, no stop", Lang: "en", Record: creams,
			Utterance: "The cream I was on about last time, can I put it on my face?", Expect: "drug:hydrocortisone"},
	})
}

// A drug's name said as the kind another drug of the turn belongs to
// ("甲钴胺属于维生素B12类", "mecobalamin is a form of vitamin B12") names no
// drug of its own: "上次说的那个药" is the mecobalamin, not asked between
// it and the cyanocobalamin the lexicon reads in 维生素B12 (zh-dev38-009).
// Two drugs offered side by side stay asked about, and a kind word said
// alone is all the session offers.
func TestKindWordNamesNoDrug(t *testing.T) {
	record := []recordEntry{active("drug:alendronate", "2024-01-08"), active("drug:metformin", "2017-06-20")}
	first := []turn{patient("骨头的药阿仑膦酸钠我一周吃一次，早上空腹吃的。"), assistant("做得很好，吃完半小时内不要躺下。")}
	session := func(said string) [][]turn {
		return [][]turn{first, {patient("今天医生提了一句，让我考虑吃甲钴胺，说手脚麻可能有用。"), assistant(said)}}
	}
	checkCases(t, []corpusCase{
		{ID: "zh-dev38-009: 甲钴胺属于维生素B12类", Lang: "zh", Record: record, EarlierSessions: session("好的，甲钴胺属于维生素B12类，您可以和医生再确认剂量。"),
			Utterance: "上次说的那个药，我在药店看到了，是不是要医生开方子才能买？", Expect: "drug:mecobalamin"},
		{ID: "mecobalamin is a form of vitamin B12", Lang: "en", Record: record,
			EarlierSessions: [][]turn{{patient("The doctor mentioned mecobalamin for the tingling in my feet."), assistant("Mecobalamin is a form of vitamin B12.")}},
			Utterance:       "That one you mentioned last time, do I need a prescription?", Expect: "drug:mecobalamin"},
		{ID: "near miss: two drugs side by side are asked about", Lang: "zh", Record: record, EarlierSessions: session("甲钴胺和维生素B12都可以，您和医生商量。"),
			Utterance: "上次说的那个药，我在药店看到了，是不是要医生开方子才能买？", Expect: "unresolved",
			Candidates: []string{"drug:mecobalamin", "drug:cyanocobalamin"}},
		{ID: "near miss: a kind word alone is what the session offers", Lang: "zh", Record: record,
			EarlierSessions: [][]turn{first, {patient("手脚有点麻。"), assistant("可以补点维生素B12类的。")}},
			Utterance:       "上次说的那个药，是不是要医生开方子才能买？", Expect: "drug:cyanocobalamin"},
	})
}
