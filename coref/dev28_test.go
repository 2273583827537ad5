package coref_test

import "testing"

// 它 is what is taken after a verb of taking, using or stopping, or moved
// before one by 把; elsewhere (a pet, a symptom) it refers to nothing.
func TestDev28TakenIt(t *testing.T) {
	given := []turn{clinician("给你开点氯雷他定，一天一片。")}
	record := []recordEntry{active("drug:metformin", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "吃了它就犯困 is the drug just given", Lang: "zh", Window: given, Utterance: "吃了它就犯困，正常吗？", Record: record, Expect: "drug:loratadine"},
		{ID: "把它停了 is the drug just given", Lang: "zh", Window: given, Utterance: "要是白天老犯困，能不能把它停了？", Record: record, Expect: "drug:loratadine"},
		{ID: "它一吃 is the drug just given", Lang: "zh", Window: given, Utterance: "它一吃我就口干，咋整？", Record: record, Expect: "drug:loratadine"},
		{ID: "a pet's 它 is nothing", Lang: "zh", Window: given, Utterance: "我家猫这两天老吐，它是不是也过敏？", Record: record, Expect: "unresolved"},
		{ID: "它们 is no one drug", Lang: "zh", Window: given, Utterance: "吃了它们就犯困，正常吗？", Record: record, Expect: "unresolved"},
	})
}

// Scots "used tae be on" is "used to be on": a drug the patient stopped.
func TestDev28ScotsUsedTae(t *testing.T) {
	record := []recordEntry{stopped("drug:omeprazole", "2020-01-01", "2025-06-01"), active("drug:esomeprazole", "2025-06-01")}
	checkCases(t, []corpusCase{
		{ID: "the stomach pill I used tae take", Lang: "en", Utterance: "Thon stomach pill I used tae take, could I go back on it?", Record: record, Expect: "drug:omeprazole"},
	})
}

// "去年那回…的那个毛病" is an episode of a year gone by: a condition that is
// over, not the one the patient still has. So is the spoken "去年那个……的那个
// 病", whose 那个 is taken up again after what happened (session 29).
func TestDev28EpisodeBack(t *testing.T) {
	record := []recordEntry{
		{Concept: "cond:pneumonia", Status: "resolved", Started: "2025-02-01", Ended: "2025-03-01"},
		active("cond:type2_diabetes", "2015-01-01"), active("drug:metformin", "2015-01-01"),
	}
	checkCases(t, []corpusCase{
		{ID: "去年那回 is over", Lang: "zh", Utterance: "去年那回咳得睡不着、发烧好几天的那个病，今年冬天会不会又来？", Record: record, Expect: "cond:pneumonia"},
		{ID: "去年那个 is last year's", Lang: "zh", Utterance: "嗯……去年那个……烧了好几天、躺了一个礼拜的那个病，今年会不会再来？", Record: record, Expect: "cond:pneumonia"},
	})
}

// "my blood pressure pill" after the doctor only offered another is the
// one the patient takes; a pronoun still points at the offer.
func TestDev28OfferedNotOwned(t *testing.T) {
	offer := []turn{clinician("Your pressure's creeping up. We could add indapamide, have a think about it."), patient("Hmm, let me think.")}
	record := []recordEntry{active("drug:ramipril", "2021-01-01")}
	checkCases(t, []corpusCase{
		{ID: "my pill is the one taken", Lang: "en", Window: offer, Utterance: "Should I keep taking my blood pressure pill at night then?", Record: record, Expect: "drug:ramipril"},
		{ID: "that one is the offer", Lang: "en", Window: offer, Utterance: "Is that tablet a once-a-day one?", Record: record, Expect: "drug:indapamide"},
	})
}

