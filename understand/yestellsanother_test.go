package understand_test

import "testing"

// An answer that opens "I have had" and goes straight on to another
// finding than the one asked tells that finding, and is no yes to the one
// asked; the one asked, named, stays a yes.
func TestIHaveHadAnotherFindingIsNoYesToTheOneAsked(t *testing.T) {
	runCases(t, []readCase{
		{"mts-dialog dev train-535: chest pains asked, tightness told", [][2]string{
			clinician("What about chest pains?"), patient("I have had some tightness in my chest, but not right now.")},
			[]string{"symptom sym:chest_tightness"}},
		{"a headache asked, dizziness told", [][2]string{clinician("Any headaches?"), patient("I've had a bit of dizziness.")},
			[]string{"symptom sym:dizziness"}},
		{"near-miss: the one asked, at its site", [][2]string{clinician("Any chest pain?"), patient("I have had some pain in my chest.")},
			[]string{"symptom sym:chest_pain"}},
		{"near-miss: the one asked, named", [][2]string{clinician("Any chest pain?"), patient("I have had some chest pain.")},
			[]string{"symptom sym:chest_pain"}},
		{"near-miss: a plain yes, then another finding", [][2]string{clinician("Any headaches?"), patient("Yes, and I've had some dizziness.")},
			[]string{"symptom sym:headache", "symptom sym:dizziness"}},
	})
}
