package coref_test

import "testing"

// Drugs given only by drip or as a depot jab fit a drip's or a jab's
// phrase; one taken as capsules too still fits "the tablets".
func TestInjectedForms(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the new drip is levosimendan", Lang: "en", Utterance: "The new drip, how long does each one take?",
			Record: []recordEntry{{Concept: "drug:levosimendan", Status: "active", Started: "2026-10-01"}, {Concept: "drug:furosemide", Status: "active", Started: "2020-01-01"}},
			Expect: "drug:levosimendan"},
		{ID: "the jab is the depot medroxyprogesterone", Lang: "en", Utterance: "When is the jab due again?",
			Record: []recordEntry{{Concept: "drug:medroxyprogesterone", Status: "active", Started: "2026-05-01"}, {Concept: "drug:cetirizine", Status: "active", Started: "2020-01-01"}},
			Expect: "drug:medroxyprogesterone"},
		{ID: "the capsules may be ampicillin", Lang: "en", Utterance: "The capsules, before or after food?",
			Record: []recordEntry{{Concept: "drug:ampicillin", Status: "active", Started: "2026-10-30"}},
			Expect: "drug:ampicillin"},
	})
}

// Patches in the mouth, or coloured patches on the skin, are marks on
// the body, no dosage form: never the nicotine patch.
func TestBodyPatches(t *testing.T) {
	record := []recordEntry{{Concept: "drug:nicotine", Status: "active", Started: "2026-09-01"}, {Concept: "drug:salbutamol", Status: "active", Started: "2015-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "white patches in my mouth are no drug patch", Lang: "en", Utterance: "I've got these white patches in my mouth again. What should I do?",
			Record: record, Expect: "unresolved"},
		{ID: "the new patch is the drug patch", Lang: "en", Utterance: "The new patch, can I swim with it on?",
			Record: record, Expect: "drug:nicotine"},
	})
}

// A steroid jab (封闭针) may be betamethasone, dexamethasone or
// methylprednisolone: injected as well as taken.
func TestSteroidJab(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "以前打的那个针 is the injected steroid", Lang: "zh", Utterance: "以前在膝盖上打的那个针，还能再打吗？",
			Record: []recordEntry{{Concept: "drug:methylprednisolone", Status: "stopped", Started: "2024-01-01", Ended: "2024-01-01"},
				{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:methylprednisolone"},
	})
}

// A plaster (膏药, 贴的) is a topical NSAID as often as a fentanyl patch:
// "以前贴的那个膏药" is the stopped flurbiprofen cataplasm, never the
// ibuprofen tablets, and two stopped plasters stay ambiguous.
func TestPlasterIsTopicalNSAID(t *testing.T) {
	plaster := []recordEntry{
		stopped("drug:flurbiprofen", "2024-01-01", "2024-03-01"),
		active("drug:celecoxib", "2026-09-01"),
	}
	tablets := []recordEntry{
		stopped("drug:ibuprofen", "2024-01-01", "2024-03-01"),
		active("drug:celecoxib", "2026-09-01"),
	}
	two := []recordEntry{
		stopped("drug:flurbiprofen", "2024-01-01", "2024-03-01"),
		stopped("drug:fentanyl", "2023-01-01", "2023-06-01"),
	}
	checkCases(t, []corpusCase{
		{ID: "以前贴的膏药 is the stopped plaster", Lang: "zh", Utterance: "以前贴的那个膏药还能再开点吗？", Record: plaster, Expect: "drug:flurbiprofen"},
		{ID: "the plaster I used to have", Lang: "en", Utterance: "That plaster I used to have for my back, can I get it again?",
			Record: []recordEntry{stopped("drug:diclofenac", "2024-01-01", "2024-03-01"), active("drug:celecoxib", "2026-09-01")}, Expect: "drug:diclofenac"},
		{ID: "a stopped tablet is no plaster", Lang: "zh", Utterance: "以前贴的那个膏药还能再开点吗？", Record: tablets, Expect: "unresolved", Candidates: []string{}},
		{ID: "two stopped plasters", Lang: "zh", Utterance: "以前贴的那个膏药还能再开点吗？", Record: two, Expect: "unresolved",
			Candidates: []string{"drug:flurbiprofen", "drug:fentanyl"}},
	})
}

