package understand_test

import "testing"

// A stroke is an event: the patient who has had one lives with its history,
// not a stroke going on. "I have A F I B and stroke" (MTS-Dialog dev
// train-652) and a yes to "follow-up on your cerebrovascular accident"
// (sum-41) wrote an active stroke; every dev annotator has the patient's own
// stroke past.
func TestAStrokeToldIsPast(t *testing.T) {
	runCases(t, []readCase{
		{"train-652: I have A F I B and stroke", [][2]string{clinician("What conditions have you been taking the Coumadin for?"), patient("I have A F I B and stroke.")},
			[]string{"condition cond:atrial_fibrillation", "condition cond:stroke historical"}},
		{"sum-41: a yes to the follow-up of a stroke", [][2]string{clinician("So, I asked you to follow-up on your cerebrovascular accident, right?"), patient("Hm, yeah.")},
			[]string{"condition cond:stroke historical"}},
		{"a mini stroke the aspirin is for", [][2]string{clinician("What do you take the aspirin for?"), patient("For the TIA.")},
			[]string{"condition cond:tia historical"}},
		// Near misses: one going on now, one doubted, one denied, a relative's.
		{"near miss: having a stroke", [][2]string{patient("I am having a stroke, my face is drooping.")},
			[]string{"condition cond:stroke", "symptom sym:facial_weakness"}},
		{"near miss: a mini stroke this morning", [][2]string{patient("I have a mini stroke this morning.")}, []string{"condition cond:tia"}},
		{"near miss: doubted", [][2]string{patient("I think I am having a stroke.")}, []string{"condition cond:stroke uncertain"}},
		{"near miss: denied", [][2]string{clinician("Any history of stroke?"), patient("No.")}, []string{"condition cond:stroke negated"}},
		{"near miss: a father's", [][2]string{patient("My dad has had a stroke.")}, []string{"condition cond:stroke historical of father"}},
	})
}
