package coref_test

import "testing"

// "去年那个……的那个毛病" dates the condition to last year as "去年那回" does:
// a spoken turn that starts the phrase, tells what happened, and names it
// again at the end means last year's illness, not the one the patient has
// had since long before.
func TestDev29LastYearsThat(t *testing.T) {
	record := []recordEntry{
		{Concept: "cond:pneumonia", Status: "resolved", Started: "2025-02-01", Ended: "2025-03-01"},
		active("cond:type2_diabetes", "2015-01-01"), active("drug:metformin", "2015-01-01"),
	}
	checkCases(t, []corpusCase{
		{ID: "去年那个 is last year's", Lang: "zh", Utterance: "嗯……去年那个……烧了好几天、躺了一个礼拜的那个病，今年会不会再来？", Record: record, Expect: "cond:pneumonia"},
	})
}
