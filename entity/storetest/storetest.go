// Package storetest is the conformance suite of entity.Store. Every backend
// calls Run from its own test file; a backend passes these tests or it is not
// done. Run puts every backend under entity.Managed, as memory.New does: the
// suite pins what the service sees, the rules the manager holds included.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Tenants used by the suite. A backend's constructor must return a store in
// which neither holds any data.
const (
	TenantA = "tenant-a"
	TenantB = "tenant-b"
)

// Run runs the conformance suite. newStore must return a fresh, empty store
// for every call; subtests run sequentially.
func Run(t *testing.T, newStore func(t *testing.T) entity.Store) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s entity.Store)
	}{
		{"apply creates facts that the record returns with every field intact", testApplyRoundTrip},
		{"apply of the same change twice stores it once", testApplyIdempotent},
		{"times left zero are the clock's and a claim without status is pending", testDefaults},
		{"supersession closes the old fact and the new one is current", testSupersede},
		{"record as of a past time returns the record as it stood", testRecordAsOf},
		{"record is ordered by recorded time then id", testRecordOrder},
		{"superseding an unknown fact writes nothing of the change", testSupersedeUnknownIsAtomic},
		{"superseding a closed fact keeps its first closing time", testSupersedeClosedKeepsFirst},
		{"a fact is found only under its own patient", testFactWrongPatient},
		{"claims are created by apply and read back intact", testClaimRoundTrip},
		{"claims filter by status and patient", testClaimsFilter},
		{"claims paging visits every claim once in order", testClaimsPaging},
		{"confirming a claim writes its fact in the same transaction", testResolveConfirm},
		{"rejecting a claim writes no fact", testResolveReject},
		{"confirming a claim closes the facts it supersedes in the same transaction", testResolveSupersede},
		{"a confirmation whose supersession fails writes nothing and leaves the claim pending", testResolveSupersedeAtomic},
		{"rejecting a claim ignores its supersessions", testResolveRejectIgnoresSupersede},
		{"a claim cannot close another tenant's fact", testResolveSupersedeCrossTenant},
		{"resolving a claim twice is a conflict", testResolveTwice},
		{"resolving an unknown claim is not found", testResolveUnknown},
		{"a resolution that neither confirms nor rejects writes nothing", testResolveBadStatus},
		{"delete patient removes only that patient", testDeletePatient},
		{"tenants do not see each other's data", testCrossTenant},
		{"a scope with no tenant is refused by every method", testNoTenant},
	}
	tests = append(tests, identityTests...)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.fn(t, entity.Managed(newStore(t), now))
		})
	}
}

// t0 has microsecond precision, which every backend must keep.
var t0 = time.Date(2026, 11, 29, 9, 0, 0, 123456000, time.UTC)

// now is the manager's clock: a fixed instant, so that defaults are checked
// exactly.
func now() time.Time { return t0.Add(24 * time.Hour) }

func at(d time.Duration) time.Time { return t0.Add(d) }

func ptr(t time.Time) *time.Time { return &t }

func scope(tenant string) tenancy.Scope {
	return tenancy.ForKey(tenancy.Key{TenantID: tenant, ID: "key-1", Role: tenancy.RoleClinician})
}

// fact returns a fully populated fact of patient recorded at rec.
func fact(id, patient string, rec time.Time) entity.Fact {
	return entity.Fact{
		ID:           id,
		PatientID:    patient,
		Type:         entity.Medication,
		Display:      "amlodipine 5 mg once daily",
		Code:         entity.Code{System: "ATC", Code: "C08CA01"},
		Attributes:   map[string]string{"dose": "5 mg", "frequency": "qd"},
		Status:       entity.Active,
		Verification: entity.Confirmed,
		Kind:         entity.KindFact,
		Confidence:   0.95,
		Source:       entity.Source{Kind: entity.SourcePatient, TurnID: "t-0001", SessionID: "s-1"},
		ValidFrom:    rec.Add(-24 * time.Hour),
		RecordedAt:   rec,
	}
}

func claim(id, patient string, created time.Time) entity.Claim {
	p := fact("proposed-"+id, patient, created)
	p.Verification = entity.Unconfirmed
	return entity.Claim{
		ID:            id,
		PatientID:     patient,
		SessionID:     "s-1",
		TurnID:        "t-0002",
		Status:        entity.ClaimPending,
		Reason:        entity.ReasonUncertain,
		Confidence:    0.4,
		Proposed:      p,
		ConflictsWith: []string{"f-1", "f-2"},
		Text:          "I think my blood pressure is normal now",
		Explanation:   "hedged statement",
		CreatedAt:     created,
	}
}

func mustApply(t *testing.T, s entity.Store, tenant string, c entity.Change) {
	t.Helper()
	if err := s.Apply(context.Background(), scope(tenant), c); err != nil {
		t.Fatalf("Apply: %v", err)
	}
}

func mustRecord(t *testing.T, s entity.Store, tenant, patient string, asOf time.Time) []entity.Fact {
	t.Helper()
	fs, err := s.Record(context.Background(), scope(tenant), patient, asOf)
	if err != nil {
		t.Fatalf("Record(%s, %v): %v", patient, asOf, err)
	}
	return fs
}

func mustFact(t *testing.T, s entity.Store, tenant, patient, id string) entity.Fact {
	t.Helper()
	f, err := s.Fact(context.Background(), scope(tenant), patient, id)
	if err != nil {
		t.Fatalf("Fact(%s, %s): %v", patient, id, err)
	}
	return f
}

func mustClaim(t *testing.T, s entity.Store, tenant, id string) entity.Claim {
	t.Helper()
	c, err := s.Claim(context.Background(), scope(tenant), id)
	if err != nil {
		t.Fatalf("Claim(%s): %v", id, err)
	}
	return c
}

func mustClaims(t *testing.T, s entity.Store, tenant string, f entity.ClaimFilter) ([]entity.Claim, string) {
	t.Helper()
	cs, next, err := s.Claims(context.Background(), scope(tenant), f)
	if err != nil {
		t.Fatalf("Claims(%+v): %v", f, err)
	}
	return cs, next
}

