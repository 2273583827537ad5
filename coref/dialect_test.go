package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// TestWhatADrugIsForInPatois runs the whole reading: the patois "mi" is
// read as "my" there, where the test lexicon of the unit tests knows it
// only as an abbreviation.
func TestWhatADrugIsForInPatois(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []corpusCase{
		{ID: "fi mi nerves", Lang: "en", Utterance: "Doc, di tablet fi mi nerves, mi can tek one before mi board di plane?",
			Record: []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2017-03-01"}, {Concept: "drug:lorazepam", Status: "active", Started: "2025-04-01"}},
			Expect: "drug:lorazepam"},
		{ID: "the tablet for my nerves", Lang: "en", Utterance: "The tablet for my nerves, can I take one before the flight?",
			Record: []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2017-03-01"}, {Concept: "drug:lorazepam", Status: "active", Started: "2025-04-01"}},
			Expect: "drug:lorazepam"},
	} {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}

// A dialect "me" after a preposition is "my" before a condition's word
// too, and "business" is a trouble word there as in a topic phrase.
func TestDialectNamedCondition(t *testing.T) {
	record := []recordEntry{{Concept: "cond:scoliosis", Status: "active", Started: "2010-01-01"},
		{Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "about me back business is the back's condition", Lang: "en",
			Utterance: "The swimming coach is asking about me back business. Should I tell her everything?", Record: record, Expect: "cond:scoliosis"},
		{ID: "gave me back business is no possessive", Lang: "en",
			Utterance: "The swimming coach gave me back business cards. Should I ring her?", Record: record, Expect: "unresolved"},
	})
}

// Patois "ting" is "thing": "dat ting yuh give mi" is what was given.
func TestPatoisThing(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "dat ting yuh did give mi is the drug just given", Lang: "en",
			Window:    []turn{{Speaker: "clinician", Text: "Take this loratadine, one a day for the itching."}},
			Utterance: "Doc, dat ting yuh did give mi, mi can tek it wid mi pressure pill?", Reference: "dat ting",
			Record: []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2018-01-01"}}, Expect: "drug:loratadine"},
	})
}

// A code-switched trouble noun after a Chinese place ("胃的 problem") ends
// the condition phrase as 毛病 does.
func TestCodeSwitchedTrouble(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "我那个胃的 problem is the stomach's condition", Lang: "zh", Utterance: "我那个胃的 problem，还能不能喝咖啡？",
			Record: []recordEntry{{Concept: "cond:gastritis", Status: "active", Started: "2024-01-01"}, {Concept: "cond:hypertension", Status: "active", Started: "2018-01-01"}},
			Expect: "cond:gastritis"},
	})
}

// Scots "used tae be on" is "used to be on": a drug the patient stopped.
func TestScotsUsedTae(t *testing.T) {
	record := []recordEntry{stopped("drug:omeprazole", "2020-01-01", "2025-06-01"), active("drug:esomeprazole", "2025-06-01")}
	checkCases(t, []corpusCase{
		{ID: "the stomach pill I used tae take", Lang: "en", Utterance: "Thon stomach pill I used tae take, could I go back on it?", Record: record, Expect: "drug:omeprazole"},
	})
}

// 要 typed for its homophone 药 after a determiner and a class stem is the
// class phrase; without a determiner 降压要 is a verb phrase.
func TestHomophoneYao(t *testing.T) {
	record := []recordEntry{active("drug:nifedipine", "2022-01-01"), active("drug:metformin", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "那个降糖要 is the diabetes drug", Lang: "zh", Utterance: "我那个降糖要饭前吃还是饭后吃？", Record: record, Expect: "drug:metformin"},
		{ID: "降压要慢慢来 is no drug", Lang: "zh", Utterance: "医生说降压要慢慢来，急不得。", Record: record, Expect: "unresolved"},
	})
}

// "me" after a question's auxiliary, before a drug noun, is the dialect
// "my": "Is me inhaler…", "Can me jab…".
func TestQuestionMe(t *testing.T) {
	record := []recordEntry{active("drug:insulin_glargine", "2020-01-01"), active("drug:metformin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "can me jab wait", Lang: "en", Utterance: "Can me jab wait till after the wedding do on Saturday night?", Record: record, Expect: "drug:insulin_glargine"},
	})
}

