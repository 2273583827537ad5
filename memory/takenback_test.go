package memory_test

import (
	"context"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
)

// A hedge the patient takes back in the same session ("I think I'm
// allergic to penicillin" … "Actually no, sorry, that was my brother") or
// denies outright ("我好像对头孢过敏" … "我自己吃头孢没事") left its claim
// pending beside the denial (session 68's review, E08 and Z08): the prompt
// denied the allergy and asked to verify it. The claim is rejected by the
// patient, in the turn's commit; one of another session stays.
func TestAClaimThePatientTakesBackIsNotReviewed(t *testing.T) {
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			for _, c := range []struct {
				name, hedge, takeBack string
			}{
				{"taken back: that was my brother", "I think I'm allergic to penicillin.", "Actually no, sorry, that was my brother, not me."},
				{"denied outright", "我好像对头孢过敏。", "哦，不是我，是我老婆对头孢过敏，我自己吃头孢没事。"},
			} {
				t.Run(c.name, func(t *testing.T) {
					e := newEnv(t, backend, nil)
					hedged := e.say("t1", c.hedge)
					if len(hedged.Claims) != 1 {
						t.Fatalf("the hedge: claims %+v, want one", hedged.Claims)
					}
					id := hedged.Claims[0].ClaimID
					e.turn("t2", "assistant", "What happened when you took it?", nil)
					back := e.say("t3", c.takeBack)
					if len(back.Claims) != 1 || back.Claims[0].ClaimID != id || !back.Claims[0].TakenBack || back.Claims[0].Status != entity.ClaimRejected {
						t.Fatalf("the correction: claims %+v, want claim %s reported taken back", back.Claims, id)
					}
					if pending := e.pendingClaims(); len(pending) != 0 {
						t.Fatalf("pending claims %+v, want none", pending)
					}
					got := e.claim(id)
					if got.Status != entity.ClaimRejected || got.ResolvedBy != entity.SourcePatient || got.ResolvedAt == nil {
						t.Errorf("claim %s is %s by %q, want rejected by the patient", id, got.Status, got.ResolvedBy)
					}
				})
			}
			t.Run("another session's claim stays", func(t *testing.T) {
				e := newEnv(t, backend, nil)
				e.say("t1", "I think I'm allergic to penicillin.")
				back := e.turnIn("s2", "t2", "patient", "我对青霉素不过敏。", nil)
				for _, c := range back.Claims {
					if c.TakenBack {
						t.Errorf("claims %+v: a denial in a later session took back a claim a clinician must review", back.Claims)
					}
				}
				if pending := e.pendingClaims(); len(pending) == 0 {
					t.Error("no pending claim: the first session's hedge was taken back by a later session")
				}
			})
		})
	}
}

func (e *env) claim(id string) memory.ClaimView {
	e.t.Helper()
	c, err := e.svc.Claim(context.Background(), e.clinician(), id)
	if err != nil {
		e.t.Fatal(err)
	}
	return c
}

// A hedge told again with more ("I think I might be allergic to aspirin"
// … "…, I get wheezy") raised a second claim beside the first (session
// 68's review, X03): the clinician was asked the same twice. The new claim
// replaces the first; told again with less, the first is reported
// repeated.
func TestAClaimToldAgainWithMoreReplacesTheFirst(t *testing.T) {
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, backend, nil)
			first := e.say("t1", "I think I might be allergic to aspirin.")
			if len(first.Claims) != 1 {
				t.Fatalf("the hedge: claims %+v, want one", first.Claims)
			}
			e.turn("t2", "assistant", "What happens when you take it?", nil)
			more := e.say("t3", "I think I might be allergic to aspirin, I get wheezy.")
			var raised, replaced []memory.ClaimRef
			for _, c := range more.Claims {
				if c.TakenBack {
					replaced = append(replaced, c)
				} else {
					raised = append(raised, c)
				}
			}
			if len(raised) != 1 || len(replaced) != 1 || replaced[0].ClaimID != first.Claims[0].ClaimID || replaced[0].ReplacedBy != raised[0].ClaimID {
				t.Fatalf("told with more: claims %+v, want a new claim replacing %s", more.Claims, first.Claims[0].ClaimID)
			}
			pending := e.pendingClaims()
			if len(pending) != 1 || pending[0].ID != raised[0].ClaimID || pending[0].Proposed.Attributes["reaction"] != "wheezing" {
				t.Fatalf("pending claims %+v, want only the one with the reaction", pending)
			}
			less := e.say("t4", "I think I might be allergic to aspirin.")
			for _, c := range less.Claims {
				if c.ClaimID != raised[0].ClaimID || !c.Repeated {
					t.Errorf("told with less: claims %+v, want %s repeated", less.Claims, raised[0].ClaimID)
				}
			}
			if pending := e.pendingClaims(); len(pending) != 1 {
				t.Errorf("after it was told with less: %d pending claims, want 1", len(pending))
			}
		})
	}
}
