package understand_test

import "testing"

// A no said with a word of certainty denies what was asked (mts-dialog
// dev19: "And any illegal drug use?" "Definitely not."); the certainty
// word alone is a yes.
func TestEmphaticNo(t *testing.T) {
	runCases(t, []readCase{
		{"dev19: definitely not", [][2]string{clinician("And any illegal drug use?"), patient("Definitely not.")},
			[]string{"observation social:recreational_drugs negated"}},
		{"absolutely not", [][2]string{clinician("Any chest pain?"), patient("Absolutely not, no.")},
			[]string{"symptom sym:chest_pain negated"}},
		{"of course not", [][2]string{clinician("Do you smoke?"), patient("Oh, of course not.")},
			[]string{"observation social:smoking negated"}},
		{"near miss: definitely alone is a yes", [][2]string{clinician("Do you smoke?"), patient("Definitely.")},
			[]string{"observation social:smoking"}},
	})
}