// The Scots "ma" before a class phrase is "my", not a mother; "my ma's"
// still is.
func TestScotsMaClass(t *testing.T) {
	record := []recordEntry{active("drug:atorvastatin", "2019-01-01"), active("drug:metformin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "ma statins are mine", Lang: "en", Utterance: "She cannae get ma cholesterol statins in till Friday, is that okay?", Record: record, Expect: "drug:atorvastatin"},
		{ID: "my ma's statins are hers", Lang: "en", Utterance: "My ma's statins come in a wee blister pack.", Record: record, Expect: "unresolved"},
	})
}

// Northern English "I were on" is "I was on": the drug is a stopped one.
func TestNorthernIWere(t *testing.T) {
	record := []recordEntry{
		stopped("drug:furosemide", "2022-01-01", "2025-02-01"),
		active("drug:bumetanide", "2025-02-01"),
	}
	checkCases(t, []corpusCase{
		{ID: "the water tablet I were on", Lang: "en", Utterance: "The water tablet I were on before, were that any better, like?", Record: record, Expect: "drug:furosemide"},
		{ID: "the water tablet I'm on", Lang: "en", Utterance: "The water tablet I'm on, can I take it at dinner?", Record: record, Expect: "drug:bumetanide"},
	})
}

// A code-switched turn sets an English topic between spaces: "那个 blood
// pressure 的药" is "那个血压的药", the one antihypertensive; two of them
// stay ambiguous, and a relative's is not the patient's.
func TestCodeSwitchedTopic(t *testing.T) {
	record := []recordEntry{active("drug:fosinopril", "2021-09-01"), active("drug:gliclazide", "2018-04-01")}
	two := []recordEntry{active("drug:fosinopril", "2021-09-01"), active("drug:amlodipine", "2022-01-01"), active("drug:gliclazide", "2018-04-01")}
	checkCases(t, []corpusCase{
		{ID: "那个 blood pressure 的药", Lang: "zh", Utterance: "我平时吃那个 blood pressure 的药，出国能带半年的量吗？", Record: record, Expect: "drug:fosinopril"},
		{ID: "blood pressure 的药 unspaced before", Lang: "zh", Utterance: "我那个blood pressure 的药要不要饭后吃？", Record: record, Expect: "drug:fosinopril"},
		{ID: "cholesterol 的药", Lang: "zh", Utterance: "那个 cholesterol 的药晚上吃还是早上吃？",
			Record: []recordEntry{active("drug:atorvastatin", "2021-09-01"), active("drug:amlodipine", "2022-01-01")}, Expect: "drug:atorvastatin"},
		{ID: "two blood pressure drugs", Lang: "zh", Utterance: "我平时吃那个 blood pressure 的药，出国能带半年的量吗？", Record: two,
			Expect: "unresolved", Candidates: []string{"drug:fosinopril", "drug:amlodipine"}},
		{ID: "blood pressure said of a reading", Lang: "zh", Utterance: "我最近 blood pressure 挺稳的，量了好几回。", Record: record, Expect: "unresolved", Candidates: []string{}},
		{ID: "a relative's blood pressure 的药", Lang: "zh", Utterance: "我妈吃的那个 blood pressure 的药，我能不能也吃点？",
			Record: []recordEntry{active("drug:gliclazide", "2018-04-01")}, Expect: "unresolved", Candidates: []string{}},
	})
}

