package coref_test

import "testing"

// A session counted back from this one ("a couple visits back", "three
// appointments ago", "上上上回") or named as the first time the patient
// came ("the very first time I came", "when I first came in") is searched
// itself: its drug, two of its drugs asked about, none nothing, and never
// the record's drug or its newest (en-dev32-010, en-dev33-010 resolved to
// those, wrong).
func TestASessionCountedBack(t *testing.T) {
	record := []recordEntry{active("cond:bph", "2021-05-01"), active("drug:tamsulosin", "2021-05-01")}
	nocturia := []turn{patient("I'm up three, four times a night to pee"),
		clinician("Another option for the nighttime urination is desmopressin, but we'd need to check your sodium first. Think about it.")}
	knee := []turn{patient("My knee's been acting up since I started pickleball"), clinician("Ice it after you play, rest it a couple days.")}
	chest := []turn{patient("Just in about my chest."), clinician("Your chest sounds clear today.")}
	two := []turn{patient("My hair's falling out."), clinician("You could try minoxidil on the scalp, or finasteride tablets.")}
	migraine := []turn{patient("I'm getting these heads three or four times a week"),
		clinician("For the migraines let's start amitriptyline, ten milligrams at night.")}
	hayfever := []turn{patient("Me hay fever's awful"), clinician("Take cetirizine once a day.")}
	firstRecord := []recordEntry{active("cond:migraine", "2026-03-01"), active("drug:amitriptyline", "2026-03-01"),
		active("cond:allergic_rhinitis", "2026-06-01"), active("drug:cetirizine", "2026-06-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev32-010: the pill you brought up a couple visits back", Lang: "en", Record: record, EarlierSessions: [][]turn{nocturia, knee},
			Utterance: "um the pill you brought up a couple visits back, for the getting up at night, I think I wanna give it a shot",
			Expect:    "drug:desmopressin"},
		{ID: "British: a couple of appointments ago", Lang: "en", Record: record, EarlierSessions: [][]turn{nocturia, knee},
			Utterance: "That tablet you mentioned a couple of appointments ago, erm, for the weeing at night, is it still an option?",
			Expect:    "drug:desmopressin"},
		{ID: "three visits back is the session before that", Lang: "en", Record: record, EarlierSessions: [][]turn{nocturia, knee, chest},
			Utterance: "the one you brought up three visits back, the one needing a blood test, can we try it?", Expect: "drug:desmopressin"},
		{ID: "上上上回 is three sessions back", Lang: "zh", Record: []recordEntry{active("drug:amlodipine", "2018-01-01")},
			EarlierSessions: [][]turn{{patient("晚上老起夜。"), clinician("可以考虑去氨加压素，要先查个血钠。")}, {patient("膝盖疼。"), clinician("先热敷。")}, {patient("来量个血压。"), clinician("血压挺好。")}},
			Utterance:       "上上上回你说的那个药 我想试试", Expect: "drug:desmopressin"},
		{ID: "en-dev33-010: the very first time I came", Lang: "en", Record: firstRecord, EarlierSessions: [][]turn{migraine, chest, hayfever},
			Utterance: "erm the one you started me on the very first time I came, for me heads, can I go up on it", Expect: "drug:amitriptyline"},
		{ID: "when I first came in, for the headaches", Lang: "en", Record: firstRecord, EarlierSessions: [][]turn{migraine, chest, hayfever},
			Utterance: "the tablet you gave me when I first came in, for the headaches, um, can I take two", Expect: "drug:amitriptyline"},
		// Near misses.
		{ID: "near miss: a couple visits back that named nothing is nothing, not the record's", Lang: "en", Record: record,
			EarlierSessions: [][]turn{knee, chest}, Utterance: "the pill you brought up a couple visits back, can I try it?",
			Expect: "unresolved", Candidates: []string{}},
		{ID: "ambiguous: a couple visits back named two", Lang: "en", Record: record, EarlierSessions: [][]turn{two, knee},
			Utterance: "the one you brought up a couple visits back, I'd like to give it a go", Expect: "unresolved",
			Candidates: []string{"drug:minoxidil", "drug:finasteride"}},
		{ID: "near miss: the first time I came to the hospital is another place", Lang: "en", Record: firstRecord,
			EarlierSessions: [][]turn{hayfever, chest}, Utterance: "the first time I came to the hospital they gave me something, is the cetirizine okay with that?",
			Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: last time is still the last session", Lang: "en", Record: firstRecord, EarlierSessions: [][]turn{migraine, hayfever},
			Utterance: "the one you started me on last time, can I take it at night?", Expect: "drug:cetirizine"},
	})
}
