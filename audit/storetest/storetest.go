// Package storetest is the conformance suite for audit.Log implementations.
//
// The suite pins what the interface leaves to words: a Filter's Since is
// inclusive (events and accesses at or after it), a Limit keeps the first
// matches in the returned order (oldest first), Limit <= 0 means 100, and
// Chain is never limited.
//
// Run puts every backend under audit.Managed, as memory.New does: the suite
// pins what the service sees, the rules the manager holds included.
package storetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// base is the suite's clock origin, at microsecond precision.
var base = time.Date(2026, 3, 14, 9, 26, 53, 589793000, time.UTC)

// now is the manager's clock: a fixed instant, so that defaults are checked
// exactly.
func now() time.Time { return base.Add(time.Hour) }

var (
	scopeA = tenancy.ForKey(tenancy.Key{TenantID: "tenant-a", ID: "key_a", Role: tenancy.RoleClinician})
	scopeB = tenancy.ForKey(tenancy.Key{TenantID: "tenant-b", ID: "key_b", Role: tenancy.RoleClinician})
)

// Run runs the suite. newLog must return a fresh, empty log; it is called
// once per subtest.
func Run(t *testing.T, newLog func(t *testing.T) audit.Log) {
	tests := []struct {
		name string
		fn   func(t *testing.T, l audit.Log)
	}{
		{"appended events are sealed into a chain that verifies", testSealedChain},
		{"appending no events changes nothing", testAppendNone},
		{"each tenant has its own chain starting at seq 1", testPerTenantChains},
		{"Events filters by patient, since and limit", testEventsFilter},
		{"Events returns at most 100 by default and Chain returns all", testEventsDefaultLimit},
		{"accesses read back oldest first with filters", testAccesses},
		{"tenant B sees none of tenant A's events or accesses", testIsolation},
		{"a scope without tenant is refused by every method", testNoTenant},
		{"concurrent appends keep each chain intact", testConcurrentAppends},
		{"an access recorded without a time is recorded at the clock's", testAccessDefaultTime},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.fn(t, audit.Managed(newLog(t), now))
		})
	}
}

// event returns an unsealed event of patient at base plus minute minutes.
func event(patientID string, minute int, typ string) audit.Event {
	return audit.Event{
		At:        base.Add(time.Duration(minute) * time.Minute),
		Actor:     "key:key_a",
		Type:      typ,
		PatientID: patientID,
		EntityID:  fmt.Sprintf("ent-%s-%d", patientID, minute),
		After:     json.RawMessage(fmt.Sprintf(`{"minute": %d, "name": "氨氯地平"}`, minute)),
		Reason:    fmt.Sprintf("turn t%d", minute),
	}
}

// seal chains events as a store must, continuing from prev.
func seal(tenantID string, prev *audit.Event, events []audit.Event) []audit.Event {
	out := make([]audit.Event, 0, len(events))
	for _, e := range events {
		s := audit.Seal(tenantID, prev, e)
		out = append(out, s)
		prev = &out[len(out)-1]
	}
	return out
}

func mustAppend(t *testing.T, l audit.Log, sc tenancy.Scope, events []audit.Event) {
	t.Helper()
	if err := l.AppendEvents(context.Background(), sc, events); err != nil {
		t.Fatalf("AppendEvents(%s, %d events): %v", sc.TenantID(), len(events), err)
	}
}

func mustChain(t *testing.T, l audit.Log, sc tenancy.Scope) []audit.Event {
	t.Helper()
	c, err := l.Chain(context.Background(), sc)
	if err != nil {
		t.Fatalf("Chain(%s): %v", sc.TenantID(), err)
	}
	return c
}

// diffEvent describes how got differs from want, or returns "". Before and
// After are compared byte for byte: the hash covers their exact bytes.
func diffEvent(got, want audit.Event) string {
	if got.Seq != want.Seq || !got.At.Equal(want.At) || got.Actor != want.Actor || got.Type != want.Type ||
		got.PatientID != want.PatientID || got.EntityID != want.EntityID ||
		string(got.Before) != string(want.Before) || string(got.After) != string(want.After) ||
		got.Reason != want.Reason || got.Hash != want.Hash || got.PrevHash != want.PrevHash {
		return fmt.Sprintf("got %+v (before %q, after %q), want %+v (before %q, after %q)",
			got, got.Before, got.After, want, want.Before, want.After)
	}
	return ""
}

