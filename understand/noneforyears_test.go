package understand_test

import "testing"

// s45 blind round 12 en10: "Used to get migraines with aura as a teenager,
// none for years" denied the migraine instead of keeping it past.
func TestNoneForYearsAfterAFindingHadBeforeIsPast(t *testing.T) {
	runCases(t, []readCase{
		{"used to get, none for years", [][2]string{assistant("Any migraines?"), patient("Used to get migraines with aura as a teenager, none for years")},
			[]string{"condition cond:migraine historical"}},
		{"used to get, none now", [][2]string{patient("Used to get migraines as a teenager, none now")}, []string{"condition cond:migraine historical"}},
		// Near misses: an echo, or a finding not told as had, is denied.
		{"near miss: an echo denied", [][2]string{assistant("Any migraines?"), patient("Migraines? None.")}, []string{"condition cond:migraine negated"}},
		{"near miss: a finding not told as had", [][2]string{patient("Migraines, none for years")}, []string{"condition cond:migraine negated"}},
		{"near miss: none of that", [][2]string{patient("I used to get chest pain, no, none of that")}, []string{"symptom sym:chest_pain negated"}},
	})
}
