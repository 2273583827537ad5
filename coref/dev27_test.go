package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// General rules of the dev17 round (session 27), each with sentences
// written for it (none from a corpus file): a case per rule fails without
// it, and the guards hold with it.
func TestDev27GeneralRules(t *testing.T) {
	checkCases(t, []corpusCase{
		// A class stem and 的 after a determiner, closing its clause, is a
		// noun phrase of the class; the use verb before it defers to it.
		{ID: "我吃的那个抗凝的 is the patient's anticoagulant", Lang: "zh", Utterance: "我吃的那个抗凝的，拔牙前要停几天？",
			Record: []recordEntry{active("drug:rivaroxaban", "2025-01-01"), active("drug:amlodipine", "2018-01-01")}, Expect: "drug:rivaroxaban"},
		{ID: "a stem and 的 with no determiner is no reference", Lang: "zh", Utterance: "晚上抗凝的，要不要查凝血？",
			Record: []recordEntry{active("drug:rivaroxaban", "2025-01-01"), active("drug:amlodipine", "2018-01-01")}, Expect: "unresolved"},
		// A recency word before a determiner and a use verb asks for the
		// newest drug.
		{ID: "新开嗰支打嘅针 is the newest drug", Lang: "zh", Utterance: "新开嗰支打嘅针，要唔要放雪柜？",
			Record: []recordEntry{active("drug:insulin_glargine", "2026-10-01"), active("drug:liraglutide", "2024-01-01")}, Expect: "drug:insulin_glargine"},
		{ID: "嗰支打嘅针 with no recency word is either", Lang: "zh", Utterance: "嗰支打嘅针，要唔要放雪柜？",
			Record: []recordEntry{active("drug:insulin_glargine", "2026-10-01"), active("drug:liraglutide", "2024-01-01")},
			Expect: "unresolved", Candidates: []string{"drug:insulin_glargine", "drug:liraglutide"}},
	})
}

// A purpose said before a drug noun may be a symptom the matcher found
// ("the new cough syrup"): it is what the drug is for, not a complaint.
func TestDev27PurposeSymptom(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the new pain patch is the newest painkiller patch", Lang: "en", Utterance: "The new pain patch, is it alright to shower with it on?",
			Record: []recordEntry{active("drug:buprenorphine", "2021-01-01"), active("drug:fentanyl", "2026-10-01"), active("drug:amlodipine", "2018-01-01")},
			Expect: "drug:fentanyl"},
		{ID: "my pain patch is either painkiller patch", Lang: "en", Utterance: "My pain patch, is it alright to shower with it on?",
			Record: []recordEntry{active("drug:buprenorphine", "2021-01-01"), active("drug:fentanyl", "2026-10-01"), active("drug:amlodipine", "2018-01-01")},
			Expect: "unresolved", Candidates: []string{"drug:buprenorphine", "drug:fentanyl"}},
	})
}

// "The pill" is the contraceptive alone, one drug when a relative clause
// says who gave or spoke of it.
func TestDev27PillGivenBy(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the pill you gave me is the drug just given", Lang: "en",
			Window:    []turn{{Speaker: "clinician", Text: "I'm starting you on ramipril, one each morning."}},
			Utterance: "The pill you gave me, is it alright with grapefruit?",
			Record:    []recordEntry{active("drug:amlodipine", "2018-01-01")}, Expect: "drug:ramipril"},
		{ID: "the pill alone is the contraceptive", Lang: "en", Utterance: "The pill, is it still safe with my migraines?",
			Record: []recordEntry{active("drug:desogestrel", "2024-01-01"), active("drug:sumatriptan", "2022-01-01")}, Expect: "drug:desogestrel"},
	})
}