func seqs(events []audit.Event) []int64 {
	out := make([]int64, len(events))
	for i, e := range events {
		out[i] = e.Seq
	}
	return out
}

func testSealedChain(t *testing.T, l audit.Log) {
	first := []audit.Event{
		event("p1", 1, audit.FactCreated),
		event("p1", 2, audit.ClaimCreated),
		{At: base.Add(3 * time.Minute), Actor: "system", Type: audit.TenantCreated, EntityID: "tenant-a"},
	}
	second := []audit.Event{
		func() audit.Event {
			e := event("p1", 4, audit.FactSuperseded)
			e.Before = json.RawMessage(`{"dose":"5 mg"}`)
			e.After = json.RawMessage(`{"dose":"10 mg"}`)
			// Nanoseconds are dropped by Seal, before the hash is taken.
			e.At = e.At.Add(999 * time.Nanosecond).In(time.FixedZone("CST", 8*3600))
			return e
		}(),
		event("p2", 5, audit.PatientErased),
	}
	mustAppend(t, l, scopeA, first)
	mustAppend(t, l, scopeA, second)

	want := seal(scopeA.TenantID(), nil, first)
	want = append(want, seal(scopeA.TenantID(), &want[len(want)-1], second)...)
	chain := mustChain(t, l, scopeA)
	if len(chain) != len(want) {
		t.Fatalf("chain has %d events, want %d", len(chain), len(want))
	}
	for i := range want {
		if d := diffEvent(chain[i], want[i]); d != "" {
			t.Errorf("chain[%d]: %s", i, d)
		}
	}
	if i := audit.Verify(scopeA.TenantID(), chain); i != -1 {
		t.Errorf("Verify(chain) = %d, want -1", i)
	}
	if !slices.Equal(seqs(chain), []int64{1, 2, 3, 4, 5}) {
		t.Errorf("chain seqs = %v, want 1..5", seqs(chain))
	}
	if chain[0].PrevHash != "" {
		t.Errorf("first event PrevHash = %q, want empty", chain[0].PrevHash)
	}
	for i := 1; i < len(chain); i++ {
		if chain[i].PrevHash != chain[i-1].Hash {
			t.Errorf("chain[%d].PrevHash = %q, want chain[%d].Hash %q", i, chain[i].PrevHash, i-1, chain[i-1].Hash)
		}
	}
}

func testAppendNone(t *testing.T, l audit.Log) {
	mustAppend(t, l, scopeA, []audit.Event{event("p1", 1, audit.FactCreated)})
	for _, events := range [][]audit.Event{nil, {}} {
		mustAppend(t, l, scopeA, events)
	}
	chain := mustChain(t, l, scopeA)
	if len(chain) != 1 || audit.Verify(scopeA.TenantID(), chain) != -1 {
		t.Errorf("chain after empty appends = %v, want the one event intact", seqs(chain))
	}
}

func testPerTenantChains(t *testing.T, l audit.Log) {
	mustAppend(t, l, scopeA, []audit.Event{event("p1", 1, audit.FactCreated), event("p1", 2, audit.FactCreated)})
	mustAppend(t, l, scopeB, []audit.Event{event("p1", 3, audit.FactCreated)})
	mustAppend(t, l, scopeA, []audit.Event{event("p1", 4, audit.FactCreated)})

	cases := []struct {
		sc   tenancy.Scope
		want []int64
	}{{scopeA, []int64{1, 2, 3}}, {scopeB, []int64{1}}}
	for _, c := range cases {
		chain := mustChain(t, l, c.sc)
		if !slices.Equal(seqs(chain), c.want) {
			t.Errorf("%s chain seqs = %v, want %v", c.sc.TenantID(), seqs(chain), c.want)
		}
		if i := audit.Verify(c.sc.TenantID(), chain); i != -1 {
			t.Errorf("Verify(%s chain) = %d, want -1", c.sc.TenantID(), i)
		}
	}
	// The tenant is part of the hash: A's chain does not verify as B's.
	if i := audit.Verify(scopeB.TenantID(), mustChain(t, l, scopeA)); i != 0 {
		t.Errorf("Verify(B, A's chain) = %d, want 0", i)
	}
}