// "打了它" is having the drug injected: after two injections named
// together it stays ambiguous, after one it is that one; 打 with a count
// of blows is to hit, and refers to no drug.
func TestInjectedIt(t *testing.T) {
	two := []turn{patient("伤口疼得睡不着。"), clinician("给你打一针止疼的，酮咯酸或者帕瑞昔布，看药房有哪个。")}
	one := []turn{patient("伤口疼得睡不着。"), clinician("给你打一针帕瑞昔布止疼。")}
	record := []recordEntry{active("cond:gallstones", "2026-10-20")}
	checkCases(t, []corpusCase{
		{ID: "two injections named", Lang: "zh", Window: two, Utterance: "打了它胃会不会难受啊？", Record: record,
			Expect: "unresolved", Candidates: []string{"drug:ketorolac", "drug:parecoxib"}},
		{ID: "one injection named", Lang: "zh", Window: one, Utterance: "打了它以后能马上下床走吗？", Record: record, Expect: "drug:parecoxib"},
		{ID: "I hit it", Lang: "zh", Window: one, Utterance: "那条狗扑过来，我打了它它才跑。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "hit it twice", Lang: "zh", Window: one, Utterance: "那条狗扑过来，我打了它好几下它才跑。", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// The dermatological groups' drugs "for systemic use" (D01B, D05B, D10B)
// are swallowed: terbinafine and isotretinoin are tablets and capsules,
// never creams. Read as the skin's, a complaint of "my tablets" that
// terbinafine explains as well as metformin went to metformin alone.
func TestSwallowedDermatologicals(t *testing.T) {
	taste := []recordEntry{active("drug:metformin", "2018-02-01"), active("drug:terbinafine", "2026-08-20"), active("drug:amlodipine", "2016-05-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev24-023: metallic taste, metformin and terbinafine", Lang: "en", Record: taste,
			Utterance: "Everything tastes funny, sort of metallic. Could that be one of my tablets?", Expect: "unresolved",
			Candidates: []string{"drug:metformin", "drug:terbinafine"}},
		{ID: "zh: 嘴里一股铁锈味, both", Lang: "zh", Record: taste,
			Utterance: "最近嘴里有金属味，吃东西没滋味，是不是吃那个药片吃的？", Expect: "unresolved",
			Candidates: []string{"drug:metformin", "drug:terbinafine"}},
		{ID: "en: the nail tablets alone explain the taste", Lang: "en", Record: taste[1:],
			Utterance: "Everything tastes metallic lately. Is it one of my tablets?", Expect: "drug:terbinafine"},
		{ID: "zh: 异维A酸 capsules dry the mouth", Lang: "zh",
			Record:    []recordEntry{active("drug:isotretinoin", "2026-09-01"), active("drug:amlodipine", "2016-05-01")},
			Utterance: "吃了那个胶囊以后嘴巴干得要命，是它的问题吗？", Expect: "drug:isotretinoin"},
		{ID: "the cream is the gel, not the capsules", Lang: "en",
			Record:    []recordEntry{active("drug:isotretinoin", "2026-09-01"), active("drug:adapalene", "2026-06-01")},
			Utterance: "Since I started that cream my face is dry and flaky, is that the cream?", Expect: "drug:adapalene"},
		{ID: "near miss: nothing fitting the taste", Lang: "en",
			Record:    []recordEntry{active("drug:amlodipine", "2016-05-01"), active("drug:atorvastatin", "2019-05-01")},
			Utterance: "Everything tastes metallic lately. Is it one of my tablets?", Expect: "unresolved",
			Candidates: []string{"drug:amlodipine", "drug:atorvastatin"}},
	})
}

// Patches of a colour said as a trouble ("my white patches problem", "the
// red patches thing") are marks of the skin, not a drug's patches: the
// record's skin condition. Two skin conditions stay unresolved; a
// relative's patches and a record with no skin condition point at nothing;
// patches said without a trouble noun are still the drug.
func TestSkinPatches(t *testing.T) {
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

// A transcript's pause after "那个<verb>的" is a break, as a comma is, when
// only a drug is used so ("我那个吸的 嗯 那个吸的快没了": an inhaled drug);
// not after 吃, whose "那个吃的 " may be food.
func TestPausedUseVerb(t *testing.T) {
	lungs := []recordEntry{active("cond:copd", "2020-01-01"), active("drug:budesonide_formoterol", "2020-01-01"), active("drug:tiotropium", "2021-01-01"),
		active("cond:hypertension", "2015-01-01"), active("drug:amlodipine", "2015-01-01")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev26-034: 我那个吸的 嗯 那个吸的快没了", Lang: "zh", Record: lungs,
			Utterance: "我那个吸的 嗯 那个吸的快没了 还剩个十来下 再给我开一个", Expect: "unresolved",
			Candidates: []string{"drug:budesonide_formoterol", "drug:tiotropium"}, Reference: "我那个吸的"},
		{ID: "zh: 那个贴的 嗯 贴哪儿都行吗", Lang: "zh",
			Record:    []recordEntry{active("cond:alzheimer_disease", "2024-01-01"), active("drug:rivastigmine", "2024-01-01"), active("drug:metformin", "2025-01-01")},
			Utterance: "那个贴的 嗯 贴哪儿都行吗", Expect: "drug:rivastigmine"},
		{ID: "near miss: 那个吃的 is no drug", Lang: "zh", Record: lungs,
			Utterance: "那个吃的 我都给他放冰箱了", Expect: "unresolved", Candidates: []string{}},
	})
}

// A patch that came off the skin ("Dad's patch um came off in the bath",
// "my patch has come off overnight") is still the one worn, no drug
// stopped; and "do I put a new one on" is a fresh patch, not the newest
// drug. Two patches worn stay both asked about. A person who came off a
// patch ("the patch I came off last year") stopped it; "the new one" is
// still the newest, and so is "I got a new one for my pressure", a new
// drug, not one more of the same.
func TestPatchCameOff(t *testing.T) {
	twoPatches := []recordEntry{active("cond:alzheimer_disease", "2024-03-01"), active("drug:rivastigmine", "2024-05-01"),
		active("cond:osteoarthritis", "2015-01-01"), active("drug:fentanyl", "2025-10-01")}
	onePatch := []recordEntry{active("drug:rivastigmine", "2024-05-01"), stopped("drug:fentanyl", "2023-10-01", "2024-01-01"), active("drug:metformin", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev28-013: Dad's patch came off, put a new one on, is either patch", Lang: "en", Record: twoPatches,
			Window:    []turn{patient("hi it's his daughter, I do his meds"), clinician("Hello, what's happened?")},
			Utterance: "Dad's patch um came off in the bath this morning do I put a new one on now or wait till tomorrow", Reference: "Dad's patch",
			Expect: "unresolved", Candidates: []string{"drug:rivastigmine", "drug:fentanyl"}},
		{ID: "my patch came off, stick a new one on, of two patches is either", Lang: "en", Record: twoPatches,
			Utterance: "my patch came off in the shower, do I stick a new one on", Expect: "unresolved", Candidates: []string{"drug:rivastigmine", "drug:fentanyl"}},
		{ID: "the patch has come off is the one worn", Lang: "en", Record: onePatch,
			Utterance: "the patch has come off overnight, should I put another on", Expect: "drug:rivastigmine"},
		{ID: "near miss: the patch I came off last year is the stopped one", Lang: "en", Record: onePatch,
			Utterance: "the patch I came off last year, could I go back on it", Expect: "drug:fentanyl"},
		{ID: "near miss: since I came off that patch", Lang: "en", Record: onePatch,
			Utterance: "since I came off that patch my knees are killing me", Expect: "drug:fentanyl"},
		{ID: "near miss: the new one is the newest patch", Lang: "en", Record: twoPatches,
			Utterance: "the new patch, is it alright in the bath", Expect: "drug:fentanyl"},
		{ID: "near miss: I got a new one for my pressure is a new drug", Lang: "en",
			Record:    []recordEntry{active("cond:hypertension", "2019-03-01"), active("drug:amlodipine", "2019-03-01"), active("drug:losartan", "2026-10-01")},
			Utterance: "I got a new one for my pressure last month, is it ok with a drink", Expect: "drug:losartan"},
	})
}

// Drops put in as the patient's use of them ("I've been putting that
// stuff in every day since September", "I put them in my nose twice a
// day") are a drug of theirs given as drops, of the place said if one is,
// not only a thing just said: the record's drops, dated by the turn when
// it dates them. With no drops recorded nothing is chosen, never the
// tablet; "put that stuff in my tea" is no use of drops.
func TestDropsPutIn(t *testing.T) {
	eyes := []recordEntry{active("cond:allergic_rhinitis", "2019-04-01"), active("drug:cetirizine", "2019-04-01"), active("drug:tetryzoline", "2026-09-01")}
	said := []turn{clinician("What can I do for you today?"), patient("it's my eyes")}
	checkCases(t, []corpusCase{
		{ID: "en-dev28-011: putting that stuff in every day since September is the eye drops", Lang: "en", Record: eyes, Window: said,
			Utterance: "I've been putting that stuff in every day since September and honestly they're redder now than before I started", Expect: "drug:tetryzoline"},
		{ID: "putting that stuff in every day, undated, is the drops", Lang: "en", Record: eyes, Window: said,
			Utterance: "I've been putting that stuff in every day and they're no better", Expect: "drug:tetryzoline"},
		{ID: "putting them in my nose is the nasal spray, not the tablet", Lang: "en",
			Record:    []recordEntry{active("cond:allergic_rhinitis", "2019-04-01"), active("drug:cetirizine", "2019-04-01"), active("drug:mometasone", "2026-05-01")},
			Utterance: "I've been putting them in my nose twice a day, do I keep going", Expect: "drug:mometasone"},
		{ID: "near miss: no drops recorded chooses none, not the tablet", Lang: "en", Record: []recordEntry{active("drug:amlodipine", "2020-01-01")}, Window: said,
			Utterance: "I've been putting that stuff in every day since September and they're redder", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: put that stuff in my tea is no use of drops", Lang: "en", Record: eyes,
			Utterance: "I put that stuff in my tea every morning, is it ok", Expect: "unresolved", Candidates: []string{}},
	})
}
