package understand_test

import "testing"

// TestFindingAfterTheCircumstance: a comma and "or" close a circumstance,
// and "nothing like that" denies a finding asked under one
// (whenorfinding.go).
func TestFindingAfterTheCircumstance(t *testing.T) {
	runCases(t, []readCase{
		{"round 21 en07: nothing like that denies both", [][2]string{
			clinician("Any chest pain when you walk, or breathlessness?"), patient("No, nothing like that.")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dyspnea negated"}},
		{"a bare no denies the plain finding, not the one under a circumstance", [][2]string{
			clinician("Any chest pain when you walk, or breathlessness?"), patient("No.")},
			[]string{"symptom sym:dyspnea negated"}},
		{"none of that", [][2]string{
			clinician("Any chest pain when you walk?"), patient("None of that")},
			[]string{"symptom sym:chest_pain negated"}},
		// Near misses.
		{"a bare no to a finding under a circumstance denies nothing", [][2]string{
			clinician("Any chest pain when you walk?"), patient("No.")}, []string{}},
		{"nothing like that, but: taken back", [][2]string{
			clinician("Any chest pain when you walk?"), patient("No, nothing like that, but sometimes at night.")}, []string{}},
		{"no comma: the circumstance goes on", [][2]string{
			clinician("Any dizziness when you stand up or cough?"), patient("No.")}, []string{}},
	})
}
