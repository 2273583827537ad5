package understand_test

import "testing"

// A reaction told in British speech as what an allergen "brings me out in"
// is the allergy's reaction, not a complaint now (t1: "Allergic to, um,
// elastoplast, the sticky plasters, they bring me out in a rash, that's
// it"). Without an allergy in the sentence, or with a time it is had now,
// the rash is the complaint.
func TestReactionBroughtOutIn(t *testing.T) {
	runCases(t, []readCase{
		{"t1: plasters bring me out in a rash", [][2]string{clinician("Any other medical problems, any operations, and any allergies?"),
			patient("I had my appendix out when I was twelve. Nothing else. Allergic to, um, elastoplast, the sticky plasters, they bring me out in a rash, that's it.")},
			// No "denies surgery" beside the appendectomy told (singledoutothers.go).
			[]string{"allergy allergen:adhesives", "procedure proc:appendectomy historical inactive"}},
		{"nickel brought me out in hives", [][2]string{patient("I'm allergic to nickel, cheap earrings brought me out in hives.")},
			[]string{"allergy allergen:nickel"}},
		{"the tape brought me out in a rash", [][2]string{clinician("Any allergies?"), patient("Allergic to the sticky dressings, um, the tape, it brought me out in a rash.")},
			[]string{"symptom sym:rash hypothetical"}},
		{"brings her up in a rash", [][2]string{patient("My allergy is to elastoplast, it brings me up in a rash.")},
			[]string{"symptom sym:rash hypothetical"}},
		{"no allergy named: the rash is the complaint", [][2]string{patient("This new cream has brought me out in a rash.")},
			[]string{"symptom sym:rash"}},
		{"a rash had now beside an allergy", [][2]string{patient("I'm allergic to plasters. I've had a rash on my arm since Monday.")},
			[]string{"allergy allergen:adhesives", "symptom sym:rash"}},
	})
}
