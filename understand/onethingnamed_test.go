package understand_test

import "testing"

// A sentence that names one drug twice and says "that one is not allergy"
// denies that drug's allergy (en/r16-en02: the chloroquine itch, written
// as a chloroquine allergy). Two different drugs leave the denial without
// one object, as before.
func TestOneDrugNamedTwiceIsNotAnAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"r16-en02: chloroquine named twice, not allergy", [][2]string{clinician("Are you allergic to any medicine?"),
			patient("Chloroquine makes me scratch, but that one is not allergy, everybody in my family scratches with chloroquine.")},
			[]string{"allergy drug:chloroquine negated", "allergy drug:chloroquine negated of other"}},
		{"codeine named twice, not an allergy", [][2]string{patient("Codeine makes me sick, it's not an allergy, I just don't like codeine.")},
			[]string{"allergy drug:codeine negated"}},
		// Near miss: two drugs, and "not an allergy" is of neither surely.
		{"near miss: two drugs named", [][2]string{patient("Codeine makes me itch and so does tramadol, but it's not an allergy.")},
			[]string{"allergy drug:codeine", "medication drug:tramadol"}},
	})
}
