package understand_test

import "testing"

// An English allergy told and then doubted in a clause of its own at the
// end of its sentence is a claim (en/r16-en08, Jamaican English: "Mi tink mi
// allergic to codeine, it mek mi itch all over one time, but mi nuh too
// sure", written as a plain allergy). A doubt of something else, or in a
// later sentence, leaves the allergy as told.
func TestAnEnglishAllergyDoubtedAfter(t *testing.T) {
	runCases(t, []readCase{
		{"r16-en08: but mi nuh too sure", [][2]string{clinician("Any allergies?"),
			patient("Mi tink mi allergic to codeine, it mek mi itch all over one time, but mi nuh too sure. Naproxen mi tek before, no problem.")},
			[]string{"allergy drug:codeine uncertain", "allergy drug:naproxen negated"}},
		{"but I'm not too sure", [][2]string{patient("I'm allergic to codeine, but I'm not too sure.")},
			[]string{"allergy drug:codeine uncertain"}},
		{"Caribbean tink alone hedges", [][2]string{patient("Mi tink mi allergic to codeine.")},
			[]string{"allergy drug:codeine uncertain"}},
		// Near misses.
		{"near miss: not sure which one", [][2]string{patient("I'm allergic to codeine, but I'm not sure which one of them.")},
			[]string{"allergy drug:codeine"}},
		{"near miss: a doubt in a later sentence", [][2]string{patient("I'm allergic to codeine. Not sure about the rest.")},
			[]string{"allergy drug:codeine"}},
	})
}
