package coref_test

import "testing"

// A condition told by the year it was had, in digits or aloud, is the
// record's condition started or over then, before what the turn says it
// did and before a condition the window just named.
func TestFromYear(t *testing.T) {
	record := []recordEntry{active("cond:type2_diabetes", "2017-02-08"), resolved("cond:pyelonephritis", "2019-02-11", "2019-03-04"),
		resolved("cond:cystitis", "2023-06-20", "2023-07-01"), active("drug:metformin", "2017-02-08"), active("drug:empagliflozin", "2026-09-15")}
	checkCases(t, []corpusCase{
		{ID: "the one from twenty nineteen is the kidney infection of 2019, not the diabetes just named", Lang: "en", Record: record,
			Window:    []turn{clinician("So we started the new diabetes tablet in September. It can make infections a bit more likely.")},
			Utterance: "Could I get that again, the one from twenty nineteen where I ended up on a drip in hospital?", Reference: "the one from twenty nineteen",
			Expect: "cond:pyelonephritis"},
		{ID: "the thing back in 2023 is the cystitis", Lang: "en", Record: record,
			Utterance: "Is the thing back in 2023 likely to come back?", Expect: "cond:cystitis"},
		{ID: "2019年那个病 is the kidney infection", Lang: "zh", Record: record,
			Utterance: "2019年那个病还会再犯吗？", Expect: "cond:pyelonephritis"},
		{ID: "near miss: the one from January in a turn about taking is a drug's, not a year's", Lang: "en",
			Record:    []recordEntry{active("drug:atorvastatin", "2026-01-10"), active("drug:amlodipine", "2020-05-01"), resolved("cond:pneumonia", "2026-01-05", "2026-02-01")},
			Utterance: "The one from January, do I take it with food?", Expect: "unresolved", Candidates: []string{"drug:atorvastatin", "drug:amlodipine"}},
		{ID: "a year nothing was had in chooses nothing: the conditions are asked about", Lang: "en", Record: record,
			Utterance: "Is the thing from twenty twenty likely to come back?", Expect: "unresolved",
			Candidates: []string{"cond:type2_diabetes", "cond:pyelonephritis", "cond:cystitis"}},
	})
}