func testEventsFilter(t *testing.T, l audit.Log) {
	ctx := context.Background()
	// Seqs 1..6; At is not monotonic in Seq (event 4 is backdated).
	events := []audit.Event{
		event("p1", 1, audit.FactCreated),
		event("p2", 2, audit.FactCreated),
		event("p1", 3, audit.ClaimCreated),
		event("p1", 0, audit.FactSuperseded),
		event("p2", 5, audit.ClaimResolved),
		{At: base.Add(6 * time.Minute), Actor: "system", Type: audit.KeyCreated, EntityID: "key_x"},
	}
	mustAppend(t, l, scopeA, events)
	cases := []struct {
		name string
		f    audit.Filter
		want []int64
	}{
		{"no filter", audit.Filter{}, []int64{1, 2, 3, 4, 5, 6}},
		{"by patient", audit.Filter{PatientID: "p1"}, []int64{1, 3, 4}},
		{"by unknown patient", audit.Filter{PatientID: "p9"}, nil},
		{"since is inclusive", audit.Filter{Since: base.Add(3 * time.Minute)}, []int64{3, 5, 6}},
		{"since between events", audit.Filter{Since: base.Add(150 * time.Second)}, []int64{3, 5, 6}},
		{"limit keeps the first", audit.Filter{Limit: 2}, []int64{1, 2}},
		{"patient, since and limit", audit.Filter{PatientID: "p2", Since: base.Add(time.Minute), Limit: 1}, []int64{2}},
		{"since after everything", audit.Filter{Since: base.Add(time.Hour)}, nil},
	}
	for _, c := range cases {
		got, err := l.Events(ctx, scopeA, c.f)
		if err != nil {
			t.Fatalf("%s: Events: %v", c.name, err)
		}
		if !slices.Equal(seqs(got), c.want) && !(len(got) == 0 && len(c.want) == 0) {
			t.Errorf("%s: Events(%+v) seqs = %v, want %v", c.name, c.f, seqs(got), c.want)
		}
	}
	// Filtered events are the chain's own events, hashes included.
	chain := mustChain(t, l, scopeA)
	got, err := l.Events(ctx, scopeA, audit.Filter{PatientID: "p2"})
	if err != nil || len(got) != 2 {
		t.Fatalf("Events(p2) = %v, %v", seqs(got), err)
	}
	if d := diffEvent(got[1], chain[4]); d != "" {
		t.Errorf("Events(p2)[1] differs from chain[4]: %s", d)
	}
}

func testEventsDefaultLimit(t *testing.T, l audit.Log) {
	ctx := context.Background()
	var events []audit.Event
	for i := range 105 {
		events = append(events, event("p1", i, audit.FactCreated))
	}
	mustAppend(t, l, scopeA, events)
	got, err := l.Events(ctx, scopeA, audit.Filter{})
	if err != nil {
		t.Fatalf("Events: %v", err)
	}
	if len(got) != 100 || got[0].Seq != 1 || got[99].Seq != 100 {
		t.Errorf("Events with no limit returned %d events (seqs %v...), want seqs 1..100", len(got), seqs(got)[:min(3, len(got))])
	}
	if got, err := l.Events(ctx, scopeA, audit.Filter{Limit: -1}); err != nil || len(got) != 100 {
		t.Errorf("Events(Limit -1) = %d events, %v; want 100", len(got), err)
	}
	if got, err := l.Events(ctx, scopeA, audit.Filter{Limit: 103}); err != nil || len(got) != 103 {
		t.Errorf("Events(Limit 103) = %d events, %v; want 103", len(got), err)
	}
	chain := mustChain(t, l, scopeA)
	if len(chain) != 105 || audit.Verify(scopeA.TenantID(), chain) != -1 {
		t.Errorf("Chain = %d events (Verify %d), want all 105 intact", len(chain), audit.Verify(scopeA.TenantID(), chain))
	}
}