func ids[T entity.Fact | entity.Claim](xs []T) []string {
	out := make([]string, 0, len(xs))
	for _, x := range xs {
		switch v := any(x).(type) {
		case entity.Fact:
			out = append(out, v.ID)
		case entity.Claim:
			out = append(out, v.ID)
		}
	}
	return out
}

func wantIDs(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s: got ids %q, want %q", what, got, want)
	}
}

func wantErr(t *testing.T, what string, err, target error) {
	t.Helper()
	if !errors.Is(err, target) {
		t.Errorf("%s: got error %v, want %v", what, err, target)
	}
}

func equalTimePtr(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Equal(*b)
}

func fmtTimePtr(p *time.Time) string {
	if p == nil {
		return "nil"
	}
	return p.Format(time.RFC3339Nano)
}

// equalMap treats a nil and an empty map as equal: a store need not keep
// the difference.
func equalMap(a, b map[string]string) bool { return maps.Equal(a, b) }

// checkFact reports every field of got that differs from want.
func checkFact(t *testing.T, what string, got, want entity.Fact) {
	t.Helper()
	type field struct {
		name string
		ok   bool
		got  any
		want any
	}
	fields := []field{
		{"ID", got.ID == want.ID, got.ID, want.ID},
		{"PatientID", got.PatientID == want.PatientID, got.PatientID, want.PatientID},
		{"Type", got.Type == want.Type, got.Type, want.Type},
		{"Display", got.Display == want.Display, got.Display, want.Display},
		{"Code", got.Code == want.Code, got.Code, want.Code},
		{"Attributes", equalMap(got.Attributes, want.Attributes), got.Attributes, want.Attributes},
		{"Status", got.Status == want.Status, got.Status, want.Status},
		{"Verification", got.Verification == want.Verification, got.Verification, want.Verification},
		{"Kind", got.Kind == want.Kind, got.Kind, want.Kind},
		{"Confidence", got.Confidence == want.Confidence, got.Confidence, want.Confidence},
		{"Source", got.Source == want.Source, got.Source, want.Source},
		{"ValidFrom", got.ValidFrom.Equal(want.ValidFrom), got.ValidFrom, want.ValidFrom},
		{"ValidTo", equalTimePtr(got.ValidTo, want.ValidTo), fmtTimePtr(got.ValidTo), fmtTimePtr(want.ValidTo)},
		{"RecordedAt", got.RecordedAt.Equal(want.RecordedAt), got.RecordedAt, want.RecordedAt},
		{"SupersededAt", equalTimePtr(got.SupersededAt, want.SupersededAt), fmtTimePtr(got.SupersededAt), fmtTimePtr(want.SupersededAt)},
	}
	for _, f := range fields {
		if !f.ok {
			t.Errorf("%s: fact %s: %s = %v, want %v", what, want.ID, f.name, f.got, f.want)
		}
	}
}

// checkClaim reports every field of got that differs from want.
func checkClaim(t *testing.T, what string, got, want entity.Claim) {
	t.Helper()
	type field struct {
		name string
		ok   bool
		got  any
		want any
	}
	fields := []field{
		{"ID", got.ID == want.ID, got.ID, want.ID},
		{"PatientID", got.PatientID == want.PatientID, got.PatientID, want.PatientID},
		{"SessionID", got.SessionID == want.SessionID, got.SessionID, want.SessionID},
		{"TurnID", got.TurnID == want.TurnID, got.TurnID, want.TurnID},
		{"Status", got.Status == want.Status, got.Status, want.Status},
		{"Reason", got.Reason == want.Reason, got.Reason, want.Reason},
		{"Confidence", got.Confidence == want.Confidence, got.Confidence, want.Confidence},
		{"ConflictsWith", slices.Equal(got.ConflictsWith, want.ConflictsWith), got.ConflictsWith, want.ConflictsWith},
		{"Text", got.Text == want.Text, got.Text, want.Text},
		{"Explanation", got.Explanation == want.Explanation, got.Explanation, want.Explanation},
		{"CreatedAt", got.CreatedAt.Equal(want.CreatedAt), got.CreatedAt, want.CreatedAt},
		{"ResolvedAt", equalTimePtr(got.ResolvedAt, want.ResolvedAt), fmtTimePtr(got.ResolvedAt), fmtTimePtr(want.ResolvedAt)},
		{"ResolvedBy", got.ResolvedBy == want.ResolvedBy, got.ResolvedBy, want.ResolvedBy},
		{"Note", got.Note == want.Note, got.Note, want.Note},
	}
	for _, f := range fields {
		if !f.ok {
			t.Errorf("%s: claim %s: %s = %v, want %v", what, want.ID, f.name, f.got, f.want)
		}
	}
	checkFact(t, what+": proposed", got.Proposed, want.Proposed)
}

func testApplyRoundTrip(t *testing.T, s entity.Store) {
	full := fact("f-1", "p-1", at(0))
	full.ValidTo = ptr(at(48 * time.Hour))
	// A time in another zone must come back as the same instant.
	full.ValidFrom = time.Date(2026, 11, 28, 17, 30, 0, 654321000, time.FixedZone("CST", 8*3600))

	sparse := entity.Fact{
		ID:           "f-2",
		PatientID:    "p-1",
		Type:         entity.Observation,
		Display:      "blood pressure 118/75 mmHg",
		Code:         entity.Code{System: "LOINC", Code: "85354-9"},
		Status:       entity.Active,
		Verification: entity.Unconfirmed,
		Kind:         entity.KindInference,
		Confidence:   0.5,
		Source:       entity.Source{Kind: entity.SourceInferred},
		ValidFrom:    at(time.Minute),
		RecordedAt:   at(time.Minute),
	}
	superseded := fact("f-3", "p-1", at(2*time.Minute))
	superseded.Display = "过敏：青霉素"
	superseded.Attributes = map[string]string{"反应": "皮疹", "severity": "moderate", "quote": `"a" \ b`}

	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{full, sparse, superseded}})
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1",
		Supersede: []entity.Supersession{{FactID: "f-3", At: at(time.Hour)}}})
	superseded.SupersededAt = ptr(at(time.Hour))

	got := mustRecord(t, s, TenantA, "p-1", time.Time{})
	wantIDs(t, "current record", ids(got), []string{"f-1", "f-2"})
	if len(got) == 2 {
		checkFact(t, "record", got[0], full)
		checkFact(t, "record", got[1], sparse)
	}
	for _, want := range []entity.Fact{full, sparse, superseded} {
		checkFact(t, "Fact", mustFact(t, s, TenantA, "p-1", want.ID), want)
	}
}

