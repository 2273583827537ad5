package understand_test

import "testing"

// A drug told taken and then, in a clause of its own, told no trouble is
// tolerated, not an allergen (en/r16-en14, Australian English: "Had
// cephalexin heaps of times though, no worries with that", written as a
// cefalexin allergy). A no-trouble clause that names another drug is that
// drug's.
func TestADrugToldNoTroubleAfterIsTolerated(t *testing.T) {
	runCases(t, []readCase{
		{"r16-en14: cephalexin, no worries with that", [][2]string{assistant("Any allergies?"),
			patient("Penicillin, I swell right up. Had cephalexin heaps of times though, no worries with that.")},
			[]string{"allergy allergen:penicillins", "allergy drug:cefalexin negated"}},
		{"had it once, no problems", [][2]string{clinician("Any allergies?"), patient("Penicillin, I swell right up. Had cefalexin once, no problems.")},
			[]string{"allergy allergen:penicillins", "allergy drug:cefalexin negated"}},
		// Near misses.
		{"near miss: no trouble told of another drug", [][2]string{clinician("Any allergies?"),
			patient("Penicillin, I swell right up. Codeine makes me itch, no problems with the ibuprofen though.")},
			[]string{"allergy allergen:penicillins", "allergy drug:codeine", "allergy drug:ibuprofen negated"}},
		{"near miss: a reaction told after", [][2]string{clinician("Any allergies?"), patient("Had cefalexin once, came out in hives.")},
			[]string{"allergy drug:cefalexin"}},
	})
}