// A bare "it"/"that" doing something to the patient is a drug only when the
// last turns just named one known to cause the complaint; never the
// record's, never a drug named long before.
func TestDev28EffectSubject(t *testing.T) {
	given := []turn{clinician("I'll start you on nifedipine, one in the morning."), patient("Okay.")}
	record := []recordEntry{active("drug:metformin", "2018-01-01")}
	long := []turn{clinician("I'll start you on nifedipine, one in the morning."), patient("Okay."),
		assistant("How is the walking going?"), patient("Not bad."), assistant("And the stairs at home?")}
	two := []turn{clinician("It'll be either sertraline or citalopram, whichever the chemist has.")}
	checkCases(t, []corpusCase{
		{ID: "it swells my ankles: the drug just given", Lang: "en", Window: given, Utterance: "Week in now, and it makes my ankles puff up by teatime.", Record: record, Expect: "drug:nifedipine"},
		{ID: "an effect it does not cause is no drug", Lang: "en", Window: given, Utterance: "It makes me cough all night, is that the weather?", Record: record, Expect: "unresolved"},
		{ID: "never the record", Lang: "en", Utterance: "Honestly it makes my ankles puff up by teatime.", Record: []recordEntry{active("drug:amlodipine", "2020-01-01")}, Expect: "unresolved"},
		{ID: "a drug named turns ago is not just said", Lang: "en", Window: long, Utterance: "Hard work. It makes my ankles puff up by teatime.", Record: record, Expect: "unresolved"},
		{ID: "two just named stay ambiguous", Lang: "en", Window: two, Utterance: "Would that give me the runs?", Record: record, Expect: "unresolved", Candidates: []string{"drug:sertraline", "drug:citalopram"}},
	})
}

// 要 typed for its homophone 药 after a determiner and a class stem is the
// class phrase; without a determiner 降压要 is a verb phrase.
func TestDev28HomophoneYao(t *testing.T) {
	record := []recordEntry{active("drug:nifedipine", "2022-01-01"), active("drug:metformin", "2020-01-01")}
	checkCases(t, []corpusCase{
		{ID: "那个降糖要 is the diabetes drug", Lang: "zh", Utterance: "我那个降糖要饭前吃还是饭后吃？", Record: record, Expect: "drug:metformin"},
		{ID: "降压要慢慢来 is no drug", Lang: "zh", Utterance: "医生说降压要慢慢来，急不得。", Record: record, Expect: "unresolved"},
	})
}

// A self-correction retracts the reference before it; the one it settles
// on, in the clause after it, is the reference.
func TestDev28SelfCorrection(t *testing.T) {
	given := []turn{clinician("For the chest infection I'm giving you doxycycline, one a day for a week.")}
	record := []recordEntry{active("drug:atorvastatin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the statin, sorry I mean the new one", Lang: "en", Window: given, Utterance: "My cholesterol tablet, sorry I mean the new one, do I take it with food?", Record: record, Expect: "drug:doxycycline"},
	})
}

// 不对 after a verb says a drug was taken wrongly: no self-correction, the
// reference before it stands.
func TestDev28WronglyTaken(t *testing.T) {
	record := []recordEntry{active("drug:ramipril", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "吃得不对 corrects nothing", Lang: "zh", Utterance: "老是干咳，是不是那个药吃得不对？", Record: record, Expect: "drug:ramipril"},
	})
}

// "the new one the <prescriber> started" is a drug reference: who started
// it says it is a drug.
func TestDev28PrescriberStarted(t *testing.T) {
	record := []recordEntry{active("drug:levothyroxine", "2015-01-01"), active("drug:gabapentin", "2026-10-20")}
	checkCases(t, []corpusCase{
		{ID: "the new one the neurologist started", Lang: "en", Utterance: "The new one the neurologist started, I feel a bit spaced out, is that usual?", Record: record, Expect: "drug:gabapentin"},
	})
}

// "跟吃的药有没有关系", "吃的药有问题" ask whether one of the patient's drugs
// is to blame: the complaint picks it.
func TestDev28BlameAsked(t *testing.T) {
	record := []recordEntry{active("drug:ramipril", "2019-01-01"), active("drug:atorvastatin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "有没有关系 blames a drug", Lang: "zh", Utterance: "最近老干咳，跟我平时吃的药有没有关系？", Record: record, Expect: "drug:ramipril"},
		{ID: "有问题 blames a drug", Lang: "zh", Utterance: "晚上干咳得厉害，是不是吃的药有问题？", Record: record, Expect: "drug:ramipril"},
	})
}