// When to have a thing, by bedtime or a meal, asked of a clinician, is
// when to take a drug; told, it is a symptom's time.
func TestDev27TimingAsked(t *testing.T) {
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

// "Mine", set first in a turn that asks whether to stop, is the
// patient's own drug; not in a turn that asks nothing of stopping.
func TestDev27MineStopAsked(t *testing.T) {
	window := []turn{{Speaker: "patient", Text: "I'm on apixaban for the heart rhythm, and my husband takes warfarin."}}
	checkCases(t, []corpusCase{
		{ID: "mine, do I need to stop, is the patient's drug", Lang: "en", Window: window,
			Utterance: "So mine, before the colonoscopy, do I need to stop?",
			Record:    []recordEntry{active("drug:apixaban", "2024-01-01"), active("drug:amlodipine", "2018-01-01")}, Expect: "drug:apixaban"},
		{ID: "mine, with nothing of stopping, is no reference", Lang: "en", Window: window,
			Utterance: "So mine, before the colonoscopy, is that a worry?",
			Record:    []recordEntry{active("drug:apixaban", "2024-01-01"), active("drug:amlodipine", "2018-01-01")}, Expect: "unresolved"},
	})
}

// A demonstrative asked to have been the cause of what the turn tells is a
// drug; a bare "it" is not.
func TestDev27CauseAsked(t *testing.T) {
	record := []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"},
		{Concept: "drug:doxycycline", Status: "stopped", Started: "2026-06-01", Ended: "2026-06-08"}}
	window := []turn{{Speaker: "patient", Text: "I had a chest infection in June."},
		{Speaker: "assistant", Text: "Yes, your record shows a week of doxycycline then."}}
	checkCases(t, []corpusCase{
		{ID: "could that've been what set it off is the drug said", Lang: "en", Window: window,
			Utterance: "Right. Could that've been what set my stomach off that month?", Record: record, Expect: "drug:doxycycline"},
		{ID: "could it have been is no reference", Lang: "en", Window: window,
			Utterance: "Right. Could it have been what set my stomach off that month?", Record: record, Expect: "unresolved"},
	})
}

// "My back thing" is a condition of the back, which the matcher leaves
// unread ("back" is an everyday word): not one of another place.
func TestDev27BackThing(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "that back issue is the back's condition", Lang: "en", Utterance: "That back issue of mine, is yoga going to help or make it worse?",
			Record: []recordEntry{active("cond:scoliosis", "2010-01-01"), active("cond:hypertension", "2018-01-01")}, Expect: "cond:scoliosis"},
		{ID: "that back issue with a neck condition too is the back's", Lang: "en", Utterance: "That back issue of mine, is yoga going to help or make it worse?",
			Record: []recordEntry{active("cond:sciatica", "2022-01-01"), active("cond:cervical_spondylosis", "2018-01-01")}, Expect: "cond:sciatica"},
	})
}

// 胆 said as a place (胆上) is the gallbladder, which the lexicon leaves
// out alone: 胆 is also courage.
func TestDev27OrganCharacter(t *testing.T) {
	record := []recordEntry{{Concept: "cond:cholecystitis", Status: "active", Started: "2025-01-01"},
		{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "胆上那个毛病 is the gallbladder's condition", Lang: "zh", Utterance: "我胆上那个毛病，鸡蛋还能不能吃？", Record: record, Expect: "cond:cholecystitis"},
		{ID: "胆子 is no place", Lang: "zh", Utterance: "我胆子小，那个毛病会不会越来越重？", Record: record,
			Expect: "unresolved", Candidates: []string{"cond:cholecystitis", "cond:hypertension"}},
	})
}

// A growth someone removed is a past condition of the growths: never a
// past condition of another kind.
func TestDev27RemovedGrowth(t *testing.T) {
	resolved := func(concept, started, ended string) recordEntry {
		return recordEntry{Concept: concept, Status: "resolved", Started: started, Ended: ended}
	}
	htn := recordEntry{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}
	utterance := "There's a new swelling on my hand. Is it like the cyst the surgeon took off my wrist?"
	checkCases(t, []corpusCase{
		{ID: "the cyst the surgeon took off is the past growth", Lang: "en", Utterance: utterance,
			Record: []recordEntry{resolved("cond:ganglion_cyst", "2021-01-01", "2021-03-01"), resolved("cond:pneumonia", "2023-01-01", "2023-02-01"), htn},
			Expect: "cond:ganglion_cyst"},
		{ID: "the cyst the surgeon took off is no other past condition", Lang: "en", Utterance: utterance,
			Record: []recordEntry{resolved("cond:pneumonia", "2023-01-01", "2023-02-01"), htn}, Expect: "unresolved"},
	})
}

