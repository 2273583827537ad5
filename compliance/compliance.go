// Package compliance is the tenant isolation audit (issue 9): every
// configured store counts what it checked and what broke isolation — rows
// without a tenant or of a tenant the directory does not know,
// relationships joining two tenants, recall points of a patient their
// tenant does not know, claims whose fact belongs to another tenant or
// patient — and Run gathers those counts into one Report.
//
// Each backend implements Auditor in its own isolation.go; this package
// knows no backend. A Report holds counts and ids only (tenant, patient,
// session, turn, fact and claim ids), never clinical text or utterances.
// docs/compliance.md says what each check means and what it does not prove.
package compliance

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// MaxExamples is the most example ids a Check keeps, overall and per tenant.
const MaxExamples = 5

// Check is one isolation check of one store: how many rows (nodes,
// relationships, points) it examined and how many of them broke isolation,
// with up to MaxExamples of the latter by id. Store names the layer
// ("session", "entity", "index"), Backend the implementation ("sqlite",
// "postgres", "neo4j", "qdrant") and Name the check ("turns.tenant").
//
// Error is set, and the counts are then meaningless, when the check could
// not run: a store that does not implement Auditor, or one that failed.
type Check struct {
	Store      string   `json:"store"`
	Backend    string   `json:"backend"`
	Name       string   `json:"name"`
	Checked    int      `json:"checked"`
	Violations int      `json:"violations"`
	Examples   []string `json:"examples"`
	Error      string   `json:"error,omitempty"`

	// byTenant keeps up to MaxExamples of each tenant's own examples, so
	// that ForTenant can show a tenant its examples even when other
	// tenants' came first.
	byTenant map[string][]string
}

// Add counts n violations and keeps example (ids only, see ID) if fewer
// than MaxExamples are kept. tenants are the tenants the example involves;
// an example whose tenants are all one known tenant is shown to that
// tenant's ForTenant report, any other only to the whole-service report.
func (c *Check) Add(n int, example string, tenants ...string) {
	c.Violations += n
	if example == "" {
		return
	}
	if len(c.Examples) < MaxExamples {
		c.Examples = append(c.Examples, example)
	}
	owner := soleTenant(tenants)
	if owner == "" {
		return
	}
	if c.byTenant == nil {
		c.byTenant = map[string][]string{}
	}
	if len(c.byTenant[owner]) < MaxExamples {
		c.byTenant[owner] = append(c.byTenant[owner], example)
	}
}

// soleTenant returns the one non-empty tenant that all of tenants are, or "".
func soleTenant(tenants []string) string {
	if len(tenants) == 0 || tenants[0] == "" {
		return ""
	}
	for _, t := range tenants[1:] {
		if t != tenants[0] {
			return ""
		}
	}
	return tenants[0]
}

// ID joins the ids naming one offending row into an example, such as
// "acme/p1/s1/t7". An empty part, such as a missing tenant, is shown as
// "(none)", which no valid id can be.
func ID(parts ...string) string {
	out := make([]string, len(parts))
	for i, p := range parts {
		if p == "" {
			p = "(none)"
		}
		out[i] = p
	}
	return strings.Join(out, "/")
}

// Report is the result of an isolation audit: every check of every store,
// and the sum of their violations. Unaudited counts the checks that could
// not run.
type Report struct {
	At time.Time `json:"checked_at"`
	// Tenant is set when the examples are limited to one tenant's ids
	// (ForTenant); the counts are always those of the whole service.
	Tenant     string  `json:"tenant,omitempty"`
	Checks     []Check `json:"checks"`
	Violations int     `json:"violations"`
	Unaudited  int     `json:"unaudited"`
}

// OK reports whether every check ran and none found a violation. A check
// that could not run is not OK: isolation was not shown.
func (r Report) OK() bool { return r.Violations == 0 && r.Unaudited == 0 }

// MarshalJSON adds "ok" (OK) to the report's fields.
func (r Report) MarshalJSON() ([]byte, error) {
	type plain Report
	return json.Marshal(struct {
		OK bool `json:"ok"`
		plain
	}{r.OK(), plain(r)})
}

