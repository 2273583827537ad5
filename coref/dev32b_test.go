package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/understand"
)

// A bare "it" or "that" asked or said to upset the stomach, to have the
// patient in a symptom ("it have mi hands shaking"), or asked how it tastes
// is the drug just named; the same words with no drug just named, or of
// a person, refer to none.
func TestDev32bEffectOfJustNamed(t *testing.T) {
	record := []recordEntry{active("drug:lisinopril", "2020-01-01")}
	one := []turn{clinician("I'll start you on amoxicillin, three times a day.")}
	none := []turn{patient("Work has been awful lately."), assistant("I'm sorry to hear that.")}
	checkCases(t, []corpusCase{
		{ID: "will it upset my tummy", Lang: "en", Window: one, Utterance: "Lovely. Will it upset my tummy?", Record: record, Expect: "drug:amoxicillin"},
		{ID: "that upsets me stomach", Lang: "en", Window: one, Utterance: "Ah no, that upsets me stomach every time.", Record: record, Expect: "drug:amoxicillin"},
		{ID: "upset my husband is no effect", Lang: "en", Window: one, Utterance: "Will that upset my husband, do you think?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "it have mi feet swelling", Lang: "en", Window: []turn{patient("Doctor start mi on amlodipine last month.")},
			Utterance: "It have mi ankles swelling up, dat normal?", Record: record, Expect: "drug:amlodipine"},
		{ID: "it has my name, no symptom", Lang: "en", Window: one, Utterance: "It has my name spelt wrong on the label.", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "it has me dizzy with nothing named", Lang: "en", Window: none, Utterance: "It have mi hands shaking, dat normal?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "does it taste bitter", Lang: "en", Window: []turn{clinician("I'll give you some prednisolone liquid for the chest.")},
			Utterance: "Does it taste bitter?", Record: record, Expect: "drug:prednisolone"},
		{ID: "will it sting, two creams", Lang: "en", Window: []turn{clinician("Either clotrimazole cream or miconazole cream for that rash.")},
			Utterance: "Will it sting?", Record: record, Expect: "unresolved", Candidates: []string{"drug:clotrimazole", "drug:miconazole"}},
		{ID: "taste with nothing named", Lang: "en", Window: none, Utterance: "Does that taste awful?", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// A bare demonstrative asked how long it must be taken ("这个要吃到什么时
// 候", Cantonese "呢个要食几耐") is the drug just named; "要吃吗" alone
// asks of offered food, and with no drug named nothing is chosen.
func TestDev32bTakenHowLong(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "这个要吃到什么时候", Lang: "zh", Window: []turn{patient("医生给我开了阿莫西林，一天三次。")}, Utterance: "这个要吃到什么时候？", Record: record, Expect: "drug:amoxicillin"},
		{ID: "呢个要食几耐", Lang: "zh", Window: []turn{patient("医生开咗奥美拉唑俾我，朝早食一粒。")}, Utterance: "呢个要食几耐？", Record: record, Expect: "drug:omeprazole"},
		{ID: "这个要吃吗 is food", Lang: "zh", Window: []turn{patient("医生给我开了阿莫西林，一天三次。")}, Utterance: "这个要吃吗？看着挺香的。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "a diet named", Lang: "zh", Window: []turn{patient("营养师让我每天早上吃一个鸡蛋。")}, Utterance: "这个要吃到什么时候？", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "a diet named, old rule", Lang: "zh", Window: []turn{patient("营养师让我每天早上吃一个鸡蛋。")}, Utterance: "这个吃了会胖吗？", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// "第一回跟你聊的时候", "at my first visit" name the first session by its
// order: what was said then, not in the last one; "第一次吃的时候" and "my
// first visit to the skin clinic" are no session of ours, and a first
// session that named nothing of the kind chooses nothing.
func TestDev32bFirstSession(t *testing.T) {
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
func TestDev32bFirstSessionNeedsTheFirst(t *testing.T) {
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

// "Gastric" is the stomach in Singaporean and Malaysian English, and "my
// breathing medicine" is any drug for the airways (R03), tablet or
// inhaler: the one such drug, or all of them asked about.
func TestDev32bGastricAndBreathingMedicine(t *testing.T) {
	stomach := []recordEntry{active("drug:omeprazole", "2023-01-01"), active("drug:metformin", "2018-05-01")}
	airways := []recordEntry{active("drug:montelukast", "2022-01-01"), active("drug:budesonide_formoterol", "2020-01-01"), active("drug:amlodipine", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "my gastric medicine", Lang: "en", Utterance: "Doctor, my gastric medicine ah, can take with coffee or not?", Record: stomach, Expect: "drug:omeprazole"},
		{ID: "gastric said of a pain", Lang: "en", Utterance: "My gastric pain come back again after the durian.", Record: stomach, Expect: "unresolved", Candidates: []string{}},
		{ID: "my breathing medicine, two", Lang: "en", Utterance: "My breathing medicine, can I take it on the plane?", Record: airways,
			Expect: "unresolved", Candidates: []string{"drug:montelukast", "drug:budesonide_formoterol"}},
		{ID: "my breathing medicine, one", Lang: "en", Utterance: "My breathing medicine, can I take it on the plane?",
			Record: []recordEntry{active("drug:montelukast", "2022-01-01"), active("drug:amlodipine", "2019-01-01")}, Expect: "drug:montelukast"},
	})
}

// An address word after a discourse word or set off by a comma ("yeah so
// mate the new sugar tablet", "Mate, my water tablet…") calls the listener,
// not a friend: the phrase is the patient's own. "My mate's sugar tablet"
// and "Mate reckons…" are a friend's. "The new sugar tablet" is the newest
// oral drug for diabetes, not a newer insulin.
func TestDev32bAddressedListener(t *testing.T) {
	record := []recordEntry{active("drug:metformin", "2018-05-01"), active("drug:sitagliptin", "2026-09-20"), active("drug:insulin_glargine", "2026-10-20")}
	checkCases(t, []corpusCase{
		{ID: "yeah so mate the new sugar tablet", Lang: "en", Utterance: "yeah so mate the new sugar tablet they put me on is making me feel a bit sick", Record: record, Expect: "drug:sitagliptin"},
		{ID: "Mate, my blood pressure pill", Lang: "en", Utterance: "Mate, my blood pressure pill, can I have it with a beer?",
			Record: []recordEntry{active("drug:amlodipine", "2018-05-01")}, Expect: "drug:amlodipine"},
		{ID: "my mate's sugar tablet", Lang: "en", Utterance: "My mate's new sugar tablet is making him feel sick, is that normal?", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "Mate reckons", Lang: "en", Utterance: "Mate reckons the new sugar tablet is rubbish for your kidneys.", Record: record, Expect: "unresolved", Candidates: []string{}},
	})
}

// Periods stopped for months ("例假三个多月没来了", "haven't had a period in
// three months") are the menstrual irregularity a drug is labelled for
// (spironolactone), not any drug; a daughter's periods and periods that
// merely come seldom are no complaint of a drug.
func TestDev32bPeriodsStopped(t *testing.T) {
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

// A toe or finger with 甲 after it is its nail ("大脚趾甲那个毛病"): the
// nail's fungus, not the big toe's gout, which "大脚趾那个毛病" still is.
// "My scalp thing" is the condition at the scalp, seborrhoeic dermatitis
// (dandruff), or psoriasis by its term "scalp psoriasis": both recorded
// stay ambiguous, and a child's nits are the child's.
func TestDev32bNailAndScalp(t *testing.T) {
	toe := []recordEntry{active("cond:onychomycosis", "2025-06-01"), active("cond:gout", "2020-01-01")}
	scalp := []recordEntry{active("cond:seborrheic_dermatitis", "2021-01-01"), active("cond:hypertension", "2019-01-01")}
	both := []recordEntry{active("cond:seborrheic_dermatitis", "2021-01-01"), active("cond:psoriasis", "2015-01-01")}
	checkCases(t, []corpusCase{
		{ID: "大脚趾甲那个毛病", Lang: "zh", Utterance: "我大脚趾甲那个毛病，用药要用多久？", Record: toe, Expect: "cond:onychomycosis"},
		{ID: "手指甲那个毛病", Lang: "zh", Utterance: "我手指甲那个毛病，会不会传染给家里人？",
			Record: []recordEntry{active("cond:onychomycosis", "2025-06-01"), active("cond:hypertension", "2019-01-01")}, Expect: "cond:onychomycosis"},
		{ID: "大脚趾那个毛病 is the gout", Lang: "zh", Utterance: "我大脚趾那个毛病，又犯了，疼得走不了路。", Record: toe, Expect: "cond:gout"},
		{ID: "my scalp thing", Lang: "en", Utterance: "My scalp thing is back again, flaky as anything.", Record: scalp, Expect: "cond:seborrheic_dermatitis"},
		{ID: "my scalp thing, nits named", Lang: "en", Window: []turn{patient("My son's got nits again from nursery.")},
			Utterance: "And my scalp thing is acting up as well.", Record: scalp, Expect: "cond:seborrheic_dermatitis"},
		{ID: "scalp with psoriasis too", Lang: "en", Utterance: "My scalp thing is back again, flaky as anything.", Record: both,
			Expect: "unresolved", Candidates: []string{"cond:seborrheic_dermatitis", "cond:psoriasis"}},
		{ID: "scalp with only psoriasis", Lang: "en", Utterance: "My scalp thing is back again, flaky as anything.",
			Record: []recordEntry{active("cond:psoriasis", "2015-01-01"), active("cond:hypertension", "2019-01-01")}, Expect: "cond:psoriasis"},
		{ID: "head thing is no head cold", Lang: "en", Utterance: "My head thing is back again.",
			Record: []recordEntry{active("cond:common_cold", "2026-11-01"), active("cond:hypertension", "2019-01-01")}, Expect: "unresolved", Candidates: []string{}},
	})
}

// A thing grown on the body or the skin ("身上长的那些小疙瘩的毛病", "those
// little growths on my skin") is a growth of the skin: a wart, a
// seborrhoeic keratosis, a lipoma, never the hypertension; two recorded
// stay ambiguous. What comes out on the skin (起的疙瘩) is a rash, and a
// daughter's growths are hers.
func TestDev32bSkinGrowths(t *testing.T) {
	two := []recordEntry{active("cond:lipoma", "2023-01-01"), active("cond:skin_tag", "2022-01-01"), active("cond:hypertension", "2019-03-01")}
	one := []recordEntry{active("cond:molluscum", "2026-05-01"), active("cond:urticaria", "2025-01-01"), active("cond:hypertension", "2019-03-01")}
	checkCases(t, []corpusCase{
		{ID: "身上长的那些肉疙瘩", Lang: "zh", Utterance: "我身上长的那些肉疙瘩，要不要去切掉？", Record: two,
			Expect: "unresolved", Candidates: []string{"cond:lipoma", "cond:skin_tag"}},
		{ID: "皮肤上长的小疙瘩的毛病, one", Lang: "zh", Utterance: "皮肤上长的小疙瘩的毛病，会传染吗？", Record: one, Expect: "cond:molluscum"},
		{ID: "growths on my skin", Lang: "en", Utterance: "Those little growths on my skin, can they be frozen off?", Record: one, Expect: "cond:molluscum"},
		{ID: "身上起的疙瘩 is a rash", Lang: "zh", Utterance: "我身上起的那些小疙瘩，痒得不行，怎么办？", Record: one, Expect: "unresolved", Candidates: []string{}},
		{ID: "a daughter's growths", Lang: "zh", Utterance: "我女儿身上长的那些小疙瘩，会不会传染给我？", Record: one, Expect: "unresolved", Candidates: []string{}},
	})
}

// What the pharmacy could not supply ("the one they were out of", "缺货的那
// 个") is the drug the window said so of, though the extractor reads "they"
// as someone whose drug it is; two such stay ambiguous, none is nothing,
// and a relative's drug the pharmacy lacked stays the relative's.
func TestDev32bOutOfStock(t *testing.T) {
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

// A drug called by the time it is taken and how many ("晚上吃两片的那个",
// Shanghainese "夜里向吃两片个那只") is the one the window said so of, when
// the other drugs were said at other times; one said with no time may be
// it too, so both are asked about.
func TestDev32bTakenCountAtTime(t *testing.T) {
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
