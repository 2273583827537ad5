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

// A condition told as a thing at a place ("that little sac in my kidney",
// "this thing with the artery in my temple") is the record's condition of
// that place: two there stay asked about, a drug word makes it no
// condition, and "she said that…" opens a clause, not a thing.
func TestDev35PlacedThing(t *testing.T) {
	kidney := []recordEntry{active("cond:hypertension", "2017-01-01"), active("drug:amlodipine", "2017-01-01"), active("cond:kidney_cyst", "2025-05-01")}
	checkCases(t, []corpusCase{
		{ID: "that little sac in my kidney", Lang: "en", Record: kidney,
			Utterance: "That little sac in my kidney they saw on the ultrasound, does it need another look?", Expect: "cond:kidney_cyst"},
		{ID: "this thing with the artery in my temple", Lang: "en",
			Record:    []recordEntry{active("cond:giant_cell_arteritis", "2026-03-01"), active("cond:osteoporosis", "2026-03-01"), active("drug:prednisolone", "2026-03-01")},
			Utterance: "This thing with the artery in my temple, can it affect my eyes?", Expect: "cond:giant_cell_arteritis"},
		{ID: "near miss: two kidney conditions", Lang: "en",
			Record:    append(kidney, active("cond:kidney_stones", "2024-01-01")),
			Utterance: "That thing in my kidney, could it be why my back aches on the left?", Expect: "unresolved",
			Candidates: []string{"cond:kidney_cyst", "cond:kidney_stones"}},
		{ID: "near miss: a cream on the face is no condition", Lang: "en", Record: kidney,
			Utterance: "That cream on my face, the chemist one, is it fine to keep using?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing of the place recorded", Lang: "en", Record: kidney,
			Utterance: "That lump on my shoulder, should I get it checked?", Expect: "unresolved", Candidates: []string{}},
	})
}
