package memory_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/outbox"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var errPoison = errors.New("cypher: type mismatch in property")

// poisonRecord refuses every change while poison is set, yet answers pings
// (or not, while down is set): a write that fails on its own, as opposed to
// a graph that is away.
type poisonRecord struct {
	entity.Store
	ping               func(context.Context) error
	poison, down, slow atomic.Bool
}

func (p *poisonRecord) Apply(ctx context.Context, sc tenancy.Scope, c entity.Change) error {
	if p.poison.Load() {
		return errPoison
	}
	if p.slow.Load() {
		return fmt.Errorf("apply: %w: deadline_exceeded", entity.ErrUnavailable)
	}
	return p.Store.Apply(ctx, sc, c)
}

func (p *poisonRecord) Ping(ctx context.Context) error {
	if p.down.Load() {
		return errDown
	}
	return p.ping(ctx)
}

func envWithPoisonRecord(t *testing.T) (*env, *poisonRecord) {
	t.Helper()
	var rec *poisonRecord
	e := newEnv(t, recordBackends(t)["embedded"], func(s memory.Stores) memory.Stores {
		rec = &poisonRecord{Store: s.Entities}
		s.Entities = rec
		return s
	})
	rec.ping = e.db.Ping
	return e, rec
}

func (e *env) try(turnID, text string) error {
	_, _, err := e.svc.Ingest(context.Background(), e.sc, memory.TurnRequest{
		PatientID: "p1", SessionID: "s1", TurnID: turnID, Role: "patient", Text: text,
	})
	return err
}

// TestAPoisonItemIsQuarantined: a record change that fails while the graph
// answers blocks the patient for DefaultOutboxMaxAttempts attempts, then
// leaves the queue; later turns are served, and an operator's retry
// applies it once the cause is gone.
func TestAPoisonItemIsQuarantined(t *testing.T) {
	e, rec := envWithPoisonRecord(t)
	ctx := context.Background()
	rec.poison.Store(true)
	e.say("t1", "我血压150/100") // committed; its record change fails once after the commit

	refused := 0
	for i := 2; ; i++ {
		if i > 2*memory.DefaultOutboxMaxAttempts {
			t.Fatalf("still refused after %d turns: the poison item was never quarantined", i)
		}
		err := e.try(fmt.Sprintf("t%d", i), "我今天头有点疼")
		if err == nil {
			break
		}
		if !errors.Is(err, memory.ErrUnavailable) {
			t.Fatalf("turn t%d: %v, want ErrUnavailable while the item is retried", i, err)
		}
		refused++
	}
	// One failure after t1's commit, one per refused turn, and the last
	// on the turn that quarantined it and went on.
	if want := memory.DefaultOutboxMaxAttempts - 2; refused != want {
		t.Errorf("%d turns refused before the quarantine, want %d", refused, want)
	}
	if n := e.turns(); n != 2 {
		t.Errorf("%d turns stored, want t1 and the first turn after the quarantine", n)
	}
	q, err := e.svc.Quarantined(ctx, e.sc.TenantID(), 10)
	if err != nil || len(q) != 1 {
		t.Fatalf("Quarantined = %d items, %v; want the poison item", len(q), err)
	}
	if q[0].Attempts != memory.DefaultOutboxMaxAttempts || q[0].LastError == "" {
		t.Errorf("quarantined item: %d attempts, error %q; want %d and the cause", q[0].Attempts, q[0].LastError, memory.DefaultOutboxMaxAttempts)
	}
	if got := e.svc.QuarantinedTotal(); got != 1 {
		t.Errorf("QuarantinedTotal = %d, want 1", got)
	}
	if n, err := e.svc.CountQuarantined(ctx, 100); err != nil || n != 1 {
		t.Errorf("CountQuarantined = %d, %v; want 1", n, err)
	}
	if countBP(e.record()) != 0 {
		t.Fatal("the poison change reached the record")
	}

	rec.poison.Store(false)
	if err := e.svc.RetryQuarantined(ctx, e.sc.TenantID(), "no-such-item"); !errors.Is(err, memory.ErrNotFound) {
		t.Errorf("RetryQuarantined(unknown) = %v, want ErrNotFound", err)
	}
	if err := e.svc.RetryQuarantined(ctx, e.sc.TenantID(), q[0].ID); err != nil {
		t.Fatalf("RetryQuarantined: %v", err)
	}
	if countBP(e.record()) != 1 || e.pending() != 0 {
		t.Errorf("after the retry: %d readings, %d pending; want 1 and 0", countBP(e.record()), e.pending())
	}
	if q, _ := e.svc.Quarantined(ctx, e.sc.TenantID(), 10); len(q) != 0 {
		t.Errorf("still quarantined after the retry: %d", len(q))
	}
}

// TestAnOutageQuarantinesNothing: while the graph does not answer, every
// item fails; none may leave the queue, or the record would get a gap.
func TestAnOutageQuarantinesNothing(t *testing.T) {
	e, rec := envWithPoisonRecord(t)
	rec.poison.Store(true)
	rec.down.Store(true)
	e.say("t1", "我血压150/100")
	for i := 2; i <= 3*memory.DefaultOutboxMaxAttempts; i++ {
		if err := e.try(fmt.Sprintf("t%d", i), "我今天头有点疼"); !errors.Is(err, memory.ErrUnavailable) {
			t.Fatalf("turn t%d during the outage: %v, want ErrUnavailable", i, err)
		}
	}
	if q, err := e.svc.Quarantined(context.Background(), e.sc.TenantID(), 10); err != nil || len(q) != 0 {
		t.Fatalf("%d items quarantined during an outage (%v), want none", len(q), err)
	}
	rec.poison.Store(false)
	rec.down.Store(false)
	if err := e.try("t-back", "我今天头有点疼"); err != nil {
		t.Fatalf("turn after the outage: %v", err)
	}
	if countBP(e.record()) != 1 {
		t.Errorf("the queued change was not applied after the outage")
	}
}