// "一点胃口都没有" is no appetite, not a denied one.
func TestDev28NoAppetiteAtAll(t *testing.T) {
	record := []recordEntry{active("drug:metformin", "2019-01-01"), active("drug:amlodipine", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "一点胃口也没有 is a complaint", Lang: "zh", Utterance: "这阵子一点胃口也没有，是不是吃的药闹的？", Record: record, Expect: "drug:metformin"},
	})
}

// "My periods have gone all over the place" is irregular periods.
func TestDev28PeriodsGoneAllOver(t *testing.T) {
	record := []recordEntry{active("drug:risperidone", "2025-01-01"), active("drug:omeprazole", "2024-01-01")}
	checkCases(t, []corpusCase{
		{ID: "periods gone all over the place", Lang: "en", Utterance: "Since spring my periods have gone all over the place. Could that be one of my tablets?", Record: record, Expect: "drug:risperidone"},
	})
}

// "my own"/"me own" before the place is still the patient's place.
func TestDev28OwnPlace(t *testing.T) {
	record := []recordEntry{active("cond:thyroid_nodule", "2024-01-01"), active("cond:type2_diabetes", "2019-01-01"), active("drug:metformin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the swelling in my own neck", Lang: "en", Utterance: "That swelling in my own neck, is it any bigger on the scan?", Record: record, Expect: "cond:thyroid_nodule"},
	})
}

// A drug given at an episode of a past year named by what happened then
// ("去年摔断腿那回打的那个针") is over, and of that year.
func TestDev28EpisodeOfDrug(t *testing.T) {
	record := []recordEntry{
		{Concept: "drug:ceftriaxone", Status: "stopped", Started: "2025-03-01", Ended: "2025-03-10"},
		active("drug:amoxicillin", "2026-10-30"),
	}
	checkCases(t, []corpusCase{
		{ID: "去年割胆那回用的抗生素 is over", Lang: "zh", Utterance: "去年割胆那回用的那个抗生素，这回还能用不？", Record: record, Expect: "drug:ceftriaxone"},
	})
}

// "me" after a question's auxiliary, before a drug noun, is the dialect
// "my": "Is me inhaler…", "Can me jab…".
func TestDev28QuestionMe(t *testing.T) {
	record := []recordEntry{active("drug:insulin_glargine", "2020-01-01"), active("drug:metformin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "can me jab wait", Lang: "en", Utterance: "Can me jab wait till after the wedding do on Saturday night?", Record: record, Expect: "drug:insulin_glargine"},
	})
}

// A relative speaking for the patient ("替我妈问") tells the patient's
// complaints: they rank the patient's drugs.
func TestDev28ProxyComplaint(t *testing.T) {
	record := []recordEntry{active("drug:ramipril", "2024-01-01"), active("drug:metformin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "替我妈问 complaint ranks", Lang: "zh", Utterance: "我替我妈问一下，她吃那个药以后老是干咳，晚上都睡不好。", Record: record, Expect: "drug:ramipril"},
	})
}

// The Scots "ma" before a class phrase is "my", not a mother; "my ma's"
// still is.
func TestDev28ScotsMaClass(t *testing.T) {
	record := []recordEntry{active("drug:atorvastatin", "2019-01-01"), active("drug:metformin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "ma statins are mine", Lang: "en", Utterance: "She cannae get ma cholesterol statins in till Friday, is that okay?", Record: record, Expect: "drug:atorvastatin"},
		{ID: "my ma's statins are hers", Lang: "en", Utterance: "My ma's statins come in a wee blister pack.", Record: record, Expect: "unresolved"},
	})
}

// "Will that one make me …?" asks what a drug just named may do: with two
// named together it stays ambiguous, whichever lists the effect.
func TestDev28EffectAsked(t *testing.T) {
	given := []turn{clinician("I'll give you amoxicillin for the chest, and ibuprofen for the aches.")}
	record := []recordEntry{active("drug:levothyroxine", "2015-01-01")}
	checkCases(t, []corpusCase{
		{ID: "will this one give me the runs", Lang: "en", Window: given, Utterance: "Okay. Will this one give me the runs, do you think?", Record: record,
			Expect: "unresolved", Candidates: []string{"drug:amoxicillin", "drug:ibuprofen"}},
	})
}
