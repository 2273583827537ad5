package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// Rules found on the fourteenth dev split, each with sentences written for
// these tests: every case fails without the rule its name gives, and the
// guards must hold with and without it.
func TestDev14Rules(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	twoBP := []recordEntry{active("drug:amlodipine", "2020-03-01"), active("drug:losartan", "2026-10-10")}
	for _, c := range []corpusCase{
		// Hunanese 咯 is 的 after a verb or an adjective.
		{ID: "新开咯 before a class word is the newest of the class", Lang: "zh", Utterance: "新开咯那个降压药，是早上吃还是晚上吃咯？",
			Record: twoBP, Expect: "drug:losartan"},
		{ID: "哪个药搞咯 blames one of the drugs for the complaint", Lang: "zh", Utterance: "我最近老是干咳，是吃咯哪个药搞咯？",
			Record: []recordEntry{active("drug:perindopril", "2019-01-01"), active("drug:metformin", "2018-01-01")}, Expect: "drug:perindopril"},
		{ID: "咯个 before 药 stays the Hunanese this", Lang: "zh", Utterance: "咯个药是饭前吃还是饭后吃？",
			Record: []recordEntry{active("drug:metformin", "2018-01-01")}, Expect: "drug:metformin"},
		// Running to the toilet to pass water is urinary frequency.
		{ID: "跑厕所屙尿 is a complaint of urinary frequency", Lang: "zh", Utterance: "这段时间老是跑厕所屙尿，是哪个药引起的？",
			Record: []recordEntry{active("drug:hydrochlorothiazide", "2021-01-01"), active("drug:amlodipine", "2020-01-01")}, Expect: "drug:hydrochlorothiazide"},
		// Purposes of drugs: 止咳 and 通便, with the determiner and recency
		// words before them; 食 is the Cantonese 吃.
		{ID: "新开嗰只止咳嘅药 is the newest cough medicine", Lang: "zh", Utterance: "新开嗰只止咳嘅药，食咗会唔会头晕㗎？",
			Record: []recordEntry{active("drug:bromhexine", "2026-10-01"), active("drug:dextromethorphan", "2026-10-20"), active("drug:amlodipine", "2019-01-01")},
			Expect: "drug:dextromethorphan"},
		{ID: "a laxative said by its purpose, taken before, is the stopped one", Lang: "zh", Utterance: "我原来吃过一种通便个药，叫什么名字来着？",
			Record: []recordEntry{{Concept: "drug:bisacodyl", Status: "stopped", Started: "2023-01-01", Ended: "2024-01-01"}, active("drug:macrogol", "2024-02-01")},
			Expect: "drug:bisacodyl"},
		{ID: "食嘅药 said last time is the drug named then", Lang: "zh", Utterance: "上次你讲嗰只夜晚食嘅药，我可唔可以同酒一齐食？",
			EarlierSessions: [][]turn{{{Speaker: "patient", Text: "我成晚痕到瞓唔着。"}, {Speaker: "clinician", Text: "可以瞓前食一粒氯苯那敏。"}}},
			Record:          []recordEntry{active("drug:perindopril", "2017-03-01")}, Expect: "drug:chlorphenamine"},
		// Drugs given by drip or injection.
		{ID: "这个针 is the piperacillin the clinician started", Lang: "zh", Utterance: "这个针要打几天啊？",
			Window: []turn{{Speaker: "clinician", Text: "今天开始给你用哌拉西林，一天三次。"}},
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:piperacillin"},
		{ID: "the injection is the ibandronate", Lang: "en", Utterance: "When is the injection due again?",
			Record: []recordEntry{active("drug:ibandronate", "2025-01-01"), active("drug:metformin", "2018-01-01")}, Expect: "drug:ibandronate"},
		{ID: "ibandronate is also a tablet", Lang: "en", Utterance: "Can I take that tablet with a glass of milk?",
			Record: []recordEntry{active("drug:ibandronate", "2025-01-01")}, Expect: "drug:ibandronate"},
		// A condition said by its place, when the record's one there is over.
		{ID: "膝盖那个毛病 is the knee's meniscus tear, repaired", Lang: "zh", Utterance: "我膝盖那个毛病，这两天上楼又有点响，要不要再去看看？",
			Record: []recordEntry{{Concept: "cond:meniscus_tear", Status: "resolved", Started: "2023-05-01", Ended: "2023-09-01"}, active("cond:hypertension", "2015-01-01")},
			Expect: "cond:meniscus_tear"},
		{ID: "a bare 那个病 does not reach the conditions that are over", Lang: "zh", Utterance: "那个病还会不会再犯啊？",
			Record: []recordEntry{{Concept: "cond:meniscus_tear", Status: "resolved", Started: "2023-05-01", Ended: "2023-09-01"}},
			Expect: "unresolved", Candidates: []string{}},
		// What someone gave or prescribed is a drug, beside another reference.
		{ID: "that orange stuff you put me on is the drug the clinician started", Lang: "en",
			Utterance: "Can I take that orange stuff you put me on with my blood pressure pill?", Reference: "that orange stuff you put me on",
			Window: []turn{{Speaker: "clinician", Text: "We'll start you on nitrofurantoin for the water infection."}},
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:nitrofurantoin"},
		{ID: "the one you mentioned last time is the drug named then", Lang: "en",
			Utterance: "The one you mentioned last time for my headaches, can I take it with my blood pressure tablet?", Reference: "The one you mentioned last time",
			EarlierSessions: [][]turn{{{Speaker: "clinician", Text: "For the migraines you could try sumatriptan when one starts."}}},
			Record:          []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:sumatriptan"},
		{ID: "las' time is last time", Lang: "en", Utterance: "Di tablet yuh gi mi las' time, mi fi tek it wid food?",
			EarlierSessions: [][]turn{{{Speaker: "clinician", Text: "Take naproxen for the knee, twice a day."}}},
			Record:          []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:metformin", "2019-01-01")}, Expect: "drug:naproxen"},
		{ID: "the thing you mentioned, in no turn about last time, is no drug", Lang: "en",
			Utterance: "The thing you mentioned about walking, how far should I go each day?",
			Window:    []turn{{Speaker: "clinician", Text: "Keep taking the amlodipine, and try to walk a little every day."}},
			Record:    []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "unresolved", Candidates: []string{}},
		// "Something I'm on" is any of the patient's drugs; a complaint ranks them.
		{ID: "something I'm taking, with a cough, is the ACE inhibitor", Lang: "en", Utterance: "I've had this dry cough for weeks now. Could it be something I'm taking?",
			Record: []recordEntry{active("drug:perindopril", "2019-01-01"), active("drug:metformin", "2018-01-01")}, Expect: "drug:perindopril"},
		{ID: "something I'm on, with no complaint, chooses nothing", Lang: "en", Utterance: "Is there something I'm on that I should stop before the operation?",
			Record: []recordEntry{active("drug:perindopril", "2019-01-01"), active("drug:metformin", "2018-01-01")},
			Expect: "unresolved", Candidates: []string{"drug:perindopril", "drug:metformin"}},
		// A purpose before a drug noun names its class; old words in the
		// phrase make it a past one.
		{ID: "this new memory tablet is the newest antidementia drug", Lang: "en", Utterance: "This new memory tablet, do I take it with breakfast?",
			Record: []recordEntry{active("drug:donepezil", "2024-01-01"), active("drug:memantine", "2026-10-01")}, Expect: "drug:memantine"},
		{ID: "the original memory tablet is the stopped one", Lang: "en", Utterance: "What was the original memory tablet called? I need it for a form.",
			Record: []recordEntry{{Concept: "drug:galantamine", Status: "stopped", Started: "2022-01-01", Ended: "2023-01-01"}, active("drug:donepezil", "2023-01-01")},
			Expect: "drug:galantamine"},
		{ID: "a husband's old memory tablets are not the patient's", Lang: "en", Utterance: "My husband's old memory tablets, what were they called?",
			Record: []recordEntry{{Concept: "drug:galantamine", Status: "stopped", Started: "2022-01-01", Ended: "2023-01-01"}, active("drug:donepezil", "2023-01-01")},
			Expect: "unresolved", Candidates: []string{}},
		// Asking what a thing does to an organ or a baby makes a demonstrative
		// a drug; a "that" after its clause is a demonstrative.
		{ID: "that one hard on my liver is the drug just started", Lang: "en", Utterance: "Would that one be hard on my liver, do you think?",
			Window: []turn{{Speaker: "clinician", Text: "We'll start terbinafine for the nail infection, one a day for twelve weeks."}},
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:terbinafine"},
		{ID: "that stuff that did damage to my kidneys is the stopped drug talked about", Lang: "en", Utterance: "Could that stuff have done lasting damage to my kidneys?",
			Window: []turn{{Speaker: "patient", Text: "Years ago I was on diclofenac for my back, they stopped it when my bloods went funny."}},
			Record: []recordEntry{{Concept: "drug:diclofenac", Status: "stopped", Started: "2010-01-01", Ended: "2015-01-01"}, active("drug:sertraline", "2016-01-01")},
			Expect: "drug:diclofenac"},
		{ID: "a that after its clause, safe in pregnancy, is the drug named", Lang: "en", Utterance: "Is it safe in pregnancy, that?",
			Window: []turn{{Speaker: "clinician", Text: "I'd suggest sertraline for your mood."}},
			Record: []recordEntry{active("drug:levothyroxine", "2018-01-01")}, Expect: "drug:sertraline"},
		{ID: "a that after its clause about nothing taken is no drug", Lang: "en", Utterance: "Lovely weather for it, that.",
			Window: []turn{{Speaker: "clinician", Text: "I'd suggest sertraline for your mood."}},
			Record: []recordEntry{active("drug:levothyroxine", "2018-01-01")}, Expect: "unresolved", Candidates: []string{}},
		// A drug's effect at an unspecified site covers the same at a named one.
		{ID: "aching knees are a joint pain the aromatase inhibitor causes", Lang: "en", Utterance: "My knees ache every morning now. Could it be one of my tablets?",
			Record: []recordEntry{active("drug:anastrozole", "2025-01-01"), active("drug:amlodipine", "2018-01-01")}, Expect: "drug:anastrozole"},
		// A class dated in the past, with nothing current of it, is the
		// stopped drug of the class started or ended then.
		{ID: "the painkiller I had for my knee in March is the stopped one of March", Lang: "en", Utterance: "The painkiller I had for my knee in March, what was it called again?",
			Record: []recordEntry{{Concept: "drug:naproxen", Status: "stopped", Started: "2026-03-05", Ended: "2026-04-01"}, active("drug:amlodipine", "2018-01-01")},
			Expect: "drug:naproxen"},
		{ID: "a class dated when no drug of it started or ended is none", Lang: "en", Utterance: "The painkiller I had for my knee in July, what was it called again?",
			Record: []recordEntry{{Concept: "drug:naproxen", Status: "stopped", Started: "2026-03-05", Ended: "2026-04-01"}, active("drug:amlodipine", "2018-01-01")},
			Expect: "unresolved", Candidates: []string{}},
		// A part of the place between the noun and the place.
		{ID: "that lump on the side of my knee is the knee's cyst", Lang: "en", Utterance: "That lump on the side of my knee, should I get it looked at again?",
			Record: []recordEntry{active("cond:baker_cyst", "2025-05-01"), active("cond:hypertension", "2015-01-01")}, Expect: "cond:baker_cyst"},
		{ID: "the thing at the back of my heel is the Achilles tendon's", Lang: "en", Utterance: "Is the thing at the back of my heel going to stop me playing football?",
			Record: []recordEntry{active("cond:achilles_tendinitis", "2026-08-01"), active("cond:knee_osteoarthritis", "2019-01-01")}, Expect: "cond:achilles_tendinitis"},
		// Asking what a thing is names it a drug.
		{ID: "is that a penicillin asks of the drug just named", Lang: "en", Utterance: "Is that a penicillin? I had a bad reaction once.",
			Window: []turn{{Speaker: "clinician", Text: "I'll prescribe amoxicillin for the chest infection."}},
			Record: []recordEntry{active("drug:metformin", "2018-01-01")}, Expect: "drug:amoxicillin"},
		{ID: "is that a side effect asks of no drug", Lang: "en", Utterance: "Is that a side effect of aspirin, the bruising?",
			Window: []turn{{Speaker: "clinician", Text: "I'll prescribe amoxicillin for the chest infection."}},
			Record: []recordEntry{active("drug:metformin", "2018-01-01")}, Expect: "unresolved", Candidates: []string{}},
		// A cracking voice is hoarseness, which the inhaled steroid causes.
		{ID: "a voice cracking picks the inhaled steroid", Lang: "en", Utterance: "My voice is cracking every time I talk. Is it one of my medicines?",
			Record: []recordEntry{active("drug:fluticasone_vilanterol", "2026-06-01"), active("drug:montelukast", "2024-01-01"), active("drug:amlodipine", "2018-01-01")},
			Expect: "drug:fluticasone_vilanterol"},
	} {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}
