package understand_test

import "testing"

// "I don't think that's an allergy really" denies the allergy, as "it's not
// an allergy" does: codeine that makes the patient throw up was written as
// a codeine allergy (s41 blind round 5).
func TestDoNotThinkItIsAnAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"s41 round 5: don't think that's an allergy", [][2]string{assistant("Any other drug allergies?"),
			patient("codeine makes me throw up but I don't think that's an allergy really")}, []string{"allergy drug:codeine negated"}},
		// Near misses.
		{"near miss: it's not an allergy", [][2]string{patient("Codeine doesn't agree with me, but it's not an allergy.")}, []string{"allergy drug:codeine negated"}},
		{"near miss: codeine makes me throw up", [][2]string{assistant("Any drug allergies?"), patient("codeine makes me throw up")},
			[]string{"allergy drug:codeine"}},
	})
}
