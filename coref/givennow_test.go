package coref_test

import "testing"

// "The one you're starting him on": a drug being given now, said with a
// present verb of giving ("starting", "putting", "giving") after the giver
// and "are", is the drug the clinician is giving, not the last drug named
// (a carer's own, here).
func TestGivenNow(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2013-06-01"), active("drug:amlodipine", "2013-06-01"),
		active("cond:type2_diabetes", "2018-01-01"), active("drug:gliclazide", "2018-01-01")}
	wife := []turn{clinician("The stiffness and the tremor in his right hand fit with Parkinson's. I'd like to start him on pramipexole, a low dose to begin with."),
		patient("Right. I'm on ropinirole myself, for my restless legs. Is that much the same thing?"),
		clinician("Same family, yes, but the ropinirole stays yours. He's not to borrow it.")}
	own := []turn{clinician("I'd like to start you on pramipexole, a low dose to begin with.")}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-002: the one you're starting him on", Lang: "en", Record: record, Window: wife,
			Utterance: "And the one you're starting him on, will it make him sleepy? He still drives himself to the allotment.", Expect: "drug:pramipexole"},
		{ID: "en: the one you are starting me on", Lang: "en", Record: record, Window: own,
			Utterance: "The one you are starting me on, can I drive on it?", Expect: "drug:pramipexole"},
		{ID: "near miss: nothing given in the window, two of the record's", Lang: "en", Record: record,
			Utterance: "The one you're putting me on, is it a tablet?", Expect: "unresolved", Candidates: []string{"drug:amlodipine", "drug:gliclazide"}},
	})
}