// A skin condition the patient has come out in is a complaint of the
// symptom under its code; one merely had is not.
func TestDev27EruptionComplaint(t *testing.T) {
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

// A condition described by its signs, a list joined by 、, and called "的
// 那个毛病", is the condition those signs belong to.
func TestDev27DescribedBySigns(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "脸歪了、吃饭漏饭的那个毛病 is the facial palsy", Lang: "zh", Utterance: "去年脸歪了、吃饭漏饭的那个毛病，现在还用不用做针灸？",
			Record: []recordEntry{{Concept: "cond:bell_palsy", Status: "resolved", Started: "2025-03-01", Ended: "2025-06-01"},
				{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}}, Expect: "cond:bell_palsy"},
		{ID: "a list of signs names the condition of any of them", Lang: "zh", Utterance: "我以前眼睛发干、心慌手抖的那个毛病，会不会又回来？",
			Record: []recordEntry{{Concept: "cond:hyperthyroidism", Status: "resolved", Started: "2015-01-01", Ended: "2019-01-01"},
				{Concept: "cond:type2_diabetes", Status: "active", Started: "2018-01-01"}}, Expect: "cond:hyperthyroidism"},
		{ID: "心慌手抖的那个毛病 is the overactive thyroid", Lang: "zh", Utterance: "我心慌手抖的那个毛病，最近好像又犯了。",
			Record: []recordEntry{{Concept: "cond:hyperthyroidism", Status: "active", Started: "2024-01-01"},
				{Concept: "cond:type2_diabetes", Status: "active", Started: "2018-01-01"}}, Expect: "cond:hyperthyroidism"},
	})
}

// A dialect "me" after a preposition is "my" before a condition's word
// too, and "business" is a trouble word there as in a topic phrase.
func TestDev27DialectNamedCondition(t *testing.T) {
	record := []recordEntry{{Concept: "cond:scoliosis", Status: "active", Started: "2010-01-01"},
		{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "about me back business is the back's condition", Lang: "en",
			Utterance: "The swimming coach is asking about me back business. Should I tell her everything?", Record: record, Expect: "cond:scoliosis"},
		{ID: "gave me back business is no possessive", Lang: "en",
			Utterance: "The swimming coach gave me back business cards. Should I ring her?", Record: record, Expect: "unresolved"},
	})
}

// "Those <words> <drug noun> you mentioned last time" is the drug the
// last session named, as "the one you mentioned" is.
func TestDev27GivenDrugNoun(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "those six-monthly jabs you mentioned last time are the drug named then", Lang: "en",
			EarlierSessions: [][]turn{{{Speaker: "clinician", Text: "Your scan shows thinning bones; I'd like to start denosumab injections."}}},
			Utterance:       "Those six-monthly jabs you mentioned last time, will they hurt much?",
			Record:          []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:denosumab"},
	})
}

// Words of starting a drug ("back on", "put me on") date no condition:
// two conditions of the place stay ambiguous.
func TestDev27ConditionNotDatedByDrugStart(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "my knee thing since back on the night shifts is either", Lang: "en",
			Utterance: "My knee thing has flared since I went back on the night shifts. Is rest enough?",
			Record: []recordEntry{{Concept: "cond:knee_osteoarthritis", Status: "active", Started: "2020-01-01"},
				{Concept: "cond:meniscus_tear", Status: "active", Started: "2026-05-01"}},
			Expect: "unresolved", Candidates: []string{"cond:knee_osteoarthritis", "cond:meniscus_tear"}},
	})
}

// A drug noun with 's ("cream's nearly run out") ends a topic's drug
// phrase as the bare noun does.
func TestDev27TopicDrugPossessive(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "my eczema cream's is the eczema drug", Lang: "en", Utterance: "My eczema cream's nearly run out, can I get more?",
			Record: []recordEntry{{Concept: "drug:hydrocortisone", Status: "active", Started: "2024-01-01"},
				{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:hydrocortisone"},
	})
}

