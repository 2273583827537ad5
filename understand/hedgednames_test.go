package understand_test

import "testing"

// A drug's name with a hedge set off after it doubts the name (t1:
// "Trimethoprim, I think, from the GP"): a claim for a clinician. A hedge
// that goes on to say something else ("I think it helps") or trails a
// complaint ("a headache, I think") does not.
func TestADrugNameHedgedAfterIt(t *testing.T) {
	runCases(t, []readCase{
		{"t1: trimethoprim, I think", [][2]string{clinician("And what did you have last time, do you remember the antibiotic?"),
			patient("Trimethoprim, I think, from the GP. It took ages to work.")},
			[]string{"medication drug:trimethoprim uncertain"}},
		{"doxycycline, I believe", [][2]string{patient("It was doxycycline, I believe.")},
			[]string{"medication drug:doxycycline uncertain"}},
		{"amlodipine, if I remember rightly", [][2]string{clinician("What's the blood pressure tablet?"), patient("Amlodipine, if I remember rightly, in the morning.")},
			[]string{"medication drug:amlodipine uncertain"}},
		{"a hedge that says more is about something else", [][2]string{patient("Ramipril, I think it helps.")},
			[]string{"medication drug:ramipril"}},
		{"a hedge of what follows", [][2]string{patient("I take metformin, and I think my sugar is better.")},
			[]string{"medication drug:metformin"}},
		{"a complaint trailed by I think", [][2]string{clinician("What's been going on?"), patient("A headache, I think, since Monday.")},
			[]string{"symptom sym:headache"}},
		{"a name said plainly", [][2]string{patient("Trimethoprim, from the GP.")},
			[]string{"medication drug:trimethoprim"}},
	})
}
