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
		{ID: "could I pass it on after a sarcoidosis named", Lang: "en", Record: copd,
			Window:    []turn{clinician("The biopsy points to sarcoidosis, which explains the cough.")},
			Utterance: "Could I pass it on to the grandkids, then?", Expect: "cond:sarcoidosis"},
		{ID: "near miss: 这个病 asked after a sister's illness is hers, nothing of the patient's", Lang: "zh",
			Record:    []recordEntry{active("cond:hypothyroidism", "2018-01-01"), active("cond:iron_deficiency_anemia", "2025-01-01")},
			Window:    []turn{patient("我姐上个月查出来红斑狼疮，现在住院。"), clinician("那她现在怎么样？")},
			Utterance: "这个病会遗传不？我要不要也去查一下？", Expect: "unresolved", Candidates: []string{}},
	})
	for _, r := range refsOf(t, "can I give it to my son as well?") {
		if r.Kind == coref.KindCondition {
			t.Errorf("can I give it to my son: found condition %+v, want none", r)
		}
	}
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

// "下面那个毛病" is down below (the back passage's or the genitals'), "气管
// 上的毛病" the airways', "心口那块儿" the chest's or the stomach's, and a
// place said with 里头那个 or Cantonese 嗰个 is the condition there.
func TestMorePlacesOfTrouble(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "俺下面那个毛病 is the piles, not the stomach or the pressure", Lang: "zh",
			Record:    []recordEntry{active("cond:hemorrhoids", "2020-01-01"), active("cond:chronic_gastritis", "2018-01-01"), active("cond:hypertension", "2015-01-01")},
			Utterance: "俺下面那个毛病，喝酒会不会加重？", Expect: "cond:hemorrhoids"},
		{ID: "气管上的毛病 is the bronchitis", Lang: "zh",
			Record:    []recordEntry{active("cond:chronic_bronchitis", "2012-01-01"), active("cond:hypertension", "2015-01-01"), active("cond:knee_osteoarthritis", "2019-01-01")},
			Utterance: "我气管上的毛病，冬天要不要打疫苗？", Expect: "cond:chronic_bronchitis"},
		{ID: "心口那块儿的毛病 with a heart disease and a gastritis is either", Lang: "zh",
			Record:    []recordEntry{active("cond:coronary_heart_disease", "2019-01-01"), active("cond:chronic_gastritis", "2016-01-01")},
			Utterance: "俺心口那块儿的毛病，会不会越来越重？", Expect: "unresolved",
			Candidates: []string{"cond:coronary_heart_disease", "cond:chronic_gastritis"}},
		{ID: "嗓子里头那个 is the pharyngitis", Lang: "zh",
			Record:    []recordEntry{active("cond:chronic_pharyngitis", "2017-01-01"), active("cond:hypertension", "2015-01-01")},
			Utterance: "嗓子里头那个，老觉得有东西卡着，要不要戒烟？", Expect: "cond:chronic_pharyngitis"},
		{ID: "我眼睛嗰个问题 is the cataract", Lang: "zh",
			Record:    []recordEntry{active("cond:cataract", "2023-01-01"), active("cond:hypertension", "2015-01-01"), resolved("cond:conjunctivitis", "2022-01-01", "2022-02-01")},
			Utterance: "我眼睛嗰个问题，系咪要等好严重先做手术？", Expect: "cond:cataract"},
	})
}

// An organ said as what must bear something is the patient's trouble
// there; said of her, it is hers.
func TestOrganBears(t *testing.T) {
	heart := []recordEntry{active("cond:heart_failure", "2021-01-01"), active("cond:hypothyroidism", "2015-01-01"), active("drug:furosemide", "2021-01-01")}
	checkCases(t, []corpusCase{
		{ID: "will me ticker cope is the heart failure", Lang: "en", Record: heart,
			Utterance: "Will me ticker cope with a long flight at Christmas?", Reference: "me ticker", Expect: "cond:heart_failure"},
		{ID: "with me bones the way they are is the osteoporosis", Lang: "en",
			Record:    []recordEntry{active("cond:osteoporosis", "2020-01-01"), active("cond:hypothyroidism", "2015-01-01")},
			Utterance: "With me bones the way they are, can I still do the line dancing?", Reference: "me bones", Expect: "cond:osteoporosis"},
		{ID: "near miss: her heart, not the patient's", Lang: "en", Record: heart,
			Utterance: "Will her heart cope with the flight?", Expect: "unresolved", Candidates: []string{}},
	})
}

