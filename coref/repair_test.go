package coref_test

import "testing"

// A self-correction retracts the reference before it; the one it settles
// on, in the clause after it, is the reference.
func TestSelfCorrection(t *testing.T) {
	given := []turn{clinician("For the chest infection I'm giving you doxycycline, one a day for a week.")}
	record := []recordEntry{active("drug:atorvastatin", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the statin, sorry I mean the new one", Lang: "en", Window: given, Utterance: "My cholesterol tablet, sorry I mean the new one, do I take it with food?", Record: record, Expect: "drug:doxycycline"},
	})
}

// 不对 after a verb says a drug was taken wrongly: no self-correction, the
// reference before it stands.
func TestWronglyTaken(t *testing.T) {
	record := []recordEntry{active("drug:ramipril", "2019-01-01")}
	checkCases(t, []corpusCase{
		{ID: "吃得不对 corrects nothing", Lang: "zh", Utterance: "老是干咳，是不是那个药吃得不对？", Record: record, Expect: "drug:ramipril"},
	})
}
