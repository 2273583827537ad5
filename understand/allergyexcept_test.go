package understand_test

import "testing"

// An allergen set apart from a denial of allergies is an allergy: "No
// allergies apart from penicillin" wrote the penicillin allergy denied, and
// "…oh except plasters make me itchy" the plaster allergy (s42 blind round
// 6), each beside "no known allergies".
func TestAnAllergenExceptedIsAnAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"s42 round 6: oh except plasters", [][2]string{patient("Right. I don't think I've got any allergies, oh except plasters make me itchy.")},
			[]string{"allergy allergen:adhesives"}},
		{"apart from penicillin", [][2]string{patient("No allergies apart from penicillin.")}, []string{"allergy allergen:penicillins"}},
		{"除了青霉素", [][2]string{patient("没有过敏，除了青霉素。")}, []string{"allergy allergen:penicillins"}},
		{"except to plasters", [][2]string{patient("No allergies, except to plasters.")}, []string{"allergy allergen:adhesives"}},
		// Near misses: "but" tells a drug taken; no denial before.
		{"near miss: but taken fine", [][2]string{patient("No allergies, I've had penicillin before with no problem.")}, []string{"allergy allergen:penicillins negated", "allergy allergy:any negated"}},
		{"near miss: no denial", [][2]string{patient("I take everything except penicillin, it gives me a rash.")}, []string{"allergy allergen:penicillins"}},
	})
}
