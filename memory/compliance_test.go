package memory_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/compliance"
	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/internal/embeddedstack"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// auditedService is a service over one embedded file with tenants acme and
// zeta, each with a patient p1 who said a turn, and a raw connection to the
// file to write what the service never would.
func auditedService(t *testing.T) (memory.Stores, *sql.DB, func(memory.Stores) *memory.Service) {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	db, err := embedded.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	st, err := embeddedstack.Stores(db, retrieval.NewBuiltin(64))
	if err != nil {
		t.Fatal(err)
	}
	var clock, ids atomic.Int64
	service := func(st memory.Stores) *memory.Service {
		svc, err := memory.New(st, memory.Config{
			Now:   func() time.Time { return start.Add(time.Duration(clock.Add(1)) * time.Second) },
			NewID: func() string { return fmt.Sprintf("id-%d", ids.Add(1)) },
		})
		if err != nil {
			t.Fatal(err)
		}
		return svc
	}
	svc := service(st)
	for _, tenant := range []string{"acme", "zeta"} {
		if err := db.CreateTenant(ctx, tenancy.Tenant{ID: tenant, Name: tenant, CreatedAt: start}); err != nil {
			t.Fatal(err)
		}
		sc := tenancy.ForKey(tenancy.Key{TenantID: tenant, ID: "k-" + tenant, Role: tenancy.RoleAgent})
		if _, _, err := svc.Ingest(ctx, sc, memory.TurnRequest{PatientID: "p1", SessionID: "s1", TurnID: "t1", Role: "patient",
			Text: "I have a penicillin allergy"}); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := sql.Open("sqlite", "file:"+filepath.Join(dir, embedded.FileName))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { raw.Close() })
	return st, raw, service
}

var globalAdmin = tenancy.GlobalAdmin("admin")

func complianceKey(tenant string) tenancy.Scope {
	return tenancy.ForKey(tenancy.Key{TenantID: tenant, ID: "k-compliance", Role: tenancy.RoleCompliance})
}

func TestIsolationReportRoles(t *testing.T) {
	st, _, service := auditedService(t)
	svc := service(st)
	cases := []struct {
		name string
		sc   tenancy.Scope
		ok   bool
	}{
		{"the global admin may", globalAdmin, true},
		{"a tenant's compliance key may", complianceKey("acme"), true},
		{"an agent key may not", tenancy.ForKey(tenancy.Key{TenantID: "acme", ID: "k", Role: tenancy.RoleAgent}), false},
		{"a clinician key may not", tenancy.ForKey(tenancy.Key{TenantID: "acme", ID: "k", Role: tenancy.RoleClinician}), false},
		{"a tenant's admin key may not", tenancy.ForKey(tenancy.Key{TenantID: "acme", ID: "k", Role: tenancy.RoleAdmin}), false},
		{"a compliance scope without a tenant may not", complianceKey(""), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := svc.IsolationReport(context.Background(), c.sc)
			if c.ok && (err != nil || !r.OK()) {
				t.Errorf("report = %+v, %v; want an OK report", r, err)
			}
			if !c.ok && !errors.Is(err, memory.ErrForbidden) {
				t.Errorf("error = %v, want ErrForbidden", err)
			}
		})
	}
}

func TestIsolationReportCoversEveryLayer(t *testing.T) {
	st, _, service := auditedService(t)
	r, err := service(st).IsolationReport(context.Background(), globalAdmin)
	if err != nil {
		t.Fatal(err)
	}
	layers := map[string]int{}
	for _, c := range r.Checks {
		layers[c.Store]++
		if c.Error != "" {
			t.Errorf("check %s did not run: %s", c.Name, c.Error)
		}
	}
	if layers["session"] == 0 || layers["entity"] == 0 || layers["index"] == 0 {
		t.Errorf("checks per layer = %v, want session, entity and index", layers)
	}
	if names := checkNames(r); strings.Count(names, "turns.tenant") != 1 {
		t.Errorf("checks %s: the embedded file, serving several layers, must be audited once", names)
	}
}

func checkNames(r compliance.Report) string {
	var names []string
	for _, c := range r.Checks {
		names = append(names, c.Name)
	}
	return strings.Join(names, " ")
}

func TestIsolationReportShowsATenantOnlyItsOwnExamples(t *testing.T) {
	st, raw, service := auditedService(t)
	svc := service(st)
	for _, stmt := range []string{
		// A turn of a patient acme does not know, and one of a tenant that does not exist.
		`INSERT INTO turns (tenant_id, patient_id, session_id, turn_id, seq, speaker, text, lang, at, kind, fingerprint, recorded_at)
			VALUES ('acme', 'stranger', 's1', 't1', 1, 'patient', 'x', 'en', '2026', 'info', '', '2026')`,
		`INSERT INTO turns (tenant_id, patient_id, session_id, turn_id, seq, speaker, text, lang, at, kind, fingerprint, recorded_at)
			VALUES ('ghost', 'p1', 's1', 't1', 1, 'patient', 'x', 'en', '2026', 'info', '', '2026')`,
	} {
		if _, err := raw.Exec(stmt); err != nil {
			t.Fatal(err)
		}
	}
	examples := func(sc tenancy.Scope) map[string][]string {
		t.Helper()
		r, err := svc.IsolationReport(context.Background(), sc)
		if err != nil {
			t.Fatal(err)
		}
		if r.OK() || r.Violations != 2 {
			t.Errorf("%s's report: %d violations, want the whole service's 2", sc.TenantID(), r.Violations)
		}
		out := map[string][]string{}
		for _, c := range r.Checks {
			if len(c.Examples) > 0 {
				out[c.Name] = c.Examples
			}
		}
		return out
	}
	if got := examples(globalAdmin); len(got) != 2 || got["turns.tenant"][0] != "ghost/p1/s1/t1" || got["turns.patient"][0] != "acme/stranger/s1/t1" {
		t.Errorf("the global admin sees %v, want both examples", got)
	}
	if got := examples(complianceKey("acme")); len(got) != 1 || got["turns.patient"][0] != "acme/stranger/s1/t1" {
		t.Errorf("acme sees %v, want its own example only", got)
	}
	if got := examples(complianceKey("zeta")); len(got) != 0 {
		t.Errorf("zeta sees %v, want no example", got)
	}
}

// unauditedRecord is a decorator that does not pass AuditIsolation on.
type unauditedRecord struct{ entity.Store }

func TestIsolationReportNamesAStoreThatCannotBeAudited(t *testing.T) {
	st, _, service := auditedService(t)
	st.Entities = unauditedRecord{st.Entities}
	r, err := service(st).IsolationReport(context.Background(), globalAdmin)
	if err != nil {
		t.Fatal(err)
	}
	if r.OK() || r.Unaudited != 1 || r.Violations != 0 {
		t.Fatalf("report = %+v, want one unaudited check and not OK", r)
	}
	for _, c := range r.Checks {
		if c.Error != "" && (c.Store != "entity" || c.Name != "audit" || !strings.Contains(c.Backend, "unauditedRecord")) {
			t.Errorf("unaudited check = %+v, want the entity layer named", c)
		}
	}
}
