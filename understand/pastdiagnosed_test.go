package understand_test

import "testing"

// A question of how the trouble was diagnosed asks about the time it was
// found: what the answer had then, in the simple past, is over. A
// question of what is needed now, or an answer in the present, is not.
func TestHowItWasDiagnosedIsAskedInThePast(t *testing.T) {
	runCases(t, []readCase{
		{"mts-dialog dev train-644: markers evaluated to diagnose it", [][2]string{
			clinician("What markers were evaluated in order to diagnose this?"),
			patient("I had, um, an unusual pruritus, and I had a C B C.")},
			[]string{"symptom sym:itching historical"}},
		{"how was it diagnosed", [][2]string{clinician("How was it diagnosed?"), patient("I had a rash and they did a biopsy.")},
			[]string{"procedure proc:biopsy historical inactive of other", "symptom sym:rash historical"}},
		{"near-miss: what is needed now", [][2]string{clinician("What do you need to diagnose this?"), patient("I had a rash.")},
			[]string{"symptom sym:rash"}},
		{"near-miss: an answer in the present", [][2]string{clinician("How was it diagnosed?"), patient("I have a rash and they did a biopsy.")},
			[]string{"procedure proc:biopsy historical inactive of other", "symptom sym:rash"}},
	})
}
