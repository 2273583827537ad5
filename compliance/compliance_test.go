package compliance

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

var auditTime = time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)

func TestAddKeepsAtMostFiveExamplesOverallAndPerTenant(t *testing.T) {
	var c Check
	for i := range 7 {
		c.Add(1, ID("zeta", fmt.Sprint("p", i)), "zeta")
	}
	c.Add(2, ID("acme", "p1"), "acme")
	c.Add(1, ID("acme", "f1")+"->"+ID("zeta", "f2"), "acme", "zeta")
	c.Add(1, ID("", "p1"), "")
	c.Add(1, "", "acme")
	if c.Violations != 12 {
		t.Errorf("Violations = %d, want 12", c.Violations)
	}
	if len(c.Examples) != MaxExamples || c.Examples[0] != "zeta/p0" {
		t.Errorf("Examples = %v, want the first five", c.Examples)
	}
	r := Report{Checks: []Check{c}, Violations: c.Violations}
	acme := r.ForTenant("acme")
	if got := acme.Checks[0].Examples; !reflect.DeepEqual(got, []string{"acme/p1"}) {
		t.Errorf("acme's examples = %v, want only its own, never one naming another tenant", got)
	}
	if acme.Checks[0].Violations != 12 || acme.Violations != 12 || acme.Tenant != "acme" {
		t.Errorf("acme's report = %+v, want the whole service's counts", acme)
	}
	if got := r.ForTenant("zeta").Checks[0].Examples; len(got) != MaxExamples {
		t.Errorf("zeta's examples = %v, want five", got)
	}
	if got := r.ForTenant("other").Checks[0].Examples; got == nil || len(got) != 0 {
		t.Errorf("another tenant's examples = %#v, want an empty list", got)
	}
	if len(r.Checks[0].Examples) != MaxExamples {
		t.Error("ForTenant changed the report it was called on")
	}
}

func TestIDShowsAMissingPartAsNone(t *testing.T) {
	if got := ID("", "p1", "t1"); got != "(none)/p1/t1" {
		t.Errorf("ID = %q", got)
	}
}

func TestKnown(t *testing.T) {
	k := NewKnown(map[string][]string{"zeta": {"p1"}, "acme": {"p1", "p2"}, "": {"p9"}})
	cases := []struct {
		tenant, patient string
		tenantKnown     bool
		patientKnown    bool
	}{
		{"acme", "p2", true, true},
		{"zeta", "p2", true, false},
		{"ghost", "p1", false, false},
		{"", "p9", false, false},
	}
	for _, c := range cases {
		if got := k.KnownTenant(c.tenant); got != c.tenantKnown {
			t.Errorf("KnownTenant(%q) = %v", c.tenant, got)
		}
		if got := k.KnownPatient(c.tenant, c.patient); got != c.patientKnown {
			t.Errorf("KnownPatient(%q, %q) = %v", c.tenant, c.patient, got)
		}
	}
	if got := k.Tenants(); !reflect.DeepEqual(got, []string{"acme", "zeta"}) {
		t.Errorf("Tenants = %v", got)
	}
}

type directory []string

func (d directory) Tenants(context.Context) ([]tenancy.Tenant, error) {
	var out []tenancy.Tenant
	for _, id := range d {
		out = append(out, tenancy.Tenant{ID: id})
	}
	return out, nil
}

type patients map[string][]string

func (p patients) PatientIDs(_ context.Context, sc tenancy.Scope, fn func(string) error) error {
	for _, id := range p[sc.TenantID()] {
		if err := fn(id); err != nil {
			return err
		}
	}
	return nil
}

type auditorFunc func(context.Context, KnownPatients) ([]Check, error)

func (f auditorFunc) AuditIsolation(ctx context.Context, k KnownPatients) ([]Check, error) {
	return f(ctx, k)
}