// ForTenant returns the report as tenantID's compliance key sees it: the
// same checks and counts, with only the examples that lie wholly inside
// tenantID, so that no other tenant's ids are shown.
func (r Report) ForTenant(tenantID string) Report {
	out := r
	out.Tenant = tenantID
	out.Checks = make([]Check, len(r.Checks))
	for i, c := range r.Checks {
		c.Examples = append([]string{}, c.byTenant[tenantID]...)
		c.byTenant = nil
		out.Checks[i] = c
	}
	return out
}

// KnownPatients is what the session store knows, for the auditors of the
// other stores: which tenants the directory holds, and which patients each
// tenant knows (the rows of the session store's patients table). It must be
// safe for concurrent use; Known is the implementation Run uses.
type KnownPatients interface {
	// Tenants returns the directory's tenant ids, sorted.
	Tenants() []string
	// KnownTenant reports whether tenantID is in the directory. The empty
	// id never is.
	KnownTenant(tenantID string) bool
	// KnownPatient reports whether tenantID knows patientID.
	KnownPatient(tenantID, patientID string) bool
}

// Auditor is a store that can audit its own isolation. AuditIsolation reads
// everything it holds, across tenants, without changing anything, and
// returns its checks in a fixed order. It returns an error only when it
// could not audit (the backend did not answer); a violation is a count,
// not an error. Examples must be ids, never text.
type Auditor interface {
	AuditIsolation(ctx context.Context, known KnownPatients) ([]Check, error)
}

// Known is a KnownPatients loaded once into memory: a set of tenants, each
// with the set of its patient ids. It costs about the size of the ids plus
// a map entry each (~100 MB for a million patients); the auditors then ask
// it without a round trip per row.
//
// A store changes while it is audited: a patient first seen after the set
// was loaded would look unknown to the auditors that run later. So a miss
// is asked again of the source, when it can answer one question (see
// LoadKnown), and the answer is kept; misses are rare, since each is a
// violation or a newcomer.
type Known struct {
	tenants  []string
	patients map[string]map[string]struct{}

	mu            sync.Mutex
	recheckTenant func(tenantID string) bool
	recheck       func(tenantID, patientID string) bool
	rechecked     map[[2]string]bool
}

var _ KnownPatients = (*Known)(nil)

// NewKnown returns the set of tenants with their patients, for tests and
// for callers that know them already. Empty tenant ids are left out.
func NewKnown(patients map[string][]string) *Known {
	k := &Known{patients: map[string]map[string]struct{}{}}
	for t, ps := range patients {
		if t == "" {
			continue
		}
		set := make(map[string]struct{}, len(ps))
		for _, p := range ps {
			set[p] = struct{}{}
		}
		k.patients[t] = set
		k.tenants = append(k.tenants, t)
	}
	sort.Strings(k.tenants)
	return k
}

// Tenants returns the tenant ids, sorted.
func (k *Known) Tenants() []string { return k.tenants }

// KnownTenant reports whether tenantID is one of the tenants.
func (k *Known) KnownTenant(tenantID string) bool {
	if tenantID == "" {
		return false
	}
	if _, ok := k.patients[tenantID]; ok {
		return true
	}
	return k.ask(tenantID, "", func() bool { return k.recheckTenant != nil && k.recheckTenant(tenantID) })
}

// KnownPatient reports whether tenantID knows patientID.
func (k *Known) KnownPatient(tenantID, patientID string) bool {
	if _, ok := k.patients[tenantID][patientID]; ok {
		return true
	}
	if tenantID == "" || patientID == "" {
		return false
	}
	return k.ask(tenantID, patientID, func() bool { return k.recheck != nil && k.recheck(tenantID, patientID) })
}

// ask returns the kept answer for (tenant, patient), or asks the source
// once. The key of a tenant question has an empty patient, which no
// patient question has.
func (k *Known) ask(tenantID, patientID string, source func() bool) bool {
	key := [2]string{tenantID, patientID}
	k.mu.Lock()
	ok, seen := k.rechecked[key]
	k.mu.Unlock()
	if seen {
		return ok
	}
	// Asked without the lock: a patient question asks the tenant's first.
	ok = source()
	k.mu.Lock()
	if k.rechecked == nil {
		k.rechecked = map[[2]string]bool{}
	}
	k.rechecked[key] = ok
	k.mu.Unlock()
	return ok
}

// Directory lists the tenants; tenancy.Directory satisfies it. If it also
// has tenancy.Directory's Tenant method, a tenant missing from the list is
// asked for again before a row of it counts as a violation.
type Directory interface {
	Tenants(ctx context.Context) ([]tenancy.Tenant, error)
}

