package understand_test

import "testing"

// "Nowt like that" denies what was asked, as "nothing like that" does
// (s51 blind round 20 en04, Yorkshire).
func TestNowtLikeThatIsANo(t *testing.T) {
	runCases(t, []readCase{
		{"s51 blind round 20 en04", [][2]string{clinician("Any jaw pain? Any trouble with your eyesight?"), patient("Nowt like that, no.")},
			[]string{"symptom sym:jaw_pain negated", "symptom sym:visual_disturbance negated"}},
		{"nowt of the sort", [][2]string{clinician("Any chest pain?"), patient("Nowt of the sort.")},
			[]string{"symptom sym:chest_pain negated"}},
		// Near misses.
		{"near miss: nowt helps", [][2]string{clinician("Any chest pain?"), patient("Nowt helps it.")},
			[]string{}},
		{"near miss: nowt like that, but a cough", [][2]string{clinician("Any chest pain?"), patient("Nowt like that, but I've got a cough.")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:cough"}},
	})
}
