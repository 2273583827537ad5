package understand_test

import "testing"

// A yes/no question about a drug taken, or a complaint, answered by how
// often ("Every single day, with breakfast") says yes: the follow-up's
// plain cases confirm the standing drug so (followup dev fu-en-y1-033,
// -020). A frequency the patient takes back, or that answers no question,
// confirms nothing.
func TestEveryDayAnswersYes(t *testing.T) {
	runCases(t, []readCase{
		{"fu-en-y1-033: Still taking the Biktarvy every day for your HIV? Every single day", [][2]string{clinician("Still taking the Biktarvy every day for your HIV?"),
			patient("Every single day, with breakfast. Haven't missed one.")},
			[]string{"condition cond:hiv", "medication drug:bictegravir_emtricitabine_taf"}},
		{"fu-en-y1-020: latanoprost … for the glaucoma? Every night", [][2]string{clinician("You're using latanoprost in both eyes at night for the glaucoma?"),
			patient("Every night, one drop each eye.")},
			[]string{"condition cond:glaucoma", "medication drug:latanoprost"}},
		{"a complaint: Any headaches? Every morning", [][2]string{clinician("Any headaches?"), patient("Every morning, yeah.")},
			[]string{"symptom sym:headache"}},
		{"near-miss: taken back", [][2]string{clinician("Are you taking the metformin every day?"), patient("Every day? No, I stopped it.")},
			[]string{"medication drug:metformin negated"}},
		{"near-miss: asked back (MTS-Dialog dev train-803)", [][2]string{clinician("Do you drink?"), patient("Like, every day?")},
			[]string{}},
		{"near-miss: no question", [][2]string{clinician("Let's review your tablets."), patient("Every day is a struggle.")},
			[]string{}},
	})
}