// A relative who says they speak for the patient ("我是他女儿") calls the
// patient 他 or 她: the class phrase after it is the patient's, though the
// extractor reads the relative's word as its experiencer.
func TestDev27ProxySpeaker(t *testing.T) {
	record := []recordEntry{{Concept: "drug:donepezil", Status: "active", Started: "2024-01-01"},
		{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "我是他女儿…他那个抗痴呆的药 is the patient's", Lang: "zh", Utterance: "我是他女儿，替我爸问问。他那个抗痴呆药，晚上吃会不会做噩梦？",
			Record: record, Expect: "drug:donepezil"},
		{ID: "my father's drug, said by the patient, is not the patient's", Lang: "zh", Utterance: "我爸那个抗痴呆药，晚上吃会不会做噩梦？",
			Record: record, Expect: "unresolved"},
	})
}

// "吃的那个治<condition>的药": the purpose after the use verb is the
// phrase's, not "all I take".
func TestDev27UseVerbBeforePurpose(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "吃的那个治痛风的药 is the gout drug", Lang: "zh", Utterance: "我平时吃的那个治痛风的药，过年能不能停几天？",
			Record: []recordEntry{{Concept: "drug:allopurinol", Status: "active", Started: "2022-01-01"},
				{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:allopurinol"},
	})
}

// A time of life that is over, in the reference's clause, makes it a past
// one; in another clause it dates something else.
func TestDev27TimeOfLifeOver(t *testing.T) {
	record := []recordEntry{{Concept: "drug:phenobarbital", Status: "stopped", Started: "1985-01-01", Ended: "2000-01-01"},
		{Concept: "drug:levetiracetam", Status: "active", Started: "2000-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "年轻的时候吃的那个药 is the stopped drug", Lang: "zh", Utterance: "我年轻的时候吃的那个药，会不会伤了肝？", Record: record, Expect: "drug:phenobarbital"},
		{ID: "年轻的时候 in another clause dates no drug", Lang: "zh", Utterance: "我年轻的时候就犯病，现在吃的那个药会不会伤肝？", Record: record,
			Expect: "drug:levetiracetam"},
	})
}

// "治<symptom>的药" is a drug for that symptom, one that treats the
// condition it is the sign of under the same code; the symptom is its
// purpose, no complaint.
func TestDev27TreatsSymptom(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "治风疙瘩的药 is the drug for urticaria", Lang: "zh", Utterance: "我那个治风疙瘩的药，坐飞机能带上去吗？",
			Record: []recordEntry{{Concept: "drug:loratadine", Status: "active", Started: "2025-01-01"},
				{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:loratadine"},
	})
}

// "管小便的药" is a drug for passing water: the prostate's or the
// bladder's.
func TestDev27ForUrination(t *testing.T) {
	aml := recordEntry{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}
	checkCases(t, []corpusCase{
		{ID: "管小便的药 is the prostate drug", Lang: "zh", Utterance: "我那个管小便的药，饭前吃还是饭后吃？",
			Record: []recordEntry{{Concept: "drug:tamsulosin", Status: "active", Started: "2024-01-01"}, aml}, Expect: "drug:tamsulosin"},
		{ID: "管小便的药 is the bladder drug", Lang: "zh", Utterance: "我那个管小便的药，饭前吃还是饭后吃？",
			Record: []recordEntry{{Concept: "drug:solifenacin", Status: "active", Started: "2024-01-01"}, aml}, Expect: "drug:solifenacin"},
	})
}

// "抗过敏的药" is an antihistamine: 抗 before a condition makes it the
// drug's purpose, not a topic of allergy (which the steroid's indications
// would fit).
func TestDev27AgainstAllergy(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "抗过敏嘅药 is the antihistamine", Lang: "zh", Utterance: "我嗰只抗过敏嘅药，日头食会唔会眼瞓？",
			Record: []recordEntry{{Concept: "drug:loratadine", Status: "active", Started: "2024-01-01"},
				{Concept: "drug:dexamethasone", Status: "active", Started: "2025-01-01"}}, Expect: "drug:loratadine"},
	})
}