// A condition told by the form of what treats it ("打针的那个病", "the thing
// I put the drops in for"), or as the reason a drug is taken ("the reason
// she's on the rivaroxaban"); no drug of the form is nothing.
func TestTreatedByForm(t *testing.T) {
	diabetes := []recordEntry{active("cond:type2_diabetes", "2015-01-01"), active("cond:hypertension", "2012-01-01"), active("cond:knee_osteoarthritis", "2019-01-01"),
		active("drug:insulin_glargine", "2020-01-01"), active("drug:metformin", "2015-01-01"), active("drug:amlodipine", "2012-01-01")}
	checkCases(t, []corpusCase{
		{ID: "打针的那个病 is the diabetes", Lang: "zh", Record: diabetes, Utterance: "我打针的那个病，是不是一辈子都要打？", Expect: "cond:type2_diabetes"},
		{ID: "the thing I put the drops in for is the glaucoma", Lang: "en",
			Record:    []recordEntry{active("cond:open_angle_glaucoma", "2020-01-01"), active("cond:type2_diabetes", "2019-01-01"), active("drug:latanoprost", "2020-01-01"), active("drug:metformin", "2019-01-01")},
			Utterance: "Will the thing I put the drops in for every night stop me driving?", Reference: "the thing I put the drops in for", Expect: "cond:open_angle_glaucoma"},
		{ID: "食紧优甲乐嗰个病 is the Hashimoto's, not the PCOS", Lang: "zh",
			Record:    []recordEntry{active("cond:hashimoto_thyroiditis", "2019-01-01"), active("cond:pcos", "2018-01-01"), active("drug:levothyroxine", "2019-01-01"), active("drug:metformin", "2018-01-01")},
			Utterance: "我食紧优甲乐嗰个病，可唔可以生BB？", Expect: "cond:hashimoto_thyroiditis"},
		{ID: "the reason she's on the rivaroxaban in a carer's session is either of its two", Lang: "en",
			Record:    []recordEntry{active("cond:atrial_fibrillation", "2020-01-01"), active("cond:deep_vein_thrombosis", "2024-01-01"), active("drug:rivaroxaban", "2020-01-01")},
			Window:    []turn{patient("Hi, I'm her son, I'll do the talking for Mum today."), assistant("Of course.")},
			Utterance: "The reason she's on the rivaroxaban, is that for life?", Reference: "The reason she's on the rivaroxaban",
			Expect: "unresolved", Candidates: []string{"cond:atrial_fibrillation", "cond:deep_vein_thrombosis"}},
		{ID: "near miss: no spray in the record", Lang: "zh",
			Record:    []recordEntry{active("cond:hypertension", "2015-01-01"), active("cond:gout", "2019-01-01"), active("drug:amlodipine", "2015-01-01")},
			Utterance: "我那个要用喷雾的毛病，冬天要不要多备一瓶？", Expect: "unresolved", Candidates: []string{}},
	})
}

// What a scan or a check-up found: the record's incidental findings, at
// the place said; what the window says the scan showed, whatever it is.
func TestFoundIncidentally(t *testing.T) {
	nodule := []recordEntry{active("cond:lung_nodule", "2025-07-01"), active("cond:hypertension", "2015-01-01"), active("cond:knee_osteoarthritis", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "what they spotted on the chest scan is the nodule", Lang: "en", Record: nodule,
			Utterance: "What they spotted on the chest scan, can that turn nasty?", Reference: "What they spotted on the chest scan", Expect: "cond:lung_nodule"},
		{ID: "体检查出来的那个 with two findings is either", Lang: "zh",
			Record:    []recordEntry{active("cond:hypertension", "2015-01-01"), active("cond:thyroid_nodule", "2026-03-01"), active("cond:kidney_cyst", "2026-03-01")},
			Utterance: "今年体检查出来的那个，要不要紧？", Expect: "unresolved", Candidates: []string{"cond:thyroid_nodule", "cond:kidney_cyst"}},
		{ID: "the thing they found on the scan is what the clinician said it showed", Lang: "en", Record: nodule,
			Window:    []turn{clinician("Your scan showed a small aortic aneurysm; we'll keep an eye on it.")},
			Utterance: "Is the thing they found on the scan dangerous?", Reference: "the thing they found on the scan", Expect: "cond:aortic_aneurysm"},
		{ID: "near miss: nothing incidental recorded", Lang: "en",
			Record:    []recordEntry{active("cond:hypertension", "2015-01-01")},
			Utterance: "The one they found on the scan, is that serious?", Reference: "The one they found on the scan", Expect: "unresolved", Candidates: []string{}},
	})
}

