package coref_test

import "testing"

// Of the window's drugs, the one alone whose words share a content word
// with the reference's clause is meant, over the one named last; words of
// time, of taking and of grammar tell nothing apart, and words two drugs
// share leave them asked about.
func TestADrugToldApartByWordsTheWindowSaidWithIt(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "those ones he said I must finish: the antibiotic, not the paracetamol named last", Lang: "en",
			Record: []recordEntry{active("drug:amlodipine", "2019-01-01")},
			Window: []turn{patient("The doctor gave me amoxicillin on Monday for my chest, he said I must finish the whole course."),
				assistant("How are you feeling?"), patient("Better. I'm taking paracetamol when I'm hot."), assistant("Paracetamol is fine for the fever.")},
			Utterance: "Now I'm feeling better, those ones he said I must finish, can I stop them today?", Expect: "drug:amoxicillin"},
		{ID: "说要吃完疗程的那个药: the antibiotic, not the paracetamol named last", Lang: "zh",
			Record: []recordEntry{active("drug:amlodipine", "2019-01-01")},
			Window: []turn{patient("医生礼拜一给我开了阿莫西林，说一定要吃完一个疗程。"), assistant("现在感觉怎么样？"),
				patient("好多了，发烧的时候吃点对乙酰氨基酚。"), assistant("对乙酰氨基酚退烧可以。")},
			Utterance: "说要吃完疗程的那个药，今天能停吗？", Expect: "drug:amoxicillin"},
		{ID: "a time of day said with one of them tells nothing: the one named last", Lang: "en",
			Record: []recordEntry{active("drug:metformin", "2018-01-01"), active("drug:bisoprolol", "2026-10-01")},
			Window: []turn{patient("I still take the metformin morning and evening."), assistant("Good."),
				patient("And the heart doctor put me on bisoprolol last week."), assistant("Bisoprolol is usually taken once a day.")},
			Utterance: "If I miss a morning with that one, can I take it in the evening?", Expect: "drug:bisoprolol"},
		{ID: "words both were said with leave them asked about", Lang: "en",
			Record:    []recordEntry{active("drug:amlodipine", "2019-01-01")},
			Window:    []turn{clinician("I'll give you tacrolimus ointment and loratadine tablets, for the itching, both for two weeks.")},
			Utterance: "If the itching's no better, do I keep going with that one?", Expect: "unresolved", Candidates: []string{"drug:tacrolimus", "drug:loratadine"}},
	})
}

// "that rub" is a drug put on the skin: of the window's gel and the
// tablets named last, the gel.
func TestThatRubIsPutOnTheSkin(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "that rub is the gel, not the ibuprofen named last", Lang: "en",
			Record: []recordEntry{active("cond:knee_osteoarthritis", "2019-01-01"), active("drug:ibuprofen", "2019-01-01"), active("drug:amlodipine", "2018-01-01")},
			Window: []turn{patient("My knee is still paining me, especially on the stairs."), assistant("What have you been using for it?"),
				patient("My son brought me Voltaren gel from London, I have been using it on the knee for one week."),
				assistant("Diclofenac gel can help. Are you still taking ibuprofen tablets as well?"),
				patient("Yes, I take the ibuprofen sometimes when the pain is too much.")},
			Utterance: "Okay, that rub — can I be using it morning and night, or is it too much?", Expect: "drug:diclofenac"},
	})
}
