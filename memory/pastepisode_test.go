package memory_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
)

// A pregnant patient who tells of an earlier pregnancy ("When I was
// pregnant with my first I had terrible heartburn") closed the pregnancy
// the record had active: the past tense of a condition was taken for its
// end, silently, and a drug guard that asks whether she is pregnant would
// then be told she is not. It now raises a claim that names the active
// fact, which stays active, on every record backend.
func TestAConditionToldAsPastDoesNotCloseTheActiveOne(t *testing.T) {
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, backend, nil)
			e.turnIn("s1", "t1", "patient", "I'm pregnant, twelve weeks.", nil)
			r := e.turnIn("s2", "t2", "patient", "When I was pregnant with my first I had terrible heartburn.", nil)
			pregnancy := ""
			for _, f := range e.record() {
				if f.Type == entity.Condition && f.Attributes[entity.ConceptAttribute] == "cond:pregnancy" {
					pregnancy = f.Status
				}
			}
			if pregnancy != entity.Active {
				t.Errorf("pregnancy is %q after an earlier one was told, want active", pregnancy)
			}
			claimed := false
			for _, c := range r.Claims {
				claimed = claimed || c.Reason == entity.ReasonContradiction
			}
			if !claimed {
				t.Errorf("claims %+v, want a contradiction claim on the pregnancy", r.Claims)
			}
		})
	}
}
