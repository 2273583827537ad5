package coref_test

import "testing"

// "The kind of thing", "that sort of thing" names no condition by its
// words ("kind of" is no word of any condition's names): it is the
// condition just said, as "that condition" is; with none said, nothing,
// and two said together are both asked about.
func TestKindOfThing(t *testing.T) {
	htn := active("cond:hypertension", "2018-01-01")
	amlo := active("drug:amlodipine", "2018-01-01")
	checkCases(t, []corpusCase{
		{ID: "the kind of thing: the gallstones just found", Lang: "en",
			Window:    []turn{patient("What did the scan show?"), clinician("It shows gallstones. For now we'll manage the pain with paracetamol, and I'll refer you to the surgeons.")},
			Utterance: "Right - and is that the kind of thing you get from eating too much fried food?",
			Record:    []recordEntry{amlo, htn}, Expect: "cond:gallstones"},
		{ID: "that sort of thing: the gout just named", Lang: "en",
			Window:    []turn{clinician("The swelling in your toe is gout.")},
			Utterance: "Is that the sort of thing that comes back?",
			Record:    []recordEntry{amlo, htn}, Expect: "cond:gout"},
		{ID: "two said together: both", Lang: "en",
			Window:    []turn{clinician("The scan shows gallstones and a fatty liver.")},
			Utterance: "Is that the kind of thing you get from fried food?",
			Record:    []recordEntry{amlo, htn}, Expect: "unresolved", Candidates: []string{"cond:gallstones", "cond:fatty_liver"}},
		{ID: "nothing said: no condition guessed from the record", Lang: "en",
			Utterance: "Is fried food the kind of thing I should cut out?",
			Record:    []recordEntry{amlo, htn}, Expect: "unresolved"},
	})
}
