package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/understand"
)

// refsOf reads a patient's turn and finds its references.
func refsOf(t *testing.T, text string) []coref.Reference {
	t.Helper()
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: text, At: now}, nil)
	return coref.Find(text, rd.Extract.Mentions)
}

// Passing water and the gallbladder said by a word of one or two
// characters and a link ("尿上的毛病", "小便上的问题", "胆上的毛病"): the
// prostate's or the bladder's trouble, the gallstones. A relative's trouble
// is the patient's only when the speaker speaks for them; "糖尿病" holds no
// trouble of passing water.
func TestTroubleOfWaterAndGallbladder(t *testing.T) {
	prostate := []recordEntry{active("cond:bph", "2022-03-01"), active("cond:hypertension", "2015-01-01"),
		active("drug:tamsulosin", "2022-03-01"), active("drug:amlodipine", "2015-01-01")}
	checkCases(t, []corpusCase{
		{ID: "他那个尿上的毛病 in a carer's session is the BPH", Lang: "zh", Record: prostate,
			Window:    []turn{patient("大夫，我陪我爸来的，他耳朵不好，我替他说。"), assistant("好的，老爷子最近怎么样？")},
			Utterance: "他那个尿上的毛病，夜里还是要起来三四回", Reference: "尿上的毛病", Expect: "cond:bph"},
		{ID: "我小便上的问题 is the BPH", Lang: "zh", Record: prostate, Utterance: "我小便上的问题最近好像重了点", Expect: "cond:bph"},
		{ID: "以前那个胆上的毛病 is the gallstones taken out", Lang: "zh",
			Record:    []recordEntry{resolved("cond:gallstones", "2019-05-01", "2020-01-10"), active("cond:hypertension", "2015-01-01")},
			Utterance: "以前那个胆上的毛病，切掉以后肥肉还能吃吗", Reference: "胆上的毛病", Expect: "cond:gallstones"},
		{ID: "near miss: the husband's trouble is not the patient's", Lang: "zh", Record: prostate,
			Utterance: "我老伴儿尿上的毛病会不会传给我", Expect: "unresolved", Candidates: []string{}},
	})
	if refs := refsOf(t, "我糖尿病好多年了"); len(refs) != 0 {
		t.Errorf("糖尿病 found %+v, want no reference", refs)
	}
}

// "My breathing thing": a word no condition of the patient's is named by,
// read as a word of their signs. One such condition is it; two are asked
// about; none is nothing.
func TestConditionBySignWord(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "my breathing thing is the asthma, not the blood pressure", Lang: "en",
			Record:    []recordEntry{active("cond:asthma", "2010-01-01"), active("cond:hypertension", "2018-01-01"), active("drug:salbutamol", "2010-01-01")},
			Utterance: "my breathing thing, will the frost set it off again?", Reference: "my breathing thing", Expect: "cond:asthma"},
		{ID: "near miss: asthma and COPD both have it", Lang: "en",
			Record:    []recordEntry{active("cond:asthma", "2010-01-01"), active("cond:copd", "2020-01-01")},
			Utterance: "my breathing thing, will the frost set it off again?", Reference: "my breathing thing",
			Expect: "unresolved", Candidates: []string{"cond:asthma", "cond:copd"}},
		{ID: "near miss: nothing of the breath recorded", Lang: "en", Record: []recordEntry{active("cond:hypertension", "2018-01-01")},
			Utterance: "my breathing thing, will the frost set it off again?", Reference: "my breathing thing", Expect: "unresolved", Candidates: []string{}},
		{ID: "the waterworks business is the prostate's, not the old infection", Lang: "en",
			Record:    []recordEntry{active("cond:bph", "2021-01-01"), resolved("cond:uti", "2024-02-01", "2024-02-20"), active("cond:hypertension", "2015-01-01")},
			Utterance: "will the waterworks business get worse with a pint or two?", Expect: "cond:bph"},
	})
}

