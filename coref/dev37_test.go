package coref_test

import "testing"

// A condition told by the hospital stay it caused ("that thing I was in
// hospital with a few years back", "the fever for which I was admitted",
// "前几年住过院的那个病") is an illness, never a drug: dated years back, the
// record's resolved one; undated, over or not, so one of each is asked
// about. Someone else's stay is none of the patient's.
func TestDev37HospitalStay(t *testing.T) {
	record := []recordEntry{resolved("cond:pneumonia", "2022-01-10", "2022-02-20"), active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the thing that put me in hospital", Lang: "en", Record: record,
			Utterance: "The thing that put me in hospital a few years ago, could I get it again this winter?", Expect: "cond:pneumonia"},
		{ID: "the illness I was admitted with", Lang: "en", Record: record,
			Utterance: "Is the illness I was admitted with back in 2022 why I still get short of breath?", Expect: "cond:pneumonia"},
		{ID: "前几年住过院的那个病", Lang: "zh", Record: record,
			Utterance: "前几年住过院的那个病，现在天冷了会不会又犯？", Expect: "cond:pneumonia"},
		{ID: "near miss: undated, one active and one over", Lang: "en", Record: record,
			Utterance: "The thing I was in hospital with, do I need a check-up for it?", Expect: "unresolved",
			Candidates: []string{"cond:pneumonia", "cond:hypertension"}},
		{ID: "near miss: two over", Lang: "en", Record: append([]recordEntry{resolved("cond:pulmonary_embolism", "2019-05-01", "2019-11-01")}, record...),
			Utterance: "That thing I was in hospital with years back, could it come back if I fly?", Expect: "unresolved",
			Candidates: []string{"cond:pneumonia", "cond:pulmonary_embolism"}},
		{ID: "near miss: the husband's stay", Lang: "en", Record: record,
			Utterance: "The thing my husband was in hospital with years back, is it catching?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing over", Lang: "en", Record: record[1:],
			Utterance: "That thing that landed me in the hospital years back, could it come back?", Expect: "unresolved", Candidates: []string{}},
	})
}