func testApplyIdempotent(t *testing.T, s entity.Store) {
	c := entity.Change{
		PatientID: "p-1",
		Create:    []entity.Fact{fact("f-1", "p-1", at(0)), fact("f-2", "p-1", at(time.Minute))},
		Claims:    []entity.Claim{claim("c-1", "p-1", at(0))},
	}
	mustApply(t, s, TenantA, c)
	first := mustRecord(t, s, TenantA, "p-1", time.Time{})
	mustApply(t, s, TenantA, c)
	second := mustRecord(t, s, TenantA, "p-1", time.Time{})
	wantIDs(t, "record after the second apply", ids(second), []string{"f-1", "f-2"})
	if len(first) == len(second) {
		for i := range first {
			checkFact(t, "record after the second apply", second[i], first[i])
		}
	}
	cs, _ := mustClaims(t, s, TenantA, entity.ClaimFilter{})
	wantIDs(t, "claims after the second apply", ids(cs), []string{"c-1"})

	// A supersession applied twice is also idempotent.
	sup := entity.Change{PatientID: "p-1", Supersede: []entity.Supersession{{FactID: "f-1", At: at(time.Hour)}}}
	mustApply(t, s, TenantA, sup)
	mustApply(t, s, TenantA, sup)
	if got := mustFact(t, s, TenantA, "p-1", "f-1"); !equalTimePtr(got.SupersededAt, ptr(at(time.Hour))) {
		t.Errorf("superseded at = %s, want %s", fmtTimePtr(got.SupersededAt), at(time.Hour))
	}

	// Re-applying a create whose id exists keeps the first version.
	changed := fact("f-2", "p-1", at(time.Minute))
	changed.Display = "something else"
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{changed}})
	if got := mustFact(t, s, TenantA, "p-1", "f-2"); got.Display != "amlodipine 5 mg once daily" {
		t.Errorf("display after re-create = %q, want the first version kept", got.Display)
	}
}

func testDefaults(t *testing.T, s entity.Store) {
	f := fact("f-1", "p-1", time.Time{})
	c := claim("c-1", "p-1", time.Time{})
	c.Status = ""
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{f, fact("f-old", "p-1", at(0))},
		Claims: []entity.Claim{c}})
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Supersede: []entity.Supersession{{FactID: "f-old"}}})
	if got := mustFact(t, s, TenantA, "p-1", "f-1"); !got.RecordedAt.Equal(now()) {
		t.Errorf("RecordedAt = %v, want the clock's %v", got.RecordedAt, now())
	}
	if got := mustFact(t, s, TenantA, "p-1", "f-old"); !equalTimePtr(got.SupersededAt, ptr(now())) {
		t.Errorf("SupersededAt = %s, want the clock's %v", fmtTimePtr(got.SupersededAt), now())
	}
	got := mustClaim(t, s, TenantA, "c-1")
	if !got.CreatedAt.Equal(now()) {
		t.Errorf("CreatedAt = %v, want the clock's %v", got.CreatedAt, now())
	}
	if got.Status != entity.ClaimPending {
		t.Errorf("Status = %q, want %q for a claim created without one", got.Status, entity.ClaimPending)
	}

	confirmed := confirmedFact(got, "f-confirmed", time.Time{})
	resolved, err := s.ResolveClaim(context.Background(), scope(TenantA), "c-1", entity.Resolution{
		Status: entity.ClaimConfirmed, ResolvedBy: "key:doc", Fact: &confirmed})
	if err != nil {
		t.Fatalf("ResolveClaim: %v", err)
	}
	if !equalTimePtr(resolved.ResolvedAt, ptr(now())) {
		t.Errorf("ResolvedAt = %s, want the clock's %v", fmtTimePtr(resolved.ResolvedAt), now())
	}
	if got := mustFact(t, s, TenantA, "p-1", "f-confirmed"); !got.RecordedAt.Equal(now()) {
		t.Errorf("confirmed fact RecordedAt = %v, want the clock's %v", got.RecordedAt, now())
	}
}

func testSupersede(t *testing.T, s entity.Store) {
	old := fact("f-old", "p-1", at(0))
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{old}})
	nw := fact("f-new", "p-1", at(time.Hour))
	nw.Display = "amlodipine 10 mg once daily"
	nw.Attributes = map[string]string{"dose": "10 mg", "frequency": "qd"}
	mustApply(t, s, TenantA, entity.Change{
		PatientID: "p-1",
		Create:    []entity.Fact{nw},
		Supersede: []entity.Supersession{{FactID: "f-old", At: at(time.Hour)}},
	})

	wantIDs(t, "current record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-new"})
	gotOld := mustFact(t, s, TenantA, "p-1", "f-old")
	old.SupersededAt = ptr(at(time.Hour))
	checkFact(t, "superseded fact", gotOld, old)
	checkFact(t, "new fact", mustFact(t, s, TenantA, "p-1", "f-new"), nw)
}

func testRecordAsOf(t *testing.T, s entity.Store) {
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{
		fact("f-old", "p-1", at(0)), fact("f-other", "p-1", at(time.Minute)),
	}})
	mustApply(t, s, TenantA, entity.Change{
		PatientID: "p-1",
		Create:    []entity.Fact{fact("f-new", "p-1", at(time.Hour))},
		Supersede: []entity.Supersession{{FactID: "f-old", At: at(time.Hour)}},
	})
	tests := []struct {
		name string
		asOf time.Time
		want []string
	}{
		{"before anything was recorded", at(-time.Second), []string{}},
		{"at the first recording", at(0), []string{"f-old"}},
		{"before the supersession", at(30 * time.Minute), []string{"f-old", "f-other"}},
		{"a microsecond before the supersession", at(time.Hour - time.Microsecond), []string{"f-old", "f-other"}},
		{"at the supersession", at(time.Hour), []string{"f-other", "f-new"}},
		{"after the supersession", at(2 * time.Hour), []string{"f-other", "f-new"}},
		{"as of now (zero)", time.Time{}, []string{"f-other", "f-new"}},
		{"in another time zone", at(30 * time.Minute).In(time.FixedZone("CST", 8*3600)), []string{"f-old", "f-other"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantIDs(t, "record", ids(mustRecord(t, s, TenantA, "p-1", tt.asOf)), tt.want)
		})
	}
}

