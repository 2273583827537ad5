package memory_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
)

// An intolerance told, then "no true allergies": both are written, and no
// claim sets one against the other (session 69's review 3, E12: the
// denial was a contradiction of the codeine intolerance).
func TestNoTrueAllergiesBesideAnIntolerance(t *testing.T) {
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, backend, nil)
			e.say("t1", "Codeine makes me really sick, I throw up every time I take it. It's not an allergy as such, I just can't tolerate it.")
			e.turn("t2", "assistant", "Understood. Any true allergies?", nil)
			e.say("t3", "None that I know of.")
			if pending := e.pendingClaims(); len(pending) != 0 {
				t.Errorf("pending claims %+v, want none", pending)
			}
			codeine := find(e.record(), func(f entity.Fact) bool { return concept(f) == "drug:codeine" })
			if len(codeine) != 1 || codeine[0].Attributes[entity.AllergyTypeAttribute] != entity.Intolerance || codeine[0].Verification == entity.Refuted {
				t.Errorf("codeine facts %+v, want one intolerance", codeine)
			}
			if nka := find(e.record(), func(f entity.Fact) bool { return concept(f) == "allergy:any" }); len(nka) != 1 || nka[0].Verification != entity.Refuted {
				t.Errorf("allergy denials %+v, want no known allergies written", nka)
			}
		})
	}
}