func TestRun(t *testing.T) {
	src := Source{Directory: directory{"acme", "zeta"}, Patients: patients{"acme": {"p1"}, "ghost": {"p1"}}}
	var seen KnownPatients
	points := auditorFunc(func(_ context.Context, k KnownPatients) ([]Check, error) {
		seen = k
		c := Check{Store: "index", Backend: "fake", Name: "points.patient", Checked: 3}
		for _, p := range [][2]string{{"acme", "p1"}, {"acme", "p2"}, {"ghost", "p1"}} {
			if !k.KnownPatient(p[0], p[1]) {
				c.Add(1, ID(p[0], p[1]), p[0])
			}
		}
		return []Check{c}, nil
	})
	down := auditorFunc(func(context.Context, KnownPatients) ([]Check, error) {
		return nil, errors.New("audit graph: connection refused")
	})

	t.Run("a clean store gives an OK report", func(t *testing.T) {
		clean := auditorFunc(func(context.Context, KnownPatients) ([]Check, error) {
			return []Check{{Store: "session", Backend: "fake", Name: "turns.tenant", Checked: 4}}, nil
		})
		r, err := Run(context.Background(), auditTime, src, clean)
		if err != nil {
			t.Fatal(err)
		}
		if !r.OK() || r.Violations != 0 || len(r.Checks) != 1 || r.Checks[0].Examples == nil || !r.At.Equal(auditTime) {
			t.Errorf("report = %+v, want OK with one check and an empty example list", r)
		}
	})

	t.Run("violations are summed and make the report not OK", func(t *testing.T) {
		r, err := Run(context.Background(), auditTime, src, points)
		if err != nil {
			t.Fatal(err)
		}
		if r.OK() || r.Violations != 2 {
			t.Errorf("report = %+v, want 2 violations", r)
		}
		if want := []string{"acme/p2", "ghost/p1"}; !reflect.DeepEqual(r.Checks[0].Examples, want) {
			t.Errorf("examples = %v, want %v", r.Checks[0].Examples, want)
		}
		if seen.KnownTenant("ghost") || !seen.KnownTenant("zeta") || !seen.KnownPatient("acme", "p1") {
			t.Error("the auditor was not given the directory's tenants and the session store's patients")
		}
	})

	t.Run("a failed or unaudited store is a check with an error, not a silent gap", func(t *testing.T) {
		r, err := Run(context.Background(), auditTime, src, down, Unaudited("entity", "*fake.Store", "not audited"), points)
		if err != nil {
			t.Fatal(err)
		}
		if r.OK() || r.Unaudited != 2 || len(r.Checks) != 3 {
			t.Fatalf("report = %+v, want two unaudited checks and the third store's", r)
		}
		if r.Checks[0].Error != "audit graph: connection refused" || r.Checks[1].Store != "entity" {
			t.Errorf("checks = %+v", r.Checks[:2])
		}
	})

	t.Run("a directory that cannot be read fails the run", func(t *testing.T) {
		if _, err := Run(context.Background(), auditTime, Source{Directory: directory{"acme"}}, points); err == nil {
			t.Error("Run without a patient lister succeeded")
		}
	})
}

func TestReportJSON(t *testing.T) {
	var c Check
	c.Store, c.Backend, c.Name, c.Checked = "session", "sqlite", "turns.tenant", 2
	c.Add(1, ID("", "p1", "s1", "t1"))
	b, err := json.Marshal(Report{At: auditTime, Checks: []Check{c}, Violations: 1})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"ok":false,"checked_at":"2026-05-01T12:00:00Z","checks":[{"store":"session","backend":"sqlite","name":"turns.tenant",` +
		`"checked":2,"violations":1,"examples":["(none)/p1/s1/t1"]}],"violations":1,"unaudited":0}`
	if string(b) != want {
		t.Errorf("JSON =\n%s\nwant\n%s", b, want)
	}
	if strings.Contains(string(b), "byTenant") {
		t.Error("the per-tenant examples leaked into the JSON")
	}
}

// lateSource is a directory and session store in which a tenant and a
// patient appear after the first listing, as they do while memoryd serves.
type lateSource struct {
	directory
	patients
	asked int
}

func (l *lateSource) Tenant(_ context.Context, id string) (tenancy.Tenant, error) {
	l.asked++
	if id == "late" {
		return tenancy.Tenant{ID: id}, nil
	}
	return tenancy.Tenant{}, tenancy.ErrNotFound
}

func (l *lateSource) PatientExists(_ context.Context, sc tenancy.Scope, id string) (bool, error) {
	l.asked++
	return id == "newcomer", nil
}

func TestLoadKnownAsksAgainAboutAMiss(t *testing.T) {
	src := &lateSource{directory: directory{"acme"}, patients: patients{"acme": {"p1"}}}
	k, err := LoadKnown(context.Background(), Source{Directory: src, Patients: src})
	if err != nil {
		t.Fatal(err)
	}
	if !k.KnownPatient("acme", "newcomer") || !k.KnownTenant("late") || !k.KnownPatient("late", "newcomer") {
		t.Error("a tenant or patient created after the listing counts as unknown")
	}
	if k.KnownPatient("acme", "p2") || k.KnownTenant("ghost") || k.KnownPatient("ghost", "newcomer") || k.KnownTenant("") {
		t.Error("an unknown tenant or patient counts as known")
	}
	asked := src.asked
	k.KnownPatient("acme", "p2")
	k.KnownTenant("ghost")
	if src.asked != asked {
		t.Error("a miss was asked of the source twice")
	}
}