func testRecordOrder(t *testing.T, s entity.Store) {
	// Created out of order, with a tie on RecordedAt broken by id.
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{
		fact("f-c", "p-1", at(2*time.Minute)),
		fact("f-b", "p-1", at(time.Minute)),
		fact("f-a", "p-1", at(time.Minute)),
		fact("f-z", "p-1", at(0)),
	}})
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-2", Create: []entity.Fact{fact("f-y", "p-2", at(0))}})
	wantIDs(t, "record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-z", "f-a", "f-b", "f-c"})
	wantIDs(t, "record of an unknown patient", ids(mustRecord(t, s, TenantA, "p-unknown", time.Time{})), []string{})
}

func testSupersedeUnknownIsAtomic(t *testing.T, s entity.Store) {
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{fact("f-1", "p-1", at(0))}})
	ctx := context.Background()
	err := s.Apply(ctx, scope(TenantA), entity.Change{
		PatientID: "p-1",
		Create:    []entity.Fact{fact("f-new", "p-1", at(time.Hour))},
		Supersede: []entity.Supersession{{FactID: "f-1", At: at(time.Hour)}, {FactID: "f-missing", At: at(time.Hour)}},
		Claims:    []entity.Claim{claim("c-1", "p-1", at(time.Hour))},
	})
	wantErr(t, "Apply superseding an unknown fact", err, entity.ErrNotFound)

	wantIDs(t, "record after the failed apply", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-1"})
	if f := mustFact(t, s, TenantA, "p-1", "f-1"); f.SupersededAt != nil {
		t.Errorf("f-1 superseded at %s by a failed apply, want nil", fmtTimePtr(f.SupersededAt))
	}
	_, err = s.Fact(ctx, scope(TenantA), "p-1", "f-new")
	wantErr(t, "Fact created by a failed apply", err, entity.ErrNotFound)
	_, err = s.Claim(ctx, scope(TenantA), "c-1")
	wantErr(t, "Claim created by a failed apply", err, entity.ErrNotFound)

	// A fact of another patient is unknown for this one.
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-2", Create: []entity.Fact{fact("f-2", "p-2", at(0))}})
	err = s.Apply(ctx, scope(TenantA), entity.Change{
		PatientID: "p-1",
		Supersede: []entity.Supersession{{FactID: "f-2", At: at(time.Hour)}},
	})
	wantErr(t, "Apply superseding another patient's fact", err, entity.ErrNotFound)
	if f := mustFact(t, s, TenantA, "p-2", "f-2"); f.SupersededAt != nil {
		t.Errorf("f-2 superseded through another patient, want nil")
	}
}

// Two writers that both close f-1 (two replicas' gates, or an outbox item
// replayed after another closed it) must both succeed: the second change's
// other work is written and the first closing time is kept.
func testSupersedeClosedKeepsFirst(t *testing.T, s entity.Store) {
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{fact("f-1", "p-1", at(0))}})
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Supersede: []entity.Supersession{{FactID: "f-1", At: at(time.Hour)}}})
	err := s.Apply(context.Background(), scope(TenantA), entity.Change{
		PatientID: "p-1",
		Create:    []entity.Fact{fact("f-2", "p-1", at(2*time.Hour))},
		Supersede: []entity.Supersession{{FactID: "f-1", At: at(2 * time.Hour)}},
	})
	if err != nil {
		t.Fatalf("Apply superseding a closed fact at another time: %v, want nil", err)
	}
	if f := mustFact(t, s, TenantA, "p-1", "f-1"); !equalTimePtr(f.SupersededAt, ptr(at(time.Hour))) {
		t.Errorf("f-1 superseded at %s, want the first time %s kept", fmtTimePtr(f.SupersededAt), at(time.Hour))
	}
	if f := mustFact(t, s, TenantA, "p-1", "f-2"); f.SupersededAt != nil {
		t.Errorf("f-2 superseded at %s, want current", fmtTimePtr(f.SupersededAt))
	}
	wantIDs(t, "current record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-2"})
}

func testFactWrongPatient(t *testing.T, s entity.Store) {
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{fact("f-1", "p-1", at(0))}})
	ctx := context.Background()
	_, err := s.Fact(ctx, scope(TenantA), "p-2", "f-1")
	wantErr(t, "Fact under another patient", err, entity.ErrNotFound)
	_, err = s.Fact(ctx, scope(TenantA), "p-1", "f-missing")
	wantErr(t, "Fact unknown", err, entity.ErrNotFound)
}

func testClaimRoundTrip(t *testing.T, s entity.Store) {
	c := claim("c-1", "p-1", at(0))
	bare := entity.Claim{ID: "c-2", PatientID: "p-1", Status: entity.ClaimPending, Reason: entity.ReasonPolicy,
		CreatedAt: at(time.Minute), Proposed: entity.Fact{ID: "x", PatientID: "p-1", Type: entity.Symptom}}
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Claims: []entity.Claim{c, bare}})
	checkClaim(t, "Claim", mustClaim(t, s, TenantA, "c-1"), c)
	got := mustClaim(t, s, TenantA, "c-2")
	checkClaim(t, "Claim", got, bare)
	if len(got.ConflictsWith) != 0 {
		t.Errorf("ConflictsWith = %q, want empty", got.ConflictsWith)
	}
	_, err := s.Claim(context.Background(), scope(TenantA), "c-missing")
	wantErr(t, "Claim unknown", err, entity.ErrNotFound)
	// Claims are not facts of the record.
	wantIDs(t, "record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{})
}

