package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// Rules found on the fifteenth dev split, with sentences written for these
// tests; each case fails without its rule, and the guard holds with it.
func TestDev15Rules(t *testing.T) {
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
func TestDev15GeneralRules(t *testing.T) {
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