func access(patientID string, minute int, route string) audit.Access {
	return audit.Access{
		At:        base.Add(time.Duration(minute) * time.Minute),
		KeyID:     "key_a",
		Role:      string(tenancy.RoleAgent),
		Route:     route,
		PatientID: patientID,
		Items:     minute + 1,
	}
}

func routes(as []audit.Access) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.Route
	}
	return out
}

func testAccesses(t *testing.T, l audit.Log) {
	ctx := context.Background()
	// Recorded out of time order: Accesses orders by At.
	recorded := []audit.Access{
		access("p1", 3, "r3"),
		access("p2", 1, "r1"),
		access("p1", 2, "r2"),
		access("p1", 4, "r4"),
	}
	for _, a := range recorded {
		if err := l.RecordAccess(ctx, scopeA, a); err != nil {
			t.Fatalf("RecordAccess: %v", err)
		}
	}
	cases := []struct {
		name string
		f    audit.Filter
		want []string
	}{
		{"no filter", audit.Filter{}, []string{"r1", "r2", "r3", "r4"}},
		{"by patient", audit.Filter{PatientID: "p1"}, []string{"r2", "r3", "r4"}},
		{"since is inclusive", audit.Filter{Since: base.Add(3 * time.Minute)}, []string{"r3", "r4"}},
		{"limit keeps the oldest", audit.Filter{Limit: 2}, []string{"r1", "r2"}},
		{"patient and limit", audit.Filter{PatientID: "p1", Limit: 1}, []string{"r2"}},
		{"unknown patient", audit.Filter{PatientID: "p9"}, nil},
	}
	for _, c := range cases {
		got, err := l.Accesses(ctx, scopeA, c.f)
		if err != nil {
			t.Fatalf("%s: Accesses: %v", c.name, err)
		}
		if !slices.Equal(routes(got), c.want) && !(len(got) == 0 && len(c.want) == 0) {
			t.Errorf("%s: Accesses(%+v) = %v, want %v", c.name, c.f, routes(got), c.want)
		}
	}
	got, err := l.Accesses(ctx, scopeA, audit.Filter{PatientID: "p2"})
	if err != nil || len(got) != 1 {
		t.Fatalf("Accesses(p2) = %v, %v", got, err)
	}
	w := recorded[1]
	if g := got[0]; !g.At.Truncate(time.Microsecond).Equal(w.At) || g.KeyID != w.KeyID || g.Role != w.Role ||
		g.Route != w.Route || g.PatientID != w.PatientID || g.Items != w.Items {
		t.Errorf("access = %+v, want %+v", g, w)
	}

	for i := range 101 {
		if err := l.RecordAccess(ctx, scopeA, access("p3", 10+i, fmt.Sprintf("bulk%d", i))); err != nil {
			t.Fatalf("RecordAccess: %v", err)
		}
	}
	if got, err := l.Accesses(ctx, scopeA, audit.Filter{PatientID: "p3"}); err != nil || len(got) != 100 || got[0].Route != "bulk0" {
		t.Errorf("Accesses(p3) with default limit = %d, %v; want the oldest 100", len(got), err)
	}
}