// "上次跟你说的那个", "the thing I told you about last time": when the last
// session told a condition and no drug, the condition; a drug noun keeps it
// a drug.
func TestLastTimeBareThing(t *testing.T) {
	rec := []recordEntry{active("cond:lumbar_disc_herniation", "2021-01-01"), active("cond:hypertension", "2015-01-01"), active("drug:amlodipine", "2015-01-01")}
	last := [][]turn{{patient("上个月做了胃镜，医生说我是萎缩性胃炎。"), assistant("我记下了，报告下次带来。")}}
	checkCases(t, []corpusCase{
		{ID: "上次跟你说的那个 is the gastritis told then", Lang: "zh", Record: rec, EarlierSessions: last,
			Utterance: "上次跟你说的那个，会不会变成癌？", Expect: "cond:atrophic_gastritis"},
		{ID: "near miss: 上次跟你说的那个药 is a drug, and none was said", Lang: "zh", Record: rec, EarlierSessions: last,
			Utterance: "上次跟你说的那个药，饭前吃还是饭后吃？", Expect: "unresolved", Candidates: []string{}},
	})
}

// A bare old trouble back again opens its clause; a relative's is not the
// patient's.
func TestBareOldTrouble(t *testing.T) {
	rec := []recordEntry{active("cond:functional_dyspepsia", "2019-01-01"), active("cond:cervical_spondylosis", "2016-01-01")}
	checkCases(t, []corpusCase{
		{ID: "老毛病又来了 with bloating is the dyspepsia", Lang: "zh", Record: rec,
			Utterance: "老毛病又来了，一吃油的就胃胀，打嗝。", Reference: "老毛病", Expect: "cond:functional_dyspepsia"},
		{ID: "it's playing up again, the wheezing", Lang: "en",
			Record:    []recordEntry{active("cond:asthma", "2010-01-01"), active("cond:gerd", "2018-01-01")},
			Utterance: "It's playing up again, the wheezing and that, first thing in the cold.", Expect: "cond:asthma"},
	})
	for _, r := range refsOf(t, "我妈老毛病又犯了，一吃油的就胃胀") {
		if r.Text == "老毛病" {
			t.Errorf("我妈老毛病: found %+v, want no reference of the patient's", r)
		}
	}
}

// The dev45 round: a ruled-out condition is not what an illness question
// asks of; "I meant to ask" is no correction; an old trouble acting up
// with nothing it does is the condition just named; a finding told by
// when it was made is ranked by what the turn complains of; what a
// condition stops the patient doing is told by the signs the turn gives;
// "胆上嘅事" is the gallbladder's; a bare thing told last time is offered
// from the conditions that session told.
func TestDev45Round(t *testing.T) {
	htn := active("cond:hypertension", "2015-01-01")
	pad := []recordEntry{active("cond:peripheral_artery_disease", "2021-01-01"), active("cond:type2_diabetes", "2015-01-01"), active("cond:hyperlipidemia", "2015-01-01")}
	checkCases(t, []corpusCase{
		{ID: "ruled out: not the tuberculosis", Lang: "en", Record: []recordEntry{htn},
			Window:    []turn{clinician("Good news, the test shows it isn't tuberculosis. It's a sarcoidosis.")},
			Utterance: "Is it catching?", Expect: "cond:sarcoidosis"},
		{ID: "ruled out in Chinese", Lang: "zh", Record: []recordEntry{htn},
			Window:    []turn{clinician("结果出来了，不是肺结核，是结节病。")},
			Utterance: "这个会传染吗？", Expect: "cond:sarcoidosis"},
		{ID: "acting up after both were named, and I meant tae ask", Lang: "en",
			Record:    []recordEntry{active("cond:angina", "2019-01-01"), active("cond:atrial_fibrillation", "2020-01-01"), active("drug:bisoprolol", "2020-01-01")},
			Window:    []turn{clinician("So today's review is for your angina and your atrial fibrillation.")},
			Utterance: "Well, it's been actin' up a wee bit since the clocks went back, I'll no lie, and I meant tae ask, can I still go tae the bowls wi' it?",
			Expect:    "unresolved", Candidates: []string{"cond:angina", "cond:atrial_fibrillation"}},
		{ID: "near miss: acting up with nothing named is nothing", Lang: "en", Record: []recordEntry{htn, active("cond:asthma", "2010-01-01")},
			Utterance: "It's been acting up since the clocks went back.", Expect: "unresolved", Candidates: []string{}},
		{ID: "the thing they picked up when I was expecting, tired and hair falling out", Lang: "en",
			Record:    []recordEntry{active("cond:hypothyroidism", "2019-01-01"), active("cond:migraine", "2015-01-01"), active("drug:levothyroxine", "2019-01-01")},
			Utterance: "So the thing they picked up when I was expecting, I'm shattered all the time again and my hair's coming out in the brush.",
			Reference: "the thing they picked up", Expect: "cond:hypothyroidism"},
		{ID: "the thing that does not allow me to walk far, my calf pains me", Lang: "en", Record: pad,
			Utterance: "This thing that does not allow me to walk to the market, after a small distance my calf will start to pain me. Is it getting worse?",
			Reference: "This thing that does not allow me to", Expect: "cond:peripheral_artery_disease"},
		{ID: "near miss: what stops a drive after dark, with no sign, is nothing", Lang: "en", Record: pad,
			Utterance: "I should like to discuss the condition which prevents me from driving after dark.", Expect: "unresolved", Candidates: []string{}},
		{ID: "胆上嘅事 is the gallstones", Lang: "zh", Record: []recordEntry{active("cond:gallstones", "2020-01-01"), htn},
			Utterance: "医生，我那个胆上嘅事，又痛到背脊去，係唔係要照B超？", Reference: "胆上嘅事", Expect: "cond:gallstones"},
		{ID: "the one I told you about last time is offered from the conditions told then", Lang: "en",
			Record:          []recordEntry{active("cond:hepatitis_b", "2025-01-01"), active("cond:fatty_liver", "2025-01-01")},
			EarlierSessions: [][]turn{{patient("At my visa medical they told me I have hepatitis B and a fatty liver."), assistant("Thank you, I've noted both.")}},
			Utterance:       "The one I told you about the last time I came, is the repeat test due now?", Reference: "The one",
			Expect: "unresolved", Candidates: []string{"cond:hepatitis_b", "cond:fatty_liver"}},
	})
	for _, r := range refsOf(t, "Can I take the stuff they picked up from the pharmacy at night?") {
		if r.Kind == coref.KindCondition {
			t.Errorf("picked up from the pharmacy: found condition %+v", r)
		}
	}
}

