package understand_test

import "testing"

// What a drug can do, said in general ("because it can make confusion
// worse", s43 blind round 8 en10; "it can cause dizziness") is a possible
// effect, not a finding: the confusion was written as the father's. Said of
// the patient ("it can make me dizzy", "it can make my asthma worse") it is
// theirs, as before.
func TestWhatADrugCanDoIsNoFinding(t *testing.T) {
	runCases(t, []readCase{
		{"s43 round 8 en10: because it can make confusion worse", [][2]string{patient("I stopped the oxybutynin because it can make confusion worse")},
			[]string{"medication drug:oxybutynin historical stopped", "symptom sym:confusion hypothetical"}},
		{"it can cause dizziness", [][2]string{patient("The GP said it can cause dizziness.")},
			[]string{"symptom sym:dizziness hypothetical relayed"}},
		// Near misses: said of the patient.
		{"near miss: it can make me dizzy", [][2]string{patient("It can make me dizzy.")},
			[]string{"symptom sym:dizziness"}},
		{"near miss: it can make my asthma worse", [][2]string{patient("Ibuprofen can make my asthma worse.")},
			[]string{"condition cond:asthma", "medication drug:ibuprofen"}},
	})
}