func testClaimsFilter(t *testing.T, s entity.Store) {
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Claims: []entity.Claim{
		claim("c-1", "p-1", at(0)), claim("c-2", "p-1", at(time.Minute)),
	}})
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-2", Claims: []entity.Claim{
		claim("c-3", "p-2", at(30*time.Second)),
	}})
	ctx := context.Background()
	if _, err := s.ResolveClaim(ctx, scope(TenantA), "c-2", entity.Resolution{
		Status: entity.ClaimRejected, ResolvedBy: "key:doc", At: at(time.Hour)}); err != nil {
		t.Fatalf("ResolveClaim: %v", err)
	}
	tests := []struct {
		name   string
		filter entity.ClaimFilter
		want   []string
	}{
		{"no filter", entity.ClaimFilter{}, []string{"c-1", "c-3", "c-2"}},
		{"pending", entity.ClaimFilter{Status: entity.ClaimPending}, []string{"c-1", "c-3"}},
		{"rejected", entity.ClaimFilter{Status: entity.ClaimRejected}, []string{"c-2"}},
		{"confirmed", entity.ClaimFilter{Status: entity.ClaimConfirmed}, []string{}},
		{"patient p-1", entity.ClaimFilter{PatientID: "p-1"}, []string{"c-1", "c-2"}},
		{"patient p-2", entity.ClaimFilter{PatientID: "p-2"}, []string{"c-3"}},
		{"pending of patient p-1", entity.ClaimFilter{PatientID: "p-1", Status: entity.ClaimPending}, []string{"c-1"}},
		{"unknown patient", entity.ClaimFilter{PatientID: "p-9"}, []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs, next := mustClaims(t, s, TenantA, tt.filter)
			wantIDs(t, "claims", ids(cs), tt.want)
			if next != "" {
				t.Errorf("next cursor = %q with no limit, want empty", next)
			}
		})
	}
}

func testClaimsPaging(t *testing.T, s entity.Store) {
	// Inserted out of order, with ties on CreatedAt broken by id.
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Claims: []entity.Claim{
		claim("c-e", "p-1", at(3*time.Minute)),
		claim("c-b", "p-1", at(time.Minute)),
		claim("c-a", "p-1", at(time.Minute)),
		claim("c-z", "p-1", at(0)),
		claim("c-c", "p-1", at(2*time.Minute)),
	}})
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-2", Claims: []entity.Claim{claim("c-y", "p-2", at(90*time.Second))}})
	tests := []struct {
		name   string
		filter entity.ClaimFilter
		want   []string
	}{
		{"limit 2 over all patients", entity.ClaimFilter{Limit: 2}, []string{"c-z", "c-a", "c-b", "c-y", "c-c", "c-e"}},
		{"limit 1 of one patient", entity.ClaimFilter{Limit: 1, PatientID: "p-1"}, []string{"c-z", "c-a", "c-b", "c-c", "c-e"}},
		{"limit 5 of one patient (exact multiple)", entity.ClaimFilter{Limit: 5, PatientID: "p-1"}, []string{"c-z", "c-a", "c-b", "c-c", "c-e"}},
		{"limit larger than the claims", entity.ClaimFilter{Limit: 50}, []string{"c-z", "c-a", "c-b", "c-y", "c-c", "c-e"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			f := tt.filter
			for page := 0; ; page++ {
				if page > len(tt.want)+1 {
					t.Fatalf("paging did not end after %d pages: %q", page, got)
				}
				cs, next := mustClaims(t, s, TenantA, f)
				if len(cs) > f.Limit {
					t.Fatalf("page %d has %d claims, over the limit %d", page, len(cs), f.Limit)
				}
				got = append(got, ids(cs)...)
				if next == "" {
					break
				}
				if len(cs) < f.Limit {
					t.Errorf("page %d is short (%d) yet has a next cursor %q", page, len(cs), next)
				}
				f.After = next
			}
			wantIDs(t, "claims visited", got, tt.want)
		})
	}
}

func testResolveConfirm(t *testing.T, s entity.Store) {
	c := claim("c-1", "p-1", at(0))
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Claims: []entity.Claim{c}})
	f := c.Proposed
	f.ID = "f-confirmed"
	f.Verification = entity.Confirmed
	f.Source = entity.Source{Kind: entity.SourceClinician}
	f.RecordedAt = at(time.Hour)
	got, err := s.ResolveClaim(context.Background(), scope(TenantA), "c-1", entity.Resolution{
		Status: entity.ClaimConfirmed, ResolvedBy: "key:doc", At: at(time.Hour), Note: "checked with the patient", Fact: &f,
	})
	if err != nil {
		t.Fatalf("ResolveClaim: %v", err)
	}
	want := c
	want.Status = entity.ClaimConfirmed
	want.ResolvedAt = ptr(at(time.Hour))
	want.ResolvedBy = "key:doc"
	want.Note = "checked with the patient"
	checkClaim(t, "ResolveClaim result", got, want)
	checkClaim(t, "Claim after resolve", mustClaim(t, s, TenantA, "c-1"), want)
	checkFact(t, "fact of the confirmation", mustFact(t, s, TenantA, "p-1", "f-confirmed"), f)
	wantIDs(t, "record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-confirmed"})
}

func testResolveReject(t *testing.T, s entity.Store) {
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Claims: []entity.Claim{claim("c-1", "p-1", at(0))}})
	got, err := s.ResolveClaim(context.Background(), scope(TenantA), "c-1", entity.Resolution{
		Status: entity.ClaimRejected, ResolvedBy: "key:doc", At: at(time.Hour), Note: "patient unsure"})
	if err != nil {
		t.Fatalf("ResolveClaim: %v", err)
	}
	if got.Status != entity.ClaimRejected || got.Note != "patient unsure" || !equalTimePtr(got.ResolvedAt, ptr(at(time.Hour))) {
		t.Errorf("resolved claim = status %q note %q at %s", got.Status, got.Note, fmtTimePtr(got.ResolvedAt))
	}
	wantIDs(t, "record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{})
}

// hypertension returns an active hypertension condition of patient.
func hypertension(id, patient string, rec time.Time) entity.Fact {
	f := fact(id, patient, rec)
	f.Type = entity.Condition
	f.Display = "hypertension"
	f.Code = entity.Code{System: "ICD-10", Code: "I10"}
	f.Attributes = map[string]string{}
	return f
}

// confirmedFact is the fact a clinician writes on confirming c.
func confirmedFact(c entity.Claim, id string, rec time.Time) entity.Fact {
	f := c.Proposed
	f.ID = id
	f.Verification = entity.Confirmed
	f.Source = entity.Source{Kind: entity.SourceClinician}
	f.RecordedAt = rec
	return f
}