// Cantonese 讲嗰只 (说的那只) in a turn about last time is the drug said then.
func TestDev27CantoneseSaidThatOne(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "上次你讲嗰只 is the drug said last time", Lang: "zh", Utterance: "上次你讲嗰只，我谂清楚咗，想试下，会唔会上瘾？",
			EarlierSessions: [][]turn{{{Speaker: "patient", Text: "我成日瞓唔着。"}, {Speaker: "clinician", Text: "可以试下米氮平，睡前食。"}}},
			Record:          []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:mirtazapine"},
	})
}

// The bottom, as patients say it (屁股), is where the anus's troubles are,
// and a description of a trouble running from it is a condition of it.
func TestDev27Bottom(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "屁股上那个毛病 is the anal fissure", Lang: "zh", Utterance: "我屁股上那个毛病，解大手的时候疼，能不能坐浴？",
			Record: []recordEntry{{Concept: "cond:anal_fissure", Status: "active", Started: "2025-01-01"},
				{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}}, Expect: "cond:anal_fissure"},
		{ID: "从屁股扯到腿的毛病 is the condition placed at the buttock", Lang: "zh", Utterance: "我那个从屁股一直扯到大腿的毛病，又有点犯了。",
			Record: []recordEntry{{Concept: "cond:sciatica", Status: "active", Started: "2025-01-01"},
				{Concept: "cond:type2_diabetes", Status: "active", Started: "2018-01-01"}}, Expect: "cond:sciatica"},
	})
}

// "<site>上长的那个东西" is a thing grown there: a condition of the site.
func TestDev27GrownThere(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "脖子上长的那个东西 is the neck's condition", Lang: "zh", Utterance: "我脖子上长的那个东西，最近好像大了点，要不要开刀？",
			Record: []recordEntry{{Concept: "cond:thyroid_nodule", Status: "active", Started: "2024-01-01"},
				{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}}, Expect: "cond:thyroid_nodule"},
	})
}

// A one-character site said as one's own with Cantonese 嘅 or Wu 个 for
// 的 ("我自己个鼻") is the place of the trouble after it.
func TestDev27DialectSiteOwner(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "我嘅鼻嘅问题 is the nose's condition", Lang: "zh", Utterance: "咁我嘅鼻嘅问题，要唔要做手术？",
			Record: []recordEntry{{Concept: "cond:nasal_polyps", Status: "active", Started: "2024-01-01"},
				{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}}, Expect: "cond:nasal_polyps"},
	})
}

// A trouble said by its clinic (妇科的毛病, 男科上的问题) is a condition of
// the organs that clinic treats.
func TestDev27SpecialtyTrouble(t *testing.T) {
	htn := recordEntry{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}
	checkCases(t, []corpusCase{
		{ID: "妇科的毛病 is the gynaecological condition", Lang: "zh", Utterance: "我那个妇科的毛病，这个月又疼得厉害。",
			Record: []recordEntry{{Concept: "cond:endometriosis", Status: "active", Started: "2023-01-01"}, htn}, Expect: "cond:endometriosis"},
		{ID: "男科上的问题 is the male organs' condition", Lang: "zh", Utterance: "我男科上的问题，能不能骑自行车？",
			Record: []recordEntry{{Concept: "cond:bph", Status: "active", Started: "2023-01-01"}, htn}, Expect: "cond:bph"},
	})
}

// Patois "ting" is "thing": "dat ting yuh give mi" is what was given.
func TestDev27PatoisThing(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "dat ting yuh did give mi is the drug just given", Lang: "en",
			Window:    []turn{{Speaker: "clinician", Text: "Take this loratadine, one a day for the itching."}},
			Utterance: "Doc, dat ting yuh did give mi, mi can tek it wid mi pressure pill?", Reference: "dat ting",
			Record: []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:loratadine"},
	})
}

// "Could that stuff be why…" asks whether a thing is the cause: a
// demonstrative in it is a drug, as with "the reason".
func TestDev27BeWhy(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "could that one be why is the drug just named", Lang: "en",
			Window:    []turn{{Speaker: "patient", Text: "They started me on lisinopril in the spring."}},
			Utterance: "Could that one be why I keep clearing my throat all day?",
			Record:    []recordEntry{{Concept: "drug:lisinopril", Status: "active", Started: "2026-04-01"}, {Concept: "drug:metformin", Status: "active", Started: "2018-01-01"}},
			Expect:    "drug:lisinopril"},
	})
}

