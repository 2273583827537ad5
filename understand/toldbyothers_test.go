package understand_test

import "testing"

// An allergy the patient says they do not remember themselves is a claim
// (en/u1: "Codeine. It makes me itch all over. Well, that's what they told
// me after my stone, I don't really remember it myself"). One the patient
// remembers stays a fact.
func TestAllergyNotRemembered(t *testing.T) {
	runCases(t, []readCase{
		{"u1: codeine, told after a stone, not remembered", [][2]string{
			clinician("And any allergies, Sian?"),
			patient("Codeine. Well, that's what they told me after my stone, I don't really remember it myself.")},
			[]string{"allergy drug:codeine uncertain"}},
		{"penicillin as a baby, not remembered", [][2]string{
			clinician("Any allergies?"),
			patient("Penicillin, apparently. I was a baby, I can't remember it at all.")},
			[]string{"allergy allergen:penicillins uncertain"}},
		{"near miss: an allergy remembered", [][2]string{
			clinician("Any allergies?"),
			patient("Penicillin. I remember it well, I came out in hives.")},
			[]string{"allergy allergen:penicillins"}},
	})
}
