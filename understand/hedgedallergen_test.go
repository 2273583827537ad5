package understand_test

import "testing"

// An allergen named and then doubted in a clause of its own ("Penicillin,
// I think?", "Penicillin, I'm not sure") is an allergy the patient is
// unsure of: a claim to check, as a drug's name doubted so is. A hedge that
// goes on to say something else, an allergen named plainly and a denial
// keep their readings.
func TestAnAllergenNamedThenDoubtedIsUncertain(t *testing.T) {
	runCases(t, []readCase{
		{"en-r1-017: Penicillin, I think?", [][2]string{clinician("Okay. Any allergies?"),
			patient("Penicillin, I think? My mom always said I broke out in a rash when I was a baby. I've never really tested it.")},
			[]string{"allergy allergen:penicillins uncertain"}},
		{"Penicillin, I'm not sure", [][2]string{clinician("Any allergies?"), patient("Penicillin, I'm not sure.")},
			[]string{"allergy allergen:penicillins uncertain"}},
		{"allergic to penicillin, I think", [][2]string{patient("I'm allergic to penicillin, I think.")},
			[]string{"allergy allergen:penicillins uncertain"}},
		{"near-miss: the hedge goes on to the reaction", [][2]string{clinician("Okay. Any allergies?"), patient("I'm allergic to penicillin, I think it gave me a rash.")},
			[]string{"allergy allergen:penicillins"}},
		{"near-miss: I believe, as PriMock57's annotator read it", [][2]string{clinician("And do you have any allergies?"), patient("Um, only penicillin, I believe.")},
			[]string{"allergy allergen:penicillins"}},
		{"near-miss: named plainly", [][2]string{clinician("Any allergies?"), patient("Penicillin.")},
			[]string{"allergy allergen:penicillins"}},
		{"near-miss: a denial", [][2]string{clinician("Any allergies?"), patient("No, I don't think so.")},
			[]string{"allergy allergy:any negated"}},
	})
}
