package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// Rules found on the fourteenth dev split, each with sentences written for
// these tests: every case fails without the rule its name gives, and the
// guards must hold with and without it.
func TestDialectPurposeFormAndPlaceRules(t *testing.T) {
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

// Rules found on the fifteenth dev split, with sentences written for these
// tests; each case fails without its rule, and the guard holds with it.
func TestPastTimeAndPurposeWordRules(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []corpusCase{
		// A drug taken before, said verb first, is the stopped one.
		{ID: "原来吃那个 is the drug taken before", Lang: "zh", Utterance: "我原来吃那个抗癫痫的，吃了好些年，老犯困。现在怀上了，那药会不会伤着孩子？",
			Record: []recordEntry{stopped("drug:valproate", "2010-01-01", "2020-01-01"), active("drug:lamotrigine", "2020-01-01")}, Expect: "drug:valproate"},
		// 之前吃 after a time is when to take it, not a drug of before.
		{ID: "化疗之前吃 is a time to take it", Lang: "zh", Utterance: "那个止吐的药是化疗之前吃吗？",
			Record: []recordEntry{active("drug:ondansetron", "2026-08-01"), active("drug:capecitabine", "2026-08-01")}, Expect: "drug:ondansetron"},
		// Scots "auld" is old.
		{ID: "the auld inhaler is the stopped one", Lang: "en", Utterance: "Can ah still use the auld inhaler if this one runs oot?",
			Record: []recordEntry{stopped("drug:salmeterol", "2015-01-01", "2022-01-01"), active("drug:formoterol", "2022-01-01")}, Expect: "drug:salmeterol"},
		// A purpose names the class: 管房事 and 壮阳 are erectile
		// dysfunction drugs.
		{ID: "管房事的药 is the erectile dysfunction drug", Lang: "zh", Utterance: "那个管房事的药能天天吃不？",
			Record: []recordEntry{active("drug:sildenafil", "2026-01-01"), active("drug:amlodipine", "2019-01-01")}, Expect: "drug:sildenafil"},
	} {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}

// General rules of the second dev15 round, each with sentences written
// for it (none from a corpus file): a case per rule fails without it, and
// the guards hold with it.
func TestRetractionRecencyAndClassRules(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []corpusCase{
		// A speaker who corrects themselves settles on the last drug named
		// after the correction.
		{ID: "不对 retracts the drug named before it", Lang: "zh",
			Window:    []turn{clinician("先给你开点氯雷他定……不对，你说过吃了犯困，氯雷他定就算了，换成非索非那定吧。")},
			Utterance: "这个药饭前吃还是饭后吃？", Record: []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:fexofenadine"},
		{ID: "no, wait retracts the drug named before it", Lang: "en",
			Window:    []turn{clinician("Let's start you on naproxen... no, wait, with your stomach we'd better go with paracetamol.")},
			Utterance: "Can I take this one on an empty stomach?", Expect: "drug:paracetamol"},
		{ID: "no no before any drug corrects no drug", Lang: "en",
			Window:    []turn{patient("No no, that's fine. I take amlodipine in the morning and ramipril at night.")},
			Utterance: "Can I take that one with grapefruit juice?", Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:ramipril"}},
		{ID: "a filler I mean corrects nothing", Lang: "en",
			Window:    []turn{patient("I mean, I take amlodipine in the morning and ramipril at night.")},
			Utterance: "Can I take that one with grapefruit juice?", Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:ramipril"}},
		// Recency said with other verbs and particles: 配, Wu 个,
		// Cantonese 嘅, and no particle before a determiner.
		{ID: "新配个 is the newest of the class", Lang: "zh", Utterance: "新配个降脂药要饭后吃伐？",
			Record: []recordEntry{active("drug:atorvastatin", "2019-01-01"), active("drug:ezetimibe", "2026-10-01")}, Expect: "drug:ezetimibe"},
		{ID: "刚加嘅 is the newest of the class", Lang: "zh", Utterance: "刚加嘅降糖药使唔使空肚食？",
			Record: []recordEntry{active("drug:metformin", "2015-01-01"), active("drug:sitagliptin", "2026-09-01")}, Expect: "drug:sitagliptin"},
		{ID: "新换那个 is the newest of the class", Lang: "zh", Utterance: "新换那个降压药晚上吃行不行？",
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:losartan", "2026-09-01")}, Expect: "drug:losartan"},
		{ID: "最近换上的 is the newest of the class", Lang: "zh", Utterance: "最近换上的那个降脂的，要不要查肝功能？",
			Record: []recordEntry{active("drug:atorvastatin", "2019-01-01"), active("drug:ezetimibe", "2026-10-01")}, Expect: "drug:ezetimibe"},
		{ID: "新配的眼镜 makes no drug the newest", Lang: "zh", Utterance: "新配的眼镜戴着头晕，那个降压药是不是也要查一下？",
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:losartan", "2026-09-01")},
			Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:losartan"}},
		{ID: "刚拿的 is a refill, no recency", Lang: "zh", Utterance: "刚拿的降压药能掰开吃吗？",
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:losartan", "2026-09-01")},
			Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:losartan"}},
		// A class name's stem with 的 and another noun names the class.
		{ID: "抗血小板的药 is the antiplatelet drug", Lang: "zh", Utterance: "我那个抗血小板的药，拔牙前要停几天？",
			Record: []recordEntry{active("drug:clopidogrel", "2022-01-01"), active("drug:atorvastatin", "2022-01-01")}, Expect: "drug:clopidogrel"},
		{ID: "抗癫痫的那个 is the antiepileptic", Lang: "zh", Utterance: "抗癫痫的那个能不能换成晚上吃？",
			Record: []recordEntry{active("drug:levetiracetam", "2021-01-01"), active("drug:amlodipine", "2019-01-01")}, Expect: "drug:levetiracetam"},
		{ID: "睡觉的 ending a clause is no drug", Lang: "zh", Utterance: "我一般是晚上睡觉的，白天不睡。",
			Record: []recordEntry{active("drug:zolpidem", "2025-01-01")}, Expect: "unresolved", Candidates: []string{}},
		// 戒烟 is a purpose: the drugs for nicotine dependence.
		{ID: "上次说的戒烟的药 is the one named then", Lang: "zh", Utterance: "上次你讲那个戒烟的药，一盒多少钱？",
			EarlierSessions: [][]turn{{clinician("烟戒不掉的话，可以吃安非他酮帮一把，吃七到十二周。")}}, Expect: "drug:bupropion"},
		// Injected only, or dripped and taken as tablets too.
		{ID: "降脂的针 is the injected lipid drug", Lang: "zh", Utterance: "我那个降脂的针能放冰箱门上吗？",
			Record: []recordEntry{active("drug:atorvastatin", "2019-01-01"), active("drug:evolocumab", "2025-01-01")}, Expect: "drug:evolocumab"},
		{ID: "这个点滴 is the fluoroquinolone dripped", Lang: "zh", Window: []turn{clinician("肺炎，先挂三天环丙沙星。")},
			Utterance: "这个点滴挂完能洗澡吗？", Record: []recordEntry{active("drug:metformin", "2015-01-01")}, Expect: "drug:ciprofloxacin"},
		{ID: "the antibiotic tablet is the fluoroquinolone too", Lang: "en", Utterance: "Should I take my antibiotic tablet before breakfast?",
			Record: []recordEntry{active("drug:ciprofloxacin", "2026-10-30"), active("drug:metformin", "2015-01-01")}, Expect: "drug:ciprofloxacin"},
		// A drug blamed with 得 for 的, and a dialect "what".
		{ID: "啥子药搞得 blames the drug that causes the complaint", Lang: "zh", Utterance: "我这阵子一直干咳，晚上咳得睡不着，是啥子药搞得？",
			Record: []recordEntry{active("drug:enalapril", "2025-01-01"), active("drug:metformin", "2015-01-01")}, Expect: "drug:enalapril"},
		// A drug said by the unit taken of it.
		{ID: "吃那一粒 is a drug", Lang: "zh", Utterance: "每个礼拜吃那一粒，要不要空着肚子？",
			Record: []recordEntry{active("drug:alendronate", "2025-01-01")}, Expect: "drug:alendronate"},
		{ID: "吃那颗糖 is a sweet", Lang: "zh", Utterance: "我饭后吃那颗糖行不行？",
			Record: []recordEntry{active("drug:alendronate", "2025-01-01")}, Expect: "unresolved", Candidates: []string{}},
		{ID: "腿上那一片 is a patch of skin", Lang: "zh", Utterance: "腿上那一片都红了，痒得很。",
			Record: []recordEntry{active("drug:alendronate", "2025-01-01")}, Expect: "unresolved", Candidates: []string{}},
		// The dialect determiner "them" is no other person.
		{ID: "them painkillers are the patient's", Lang: "en", Utterance: "Them new painkillers, can I take them with a brew?",
			Record: []recordEntry{active("drug:tramadol", "2026-10-01"), active("drug:paracetamol", "2020-01-01")}, Expect: "drug:tramadol"},
		{ID: "them after a brother is his", Lang: "en", Utterance: "My brother says them new painkillers are brilliant for his back.",
			Record: []recordEntry{active("drug:tramadol", "2026-10-01")}, Expect: "unresolved", Candidates: []string{}},
		// Plural injections.
		{ID: "my jabs are the injected drug", Lang: "en", Utterance: "Are my jabs alright out of the fridge for a weekend away?",
			Record: []recordEntry{active("drug:insulin_glargine", "2024-01-01"), active("drug:metformin", "2015-01-01")}, Expect: "drug:insulin_glargine"},
		// A body site that is not right is the condition of that site.
		{ID: "me bad shoulder is the shoulder's condition", Lang: "en", Utterance: "Me bad shoulder, is it worth trying physio again?",
			Record: []recordEntry{active("cond:frozen_shoulder", "2025-03-01"), active("cond:hypertension", "2015-01-01")}, Expect: "cond:frozen_shoulder"},
		{ID: "a friend's dodgy hip is not the patient's", Lang: "en", Utterance: "My friend's dodgy hip got replaced last month.",
			Record: []recordEntry{active("cond:hip_osteoarthritis", "2025-03-01")}, Expect: "unresolved", Candidates: []string{}},
		{ID: "that bad hip of his is not the patient's", Lang: "en", Utterance: "That bad hip of his is why he can't drive me any more.",
			Record: []recordEntry{active("cond:hip_osteoarthritis", "2025-03-01")}, Expect: "unresolved", Candidates: []string{}},
		// A symptom said as what a drug is for.
		{ID: "indigestion tablets treat the stomach", Lang: "en", Utterance: "Can I take me indigestion tablets after the dinner?",
			Record: []recordEntry{active("drug:famotidine", "2022-01-01"), active("drug:amlodipine", "2019-01-01")}, Expect: "drug:famotidine"},
		{ID: "indigestion tablets of two stomach drugs are ambiguous", Lang: "en", Utterance: "My indigestion tablets, do they go before food?",
			Record: []recordEntry{active("drug:omeprazole", "2022-01-01"), active("drug:famotidine", "2024-01-01")},
			Expect: "unresolved", Candidates: []string{"drug:omeprazole", "drug:famotidine"}},
		// A relative clause of taking: the patient's drug, for what it names.
		{ID: "the stuff I'm taking is the patient's drug", Lang: "en", Utterance: "Is the stuff I'm taking safe if I get pregnant?",
			Record: []recordEntry{active("drug:citalopram", "2025-01-01")}, Expect: "drug:citalopram"},
		{ID: "the contraception I'm on is the contraceptive", Lang: "en", Utterance: "Does the contraception I'm on stop working with antibiotics?",
			Record: []recordEntry{active("drug:levonorgestrel_ethinylestradiol", "2024-01-01"), active("drug:amlodipine", "2020-01-01")},
			Expect: "drug:levonorgestrel_ethinylestradiol"},
		{ID: "the thing I'm on about is no drug", Lang: "en", Utterance: "The thing I'm on about is my knee, it clicks.",
			Record: []recordEntry{active("drug:citalopram", "2025-01-01")}, Expect: "unresolved", Candidates: []string{}},
		// A pronoun asked to go with food, drink or drugs is a drug.
		{ID: "will it clash with wine is the window's drug", Lang: "en", Window: []turn{clinician("I'll start you on metronidazole, three times a day for a week.")},
			Utterance: "Will it clash with a glass of wine at the weekend?", Record: []recordEntry{active("drug:amlodipine", "2020-01-01")}, Expect: "drug:metronidazole"},
		{ID: "interfere with my sleep asks of no drug", Lang: "en", Utterance: "Is that going to interfere with my sleep?",
			Record: []recordEntry{active("drug:amlodipine", "2020-01-01")}, Expect: "unresolved", Candidates: []string{}},
		// What a class does, said before a drug noun.
		{ID: "my stool-softening tablets are the laxative", Lang: "en", Utterance: "My stool-softening tablets, can I take two at night?",
			Record: []recordEntry{active("drug:lactulose", "2025-01-01"), active("drug:amlodipine", "2020-01-01")}, Expect: "drug:lactulose"},
		{ID: "the cholesterol-lowering jab is the injected one", Lang: "en", Utterance: "Does the cholesterol-lowering jab have to live in the fridge?",
			Record: []recordEntry{active("drug:evolocumab", "2025-01-01"), active("drug:atorvastatin", "2020-01-01")}, Expect: "drug:evolocumab"},
		{ID: "blood-thinning medicine without a determiner is drugs in general", Lang: "en", Utterance: "Is blood-thinning medicine safe for older people?",
			Record: []recordEntry{active("drug:warfarin", "2020-01-01")}, Expect: "unresolved", Candidates: []string{}},
		// Asking whether a thing is the reason for something asks of a drug;
		// the complaint ranks two named together.
		{ID: "was that one the reason I swelled up is the drug causing it", Lang: "en",
			Window:    []turn{clinician("You took pioglitazone for a couple of years, together with the metformin.")},
			Utterance: "Was that one the reason I swelled up that winter?", Record: []recordEntry{active("drug:metformin", "2015-01-01")},
			Expect: "drug:pioglitazone"},
		// A relative called by name is no patient.
		{ID: "our Kieran's drug is his", Lang: "en",
			Window:    []turn{patient("I'm on amlodipine for me pressure, and our Kieran's been put on montelukast for his chest.")},
			Utterance: "Can I take the one I'm on at night instead?", Expect: "drug:amlodipine"},
		{ID: "my Lipitor is a drug, no relative", Lang: "en",
			Window:    []turn{patient("My Lipitor's nearly run out and my amlodipine too.")},
			Utterance: "Can I take the one I'm on at night instead?", Expect: "unresolved", Candidates: []string{"drug:atorvastatin", "drug:amlodipine"}},
	} {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}

// General rules of the dev16 round, each with sentences written for it
// (none from a corpus file): a case per rule fails without it, and the
// guards hold with it.
func TestSessionRecencyPlaceAndBlameRules(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []corpusCase{
		// 前回 and 前次 are "last time" in Wu and Cantonese-influenced
		// Mandarin: what was said then, not the record's drug of the class.
		{ID: "前回 sends the search to the last session", Lang: "zh", Utterance: "前回讲个那个降脂的，是饭后吃伐？",
			EarlierSessions: [][]turn{{patient("胆固醇还是高。"), assistant("可以在他汀基础上加用依折麦布。")}},
			Record:          []recordEntry{active("drug:atorvastatin", "2019-01-01")}, Expect: "drug:ezetimibe"},
		{ID: "前次 sends the search to the last session", Lang: "zh", Utterance: "前次你提的那个降糖药，我可以试试吗？",
			EarlierSessions: [][]turn{{patient("血糖控制得不好。"), assistant("可以考虑加西格列汀。")}},
			Record:          []recordEntry{active("drug:metformin", "2015-01-01")}, Expect: "drug:sitagliptin"},
		// 最后 and 后来 with a verb of starting and a particle are recency
		// words like 最近开的.
		{ID: "最后加的 is the newest of the class", Lang: "zh", Utterance: "医生最后加的那个降糖药要饭前吃吗？",
			Record: []recordEntry{active("drug:metformin", "2015-01-01"), active("drug:sitagliptin", "2026-09-01")}, Expect: "drug:sitagliptin"},
		{ID: "后来开的 is the newest of the class", Lang: "zh", Utterance: "后来开的那个降压药能不能跟饭一起吃？",
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:losartan", "2026-09-01")}, Expect: "drug:losartan"},
		{ID: "后来换了 still makes the drug before it a past one", Lang: "zh", Utterance: "原来那个降压药后来换了，它是不是伤肾？",
			Record: []recordEntry{stopped("drug:nifedipine", "2015-01-01", "2024-01-01"), active("drug:losartan", "2024-01-01")}, Expect: "drug:nifedipine"},
		// The phrase's own "new" outweighs an "old" of another clause: that
		// is the drug it is set against.
		{ID: "the new inhaler set against the old one is the newest", Lang: "en", Utterance: "The new inhaler, do I use it the same way as the old one?",
			Record: []recordEntry{active("drug:salbutamol", "2019-01-01"), active("drug:tiotropium", "2026-09-01")}, Expect: "drug:tiotropium"},
		{ID: "the old one in the phrase's own clause is still the past one", Lang: "en", Utterance: "The old inhaler, can I use it up?",
			Record: []recordEntry{stopped("drug:salmeterol", "2015-01-01", "2022-01-01"), active("drug:formoterol", "2022-01-01")}, Expect: "drug:salmeterol"},
		// A stop still to come is no past: "have to come off it" asks about
		// the current drug.
		{ID: "to come off asks about the current drug", Lang: "en", Utterance: "My statin, do I have to come off it before the operation?",
			Record: []recordEntry{active("drug:atorvastatin", "2019-01-01")}, Expect: "drug:atorvastatin"},
		{ID: "should I come off asks about the current drug", Lang: "en", Utterance: "My blood thinner, should I come off it for the dentist?",
			Record: []recordEntry{active("drug:apixaban", "2023-01-01")}, Expect: "drug:apixaban"},
		{ID: "I came off is still a past drug", Lang: "en", Utterance: "The statin I came off last year, was it the one with the cramps?",
			Record: []recordEntry{stopped("drug:simvastatin", "2015-01-01", "2025-01-01"), active("drug:atorvastatin", "2025-01-01")}, Expect: "drug:simvastatin"},
		// A one-character body site said as the patient's own (我这腿) or
		// as a place (脚上) is the place of the condition phrase after it.
		{ID: "我这腿…的那个毛病 is the leg's condition", Lang: "zh", Utterance: "我这腿一到晚上就抽筋的那个毛病，要不要紧？",
			Record: []recordEntry{active("cond:peripheral_artery_disease", "2024-01-01"), active("cond:type2_diabetes", "2015-01-01")},
			Expect: "cond:peripheral_artery_disease"},
		{ID: "脚上那个毛病 is the foot's condition", Lang: "zh", Utterance: "我脚上那个毛病，能不能穿高跟鞋？",
			Record: []recordEntry{active("cond:diabetic_neuropathy", "2024-01-01"), active("cond:hypertension", "2015-01-01")},
			Expect: "cond:diabetic_neuropathy"},
		{ID: "a head raised names no place", Lang: "zh", Utterance: "一抬头那个毛病就犯了，怎么办？",
			Record: []recordEntry{active("cond:cervical_spondylosis", "2024-01-01"), active("cond:hypertension", "2015-01-01")},
			Expect: "unresolved", Candidates: []string{"cond:cervical_spondylosis", "cond:hypertension"}},
		// "business" is a trouble noun in a place phrase as in a topic one.
		{ID: "the business with my elbow is the elbow's condition", Lang: "en", Utterance: "The business with my elbow, should I still wear the strap?",
			Record: []recordEntry{active("cond:tennis_elbow", "2026-03-01"), active("cond:hypertension", "2015-01-01")}, Expect: "cond:tennis_elbow"},
		// Calcitonin is injected (or sprayed), never a tablet.
		{ID: "打的那个 is the injected calcitonin", Lang: "zh", Utterance: "我打的那个，一个礼拜打几回？",
			Record: []recordEntry{active("drug:calcitonin", "2026-03-01"), active("drug:amlodipine", "2015-01-01")}, Expect: "drug:calcitonin"},
		// A pronoun after a quantifier is the object of the verb before it.
		{ID: "finish the rest of them is the drug just given", Lang: "en",
			Window:    []turn{clinician("I'll give you amoxicillin, three times a day for five days.")},
			Utterance: "Right, and must I finish the rest of them even once the cough's gone?",
			Record:    []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:amoxicillin"},
		// What is had with a drink or a meal is taken.
		{ID: "have that one with my tea is the drug just given", Lang: "en",
			Window:    []turn{clinician("We'll start you on doxycycline, one a day for the chest.")},
			Utterance: "Can I have that one with my breakfast tea?",
			Record:    []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:doxycycline"},
		// "Which one's causing it?" asks which drug: the complaint ranks them.
		{ID: "which one's causing it is the drug known to cause the complaint", Lang: "en",
			Utterance: "I keep getting this dry cough at night. Which one's causing it?",
			Record:    []recordEntry{active("drug:ramipril", "2024-01-01"), active("drug:atorvastatin", "2020-01-01")}, Expect: "drug:ramipril"},
		{ID: "which of my tablets is to blame, with no complaint, is any of them", Lang: "en",
			Utterance: "Which of my tablets is to blame, do you think?",
			Record:    []recordEntry{active("drug:ramipril", "2024-01-01"), active("drug:atorvastatin", "2020-01-01")},
			Expect:    "unresolved", Candidates: []string{"drug:ramipril", "drug:atorvastatin"}},
		// Shampoos, lotions, gels, sprays and sachets are dosage forms.
		{ID: "the shampoo suggested last time is the one named then", Lang: "en",
			EarlierSessions: [][]turn{{patient("My scalp is all flaky."), assistant("A ketoconazole shampoo twice a week often helps with that.")}},
			Utterance:       "The shampoo you suggested last time, how long do I leave it on?",
			Record:          []recordEntry{active("drug:sertraline", "2021-01-01")}, Expect: "drug:ketoconazole"},
		// A drug known to cause a symptom causes its kinds: sweating covers
		// night sweats, a cough a dry cough.
		{ID: "night sweats are a kind of sweating", Lang: "en", Utterance: "Lately I wake up with night sweats. Could that medicine be why?",
			Record: []recordEntry{active("drug:sertraline", "2024-01-01"), active("drug:omeprazole", "2020-01-01")}, Expect: "drug:sertraline"},
		{ID: "a dry cough is a kind of cough", Lang: "en", Utterance: "I've had a dry cough for weeks now. Could that medicine be why?",
			Record: []recordEntry{active("drug:tiotropium_olodaterol", "2024-01-01"), active("drug:omeprazole", "2020-01-01")}, Expect: "drug:tiotropium_olodaterol"},
		// What is wrong with a drug, or what it brought on, blames it.
		{ID: "哪个药不对劲 blames the drug known for the complaint", Lang: "zh", Utterance: "最近老拉肚子，是不是吃的哪个药不对劲？",
			Record: []recordEntry{active("drug:metformin", "2024-01-01"), active("drug:amlodipine", "2020-01-01")}, Expect: "drug:metformin"},
		{ID: "药惹的祸 blames the drug known for the complaint", Lang: "zh", Utterance: "这几天老拉肚子，是不是药惹的祸？",
			Record: []recordEntry{active("drug:metformin", "2024-01-01"), active("drug:amlodipine", "2020-01-01")}, Expect: "drug:metformin"},
		{ID: "中药惹的祸 blames no drug of the record", Lang: "zh", Utterance: "这几天老拉肚子，是不是中药惹的祸？",
			Record: []recordEntry{active("drug:metformin", "2024-01-01"), active("drug:amlodipine", "2020-01-01")}, Expect: "unresolved"},
		// Complaints the reader now finds (understand/zhstaterows.go) rank the
		// drugs: a dry mouth said with a locative, skin burning in the sun.
		{ID: "嘴巴里干 ranks the drug known for a dry mouth", Lang: "zh", Utterance: "最近嘴巴里干得很，是不是那个药闹的？",
			Record: []recordEntry{active("drug:doxepin", "2025-01-01"), active("drug:levothyroxine", "2020-01-01")}, Expect: "drug:doxepin"},
		{ID: "晒太阳就红 ranks the drug known for photosensitivity", Lang: "zh", Utterance: "晒了一会儿太阳，脸上就红一片，是不是吃那个药吃的？",
			Record: []recordEntry{active("drug:tetracycline", "2026-09-01"), active("drug:metformin", "2020-01-01")}, Expect: "drug:tetracycline"},
		// A drug called new and set against one of before in another clause
		// is the newer of the two; called new alone, it may be a refill.
		{ID: "新拿的 set against 原来吃的那种 is the newest", Lang: "zh", Utterance: "新拿的那个降压药，跟我原来吃的那种要隔多久吃？",
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:losartan", "2026-09-01")}, Expect: "drug:losartan"},
		{ID: "新拿的 alone may be a refill", Lang: "zh", Utterance: "新拿的那盒降压药怎么吃？",
			Record: []recordEntry{active("drug:amlodipine", "2018-01-01"), active("drug:losartan", "2026-09-01")},
			Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:losartan"}},
	} {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}

// Small readings of the same round: 它 with words of how between it and
// its taking; "that one on a repeat"; "the one they added in the summer"
// dated; 止痒的药 an antihistamine; "can I just come off" a stop to come;
// "the tablets for me acid".
func TestSmallReadings(t *testing.T) {
	ppis := []recordEntry{active("drug:omeprazole", "2026-10-01"), active("drug:famotidine", "2026-10-01")}
	checkCases(t, []corpusCase{
		{ID: "它一般要吃", Lang: "zh", Window: []turn{clinician("开了奥美拉唑和法莫替丁。")}, Record: ppis, Utterance: "它一般要吃几个礼拜？", Expect: "unresolved",
			Candidates: []string{"drug:famotidine", "drug:omeprazole"}},
		{ID: "它还要吃, one named", Lang: "zh", Window: []turn{clinician("开了奥美拉唑，早饭前吃。")}, Record: ppis, Utterance: "它还要吃多久？", Expect: "drug:omeprazole"},
		{ID: "that one on a repeat", Lang: "en", Window: []turn{patient("I'm on loratadine now for the hay fever.")}, Record: []recordEntry{active("drug:loratadine", "2026-05-01")},
			Utterance: "Can I have that one on a repeat?", Expect: "drug:loratadine"},
		{ID: "added in the summer", Lang: "en", Record: []recordEntry{active("drug:ramipril", "2020-01-01"), active("drug:empagliflozin", "2026-08-02")},
			Utterance: "The one they added in the summer, does it make you pee more?", Expect: "drug:empagliflozin"},
		{ID: "near miss: added in the spring, nothing then", Lang: "en", Record: []recordEntry{active("drug:ramipril", "2020-01-01"), active("drug:empagliflozin", "2026-08-02")},
			Utterance: "The one they added in the spring, does it make you pee more?", Expect: "unresolved", Candidates: []string{"drug:empagliflozin", "drug:ramipril"}},
		{ID: "以前停的止痒的药", Lang: "zh", Record: []recordEntry{stopped("drug:chlorphenamine", "2024-01-01", "2024-05-01"), active("drug:loratadine", "2024-05-01")},
			Utterance: "以前停的那个止痒的药，还能再吃吗？", Expect: "drug:chlorphenamine"},
		{ID: "can I just come off", Lang: "en", Record: []recordEntry{active("drug:citalopram", "2025-01-01"), active("drug:levothyroxine", "2015-01-01")},
			Utterance: "Can I just come off my mood tablets now?", Expect: "drug:citalopram"},
		{ID: "for me acid", Lang: "en", Record: []recordEntry{active("drug:esomeprazole", "2024-01-01"), active("drug:ramipril", "2020-01-01")},
			Utterance: "Do I take the tablets for me acid before brekkie?", Expect: "drug:esomeprazole"},
	})
}