// "The lump in my neck they're monitoring": a lump the matcher places,
// pointed at, is the record's condition there; "a lump" is not pointed
// at, and someone else's lump is theirs.
func TestLumpSaid(t *testing.T) {
	rec := []recordEntry{active("cond:thyroid_nodule", "2024-01-01"), active("cond:hypertension", "2015-01-01"), active("cond:gerd", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the lump in my neck is the thyroid nodule", Lang: "en", Record: rec,
			Utterance: "The lump in my neck they're keeping an eye on, is the next scan this year?", Reference: "The lump in my neck", Expect: "cond:thyroid_nodule"},
		{ID: "near miss: a lump in my neck is not pointed at", Lang: "en", Record: rec,
			Utterance: "I've found a lump in my neck this morning, should I worry?", Expect: "unresolved", Candidates: []string{}},
	})
}

// A condition told by its device or procedure: the mask and machine at
// night, the stents, dialysis, a hearing aid, a pacemaker. None of the
// patient's conditions of that kind is nothing.
func TestDeviceTreated(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the condition I wear the mask and the machine for is the apnoea", Lang: "en",
			Record:    []recordEntry{active("cond:sleep_apnea", "2021-01-01"), active("cond:hypertension", "2015-01-01"), active("cond:hearing_loss", "2019-01-01")},
			Utterance: "The condition for which I wear the mask and the machine at night, is it worse with a cold?", Reference: "The condition for which I wear the mask and the machine", Expect: "cond:sleep_apnea"},
		{ID: "the one they put the stents in for is the coronary disease", Lang: "en",
			Record:    []recordEntry{active("cond:coronary_heart_disease", "2022-01-01"), active("cond:type2_diabetes", "2015-01-01"), active("cond:hypertension", "2015-01-01")},
			Utterance: "The one they went in through his wrist and put the two stents in for, is he getting that squeezing again?", Reference: "The one they went in", Expect: "cond:coronary_heart_disease"},
		{ID: "洗肾的那个病 is the kidney failure", Lang: "zh",
			Record:    []recordEntry{active("cond:esrd", "2023-01-01"), active("cond:type2_diabetes", "2015-01-01")},
			Utterance: "我洗肾的那个病，还能不能换个肾？", Reference: "洗肾的那个病", Expect: "cond:esrd"},
		{ID: "near miss: no condition a pacemaker is for", Lang: "en", Record: []recordEntry{active("cond:hypertension", "2015-01-01")},
			Utterance: "The thing I had the pacemaker fitted for, will it stop me flying?", Expect: "unresolved", Candidates: []string{}},
	})
}
