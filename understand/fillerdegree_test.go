package understand_test

import "testing"

// TestAFillerBeforeADegreeAfterAFindingIsAComma: unpunctuated speech has no
// comma, and "um a bit" after a denied finding opens the next item of the
// answer, which the denial does not reach (blind round 15, en11). Only right
// after a finding: before one, the denial still covers it.
func TestAFillerBeforeADegreeAfterAFindingIsAComma(t *testing.T) {
	asked := assistant("I'm sorry to hear that. Do you get any chest pain, dizziness or fainting with it?")
	runCases(t, []readCase{
		{"the answer to a list, unpunctuated", [][2]string{asked, patient("no chest pain um a bit lightheaded sometimes never fainted")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dizziness", "symptom sym:syncope negated"}},
		{"two denied, then a filler and a degree", [][2]string{patient("no fever no cough um a little tired though")},
			[]string{"symptom sym:cough negated", "symptom sym:fatigue", "symptom sym:fever negated"}},
		// Near misses: what must still be denied.
		{"a filler before the finding denied", [][2]string{patient("I don't get um a bit dizzy or anything")},
			[]string{"symptom sym:dizziness negated"}},
		{"a filler without a degree joins the list", [][2]string{patient("no chest pain or um lightheadedness")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dizziness negated"}},
	})
}