// PatientLister lists the patients a tenant knows: the session store's
// patients table, seen from inside the tenant. If it also has
// session.Store's PatientExists method, a patient missing from the list is
// asked for again before a row of it counts as a violation.
type PatientLister interface {
	// PatientIDs calls fn with each patient id of sc's tenant, in id
	// order, and stops at fn's first error, which it returns.
	PatientIDs(ctx context.Context, sc tenancy.Scope, fn func(patientID string) error) error
}

type tenantGetter interface {
	Tenant(ctx context.Context, id string) (tenancy.Tenant, error)
}

type patientChecker interface {
	PatientExists(ctx context.Context, sc tenancy.Scope, patientID string) (bool, error)
}

// Source is where the known tenants and patients come from: the directory
// and the session store, normally one backend.
type Source struct {
	Directory Directory
	Patients  PatientLister
}

// LoadKnown reads every tenant of the directory and every patient of each
// into a Known. The Known asks src again, under ctx, about a tenant or
// patient it misses (see Known); a failed question counts as unknown.
func LoadKnown(ctx context.Context, src Source) (*Known, error) {
	if src.Directory == nil || src.Patients == nil {
		return nil, fmt.Errorf("load known patients: the directory or the session store cannot list them")
	}
	tenants, err := src.Directory.Tenants(ctx)
	if err != nil {
		return nil, fmt.Errorf("load known patients: list tenants: %w", err)
	}
	k := &Known{patients: make(map[string]map[string]struct{}, len(tenants))}
	for _, t := range tenants {
		if t.ID == "" {
			continue // a tenant without id cannot make rows without a tenant legitimate
		}
		set := map[string]struct{}{}
		err := src.Patients.PatientIDs(ctx, tenancy.System(t.ID), func(p string) error {
			set[p] = struct{}{}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("load known patients of tenant %s: %w", t.ID, err)
		}
		k.patients[t.ID] = set
		k.tenants = append(k.tenants, t.ID)
	}
	sort.Strings(k.tenants)
	if g, ok := src.Directory.(tenantGetter); ok {
		k.recheckTenant = func(id string) bool {
			_, err := g.Tenant(ctx, id)
			return err == nil
		}
	}
	if pc, ok := src.Patients.(patientChecker); ok {
		k.recheck = func(tenantID, patientID string) bool {
			if !k.KnownTenant(tenantID) {
				return false
			}
			ok, err := pc.PatientExists(ctx, tenancy.System(tenantID), patientID)
			return err == nil && ok
		}
	}
	return k, nil
}

// Unaudited is an Auditor for a store that cannot audit itself: it
// reports one check, named "audit", that did not run, so that the store is
// named in the report instead of silently missing from it.
func Unaudited(store, backend, reason string) Auditor {
	return unaudited{Check{Store: store, Backend: backend, Name: "audit", Examples: []string{}, Error: reason}}
}

type unaudited struct{ c Check }

func (u unaudited) AuditIsolation(context.Context, KnownPatients) ([]Check, error) {
	return []Check{u.c}, nil
}

// Run loads the known tenants and patients from src and runs every
// auditor in order, at time now. An auditor that fails gives a check named
// "audit" with its error (and the report is not OK) rather than failing
// Run, so that one store down still leaves the others' results. Run
// returns an error only if the known patients cannot be loaded or ctx
// ends.
func Run(ctx context.Context, now time.Time, src Source, auditors ...Auditor) (Report, error) {
	known, err := LoadKnown(ctx, src)
	if err != nil {
		return Report{}, err
	}
	r := Report{At: now.UTC(), Checks: []Check{}}
	for _, a := range auditors {
		checks, err := a.AuditIsolation(ctx, known)
		if ctxErr := ctx.Err(); ctxErr != nil {
			return Report{}, fmt.Errorf("isolation audit: %w", ctxErr)
		}
		if err != nil {
			checks = []Check{{Backend: fmt.Sprintf("%T", a), Name: "audit", Error: err.Error()}}
		}
		for _, c := range checks {
			if c.Examples == nil {
				c.Examples = []string{}
			}
			r.Violations += c.Violations
			if c.Error != "" {
				r.Unaudited++
			}
			r.Checks = append(r.Checks, c)
		}
	}
	return r, nil
}
