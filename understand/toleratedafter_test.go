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

// Told fine with "it" before the drug, or taken many times, a drug named
// to a question about allergies is tolerated: "that's Alfie's allergy, not
// yours?" "Yes, his. I'm fine with it myself, I've had amoxicillin loads
// of times for my chest." wrote the grandson's penicillin as the
// speaker's amoxicillin allergy (recall harness, en-ep-92).
func TestADrugToldFineBeforeOrTakenOftenIsTolerated(t *testing.T) {
	asked := assistant("Thanks for telling me. Just so I get it right, that's Alfie's allergy, not yours?")
	runCases(t, []readCase{
		{"fine with it myself, had amoxicillin loads of times", [][2]string{asked,
			patient("Yes, his. I'm fine with it myself, I've had amoxicillin loads of times for my chest.")},
			[]string{"allergy drug:amoxicillin negated"}},
		{"taken loads of times, to any allergies", [][2]string{clinician("Any allergies?"), patient("I've had amoxicillin loads of times.")},
			[]string{"allergy drug:amoxicillin negated"}},
		// Near misses.
		{"near miss: taken many times, with a reaction each time", [][2]string{clinician("Any allergies?"),
			patient("I've had amoxicillin loads of times and it brings me out in hives every time.")},
			[]string{"allergy drug:amoxicillin"}},
		{"near miss: fine with it, said of another concept", [][2]string{clinician("Any allergies?"),
			patient("I'm fine with ibuprofen, penicillin gives me a rash.")},
			[]string{"allergy drug:ibuprofen negated", "allergy allergen:penicillins"}},
	})
}
