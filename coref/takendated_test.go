package coref_test

import "testing"

// A class phrase whose relative clause says it was taken at a time gone
// by ("those steroid tablets I had for me chest over winter", "the
// antibiotic for my pimples I was eating last year") is a stopped drug of
// the class; taken at a time still going on ("I had this morning") it is
// the current one, and two stopped ones are both asked about.
func TestTakenAtATimeGoneBy(t *testing.T) {
	pred := stopped("drug:prednisolone", "2026-01-05", "2026-01-12")
	symb := active("drug:budesonide_formoterol", "2022-01-01")
	asthma := active("cond:asthma", "2020-01-01")
	checkCases(t, []corpusCase{
		// the defects
		{ID: "steroid tablets I had over winter: the stopped course", Lang: "en",
			Utterance: "Those steroid tablets I had for me chest over winter - any chance of another script?",
			Record:    []recordEntry{symb, pred, asthma}, Expect: "drug:prednisolone"},
		{ID: "the antibiotic I was eating last year: the stopped one", Lang: "en",
			Utterance: "Doctor ah, the antibiotic for my pimples I was eating last year, can take again or not?",
			Record:    []recordEntry{active("cond:acne", "2024-01-01"), stopped("drug:minocycline", "2025-02-01", "2025-08-01"), active("drug:adapalene", "2025-09-01")},
			Expect:    "drug:minocycline"},
		// near misses
		{ID: "the one I had this morning is the current one", Lang: "en",
			Utterance: "The antibiotic I had this morning, can I have a beer with it?",
			Record:    []recordEntry{active("drug:doxycycline", "2026-10-30"), stopped("drug:amoxicillin", "2025-02-01", "2025-02-08")},
			Expect:    "drug:doxycycline"},
		{ID: "two stopped of the class: both", Lang: "en",
			Utterance: "The antibiotic I was taking last year, can I take it again?",
			Record:    []recordEntry{stopped("drug:amoxicillin", "2025-02-01", "2025-02-08"), stopped("drug:doxycycline", "2025-06-01", "2025-06-10")},
			Expect:    "unresolved", Candidates: []string{"drug:amoxicillin", "drug:doxycycline"}},
		{ID: "a past time of another clause dates no drug", Lang: "en",
			Utterance: "My steroid inhaler, is it ok? I had a bad winter last year.",
			Record:    []recordEntry{symb, pred, asthma}, Expect: "drug:budesonide_formoterol"},
	})
}
