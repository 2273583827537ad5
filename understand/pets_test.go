package understand_test

import "testing"

// A pet named as what the patient is allergic to, or as what brings on a
// reaction ("Cats make me sneeze", "我一碰猫就打喷嚏"), is an allergy to its
// dander, the reaction kept on it and no current symptom. Without an
// allergy word it is only a claim (uncertain). A pet named otherwise (its
// own sneezing, its ringworm, a pet kept beside another allergy) is none.
func TestAReactionToAPetIsItsAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"s40: cats make me sneeze", [][2]string{patient("Cats make me sneeze.")},
			[]string{"allergy allergen:animal_dander uncertain"}},
		{"s40: allergic to cats, they make me sneeze and my eyes water", [][2]string{patient("I'm allergic to cats, they make me sneeze and my eyes water.")},
			[]string{"allergy allergen:animal_dander"}},
		{"s40: 我一碰猫就打喷嚏", [][2]string{patient("我一碰猫就打喷嚏。")},
			[]string{"allergy allergen:animal_dander uncertain"}},
		{"zh: 我对猫过敏", [][2]string{patient("我对猫过敏。")},
			[]string{"allergy allergen:animal_dander"}},
		{"en: not allergic to cats", [][2]string{patient("I'm no allergic to cats, though, I grew up with them.")},
			[]string{"allergy allergen:animal_dander negated"}},
		{"zh: a hedged pet allergy", [][2]string{assistant("對什麼過敏嗎"), patient("應該是對貓吧，我朋友家有貓，去就一直打噴嚏")},
			[]string{"allergy allergen:animal_dander uncertain"}},
		{"en: a mother's", [][2]string{patient("My mum sneezes whenever she's around cats.")},
			[]string{"allergy allergen:animal_dander uncertain of mother"}},
		{"near-miss: the cat's own sneezing", [][2]string{patient("我家猫老打喷嚏。")},
			[]string{"symptom sym:sneezing of other"}},
		{"near-miss: the cat's ringworm", [][2]string{patient("My flatmate's cat has got ringworm.")},
			[]string{"condition cond:ringworm of other"}},
		{"near-miss: a cat kept beside a pollen allergy", [][2]string{patient("我对花粉过敏，家里养了只猫。")},
			[]string{"allergy allergen:pollen"}},
		{"near-miss: a dog walked, a sneeze of its own", [][2]string{patient("I walk the dog every day and I sneeze a lot.")},
			[]string{"symptom sym:sneezing"}},
		{"near-miss: pollen makes me sneeze", [][2]string{patient("Pollen makes me sneeze.")},
			[]string{"allergy allergen:pollen"}},
	})
}

// The reaction to a pet is the allergy's attribute.
func TestAPetsReactionIsKeptOnTheAllergy(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct{ text, want string }{
		{"Cats make me sneeze.", "sneezing"},
		{"I'm allergic to cats, they make me sneeze and my eyes water.", "sneezing, watery eyes"},
		{"我一碰猫就打喷嚏。", "sneezing"},
	} {
		if got := lastOf(attributeOf(r, c.text, "allergen:animal_dander", "reaction")); got != c.want {
			t.Errorf("%q: reaction %q, want %q", c.text, got, c.want)
		}
	}
}
