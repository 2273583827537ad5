package coref_test

import "testing"

// "The add-on", "the top-up" is a drug when a verb of starting takes it, as
// "that new one" is (startedframe.go): "since I started the add-on I'm
// seeing double" is the drug added that causes it, the lacosamide beside
// the levetiracetam (en-dev33-011). Two added drugs causing it stay asked
// about; "the add-on package at work" is none.
func TestTheAddOnAVerbOfStartingTakes(t *testing.T) {
	epi := []recordEntry{active("cond:epilepsy", "2020-02-01"), active("drug:levetiracetam", "2020-02-01"), active("drug:lacosamide", "2026-07-01")}
	win := []turn{clinician("Any seizures since July?"), patient("Zero, which is awesome")}
	checkCases(t, []corpusCase{
		{ID: "en-dev33-011: since I started the add-on I'm seeing double", Lang: "en", Record: epi, Window: win,
			Utterance: "but since I started the add-on I'm seeing double, like two of everything when I'm tired, is that normal", Expect: "drug:lacosamide"},
		{ID: "British: ever since going on the add-on, double vision when I am tired", Lang: "en", Record: epi, Window: win,
			Utterance: "erm, ever since going on the add-on I have double vision, mostly when I am tired", Expect: "drug:lacosamide"},
		{ID: "a carer: since they put him on the add-on", Lang: "en", Record: epi, Window: win,
			Utterance: "since they put him on the add-on he's been seeing double", Expect: "drug:lacosamide"},
		// Near misses.
		{ID: "near miss: the add-on package at work", Lang: "en", Record: epi, Window: win,
			Utterance: "since I started the add-on package at work I've been seeing double", Expect: "unresolved", Candidates: []string{}},
	})
}
