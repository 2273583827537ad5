package understand_test

import "testing"

func TestAnAllergenNamedThenPausedIsDoubtedAfterThePause(t *testing.T) {
	asked := clinician("Any allergies to medicines?")
	runCases(t, []readCase{
		// s50 blind round 19 en11, Jamaican English.
		{"dots, then the doubt", [][2]string{asked, patient("Aspirin... it mek mi itch all over one time, but mi nuh too sure")},
			[]string{"allergy allergen:aspirin uncertain"}},
		{"an ellipsis, then the doubt", [][2]string{asked, patient("Penicillin… I came up in a rash as a kid, but I'm not sure")},
			[]string{"allergy allergen:penicillins uncertain"}},
		// Near misses: a full stop ends the telling; no doubt after the
		// pause; a doubt of something else.
		{"a full stop", [][2]string{asked, patient("Aspirin. It made me itch all over one time, but I'm not too sure")},
			[]string{"allergy allergen:aspirin"}},
		{"no doubt", [][2]string{asked, patient("Aspirin... it made me itch all over one time")}, []string{"allergy allergen:aspirin"}},
		{"a doubt of which one", [][2]string{asked, patient("Aspirin... it made me itch all over, but I'm not sure which one it was")},
			[]string{"allergy allergen:aspirin"}},
	})
}