func testIsolation(t *testing.T, l audit.Log) {
	ctx := context.Background()
	mustAppend(t, l, scopeA, []audit.Event{event("p1", 1, audit.FactCreated)})
	if err := l.RecordAccess(ctx, scopeA, access("p1", 1, "context")); err != nil {
		t.Fatalf("RecordAccess: %v", err)
	}
	for _, f := range []audit.Filter{{}, {PatientID: "p1"}} {
		if ev, err := l.Events(ctx, scopeB, f); err != nil || len(ev) != 0 {
			t.Errorf("B Events(%+v) = %d events, %v; want none", f, len(ev), err)
		}
		if acc, err := l.Accesses(ctx, scopeB, f); err != nil || len(acc) != 0 {
			t.Errorf("B Accesses(%+v) = %v, %v; want none", f, acc, err)
		}
	}
	if c := mustChain(t, l, scopeB); len(c) != 0 {
		t.Errorf("B Chain = %d events, want none", len(c))
	}
	// B's writes leave A's log alone.
	mustAppend(t, l, scopeB, []audit.Event{event("p1", 2, audit.FactCreated)})
	if err := l.RecordAccess(ctx, scopeB, access("p1", 2, "record")); err != nil {
		t.Fatalf("RecordAccess: %v", err)
	}
	if c := mustChain(t, l, scopeA); len(c) != 1 || audit.Verify(scopeA.TenantID(), c) != -1 {
		t.Errorf("A chain after B's append = %v, want its one event intact", seqs(c))
	}
	if acc, err := l.Accesses(ctx, scopeA, audit.Filter{}); err != nil || !slices.Equal(routes(acc), []string{"context"}) {
		t.Errorf("A Accesses after B's read = %v, %v; want only its own", routes(acc), err)
	}
}

func testNoTenant(t *testing.T, l audit.Log) {
	ctx := context.Background()
	none := tenancy.GlobalAdmin("admin")
	calls := []struct {
		method string
		call   func() error
	}{
		{"AppendEvents", func() error { return l.AppendEvents(ctx, none, []audit.Event{event("p1", 1, audit.FactCreated)}) }},
		{"Events", func() error { _, err := l.Events(ctx, none, audit.Filter{}); return err }},
		{"Chain", func() error { _, err := l.Chain(ctx, none); return err }},
		{"RecordAccess", func() error { return l.RecordAccess(ctx, none, access("p1", 1, "context")) }},
		{"Accesses", func() error { _, err := l.Accesses(ctx, none, audit.Filter{}); return err }},
	}
	for _, c := range calls {
		if err := c.call(); !errors.Is(err, tenancy.ErrNoTenant) {
			t.Errorf("%s without tenant error = %v, want ErrNoTenant", c.method, err)
		}
	}
}

func testConcurrentAppends(t *testing.T, l audit.Log) {
	const writers, each = 6, 3
	var wg sync.WaitGroup
	for i := range writers {
		sc := scopeA
		if i%2 == 1 {
			sc = scopeB
		}
		wg.Go(func() {
			events := make([]audit.Event, each)
			for j := range events {
				events[j] = event(fmt.Sprintf("p%d", i), j, audit.FactCreated)
			}
			if err := l.AppendEvents(context.Background(), sc, events); err != nil {
				t.Errorf("AppendEvents writer %d: %v", i, err)
			}
		})
	}
	wg.Wait()
	for _, sc := range []tenancy.Scope{scopeA, scopeB} {
		chain := mustChain(t, l, sc)
		if len(chain) != writers/2*each {
			t.Errorf("%s chain has %d events, want %d", sc.TenantID(), len(chain), writers/2*each)
		}
		if i := audit.Verify(sc.TenantID(), chain); i != -1 {
			t.Errorf("Verify(%s chain) = %d, want -1", sc.TenantID(), i)
		}
		// One AppendEvents call is atomic and in order: its events are adjacent.
		for k := 0; k+each <= len(chain); k += each {
			for j := 1; j < each; j++ {
				if chain[k+j].PatientID != chain[k].PatientID {
					t.Errorf("%s chain interleaves writers at seq %d", sc.TenantID(), chain[k+j].Seq)
				}
			}
		}
	}
}

func testAccessDefaultTime(t *testing.T, l audit.Log) {
	ctx := context.Background()
	a := access("p1", 1, "context")
	a.At = time.Time{}
	if err := l.RecordAccess(ctx, scopeA, a); err != nil {
		t.Fatalf("RecordAccess: %v", err)
	}
	got, err := l.Accesses(ctx, scopeA, audit.Filter{})
	if err != nil || len(got) != 1 {
		t.Fatalf("Accesses = %v, %v; want the one access", got, err)
	}
	if !got[0].At.Equal(now()) {
		t.Errorf("At = %v, want the clock's %v", got[0].At, now())
	}
}
