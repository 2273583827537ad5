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

// TestPredicateAsked: "Is your neck stiff?" asks whether it is, and the
// part said fine denies it (whenorfinding.go, partsfine.go).
func TestPredicateAsked(t *testing.T) {
	runCases(t, []readCase{
		{"asked/en-x1-020: neck's fine denies the stiff neck asked", [][2]string{
			patient("my head is absolutely killing me"), clinician("Is your neck stiff?"), patient("neck's fine I can turn it.")},
			[]string{"symptom sym:neck_stiffness negated"}},
		{"a no denies it", [][2]string{clinician("Is your neck stiff?"), patient("No.")}, []string{"symptom sym:neck_stiffness negated"}},
		// Near misses: a question about how a finding is stays a given.
		{"is your cough productive? no: the cough is not denied", [][2]string{
			clinician("Is your cough productive?"), patient("No.")}, []string{}},
		{"neck fine to a headache question denies nothing", [][2]string{
			clinician("Is your headache bad?"), patient("neck's fine")}, []string{}},
	})
}
