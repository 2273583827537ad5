package coref

import "testing"

// Guards of the dev16 finders: what they must not take for a reference.
func TestDev16FindGuards(t *testing.T) {
	for _, c := range []struct{ name, text string }{
		{"a quantifier after a verb of no taking", "Can I phone all of them before I take my dose?"},
		{"which one without a verb of causing", "Which one is the pharmacy on the corner?"},
		{"a drink with no pronoun had with it", "I usually have the porridge with my morning coffee."},
	} {
		if refs := findIn(t, c.text); len(refs) > 0 {
			t.Errorf("%s: found %+v, want none", c.name, refs)
		}
	}
}
