package memory_test

import (
	"context"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// TestEqualInputsInTwoTenantsShareNoID: the same patient, session, turn
// and words in two tenants give facts and claims with different ids.
func TestEqualInputsInTwoTenantsShareNoID(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	ctx := context.Background()
	other := tenancy.ForKey(tenancy.Key{TenantID: e.sc.TenantID() + "-b", ID: "k2", Role: tenancy.RoleAgent})
	if err := e.db.CreateTenant(ctx, tenancy.Tenant{ID: other.TenantID(), Name: "b", CreatedAt: start}); err != nil {
		t.Fatal(err)
	}
	ids := map[string]string{}
	for _, sc := range []tenancy.Scope{e.sc, other} {
		for _, turn := range []struct{ id, text string }{{"t1", "我血压150/100"}, {"t2", "我好像对青霉素过敏"}} {
			if _, _, err := e.svc.Ingest(ctx, sc, memory.TurnRequest{PatientID: "p1", SessionID: "s1", TurnID: turn.id,
				Role: "patient", Text: turn.text}); err != nil {
				t.Fatal(err)
			}
		}
		rec, err := e.svc.Record(ctx, sc, "p1", time.Time{})
		if err != nil {
			t.Fatal(err)
		}
		claims, _, err := e.stores.Entities.Claims(ctx, sc, entity.ClaimFilter{PatientID: "p1"})
		if err != nil {
			t.Fatal(err)
		}
		if len(rec.Facts) == 0 || len(claims) == 0 {
			t.Fatalf("tenant %s: %d facts and %d claims; the test needs both", sc.TenantID(), len(rec.Facts), len(claims))
		}
		for _, f := range rec.Facts {
			if owner, ok := ids[f.ID]; ok && owner != sc.TenantID() {
				t.Errorf("fact id %s is used by %s and %s", f.ID, owner, sc.TenantID())
			}
			ids[f.ID] = sc.TenantID()
		}
		for _, c := range claims {
			if owner, ok := ids[c.ID]; ok && owner != sc.TenantID() {
				t.Errorf("claim id %s is used by %s and %s", c.ID, owner, sc.TenantID())
			}
			ids[c.ID] = sc.TenantID()
		}
	}
}