// "my tablets for cholesterol": the purpose after "for" may be a lab the
// matcher found.
func TestDev27ForLabPurpose(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "my tablets for cholesterol are the lipid-lowering drug", Lang: "en", Utterance: "My tablets for cholesterol, can I have them with grapefruit?",
			Record: []recordEntry{{Concept: "drug:rosuvastatin", Status: "active", Started: "2024-01-01"}, {Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}},
			Expect: "drug:rosuvastatin"},
	})
}

// A drug the assistant spoke of as what people take, in the last session,
// is what "that stuff you mentioned last time" points at; a relative's drug
// the assistant repeats is not.
func TestDev27GeneralAdvice(t *testing.T) {
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

// Drugs given only by drip or as a depot jab fit a drip's or a jab's
// phrase; one taken as capsules too still fits "the tablets".
func TestDev27InjectedForms(t *testing.T) {
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

// "上上回" is the session before last: its drug, never the last one's.
func TestDev27SessionBeforeLast(t *testing.T) {
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

// "管心跳的" slows or steadies the heart: not the anticoagulant given for
// the same atrial fibrillation.
func TestDev27HeartRateAction(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "管心跳的 is the rate drug, not the anticoagulant", Lang: "zh", Utterance: "我那个管心跳的，早上吃还是晚上吃？",
			Record: []recordEntry{{Concept: "drug:metoprolol", Status: "active", Started: "2025-01-01"}, {Concept: "drug:apixaban", Status: "active", Started: "2025-01-01"},
				{Concept: "cond:atrial_fibrillation", Status: "active", Started: "2025-01-01"}},
			Expect: "drug:metoprolol"},
	})
}

// A festival dates a start by its months: "春节前开的" is a drug started
// around the lunar New Year, not the one started in the summer.
func TestDev27FestivalDates(t *testing.T) {
	record := []recordEntry{{Concept: "drug:losartan", Status: "active", Started: "2026-01-20"}, {Concept: "drug:amlodipine", Status: "active", Started: "2026-07-01"}}
	checkCases(t, []corpusCase{
		{ID: "过年前开的那个降压药 is the one started in January", Lang: "zh", Utterance: "过年前开的那个降压药，还要接着吃吗？", Record: record, Expect: "drug:losartan"},
		{ID: "过完年以后开的 may be any month since", Lang: "zh", Utterance: "过完年以后开的那个降压药，还要接着吃吗？", Record: record,
			Expect: "unresolved", Candidates: []string{"drug:losartan", "drug:amlodipine"}},
		{ID: "端午开的 dates neither", Lang: "zh", Utterance: "端午开的那个降压药，还要接着吃吗？", Record: record,
			Expect: "unresolved", Candidates: []string{"drug:losartan", "drug:amlodipine"}},
	})
}

// A code-switched trouble noun after a Chinese place ("胃的 problem") ends
// the condition phrase as 毛病 does.
func TestDev27CodeSwitchedTrouble(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "我那个胃的 problem is the stomach's condition", Lang: "zh", Utterance: "我那个胃的 problem，还能不能喝咖啡？",
			Record: []recordEntry{{Concept: "cond:gastritis", Status: "active", Started: "2024-01-01"}, {Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}},
			Expect: "cond:gastritis"},
	})
}

// "血管上的毛病" is a condition of the blood vessels, not the blood
// pressure or the sugar.
func TestDev27Vessels(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "血管上的毛病 is the vessels' condition", Lang: "zh", Utterance: "我血管上的毛病，冬天要注意点啥？",
			Record: []recordEntry{{Concept: "cond:peripheral_artery_disease", Status: "active", Started: "2024-01-01"},
				{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}, {Concept: "cond:type2_diabetes", Status: "active", Started: "2018-01-01"}},
			Expect: "cond:peripheral_artery_disease"},
	})
}

