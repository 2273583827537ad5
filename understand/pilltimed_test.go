package understand_test

import "testing"

// TestPillTimed: "the pill" that times a dose ("hours after the pill") is
// the pill just spoken of, not the contraceptive (en dev en-r1-005). Being
// on, taking, stopping or starting the pill keeps it.
func TestPillTimed(t *testing.T) {
	runCases(t, []readCase{
		{"the case: peeing after the water pill", [][2]string{clinician("Good. Any dizziness when you stand up? Are you peeing a lot?"), patient("Peeing, oh yeah, the first couple hours after the pill. Dizzy, no, not really.")},
			[]string{"symptom sym:dizziness negated", "symptom sym:urinary_frequency"}},
		{"after the pill, of another drug", [][2]string{clinician("How are you getting on with the furosemide?"), patient("I get a bit lightheaded after the pill.")}, []string{"symptom sym:dizziness"}},
		// Near misses: the contraceptive stays.
		{"on the pill", [][2]string{patient("I'm on the pill.")}, []string{"medication class:birth_control"}},
		{"taking the pill", [][2]string{patient("I take the pill every morning.")}, []string{"medication class:birth_control"}},
	})
}
