package coref_test

import "testing"

// The dev52 round: a time said after the phrase ("the one I have before
// me breakfast") tells the drug as "the morning one" does; before, "the
// one" went to the drug the patient named last.
func TestDev52Round(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the tablet I take at night is the one the window said at night", Lang: "en",
			Record:    []recordEntry{active("drug:omeprazole", "2020-01-01"), active("drug:amlodipine", "2021-01-01"), active("drug:atorvastatin", "2019-01-01")},
			Window:    []turn{clinician("Omeprazole before breakfast, amlodipine in the morning, and the atorvastatin at night."), patient("That's the lot.")},
			Utterance: "The tablet I take at night, can I take it earlier?", Expect: "drug:atorvastatin"},
		{ID: "the one I have before me breakfast asks between the morning drugs, never the one named last", Lang: "en",
			Record: []recordEntry{active("drug:omeprazole", "2020-01-01"), active("drug:naproxen", "2021-01-01"), active("drug:amlodipine", "2018-01-01"),
				active("drug:atorvastatin", "2019-01-01")},
			Window: []turn{clinician("Omeprazole, that's the one you take before breakfast. Naproxen twice a day with food. And the amlodipine in the morning."),
				patient("Yeah, and, erm, the atorvastatin at night.")},
			Utterance: "Erm, the one I have before me breakfast, do I really need to stay on that now the tummy's settled?", Expect: "unresolved",
			Candidates: []string{"drug:omeprazole", "drug:amlodipine", "drug:atorvastatin", "drug:naproxen"}},
	})
}