// "The thing I put the eye drops in for": the condition the drops treat,
// not the drops.
func TestTreatedByWhereItGoes(t *testing.T) {
	glaucoma := []recordEntry{active("cond:open_angle_glaucoma", "2020-01-01"), active("cond:type2_diabetes", "2019-01-01"),
		active("drug:latanoprost", "2020-01-01"), active("drug:metformin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the thing I put the eye drops in for is the glaucoma", Lang: "en", Record: glaucoma,
			Utterance: "the thing I put the eye drops in for, is that why I bump into things on my left?",
			Reference: "the thing I put the eye drops in for", Expect: "cond:open_angle_glaucoma"},
		{ID: "near miss: putting the drops in is the drops", Lang: "en", Record: glaucoma,
			Utterance: "can I put the eye drops in before my contact lenses?", Expect: "drug:latanoprost"},
	})
}

// "我腰上那个，" with the trouble left unsaid is the condition there; a
// noun after it is something else.
func TestBareThatAtPlace(t *testing.T) {
	back := []recordEntry{active("cond:lumbar_disc_herniation", "2021-01-01"), active("cond:hypertension", "2015-01-01"), active("drug:amlodipine", "2015-01-01")}
	checkCases(t, []corpusCase{
		{ID: "我腰上那个 is the disc", Lang: "zh", Record: back, Utterance: "我腰上那个，能不能去做做推拿？", Expect: "cond:lumbar_disc_herniation"},
	})
	for _, r := range refsOf(t, "我腰上那个膏药能不能贴一晚上") {
		if r.Kind == coref.KindCondition {
			t.Errorf("我腰上那个膏药: found condition %+v, want the plaster only", r)
		}
	}
}

// A pronoun asked what only an illness can be ("is that catching?", "会不
// 会遗传") is the condition the last turns named, never the record's.
func TestIllnessAsked(t *testing.T) {
	copd := []recordEntry{active("cond:copd", "2018-01-01"), active("drug:tiotropium", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "is that catching after a pneumonia named", Lang: "en", Record: copd,
			Window:    []turn{patient("I've had a fever and green phlegm all week."), clinician("The X-ray shows a pneumonia in your right lung, so I'm starting antibiotics.")},
			Utterance: "Right. Is that catching? My granddaughter's staying over.", Expect: "cond:pneumonia"},
		{ID: "runs in families after results that show two", Lang: "en", Record: []recordEntry{active("cond:migraine", "2015-01-01")},
			Window: []turn{patient("Are my bloods back?"),
				clinician("They are. They show two things: iron deficiency anaemia, and an underactive thyroid.")},
			Utterance: "Is that something that runs in families?", Expect: "unresolved",
			Candidates: []string{"cond:iron_deficiency_anemia", "cond:hypothyroidism"}},
		{ID: "这个会不会遗传 after one named", Lang: "zh", Record: []recordEntry{active("cond:hypertension", "2015-01-01")},
			Window:    []turn{clinician("检查结果出来了，是甲减，就是甲状腺功能减退。")},
			Utterance: "这个会不会遗传给我女儿啊？", Expect: "cond:hypothyroidism"},
		{ID: "near miss: none named, not the record's", Lang: "en", Record: copd,
			Utterance: "is it contagious?", Expect: "unresolved", Candidates: []string{}},
	})
}

// An old trouble said to be back is told by what the turn says it does.
func TestFlaredAgain(t *testing.T) {
	rec := []recordEntry{active("cond:chronic_bronchitis", "2012-01-01"), active("cond:hypertension", "2016-01-01"), active("drug:amlodipine", "2016-01-01")}
	checkCases(t, []corpusCase{
		{ID: "那个老毛病又犯了 with a cough is the bronchitis", Lang: "zh", Record: rec,
			Utterance: "唉，那个老毛病又犯了，一降温就咳，早上一口一口的白痰", Reference: "那个老毛病", Expect: "cond:chronic_bronchitis"},
		{ID: "near miss: back again with nothing it does is either", Lang: "zh", Record: rec,
			Utterance: "那个老毛病又犯了", Reference: "那个老毛病", Expect: "unresolved",
			Candidates: []string{"cond:chronic_bronchitis", "cond:hypertension"}},
	})
}