// Caribbean English "dat stuff" is "that stuff" and Jamaican "tek" is
// "take": "So dat stuff, it could still be workin' in mi system, or it done
// finish?" is the drug the window spoke of (en-dev38-002, the stopped
// allopurinol), and "How much days mi fi tek it fah?" after two drugs
// named together asks about both (en-dev39-014). As for "that stuff", a
// turn about no drug keeps "dat stuff" no reference.
func TestCaribbeanDatAndTek(t *testing.T) {
	gout := []recordEntry{stopped("drug:allopurinol", "2018-02-01", "2026-04-15"), active("drug:colchicine", "2026-04-15"), active("cond:gout", "2018-02-01")}
	goutWindow := []turn{patient("I was on allopurinol for years, but dem stop it in de spring."), assistant("I see, so allopurinol was stopped in April this year.")}
	foot := []recordEntry{active("drug:metformin", "2017-07-07"), active("cond:type2_diabetes", "2017-07-07")}
	footWindow := []turn{patient("De hospital sen' mi home wid cefalexin an' ibuprofen fi mi foot."), assistant("Okay, I've noted those.")}
	checkCases(t, []corpusCase{
		{ID: "en-dev38-002: dat stuff is the drug the window spoke of", Lang: "en", Record: gout, Window: goutWindow,
			Utterance: "So dat stuff, it could still be workin' in mi system, or it done finish?", Expect: "drug:allopurinol"},
		{ID: "en-dev39-014: tek it after two named together asks about both", Lang: "en", Record: foot, Window: footWindow,
			Utterance: "How much days mi fi tek it fah?", Expect: "unresolved", Candidates: []string{"drug:cefalexin", "drug:ibuprofen"}},
		{ID: "mi fi tek it after one drug is that drug", Lang: "en", Record: foot,
			Window:    []turn{patient("De hospital sen' mi home wid cefalexin fi mi foot."), assistant("Okay, noted.")},
			Utterance: "How much days mi fi tek it fah?", Expect: "drug:cefalexin"},
		{ID: "near miss: dat stuff in a turn about no drug", Lang: "en", Record: gout, Window: goutWindow,
			Utterance: "Dat stuff in de newspaper about de weather, it true?", Expect: "unresolved", Candidates: []string{}},
	})
}

// The one it was given to may follow the verb of starting ("刚开给我的药",
// Wu "刚刚换拨我个药"): the newest drug; and Wu 个 after a body place is
// 的 before the trouble ("我肾脏上个毛病"), while "上个病" is the last one.
func TestGivenToMeAndWuPlace(t *testing.T) {
	drugs := []recordEntry{active("drug:metformin", "2019-01-01"), active("drug:rosuvastatin", "2026-10-01"),
		stopped("drug:atorvastatin", "2020-01-01", "2026-10-01")}
	kidneys := []recordEntry{{Concept: "cond:ckd", Status: "active", Started: "2021-05-01"},
		{Concept: "cond:kidney_stones", Status: "active", Started: "2024-08-01"},
		{Concept: "cond:hypertension", Status: "active", Started: "2016-01-01"}}
	checkCases(t, []corpusCase{
		{ID: "刚开给我的药 is the newest", Lang: "zh", Record: drugs, Utterance: "医生刚开给我的药，是不是要晚上吃？", Expect: "drug:rosuvastatin"},
		{ID: "Wu 刚刚换拨我个药 is the newest", Lang: "zh", Record: drugs, Utterance: "伊拉刚刚换拨我个药，阿是要夜里向吃个？", Expect: "drug:rosuvastatin"},
		{ID: "Wu 肾脏上个毛病 asks which kidney condition", Lang: "zh", Record: kidneys, Utterance: "我肾脏上个毛病，医生讲要定期去查，阿是三个号头查一趟？",
			Expect: "unresolved", Candidates: []string{"cond:ckd", "cond:kidney_stones"}},
	})
}

// Cantonese "我个心嘅毛病" is the heart's condition: the atrial
// fibrillation, not the reflux whose 烧心 shares the character; a
// Mandarin "心里" is the mind.
func TestCantoneseHeart(t *testing.T) {
	record := []recordEntry{{Concept: "cond:atrial_fibrillation", Status: "active", Started: "2023-02-10"},
		{Concept: "cond:gerd", Status: "active", Started: "2021-06-01"}, {Concept: "cond:hypertension", Status: "active", Started: "2018-09-01"}}
	checkCases(t, []corpusCase{
		{ID: "我个心嘅毛病 is the AF", Lang: "zh", Record: record, Utterance: "我个心嘅毛病呢排好似又多咗发作，系咪要加药呀？", Expect: "cond:atrial_fibrillation"},
		{ID: "near miss: 我心里的毛病 is no organ", Lang: "zh", Record: record, Utterance: "我心里的毛病就是想太多，咋办？", Expect: "unresolved"},
	})
}
