package coref_test

import "testing"

// An earlier session is told without a class word or by its count: "what
// I brought up last visit", "上趟侬讲个药", "that once-a-year drip from
// last time", "the tablet you mentioned two visits ago". Only the last
// session is "last time"; "two visits ago" is the one before it; a session
// that names two drugs leaves them both asked about, one that names none
// leaves nothing.
func TestDev38EarlierSessionSaidPlainly(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2019-01-01"), active("cond:hypertension", "2019-01-01")}
	older := []turn{patient("The amlodipine's been fine."), assistant("Good, noted.")}
	thrush := []turn{patient("The walk-in centre gave me fluconazole for thrush at the weekend."), assistant("Okay, I've noted the fluconazole.")}
	zhOlder := []turn{patient("降压药一直吃着氨氯地平。"), assistant("好的，记下了。")}
	zhKnee := []turn{patient("膝盖痛，不想吃药。"), clinician("可以外用扶他林乳膏，早晚搽一次。")}
	zhTwo := []turn{patient("膝盖痛，不想吃药。"), clinician("可以搽双氯芬酸乳胶剂，或者贴氟比洛芬凝胶贴膏，侬自家挑。")}
	drip := []turn{clinician("Another option is zoledronic acid - an infusion once a year."), patient("I'll think about it.")}
	weekly := []turn{clinician("We could try alendronate, a tablet taken once a week."), patient("I'll think about it.")}
	checkCases(t, []corpusCase{
		{ID: "what I brought up last visit", Lang: "en", Record: record, EarlierSessions: [][]turn{older, thrush},
			Utterance: "Following up on what I brought up last visit - can I take a second dose?", Expect: "drug:fluconazole"},
		{ID: "what you mentioned last time", Lang: "en", Record: record, EarlierSessions: [][]turn{older, thrush},
			Utterance: "About what you mentioned last time, do I take it with food?", Expect: "drug:fluconazole"},
		{ID: "上趟侬讲个药", Lang: "zh", Record: record, EarlierSessions: [][]turn{zhOlder, zhKnee},
			Utterance: "上趟侬讲个药，药房里买得着伐？", Expect: "drug:diclofenac"},
		{ID: "上回你说的药", Lang: "zh", Record: record, EarlierSessions: [][]turn{zhOlder, zhKnee},
			Utterance: "上回你说的药我买了，一天搽几次？", Expect: "drug:diclofenac"},
		{ID: "that once-a-year drip from last time", Lang: "en", Record: record, EarlierSessions: [][]turn{older, drip},
			Utterance: "So, about that once-a-year drip from last time - would somebody need to drive me home?", Expect: "drug:zoledronic_acid"},
		{ID: "the once-weekly tablet you mentioned last time", Lang: "en", Record: record, EarlierSessions: [][]turn{older, weekly},
			Utterance: "The once-weekly tablet you mentioned last time, do I take it standing up?", Expect: "drug:alendronate"},
		{ID: "two visits ago", Lang: "en", Record: record, EarlierSessions: [][]turn{drip, thrush},
			Utterance: "That stuff you brought up two visits ago, would somebody need to drive me home after it?", Expect: "drug:zoledronic_acid"},
		{ID: "near miss: a session that names two", Lang: "zh", Record: record, EarlierSessions: [][]turn{zhTwo},
			Utterance: "上趟侬讲个药，药房里买得着伐？", Expect: "unresolved", Candidates: []string{"drug:diclofenac", "drug:flurbiprofen"}},
		{ID: "near miss: last time named nothing", Lang: "en", Record: record, EarlierSessions: [][]turn{thrush, {patient("Just a check-up today."), assistant("All fine.")}},
			Utterance: "About what I brought up last visit, is it still worth doing?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: two visits ago is not the last", Lang: "en", Record: record, EarlierSessions: [][]turn{{patient("Just a check-up today."), assistant("All fine.")}, drip},
			Utterance: "That stuff you brought up two visits ago, would somebody need to drive me home after it?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: what I said, no session", Lang: "en", Record: record,
			Utterance: "Going back to what I said about sleeping, it's getting worse.", Expect: "unresolved", Candidates: []string{}},
	})
}

// A lay class name is said with any drug noun: "thyroid tablets" are the
// lexicon's "thyroid medicine", "stomach tablets" its "stomach pill", each
// the organ's own therapeutic group, not every drug given for one of its
// conditions (propranolol's racing heart in an overactive thyroid). A class
// of several groups is no organ's own: "heart tablet" stays read by the
// heart, dapagliflozin for heart failure with the rest. Two of the group
// stay both asked about; a relative's tablets are none of the patient's.
func TestDev38ClassNameWithAnotherNoun(t *testing.T) {
	thyroid := []recordEntry{active("cond:hyperthyroidism", "2026-05-01"), active("drug:carbimazole", "2026-05-10"), active("drug:propranolol", "2026-05-10")}
	hf := []recordEntry{active("drug:bisoprolol", "2024-03-01"), active("drug:sacubitril_valsartan", "2026-10-22"), active("drug:dapagliflozin", "2026-10-22"),
		active("cond:heart_failure", "2024-03-01")}
	checkCases(t, []corpusCase{
		{ID: "my thyroid tablets", Lang: "en", Record: thyroid,
			Utterance: "I've had a sore throat since yesterday - do I keep taking my thyroid tablets?", Expect: "drug:carbimazole"},
		{ID: "the thyroid meds", Lang: "en", Record: thyroid,
			Utterance: "Can the thyroid meds go with my morning coffee?", Expect: "drug:carbimazole"},
		{ID: "甲状腺的片子", Lang: "zh", Record: thyroid,
			Utterance: "我那个甲状腺的药片，跟早饭一起吃行不行？", Expect: "drug:carbimazole"},
		{ID: "near miss: two of the group", Lang: "en", Record: append([]recordEntry{active("drug:levothyroxine", "2026-06-01")}, thyroid...),
			Utterance: "do I keep taking my thyroid tablets while I'm ill?", Expect: "unresolved", Candidates: []string{"drug:carbimazole", "drug:levothyroxine"}},
		{ID: "the past one of the group", Lang: "en", Record: append([]recordEntry{stopped("drug:propylthiouracil", "2025-01-01", "2026-05-01")}, thyroid...),
			Utterance: "Those thyroid tablets I used to be on, were they the same as these?", Expect: "drug:propylthiouracil"},
		{ID: "near miss: a relative's thyroid tablets", Lang: "en", Record: thyroid,
			Utterance: "My mum's thyroid tablets, can they be crushed?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: the new heart tablet, a class of several groups", Lang: "en", Record: hf,
			Utterance: "The new heart tablet they started on the ward - is it alright with a glass of wine?", Expect: "unresolved",
			Candidates: []string{"drug:sacubitril_valsartan", "drug:dapagliflozin"}},
	})
}