func testResolveSupersede(t *testing.T, s entity.Store) {
	htn := hypertension("f-htn", "p-1", at(0))
	med := fact("f-med", "p-1", at(time.Minute))
	closed := fact("f-closed", "p-1", at(2*time.Minute))
	other := fact("f-other", "p-1", at(3*time.Minute))
	c := claim("c-1", "p-1", at(10*time.Minute))
	c.Proposed = hypertension("proposed-c-1", "p-1", at(10*time.Minute))
	c.Proposed.Status = entity.Resolved
	c.Proposed.Verification = entity.Unconfirmed
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{htn, med, closed, other},
		Claims: []entity.Claim{c}})
	// f-closed is already closed before the resolution: closing it again
	// keeps its first time.
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1",
		Supersede: []entity.Supersession{{FactID: "f-closed", At: at(45 * time.Minute)}}})

	resolved := confirmedFact(c, "f-htn-resolved", at(time.Hour))
	got, err := s.ResolveClaim(context.Background(), scope(TenantA), "c-1", entity.Resolution{
		Status: entity.ClaimConfirmed, ResolvedBy: "key:doc", At: at(time.Hour), Fact: &resolved,
		Supersede: []entity.Supersession{
			{FactID: "f-htn"}, // zero At: closed at the resolution's time
			{FactID: "f-med", At: at(30 * time.Minute)}, // its own time
			{FactID: "f-closed"},                        // already closed earlier
		},
	})
	if err != nil {
		t.Fatalf("ResolveClaim: %v", err)
	}
	if got.Status != entity.ClaimConfirmed {
		t.Errorf("claim status = %q, want %q", got.Status, entity.ClaimConfirmed)
	}
	htn.SupersededAt = ptr(at(time.Hour))
	med.SupersededAt = ptr(at(30 * time.Minute))
	closed.SupersededAt = ptr(at(45 * time.Minute))
	for _, want := range []entity.Fact{htn, med, closed, other, resolved} {
		checkFact(t, "fact after the confirmation", mustFact(t, s, TenantA, "p-1", want.ID), want)
	}
	wantIDs(t, "current record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-other", "f-htn-resolved"})
	wantIDs(t, "record before the confirmation", ids(mustRecord(t, s, TenantA, "p-1", at(20*time.Minute))),
		[]string{"f-htn", "f-med", "f-closed", "f-other"})
}

func testResolveSupersedeAtomic(t *testing.T, s entity.Store) {
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{
		hypertension("f-htn", "p-1", at(0)), fact("f-closed", "p-1", at(0)),
	}})
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1",
		Supersede: []entity.Supersession{{FactID: "f-closed", At: at(time.Minute)}}})
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-2", Create: []entity.Fact{fact("f-p2", "p-2", at(0))}})

	tests := []struct {
		name   string
		target entity.Supersession
		want   error
	}{
		{"an unknown fact is not found", entity.Supersession{FactID: "f-missing"}, entity.ErrNotFound},
		{"another patient's fact is not found", entity.Supersession{FactID: "f-p2"}, entity.ErrNotFound},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			claimID := fmt.Sprintf("c-%d", i)
			c := claim(claimID, "p-1", at(time.Duration(i)*time.Second))
			mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Claims: []entity.Claim{c}})
			f := confirmedFact(c, "f-new-"+claimID, at(time.Hour))
			_, err := s.ResolveClaim(context.Background(), scope(TenantA), claimID, entity.Resolution{
				Status: entity.ClaimConfirmed, ResolvedBy: "key:doc", At: at(time.Hour), Fact: &f,
				// The valid target comes first: its closing must be undone too.
				Supersede: []entity.Supersession{{FactID: "f-htn"}, tt.target},
			})
			wantErr(t, "ResolveClaim", err, tt.want)
			got := mustClaim(t, s, TenantA, claimID)
			if got.Status != entity.ClaimPending || got.ResolvedAt != nil || got.ResolvedBy != "" {
				t.Errorf("claim after the failed confirmation = status %q at %s by %q, want pending and unresolved",
					got.Status, fmtTimePtr(got.ResolvedAt), got.ResolvedBy)
			}
			_, err = s.Fact(context.Background(), scope(TenantA), "p-1", f.ID)
			wantErr(t, "fact of the failed confirmation", err, entity.ErrNotFound)
			if htn := mustFact(t, s, TenantA, "p-1", "f-htn"); htn.SupersededAt != nil {
				t.Errorf("f-htn closed at %s by a failed confirmation, want it current", fmtTimePtr(htn.SupersededAt))
			}
			if cl := mustFact(t, s, TenantA, "p-1", "f-closed"); !equalTimePtr(cl.SupersededAt, ptr(at(time.Minute))) {
				t.Errorf("f-closed closed at %s, want %s kept", fmtTimePtr(cl.SupersededAt), at(time.Minute))
			}
			if p2 := mustFact(t, s, TenantA, "p-2", "f-p2"); p2.SupersededAt != nil {
				t.Errorf("another patient's fact closed at %s by p-1's claim", fmtTimePtr(p2.SupersededAt))
			}
		})
	}
}

func testResolveRejectIgnoresSupersede(t *testing.T, s entity.Store) {
	htn := hypertension("f-htn", "p-1", at(0))
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{htn},
		Claims: []entity.Claim{claim("c-1", "p-1", at(time.Minute))}})
	got, err := s.ResolveClaim(context.Background(), scope(TenantA), "c-1", entity.Resolution{
		Status: entity.ClaimRejected, ResolvedBy: "key:doc", At: at(time.Hour),
		// Neither the open fact nor the unknown one is looked at.
		Supersede: []entity.Supersession{{FactID: "f-htn"}, {FactID: "f-missing"}},
	})
	if err != nil {
		t.Fatalf("ResolveClaim: %v", err)
	}
	if got.Status != entity.ClaimRejected {
		t.Errorf("claim status = %q, want %q", got.Status, entity.ClaimRejected)
	}
	checkFact(t, "fact named by a rejection", mustFact(t, s, TenantA, "p-1", "f-htn"), htn)
	wantIDs(t, "record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-htn"})
}

