package coref_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// TestWhatADrugIsForInPatois runs the whole reading: the patois "mi" is
// read as "my" there, where the test lexicon of the unit tests knows it
// only as an abbreviation.
func TestWhatADrugIsForInPatois(t *testing.T) {
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []corpusCase{
		{ID: "fi mi nerves", Lang: "en", Utterance: "Doc, di tablet fi mi nerves, mi can tek one before mi board di plane?",
			Record: []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2017-03-01"}, {Concept: "drug:lorazepam", Status: "active", Started: "2025-04-01"}},
			Expect: "drug:lorazepam"},
		{ID: "the tablet for my nerves", Lang: "en", Utterance: "The tablet for my nerves, can I take one before the flight?",
			Record: []recordEntry{{Concept: "drug:amlodipine", Status: "active", Started: "2017-03-01"}, {Concept: "drug:lorazepam", Status: "active", Started: "2025-04-01"}},
			Expect: "drug:lorazepam"},
	} {
		if problem, _ := judge(c, run(t, r, c)); problem != "" {
			t.Errorf("%s: %s", c.ID, problem)
		}
	}
}
