package understand_test

import (
	"strings"
	"testing"
)

// A pet named alone, then what it does in a clause of its own ("Any
// allergies?" "Just cats, they make me sneeze") is the allergy to its
// dander with the sneeze its reaction, as "Cats make me sneeze" is; the
// sneeze was read as a symptom now (session 41 blind round). Other answers
// to the question keep their reading.
func TestAPetAnsweredThenItsReactionIsItsAllergy(t *testing.T) {
	asked := clinician("Any allergies?")
	runCases(t, []readCase{
		{"s41: Just cats, they make me sneeze", [][2]string{asked, patient("Just cats, they make me sneeze.")},
			[]string{"allergy allergen:animal_dander"}},
		{"only dogs, they make me itchy", [][2]string{asked, patient("Only dogs, they make me itchy.")},
			[]string{"allergy allergen:animal_dander"}},
		{"unasked: a claim", [][2]string{patient("Cats, they make me sneeze.")},
			[]string{"allergy allergen:animal_dander uncertain"}},
		// Near misses: a condition, no allergy, a drug and its rash, a
		// pet kept and a sneeze of its own.
		{"near-miss: Just hay fever", [][2]string{asked, patient("Just hay fever.")},
			[]string{"condition cond:allergic_rhinitis"}},
		{"near-miss: No, just a cold", [][2]string{asked, patient("No, just a cold.")},
			[]string{"condition cond:common_cold"}},
		{"near-miss: Just penicillin, it gives me a rash", [][2]string{asked, patient("Just penicillin, it gives me a rash.")},
			[]string{"allergy allergen:penicillins"}},
		{"near-miss: a pet kept, a sneeze of my own", [][2]string{patient("We got a dog, it makes me laugh, and I sneeze a lot.")},
			[]string{"symptom sym:sneezing"}},
	})
	r := newReader(t)
	for _, c := range []struct {
		turns         [][2]string
		concept, want string
	}{
		{[][2]string{asked, patient("Just cats, they make me sneeze.")}, "allergen:animal_dander", "sneezing"},
		{[][2]string{asked, patient("Just penicillin, it gives me a rash.")}, "allergen:penicillins", "rash"},
	} {
		var got []string
		for _, st := range readLast(r, c.turns...).Statements {
			if st.Concept == c.concept {
				got = append(got, st.Attributes["reaction"])
			}
		}
		if strings.Join(got, "; ") != c.want {
			t.Errorf("%q: reaction %q, want %q", c.turns[len(c.turns)-1][1], got, c.want)
		}
	}
}
