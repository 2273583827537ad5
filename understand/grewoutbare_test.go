package understand_test

import "testing"

// The bare "grow out of", the past in Caribbean English, tells an allergy
// grown out of: a claim for a clinician, not a current allergy
// (en/r16-en19, Trinidadian English: "but she grow out of it", written as a
// current egg allergy). A hope or a general truth ("I hope she grow out of
// it", "most kids grow out of it") is no news of one over.
func TestAnAllergyGrownOutOfInTheBareVerb(t *testing.T) {
	runCases(t, []readCase{
		{"r16-en19: she grow out of it", [][2]string{patient("I've brought my daughter Kezia in, she's 7."), clinician("Any allergies?"),
			patient("She used to be allergic to egg when she was small, but she grow out of it, she eating cake and thing now no problem.")},
			[]string{"allergy food:egg historical"}},
		{"he grows out of it, told of the past", [][2]string{patient("I was allergic to eggs as a kid but I grow out of it.")},
			[]string{"allergy food:egg historical"}},
		// Near misses.
		{"near miss: a hope", [][2]string{patient("I'm allergic to eggs, I hope I grow out of it.")},
			[]string{"allergy food:egg"}},
		{"near miss: a general truth", [][2]string{patient("I'm allergic to eggs, they say most kids grow out of it.")},
			[]string{"allergy food:egg"}},
	})
}
