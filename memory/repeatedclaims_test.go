package memory_test

import (
	"context"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
)

// A patient who says the same thing twice leaves a clinician one claim to
// review: two pending claims of one denial would each close the same fact,
// and the second, confirmed, would fail on a fact already closed.
func TestARepeatedStatementRaisesOneClaim(t *testing.T) {
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, backend, nil)
			e.say("t1", "I've had a cough for a week.")
			first := e.say("t2", "Actually I don't have a cough.")
			if len(first.Claims) != 1 || first.Claims[0].Repeated {
				t.Fatalf("the first denial: claims %+v, want one new claim", first.Claims)
			}
			again := e.say("t3", "No, I don't have a cough.")
			if len(again.Claims) != 1 || again.Claims[0].ClaimID != first.Claims[0].ClaimID || !again.Claims[0].Repeated {
				t.Fatalf("the denial again: claims %+v, want claim %s reported as repeated", again.Claims, first.Claims[0].ClaimID)
			}
			pending := e.pendingClaims()
			if len(pending) != 1 || pending[0].TurnID != "t2" {
				t.Fatalf("pending claims %+v, want only t2's", pending)
			}

			// Once a clinician has rejected it, the patient's word is new
			// again and is reviewed again.
			if _, err := e.svc.RejectClaim(context.Background(), e.clinician(), first.Claims[0].ClaimID, "asked in clinic"); err != nil {
				t.Fatal(err)
			}
			after := e.say("t4", "I really don't have a cough.")
			if len(after.Claims) != 1 || after.Claims[0].Repeated || after.Claims[0].ClaimID == first.Claims[0].ClaimID {
				t.Fatalf("the denial after the rejection: claims %+v, want a new claim", after.Claims)
			}
			if cough := find(e.record(), func(f entity.Fact) bool { return concept(f) == "sym:cough" }); len(cough) != 1 || cough[0].Verification == entity.Refuted {
				t.Errorf("cough facts %+v, want the told cough still current", cough)
			}
		})
	}
}

func (e *env) pendingClaims() []entity.Claim {
	e.t.Helper()
	cs, _, err := e.svc.Claims(context.Background(), e.clinician(), memory.ClaimFilter{Status: entity.ClaimPending, PatientID: "p1"})
	if err != nil {
		e.t.Fatal(err)
	}
	return cs
}
