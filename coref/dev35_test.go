package coref_test

import "testing"

// A demonstrative that stands for a thing ("is that one off the table
// now?", "will this stuff stain my pillow?") is what the last turns just
// named, whatever the turn asks of it: never the record's drug, two named
// together both asked about, and "that one time" no thing at all.
func TestDev35JustSaidThing(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	one := []turn{clinician("I'm going to start you on doxycycline for the chest infection, one a day for five days."), patient("Okay.")}
	two := []turn{clinician("Use the clotrimazole cream on the rash and take fluconazole once this week."), patient("Right.")}
	checkCases(t, []corpusCase{
		{ID: "is that one off the table", Lang: "en", Window: one, Record: record,
			Utterance: "If I get another infection next winter, is that one off the table for good?", Expect: "drug:doxycycline"},
		{ID: "something about this stuff", Lang: "en", Window: one, Record: record,
			Utterance: "My neighbour said something about this stuff and sunbeds, what was she on about?", Expect: "drug:doxycycline"},
		{ID: "near miss: two named together", Lang: "en", Window: two, Record: record,
			Utterance: "Will that stuff stain my sheets at all?", Expect: "unresolved", Candidates: []string{"drug:clotrimazole", "drug:fluconazole"}},
		{ID: "near miss: nothing just named, not the record's amlodipine", Lang: "en", Record: record,
			Window:    []turn{clinician("Your blood tests all came back normal."), patient("Good.")},
			Utterance: "And is that one something I need to repeat next year?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: that one time", Lang: "en", Window: one, Record: record,
			Utterance: "I only felt dizzy that one time on the bus, it's fine now.", Expect: "unresolved", Candidates: []string{}},
	})
}
