package memory_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// TestEveryMethodRequiresItsRole calls each service method with every role
// the route table does not admit: each must be ErrForbidden, whatever
// route a future change wires it to, and write nothing.
func TestEveryMethodRequiresItsRole(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	ctx := context.Background()
	e.say("t1", "我血压150/100")
	turns := e.turns()
	scope := func(r tenancy.Role) tenancy.Scope {
		return tenancy.ForKey(tenancy.Key{TenantID: e.sc.TenantID(), ID: "k-" + string(r), Role: r})
	}
	all := []tenancy.Role{tenancy.RoleAgent, tenancy.RoleClinician, tenancy.RoleCompliance, tenancy.RoleAdmin, ""}
	conversation := []tenancy.Role{tenancy.RoleAgent, tenancy.RoleClinician}
	clinician := []tenancy.Role{tenancy.RoleClinician}
	compliance := []tenancy.Role{tenancy.RoleCompliance}
	fact := []memory.Proposal{{Type: "allergy", Display: "penicillin", Confidence: 1}}
	methods := []struct {
		name  string
		allow []tenancy.Role
		call  func(tenancy.Scope) error
	}{
		{"Ingest", conversation, func(sc tenancy.Scope) error {
			_, _, err := e.svc.Ingest(ctx, sc, memory.TurnRequest{PatientID: "p1", SessionID: "s1", TurnID: "t-x", Role: "patient", Text: "我头疼"})
			return err
		}},
		{"Context", conversation, func(sc tenancy.Scope) error {
			_, err := e.svc.Context(ctx, sc, memory.ContextRequest{PatientID: "p1", SessionID: "s1", Query: "血压"})
			return err
		}},
		{"Session", conversation, func(sc tenancy.Scope) error { _, err := e.svc.Session(ctx, sc, "p1", "s1"); return err }},
		{"SessionTurns", conversation, func(sc tenancy.Scope) error { _, err := e.svc.SessionTurns(ctx, sc, "p1", "s1", 0, ""); return err }},
		{"Sessions", conversation, func(sc tenancy.Scope) error { _, err := e.svc.Sessions(ctx, sc, "p1", 0, ""); return err }},
		{"Record", conversation, func(sc tenancy.Scope) error { _, err := e.svc.Record(ctx, sc, "p1", time.Time{}); return err }},
		{"PostFacts", clinician, func(sc tenancy.Scope) error { _, err := e.svc.PostFacts(ctx, sc, "p1", fact); return err }},
		{"Claims", clinician, func(sc tenancy.Scope) error { _, _, err := e.svc.Claims(ctx, sc, memory.ClaimFilter{}); return err }},
		{"Claim", clinician, func(sc tenancy.Scope) error { _, err := e.svc.Claim(ctx, sc, "c-none"); return err }},
		{"ConfirmClaim", clinician, func(sc tenancy.Scope) error { _, _, err := e.svc.ConfirmClaim(ctx, sc, "c-none", "", nil); return err }},
		{"RejectClaim", clinician, func(sc tenancy.Scope) error { _, err := e.svc.RejectClaim(ctx, sc, "c-none", ""); return err }},
		{"Accesses", compliance, func(sc tenancy.Scope) error { _, err := e.svc.Accesses(ctx, sc, audit.Filter{}); return err }},
		{"Events", compliance, func(sc tenancy.Scope) error { _, err := e.svc.Events(ctx, sc, audit.Filter{}); return err }},
		{"VerifyChain", compliance, func(sc tenancy.Scope) error { _, _, err := e.svc.VerifyChain(ctx, sc); return err }},
		{"CreateTenant", nil, func(sc tenancy.Scope) error { _, err := e.svc.CreateTenant(ctx, sc, "other", "Other"); return err }},
		{"CreateKey", nil, func(sc tenancy.Scope) error {
			_, _, err := e.svc.CreateKey(ctx, sc, e.sc.TenantID(), "clinician")
			return err
		}},
		{"RevokeKey", nil, func(sc tenancy.Scope) error { return e.svc.RevokeKey(ctx, sc, "k1") }},
	}
	for _, m := range methods {
		for _, r := range all {
			allowed := false
			for _, a := range m.allow {
				allowed = allowed || a == r
			}
			err := m.call(scope(r))
			if allowed {
				if errors.Is(err, memory.ErrForbidden) {
					t.Errorf("%s with a %q key: %v, want it allowed", m.name, r, err)
				}
				continue
			}
			if !errors.Is(err, memory.ErrForbidden) {
				t.Errorf("%s with a %q key: %v, want ErrForbidden", m.name, r, err)
			}
		}
	}
	// A tenant's own admin key is not the global admin.
	if _, err := e.svc.CreateTenant(ctx, scope(tenancy.RoleAdmin), "other", "Other"); !errors.Is(err, memory.ErrForbidden) {
		t.Errorf("CreateTenant with a tenant admin key: %v, want ErrForbidden", err)
	}
	if _, err := e.svc.CreateTenant(ctx, tenancy.GlobalAdmin("root"), "other", "Other"); err != nil {
		t.Errorf("CreateTenant with the global admin key: %v", err)
	}
	// Only the allowed Ingest calls wrote, and they share one turn id.
	if e.turns() != turns+1 {
		t.Errorf("%d turns after the calls, want %d", e.turns(), turns+1)
	}
}