func testResolveSupersedeCrossTenant(t *testing.T, s entity.Store) {
	a := hypertension("f-htn", "p-1", at(0))
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{a}})
	c := claim("c-b", "p-1", at(time.Minute))
	mustApply(t, s, TenantB, entity.Change{PatientID: "p-1", Claims: []entity.Claim{c}})

	f := confirmedFact(c, "f-b", at(time.Hour))
	_, err := s.ResolveClaim(context.Background(), scope(TenantB), "c-b", entity.Resolution{
		Status: entity.ClaimConfirmed, ResolvedBy: "key:b", At: at(time.Hour), Fact: &f,
		Supersede: []entity.Supersession{{FactID: "f-htn"}},
	})
	wantErr(t, "B closing A's fact through a claim", err, entity.ErrNotFound)
	checkFact(t, "A's fact after B's attempt", mustFact(t, s, TenantA, "p-1", "f-htn"), a)
	if got := mustClaim(t, s, TenantB, "c-b"); got.Status != entity.ClaimPending {
		t.Errorf("B's claim status = %q after the failed confirmation, want pending", got.Status)
	}
	wantIDs(t, "B's record", ids(mustRecord(t, s, TenantB, "p-1", time.Time{})), []string{})
}

func testResolveTwice(t *testing.T, s entity.Store) {
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Claims: []entity.Claim{claim("c-1", "p-1", at(0))}})
	ctx := context.Background()
	if _, err := s.ResolveClaim(ctx, scope(TenantA), "c-1", entity.Resolution{
		Status: entity.ClaimRejected, ResolvedBy: "key:doc", At: at(time.Hour)}); err != nil {
		t.Fatalf("first ResolveClaim: %v", err)
	}
	f := fact("f-late", "p-1", at(2*time.Hour))
	_, err := s.ResolveClaim(ctx, scope(TenantA), "c-1", entity.Resolution{
		Status: entity.ClaimConfirmed, ResolvedBy: "key:other", At: at(2 * time.Hour), Fact: &f})
	wantErr(t, "second ResolveClaim", err, entity.ErrConflict)
	got := mustClaim(t, s, TenantA, "c-1")
	if got.Status != entity.ClaimRejected || got.ResolvedBy != "key:doc" {
		t.Errorf("claim after a conflicting resolve = status %q by %q, want the first resolution kept", got.Status, got.ResolvedBy)
	}
	_, err = s.Fact(ctx, scope(TenantA), "p-1", "f-late")
	wantErr(t, "fact of a conflicting resolve", err, entity.ErrNotFound)
}

func testResolveUnknown(t *testing.T, s entity.Store) {
	_, err := s.ResolveClaim(context.Background(), scope(TenantA), "c-missing", entity.Resolution{
		Status: entity.ClaimConfirmed, ResolvedBy: "key:doc", At: at(0)})
	wantErr(t, "ResolveClaim of an unknown claim", err, entity.ErrNotFound)
}

func testResolveBadStatus(t *testing.T, s entity.Store) {
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Claims: []entity.Claim{claim("c-1", "p-1", at(0))}})
	f := fact("f-new", "p-1", at(time.Hour))
	if _, err := s.ResolveClaim(context.Background(), scope(TenantA), "c-1", entity.Resolution{
		Status: entity.ClaimPending, ResolvedBy: "key:doc", At: at(time.Hour), Fact: &f}); err == nil {
		t.Fatal("ResolveClaim with status pending: want an error")
	}
	if c := mustClaim(t, s, TenantA, "c-1"); c.Status != entity.ClaimPending || c.ResolvedAt != nil {
		t.Errorf("claim after a refused resolution: status %s, resolved_at %v", c.Status, c.ResolvedAt)
	}
	if got := ids(mustRecord(t, s, TenantA, "p-1", time.Time{})); len(got) != 0 {
		t.Errorf("a refused resolution wrote facts %v", got)
	}
}

func testDeletePatient(t *testing.T, s entity.Store) {
	for _, p := range []string{"p-1", "p-2"} {
		mustApply(t, s, TenantA, entity.Change{PatientID: p,
			Create: []entity.Fact{fact("f-"+p, p, at(0)), fact("f-old-"+p, p, at(0))},
			Claims: []entity.Claim{claim("c-"+p, p, at(0))}})
		mustApply(t, s, TenantA, entity.Change{PatientID: p,
			Supersede: []entity.Supersession{{FactID: "f-old-" + p, At: at(time.Hour)}}})
	}
	ctx := context.Background()
	if err := s.DeletePatient(ctx, scope(TenantA), "p-1"); err != nil {
		t.Fatalf("DeletePatient: %v", err)
	}
	wantIDs(t, "record of the deleted patient", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{})
	wantIDs(t, "past record of the deleted patient", ids(mustRecord(t, s, TenantA, "p-1", at(time.Minute))), []string{})
	for _, id := range []string{"f-p-1", "f-old-p-1"} {
		_, err := s.Fact(ctx, scope(TenantA), "p-1", id)
		wantErr(t, "Fact of the deleted patient", err, entity.ErrNotFound)
	}
	_, err := s.Claim(ctx, scope(TenantA), "c-p-1")
	wantErr(t, "Claim of the deleted patient", err, entity.ErrNotFound)

	wantIDs(t, "record of the other patient", ids(mustRecord(t, s, TenantA, "p-2", time.Time{})), []string{"f-p-2"})
	mustFact(t, s, TenantA, "p-2", "f-old-p-2")
	cs, _ := mustClaims(t, s, TenantA, entity.ClaimFilter{})
	wantIDs(t, "claims left", ids(cs), []string{"c-p-2"})

	if err := s.DeletePatient(ctx, scope(TenantA), "p-1"); err != nil {
		t.Errorf("DeletePatient of a deleted patient: %v, want nil", err)
	}
	// The patient may be written again after erasure.
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{fact("f-p-1", "p-1", at(2*time.Hour))}})
	wantIDs(t, "record after re-creation", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-p-1"})
}

