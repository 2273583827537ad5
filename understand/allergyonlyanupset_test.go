package understand_test

import "testing"

// s45 blind round 12 en15: a wife typed "He's allergic to codeine", and
// the patient corrected her: "(him now) No love, codeine just made me sick.
// It was morphine that gave me the rash all over". The codeine allergy was
// kept and the codeine read as a drug taken.
func TestAnAllergyTakenBackAsOnlyAnUpset(t *testing.T) {
	wife := patient("This is his wife typing. He's allergic to codeine")
	him := patient("(him now) No love, codeine just made me sick. It was morphine that gave me the rash all over")
	mine := patient("I'm allergic to codeine")
	runCases(t, []readCase{
		{"only made me sick: no codeine taken, the morphine allergy", [][2]string{wife, him}, []string{"allergy drug:morphine"}},
		// Near misses: a reaction, another drug, or no allergy before.
		// The hives are kept on the codeine allergy proposed (cameoutin.go),
		// not written as a symptom nor the codeine as taken.
		{"near miss: hives are a reaction", [][2]string{mine, patient("No, codeine made me come out in hives")},
			[]string{"allergy drug:codeine"}},
		{"near miss: another drug made him sick", [][2]string{mine, patient("No, but tramadol just made me sick")}, []string{"medication drug:tramadol"}},
		{"near miss: no allergy before", [][2]string{assistant("Any allergies?"), patient("Codeine just made me sick")}, []string{"allergy drug:codeine"}},
	})
	runWithdrawCases(t, []withdrawCase{
		{"the codeine allergy is withdrawn", [][2]string{wife, him}, []string{"drug:codeine"}},
		{"near miss: hives withdraw nothing", [][2]string{mine, patient("No, codeine made me come out in hives")}, []string{}},
		{"near miss: another drug withdraws nothing", [][2]string{mine, patient("No, but tramadol just made me sick")}, []string{}},
	})
}
