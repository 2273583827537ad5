package coref_test

import "testing"

// What a drug is for may follow it past a longer clause of taking, with
// when or who ("the one I take before bed for my bladder", "them tablets
// the nurse gave me last week for my waterworks"), or past a recency word
// ("the new medicine for vomiting"): the purpose still chooses among the
// record's drugs, and two that serve it stay asked about. Without a
// purpose, the clause chooses nothing.
func TestAPurposeAfterAClauseOfTaking(t *testing.T) {
	bladder := []recordEntry{active("cond:overactive_bladder", "2023-06-01"), active("drug:solifenacin", "2023-06-01"),
		active("cond:hypercholesterolemia", "2017-01-01"), active("drug:simvastatin", "2017-01-01"),
		active("cond:hypothyroidism", "2011-09-01"), active("drug:levothyroxine", "2011-09-01")}
	waterworks := []recordEntry{active("drug:mirabegron", "2026-10-28"), active("drug:metformin", "2018-01-01"), active("drug:simvastatin", "2018-01-01"),
		active("cond:overactive_bladder", "2026-10-28"), active("cond:type2_diabetes", "2018-01-01"), active("cond:hyperlipidemia", "2018-01-01")}
	chemo := []recordEntry{active("cond:breast_cancer", "2026-08-01"), active("drug:cyclophosphamide", "2026-10-20"),
		active("drug:ondansetron", "2026-10-20"), active("drug:metoclopramide", "2026-10-20")}
	chemoOne := []recordEntry{active("cond:breast_cancer", "2026-08-01"), active("drug:cyclophosphamide", "2026-10-20"),
		active("drug:ondansetron", "2026-10-20"), active("drug:metoclopramide", "2025-01-10")}
	twoBladder := []recordEntry{active("drug:tamsulosin", "2024-01-01"), active("cond:bph", "2024-01-01"),
		active("drug:solifenacin", "2023-06-01"), active("cond:overactive_bladder", "2023-06-01"), active("drug:simvastatin", "2017-01-01")}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-007: the one I take before bed for my bladder", Lang: "en", Record: bladder,
			Utterance: "The one I take before bed for my bladder, if I forget it, do I double up the next night?", Expect: "drug:solifenacin"},
		{ID: "en-dev3-015: them tablets the nurse gave me last week for my waterworks", Lang: "en", Record: waterworks,
			Utterance: "Them tablets the nurse gave me last week for my waterworks - do they make you drowsy at all?", Expect: "drug:mirabegron"},
		{ID: "en-dev13-028: the new medicine for vomiting, a tie", Lang: "en", Record: chemo,
			Utterance: "Doc, the new medicine for vomiting, can I take it already even if I'm just nauseous, not yet vomiting?",
			Expect:    "unresolved", Candidates: []string{"drug:ondansetron", "drug:metoclopramide"}},
		{ID: "the new medicine for vomiting, one newest", Lang: "en", Record: chemoOne,
			Utterance: "Doc, the new medicine for vomiting, can I take it even if I'm just nauseous?", Expect: "drug:ondansetron"},
		{ID: "two for the waterworks: asked about", Lang: "en", Record: twoBladder,
			Utterance: "The one I take at night for my waterworks, can I take it in the morning instead?",
			Expect:    "unresolved", Candidates: []string{"drug:tamsulosin", "drug:solifenacin"}},
		{ID: "near miss: the one I take before bed, no purpose", Lang: "en", Record: bladder,
			Utterance: "The one I take before bed, if I forget it, do I double up the next night?",
			Expect:    "unresolved", Candidates: []string{"drug:solifenacin", "drug:simvastatin", "drug:levothyroxine"}},
	})
}