func testCrossTenant(t *testing.T, s entity.Store) {
	ctx := context.Background()
	a := fact("f-1", "p-1", at(0))
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{a},
		Claims: []entity.Claim{claim("c-1", "p-1", at(0))}})
	b := scope(TenantB)

	t.Run("tenant B sees none of tenant A's facts or claims", func(t *testing.T) {
		wantIDs(t, "B's record", ids(mustRecord(t, s, TenantB, "p-1", time.Time{})), []string{})
		wantIDs(t, "B's past record", ids(mustRecord(t, s, TenantB, "p-1", at(time.Hour))), []string{})
		_, err := s.Fact(ctx, b, "p-1", "f-1")
		wantErr(t, "B reading A's fact", err, entity.ErrNotFound)
		_, err = s.Claim(ctx, b, "c-1")
		wantErr(t, "B reading A's claim", err, entity.ErrNotFound)
		cs, next := mustClaims(t, s, TenantB, entity.ClaimFilter{})
		wantIDs(t, "B's claims", ids(cs), []string{})
		if next != "" {
			t.Errorf("B's next cursor = %q, want empty", next)
		}
		cs, _ = mustClaims(t, s, TenantB, entity.ClaimFilter{Limit: 1, After: "c-1"})
		wantIDs(t, "B's claims after A's cursor", ids(cs), []string{})
	})

	t.Run("tenant B cannot change tenant A's data", func(t *testing.T) {
		f := fact("f-b", "p-1", at(time.Hour))
		_, err := s.ResolveClaim(ctx, b, "c-1", entity.Resolution{Status: entity.ClaimConfirmed, ResolvedBy: "key:b", At: at(time.Hour), Fact: &f})
		wantErr(t, "B resolving A's claim", err, entity.ErrNotFound)
		err = s.Apply(ctx, b, entity.Change{PatientID: "p-1", Supersede: []entity.Supersession{{FactID: "f-1", At: at(time.Hour)}}})
		wantErr(t, "B superseding A's fact", err, entity.ErrNotFound)
		if err := s.DeletePatient(ctx, b, "p-1"); err != nil {
			t.Fatalf("B deleting its own unknown patient: %v", err)
		}
		if got := mustClaim(t, s, TenantA, "c-1"); got.Status != entity.ClaimPending {
			t.Errorf("A's claim status = %q after B's attempt, want pending", got.Status)
		}
		checkFact(t, "A's fact after B's attempts", mustFact(t, s, TenantA, "p-1", "f-1"), a)
		wantIDs(t, "B's record", ids(mustRecord(t, s, TenantB, "p-1", time.Time{})), []string{})
	})

	t.Run("tenant B uses the same patient and ids independently", func(t *testing.T) {
		bf := fact("f-1", "p-1", at(time.Minute))
		bf.Display = "metformin 500 mg bid"
		bf.Code = entity.Code{System: "ATC", Code: "A10BA02"}
		bc := claim("c-1", "p-1", at(time.Minute))
		bc.Text = "tenant b's claim"
		mustApply(t, s, TenantB, entity.Change{PatientID: "p-1", Create: []entity.Fact{bf}, Claims: []entity.Claim{bc}})

		checkFact(t, "B's fact", mustFact(t, s, TenantB, "p-1", "f-1"), bf)
		checkFact(t, "A's fact", mustFact(t, s, TenantA, "p-1", "f-1"), a)
		checkClaim(t, "B's claim", mustClaim(t, s, TenantB, "c-1"), bc)
		if got := mustClaim(t, s, TenantA, "c-1"); got.Text == bc.Text {
			t.Errorf("A's claim text became B's")
		}

		if _, err := s.ResolveClaim(ctx, b, "c-1", entity.Resolution{Status: entity.ClaimRejected, ResolvedBy: "key:b", At: at(time.Hour)}); err != nil {
			t.Fatalf("B resolving its own claim: %v", err)
		}
		if got := mustClaim(t, s, TenantA, "c-1"); got.Status != entity.ClaimPending {
			t.Errorf("A's claim status = %q after B resolved its own, want pending", got.Status)
		}
		mustApply(t, s, TenantB, entity.Change{PatientID: "p-1", Supersede: []entity.Supersession{{FactID: "f-1", At: at(time.Hour)}}})
		if got := mustFact(t, s, TenantA, "p-1", "f-1"); got.SupersededAt != nil {
			t.Errorf("A's fact superseded by B's supersession")
		}

		if err := s.DeletePatient(ctx, b, "p-1"); err != nil {
			t.Fatalf("B DeletePatient: %v", err)
		}
		wantIDs(t, "A's record after B's erasure", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-1"})
		mustClaim(t, s, TenantA, "c-1")
		_, err := s.Claim(ctx, b, "c-1")
		wantErr(t, "B's erased claim", err, entity.ErrNotFound)
	})
}

func testNoTenant(t *testing.T, s entity.Store) {
	mustApply(t, s, TenantA, entity.Change{PatientID: "p-1", Create: []entity.Fact{fact("f-1", "p-1", at(0))},
		Claims: []entity.Claim{claim("c-1", "p-1", at(0))}})
	ctx := context.Background()
	none := tenancy.GlobalAdmin("key-1")
	calls := []struct {
		name string
		call func() error
	}{
		{"Apply", func() error {
			return s.Apply(ctx, none, entity.Change{PatientID: "p-1", Create: []entity.Fact{fact("f-2", "p-1", at(0))}})
		}},
		{"Record", func() error { _, err := s.Record(ctx, none, "p-1", time.Time{}); return err }},
		{"Fact", func() error { _, err := s.Fact(ctx, none, "p-1", "f-1"); return err }},
		{"Claims", func() error { _, _, err := s.Claims(ctx, none, entity.ClaimFilter{}); return err }},
		{"Claim", func() error { _, err := s.Claim(ctx, none, "c-1"); return err }},
		{"ResolveClaim", func() error {
			_, err := s.ResolveClaim(ctx, none, "c-1", entity.Resolution{Status: entity.ClaimRejected, At: at(0)})
			return err
		}},
		{"DeletePatient", func() error { return s.DeletePatient(ctx, none, "p-1") }},
	}
	for _, c := range calls {
		t.Run(c.name, func(t *testing.T) {
			wantErr(t, c.name, c.call(), tenancy.ErrNoTenant)
		})
	}
	wantIDs(t, "record after refused calls", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-1"})
	if got := mustClaim(t, s, TenantA, "c-1"); got.Status != entity.ClaimPending {
		t.Errorf("claim status = %q after refused calls, want pending", got.Status)
	}
}
