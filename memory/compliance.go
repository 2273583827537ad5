package memory

import (
	"context"
	"fmt"
	"reflect"

	"github.com/anamnesis-health/anamnesis/compliance"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// IsolationReport audits the tenant isolation of every configured store
// (issue 9, docs/compliance.md): each store that implements
// compliance.Auditor counts what it checked and what broke isolation, and a
// store that does not is named in the report as a check that did not run
// (so the report is not OK) rather than left out.
//
// Isolation is a property of the whole service, so the checks and their
// counts always cover every tenant. The global admin key sees every
// example id; a tenant's compliance key sees only the examples that lie
// wholly inside its own tenant, so that no other tenant's ids are shown.
// Every other scope is ErrForbidden. The report holds ids and counts,
// never text. It reads every store in full: it is an operator's and an
// auditor's tool, not a per-request one.
func (s *Service) IsolationReport(ctx context.Context, sc tenancy.Scope) (compliance.Report, error) {
	global := sc.RequireGlobalAdmin() == nil
	if !global {
		if err := require(sc, complianceRoles); err != nil {
			return compliance.Report{}, err
		}
		if err := sc.Check(); err != nil {
			return compliance.Report{}, fmt.Errorf("%w: %v", ErrForbidden, err)
		}
	}
	// A session store that cannot list its patients leaves Patients nil,
	// and Run says so.
	lister, _ := s.backends.Sessions.(compliance.PatientLister)
	r, err := compliance.Run(ctx, s.now(), compliance.Source{Directory: s.st.Directory, Patients: lister}, s.auditors()...)
	if err != nil {
		return compliance.Report{}, backend("isolation report", err)
	}
	s.cfg.Logger.Info("isolation report", "key", sc.KeyID(), "tenant", sc.TenantID(), "checks", len(r.Checks),
		"violations", r.Violations, "unaudited", r.Unaudited)
	if !global {
		r = r.ForTenant(sc.TenantID())
	}
	return r, nil
}

// auditors returns an Auditor per distinct store, by layer (session,
// entity, index): one backend serving several layers (the embedded file)
// is audited once. A store that is not an Auditor, such as a decorator
// that does not pass AuditIsolation on, is reported as unaudited.
func (s *Service) auditors() []compliance.Auditor {
	layers := []struct {
		layer string
		store any
	}{
		{"session", s.backends.Directory}, {"session", s.backends.Sessions}, {"session", s.backends.Summaries},
		{"session", s.backends.History}, {"session", s.backends.Outbox}, {"session", s.backends.Audit},
		{"entity", s.backends.Entities},
		{"index", s.backends.Index},
	}
	var (
		seen []any
		out  []compliance.Auditor
	)
next:
	for _, l := range layers {
		for _, prev := range seen {
			if sameStore(prev, l.store) {
				continue next
			}
		}
		seen = append(seen, l.store)
		if a, ok := l.store.(compliance.Auditor); ok {
			out = append(out, a)
			continue
		}
		out = append(out, compliance.Unaudited(l.layer, fmt.Sprintf("%T", l.store), "the store cannot audit its isolation"))
	}
	return out
}

// sameStore reports whether a and b are the same store value. Values of
// types that cannot be compared are taken to be different stores.
func sameStore(a, b any) bool {
	ta := reflect.TypeOf(a)
	return ta != nil && ta == reflect.TypeOf(b) && ta.Comparable() && a == b
}