// "The waterworks problem" is the patient's condition of passing water.
func TestDev27Waterworks(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "my waterworks problem is the prostate", Lang: "en", Utterance: "My waterworks problem, is coffee making it any worse?",
			Record: []recordEntry{{Concept: "cond:bph", Status: "active", Started: "2022-01-01"}, {Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}},
			Expect: "cond:bph"},
	})
}

// Patches in the mouth, or coloured patches on the skin, are marks on
// the body, no dosage form: never the nicotine patch.
func TestDev27BodyPatches(t *testing.T) {
	record := []recordEntry{{Concept: "drug:nicotine", Status: "active", Started: "2026-09-01"}, {Concept: "drug:salbutamol", Status: "active", Started: "2015-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "white patches in my mouth are no drug patch", Lang: "en", Utterance: "I've got these white patches in my mouth again. What should I do?",
			Record: record, Expect: "unresolved"},
		{ID: "the new patch is the drug patch", Lang: "en", Utterance: "The new patch, can I swim with it on?",
			Record: record, Expect: "drug:nicotine"},
	})
}

// Complaints said as what happens rather than by a symptom's name rank
// the drugs known to cause them; denied, or someone else's, they do not.
func TestDev27ComplaintEvents(t *testing.T) {
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

// Hepatitis said without its kind covers the viral hepatitides: "my
// hepatitis tablets" are the hepatitis B antiviral.
func TestDev27HepatitisUnspecified(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "my hepatitis tablets are the hepatitis B antiviral", Lang: "en", Utterance: "My hepatitis tablets, can I take them with a light breakfast?",
			Record: []recordEntry{{Concept: "drug:entecavir", Status: "active", Started: "2022-01-01"}, {Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}},
			Expect: "drug:entecavir"},
	})
}

// A bare demonstrative opening its clause as the object of a verb of
// taking ("那这个吃了…") is the drug just named; after a food it may be the
// food.
func TestDev27DemonstrativeTaken(t *testing.T) {
	window := []turn{{Speaker: "clinician", Text: "给你开点乙哌立松，放松肌肉的，一天三次。"}}
	record := []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "那这个吃了 is the drug just named", Lang: "zh", Window: window, Utterance: "那这个吃了会不会犯困？我还要开车。", Record: record, Expect: "drug:eperisone"},
		{ID: "这个吃了 after a food is no drug", Lang: "zh", Window: window, Utterance: "我买了点芒果，这个吃了会不会过敏？", Record: record, Expect: "unresolved"},
	})
}

// A demonstrative asked to need blood tests or monitoring is a drug.
func TestDev27MonitorAsked(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "will this one need regular bloods is the drug just named", Lang: "en",
			Window:    []turn{{Speaker: "clinician", Text: "We'll switch you to lithium at a low dose."}},
			Utterance: "Okay. Will this one need regular bloods, then?",
			Record:    []recordEntry{{Concept: "drug:sertraline", Status: "active", Started: "2020-01-01"}}, Expect: "drug:lithium"},
	})
}

// A steroid jab (封闭针) may be betamethasone, dexamethasone or
// methylprednisolone: injected as well as taken.
func TestDev27SteroidJab(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "以前打的那个针 is the injected steroid", Lang: "zh", Utterance: "以前在膝盖上打的那个针，还能再打吗？",
			Record: []recordEntry{{Concept: "drug:methylprednisolone", Status: "stopped", Started: "2024-01-01", Ended: "2024-01-01"},
				{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:methylprednisolone"},
	})
}

// "Mine", set against someone else's drug, is the patient's own drug of
// the session; with none there, the record's drugs are offered, never
// chosen.
func TestDev27MineSessionOnly(t *testing.T) {
	window := []turn{{Speaker: "patient", Text: "My husband's on warfarin and has to stop it before the dentist."}}
	checkCases(t, []corpusCase{
		{ID: "mine with no drug of the patient's in the session is not chosen from the record", Lang: "en", Window: window,
			Utterance: "So mine, before the dentist, do I need to stop?",
			Record:    []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}},
			Expect:    "unresolved", Candidates: []string{"drug:amlodipine"}},
	})
}

// checkCases resolves each case with the embedded reader and reports the
// ones it gets wrong.
func checkCases(t *testing.T, cases []corpusCase) {
	t.Helper()
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}