// TestQueuedWorkSurvivesAnUpgrade: a record change queued by the release
// before payloads had versions is applied; one from a later release, which
// this binary cannot read, stays queued and is not half-applied.
func TestQueuedWorkSurvivesAnUpgrade(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	ctx := context.Background()
	f := entity.Fact{ID: "fact-legacy", PatientID: "p1", Type: entity.Allergy, Display: "penicillin",
		Attributes: map[string]string{}, Status: entity.Active, Verification: entity.Confirmed, Kind: entity.KindFact,
		Confidence: 1, Source: entity.Source{Kind: entity.SourceClinician}, ValidFrom: start, RecordedAt: start}
	legacy, err := json.Marshal(entity.Change{PatientID: "p1", Create: []entity.Fact{f}})
	if err != nil {
		t.Fatal(err)
	}
	later := []byte(`{"v":2,"patient_id":"p1","create":[],"supersede":[],"claims":[],"priority":1}`)
	items := []session.OutboxItem{
		{ID: "ob-legacy", PatientID: "p1", Kind: outbox.KindRecord, Payload: legacy},
		{ID: "ob-later", PatientID: "p2", Kind: outbox.KindRecord, Payload: later},
	}
	if err := e.stores.Outbox.Enqueue(ctx, e.sc, nil, items); err != nil {
		t.Fatal(err)
	}
	e.svc.DrainAll(ctx)
	if got := e.record(); len(got) != 1 || got[0].ID != "fact-legacy" {
		t.Errorf("record after draining a v0 item = %v, want fact-legacy", got)
	}
	pending, err := e.stores.Outbox.PendingOutbox(ctx, e.sc, "", 10)
	if err != nil || len(pending) != 1 || pending[0].ID != "ob-later" || !strings.Contains(pending[0].LastError, "version 2") {
		t.Errorf("pending after the drain = %+v, %v; want ob-later kept with a version error", pending, err)
	}
}

// TestSlowBackendsQuarantineNothing: a graph that answers pings but times
// out on writes (overloaded, not poisoned) keeps its items queued.
func TestSlowBackendsQuarantineNothing(t *testing.T) {
	e, rec := envWithPoisonRecord(t)
	rec.slow.Store(true)
	e.say("t1", "我血压150/100")
	for i := 2; i <= 3*memory.DefaultOutboxMaxAttempts; i++ {
		if err := e.try(fmt.Sprintf("t%d", i), "我今天头有点疼"); !errors.Is(err, memory.ErrUnavailable) {
			t.Fatalf("turn t%d with a slow graph: %v, want ErrUnavailable", i, err)
		}
	}
	if q, err := e.svc.Quarantined(context.Background(), e.sc.TenantID(), 10); err != nil || len(q) != 0 {
		t.Fatalf("%d items quarantined while the graph was slow (%v), want none", len(q), err)
	}
}

// brokenRecord fails reads with an error that is no outage: a bug or bad
// stored data, which a retry will not fix.
type brokenRecord struct{ entity.Store }

func (brokenRecord) Record(context.Context, tenancy.Scope, string, time.Time) ([]entity.Fact, error) {
	return nil, errors.New("decode fact f1: valid_from: parsing time \"\"")
}

// TestABugIsInternalNotUnavailable: a 503 promises that a retry may
// succeed; a store error that is not an outage is ErrInternal (500).
func TestABugIsInternalNotUnavailable(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], func(s memory.Stores) memory.Stores {
		s.Entities = brokenRecord{s.Entities}
		return s
	})
	err := e.try("t1", "我血压150/100")
	if !errors.Is(err, memory.ErrInternal) || errors.Is(err, memory.ErrUnavailable) {
		t.Fatalf("Ingest over a store with a bug = %v, want ErrInternal and not ErrUnavailable", err)
	}
	if e.turns() != 0 {
		t.Errorf("the refused turn was stored")
	}
}

// TestTheQuarantineCountIsReusedBriefly: readiness probes do not count
// every tenant's queue each time, but a count is never older than its TTL.
func TestTheQuarantineCountIsReusedBriefly(t *testing.T) {
	e, rec := envWithPoisonRecord(t)
	ctx := context.Background()
	if n, err := e.svc.RecentQuarantineCount(ctx, 100); err != nil || n != 0 {
		t.Fatalf("first count = %d, %v", n, err)
	}
	counted := e.clock.Load()
	rec.poison.Store(true)
	e.say("t1", "我血压150/100")
	for i := 2; i < 2+memory.DefaultOutboxMaxAttempts; i++ {
		e.try(fmt.Sprintf("t%d", i), "我今天头有点疼")
	}
	if n, _ := e.svc.CountQuarantined(ctx, 100); n != 1 {
		t.Fatalf("CountQuarantined = %d, want 1", n)
	}
	// The env's clock is a counter of seconds: set it back to a second
	// after the first count, well within the TTL, and the count is reused;
	// a minute after, it is counted again.
	e.clock.Store(counted)
	if n, _ := e.svc.RecentQuarantineCount(ctx, 100); n != 0 {
		t.Errorf("count within the TTL = %d, want the reused 0", n)
	}
	e.clock.Store(counted + 60)
	if n, _ := e.svc.RecentQuarantineCount(ctx, 100); n != 1 {
		t.Errorf("count after the TTL = %d, want 1", n)
	}
}
