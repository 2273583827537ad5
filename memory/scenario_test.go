package memory_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
)

// TestGateScenario is the design's gate table told as one patient's story,
// on every record backend.
func TestGateScenario(t *testing.T) {
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, backend, nil)
			ctx := context.Background()
			isBP := func(f entity.Fact) bool { return concept(f) == "vital:bp" && f.Kind == entity.KindFact }

			r := e.say("t1", "我血压150/100")
			if len(r.Updates) != 2 {
				t.Fatalf("150/100: updates = %+v, want the reading and its grade", r.Updates)
			}
			rec := e.record()
			bp := find(rec, isBP)
			if len(bp) != 1 || bp[0].Attributes["value"] != "150/100" || bp[0].Type != entity.Observation {
				t.Fatalf("150/100: bp facts = %+v", bp)
			}
			grades := find(rec, func(f entity.Fact) bool { return f.Kind == entity.KindInference })
			if len(grades) != 1 || grades[0].Attributes["guideline"] != "CN2018" || grades[0].Attributes["grade"] == "" ||
				grades[0].Source.Kind != entity.SourceInferred {
				t.Fatalf("150/100: grade inference = %+v", grades)
			}
			firstBP, firstGrade := bp[0], grades[0].Attributes["grade"]

			r = e.say("t2", "我刚量的血压是118/75")
			rec = e.record()
			bp = find(rec, isBP)
			if len(bp) != 1 || bp[0].Attributes["value"] != "118/75" {
				t.Fatalf("118/75: current bp = %+v, want only the new reading", bp)
			}
			old, err := e.stores.Entities.Fact(ctx, e.sc, "p1", firstBP.ID)
			if err != nil || old.SupersededAt == nil {
				t.Fatalf("the first reading must be closed, not overwritten: %+v %v", old, err)
			}
			asOf, err := e.svc.Record(ctx, e.sc, "p1", old.RecordedAt)
			if err != nil {
				t.Fatal(err)
			}
			if got := find(asOf.Facts, isBP); len(got) != 1 || got[0].ID != firstBP.ID {
				t.Fatalf("as_of the first reading: %+v", got)
			}
			if g := find(rec, func(f entity.Fact) bool { return f.Kind == entity.KindInference }); len(g) != 1 || g[0].Attributes["grade"] == firstGrade {
				t.Errorf("the grade must follow the latest reading: %+v", g)
			}

			htn, err := e.svc.PostFacts(ctx, e.clinician(), "p1", []memory.Proposal{{
				Type: entity.Condition, Display: "高血压", Code: entity.Code{System: "ICD-10-CM", Code: "I10"}}})
			if err != nil {
				t.Fatal(err)
			}
			r = e.say("t3", "血压好像正常了")
			if len(r.Claims) != 1 || r.Claims[0].Reason != entity.ReasonUncertain || r.Claims[0].Status != entity.ClaimPending {
				t.Fatalf("血压好像正常了: claims = %+v", r.Claims)
			}
			hedge := r.Claims[0].ClaimID
			cur := find(e.record(), func(f entity.Fact) bool { return f.ID == htn[0].ID })
			if len(cur) != 1 || cur[0].Status != entity.Active || cur[0].Verification != entity.Confirmed {
				t.Fatalf("hypertension must stay active and confirmed: %+v", cur)
			}

			r = e.say("t4", "我妈妈有糖尿病")
			rec = e.record()
			if fh := find(rec, func(f entity.Fact) bool { return f.Type == entity.FamilyHistory }); len(fh) != 1 || fh[0].Attributes["relation"] != "mother" {
				t.Fatalf("我妈妈有糖尿病: family history = %+v", fh)
			}
			if dm := find(rec, func(f entity.Fact) bool {
				return f.Type == entity.Condition && strings.Contains(concept(f), "diabetes")
			}); len(dm) != 0 {
				t.Fatalf("the mother's diabetes became the patient's: %+v", dm)
			}

			e.say("t5", "我对青霉素过敏")
			allergy := find(e.record(), func(f entity.Fact) bool { return f.Type == entity.Allergy && f.Status == entity.Active })
			if len(allergy) != 1 {
				t.Fatalf("我对青霉素过敏: allergies = %+v", find(e.record(), func(f entity.Fact) bool { return f.Type == entity.Allergy }))
			}
			r = e.say("t6", "医生给我开了阿莫西林")
			if len(r.Claims) != 1 || r.Claims[0].Reason != entity.ReasonContradiction {
				t.Fatalf("阿莫西林 after a penicillin allergy: claims = %+v, updates = %+v", r.Claims, r.Updates)
			}
			c, err := e.svc.Claim(ctx, e.clinician(), r.Claims[0].ClaimID)
			if err != nil {
				t.Fatal(err)
			}
			if len(c.ConflictsWith) != 1 || c.ConflictsWith[0] != allergy[0].ID {
				t.Errorf("conflicts_with = %v, want the allergy %s", c.ConflictsWith, allergy[0].ID)
			}
			if !strings.Contains(c.Explanation, "amoxicillin") || !strings.Contains(strings.ToLower(c.Explanation), "penicillin") {
				t.Errorf("explanation %q must name both facts", c.Explanation)
			}
			if c.Evidence.SourceTurn == nil || c.Evidence.SourceTurn.TurnID != "t6" || len(c.Evidence.Related) == 0 {
				t.Errorf("evidence = %+v", c.Evidence)
			}
			if find(e.record(), func(f entity.Fact) bool { return concept(f) == "drug:amoxicillin" }) != nil {
				t.Errorf("the contradicted drug was written to the record")
			}

			// The clinician confirms the hedged claim: the condition is closed
			// and the resolved one written, confirmed, source clinician.
			claim, fact, err := e.svc.ConfirmClaim(ctx, e.clinician(), hedge, "BP controlled on two visits", nil)
			if err != nil {
				t.Fatal(err)
			}
			if claim.Status != entity.ClaimConfirmed || fact.Verification != entity.Confirmed || fact.Source.Kind != entity.SourceClinician || fact.Status != entity.Resolved {
				t.Fatalf("confirm: claim %+v fact %+v", claim, fact)
			}
			old, err = e.stores.Entities.Fact(ctx, e.sc, "p1", htn[0].ID)
			if err != nil || old.SupersededAt == nil {
				t.Fatalf("the active hypertension must be closed on confirmation: %+v %v", old, err)
			}
			if _, _, err := e.svc.ConfirmClaim(ctx, e.clinician(), hedge, "", nil); !errors.Is(err, memory.ErrConflict) {
				t.Fatalf("second confirmation: %v, want ErrConflict", err)
			}
			rej, err := e.svc.RejectClaim(ctx, e.clinician(), r.Claims[0].ClaimID, "prescription was cancelled")
			if err != nil || rej.Status != entity.ClaimRejected {
				t.Fatalf("reject: %+v %v", rej, err)
			}
			stored, err := e.stores.Entities.Claim(ctx, e.sc, r.Claims[0].ClaimID)
			if err != nil || stored.Status != entity.ClaimRejected || stored.ResolvedBy != "key:k-doc" {
				t.Fatalf("stored rejection: %+v %v", stored, err)
			}
		})
	}
}
