package memory_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// errDown is what a store that went away returns: marked unavailable, as
// the real backends mark theirs.
var errDown = fmt.Errorf("connection refused: %w", errors.Join(entity.ErrUnavailable, retrieval.ErrUnavailable))

// downRecord is an entity store whose writes or reads fail on demand, as a
// graph database that went away would.
type downRecord struct {
	entity.Store
	writes, reads atomic.Bool
}

func (d *downRecord) Apply(ctx context.Context, sc tenancy.Scope, c entity.Change) error {
	if d.writes.Load() {
		return errDown
	}
	return d.Store.Apply(ctx, sc, c)
}

func (d *downRecord) Record(ctx context.Context, sc tenancy.Scope, p string, asOf time.Time) ([]entity.Fact, error) {
	if d.reads.Load() {
		return nil, errDown
	}
	return d.Store.Record(ctx, sc, p, asOf)
}

// downIndex is a vector index that fails on demand.
type downIndex struct {
	retrieval.Index
	down atomic.Bool
}

func (d *downIndex) Upsert(ctx context.Context, sc tenancy.Scope, ps []retrieval.Point) error {
	if d.down.Load() {
		return errDown
	}
	return d.Index.Upsert(ctx, sc, ps)
}

func (d *downIndex) Search(ctx context.Context, sc tenancy.Scope, q retrieval.Query) ([]retrieval.Hit, error) {
	if d.down.Load() {
		return nil, errDown
	}
	return d.Index.Search(ctx, sc, q)
}

func (d *downIndex) SearchTerms(ctx context.Context, sc tenancy.Scope, q retrieval.TermQuery) ([]retrieval.Hit, error) {
	if d.down.Load() {
		return nil, errDown
	}
	return d.Index.SearchTerms(ctx, sc, q)
}

// envWithDownRecord is an env whose record store can be taken down.
func envWithDownRecord(t *testing.T) (*env, *downRecord) {
	t.Helper()
	var rec *downRecord
	e := newEnv(t, recordBackends(t)["embedded"], func(s memory.Stores) memory.Stores {
		rec = &downRecord{Store: s.Entities}
		s.Entities = rec
		return s
	})
	return e, rec
}

func countBP(facts []entity.Fact) int {
	return len(find(facts, func(f entity.Fact) bool { return concept(f) == "vital:bp" }))
}

func (e *env) pending() int {
	e.t.Helper()
	items, err := e.stores.Outbox.PendingOutbox(context.Background(), e.sc, "", 1000)
	if err != nil {
		e.t.Fatal(err)
	}
	return len(items)
}

func (e *env) turns() int {
	e.t.Helper()
	ts, err := e.db.PatientTurns(context.Background(), e.sc, "p1", 1000)
	if err != nil {
		e.t.Fatal(err)
	}
	return len(ts)
}

// TestOutboxSurvivesACrashBetweenStores injects a failure between the
// session commit and the graph write, then "restarts" the service: the
// queued work is applied once, nothing is lost and nothing duplicated.
func TestOutboxSurvivesACrashBetweenStores(t *testing.T) {
	e, rec := envWithDownRecord(t)
	ctx := context.Background()

	rec.writes.Store(true)
	first := e.say("t1", "我血压150/100")
	if got := countBP(e.record()); got != 0 {
		t.Fatalf("the graph was down, yet it holds %d readings", got)
	}
	if e.pending() == 0 {
		t.Fatal("the graph work was not kept in the outbox")
	}

	// While the queued record work cannot be applied, a new turn is refused
	// rather than gated against a record with a gap, and writes nothing.
	_, _, err := e.svc.Ingest(ctx, e.sc, memory.TurnRequest{PatientID: "p1", SessionID: "s1", TurnID: "t2", Role: "patient", Text: "我刚量的血压是118/75"})
	if !errors.Is(err, memory.ErrUnavailable) {
		t.Fatalf("ingest with the graph down: %v, want ErrUnavailable", err)
	}
	if n := e.turns(); n != 1 {
		t.Fatalf("a refused turn was stored: %d turns", n)
	}

	// Restart: a new service over the same stores, the graph back.
	rec.writes.Store(false)
	e.svc = e.service()
	if err := e.svc.DrainAll(ctx); err != nil {
		t.Fatalf("drain after restart: %v", err)
	}
	after := e.record()
	if countBP(after) != 1 || e.pending() != 0 {
		t.Fatalf("after restart: %d readings, %d pending; want 1 and 0", countBP(after), e.pending())
	}
	if err := e.svc.DrainAll(ctx); err != nil {
		t.Fatal(err)
	}
	if again := e.record(); len(again) != len(after) {
		t.Fatalf("a second drain duplicated work: %d facts, had %d", len(again), len(after))
	}
	body, created, err := e.svc.Ingest(ctx, e.sc, memory.TurnRequest{PatientID: "p1", SessionID: "s1", TurnID: "t1", Role: "patient", Text: "我血压150/100"})
	if err != nil || created || e.pending() != 0 {
		t.Fatalf("replaying t1: created=%v err=%v pending=%d", created, err, e.pending())
	}
	if string(body) != mustMarshal(t, first) {
		t.Errorf("the replay differs from the first response")
	}
}

// TestAGraphThatCannotBeReadRefusesTheTurn: the gate must see the record,
// so a turn that cannot be gated is a 503 and nothing is written.
func TestAGraphThatCannotBeReadRefusesTheTurn(t *testing.T) {
	e, rec := envWithDownRecord(t)
	rec.reads.Store(true)
	_, _, err := e.svc.Ingest(context.Background(), e.sc, memory.TurnRequest{PatientID: "p1", SessionID: "s1", TurnID: "t1", Role: "patient", Text: "我血压150/100"})
	if !errors.Is(err, memory.ErrUnavailable) {
		t.Fatalf("err = %v, want ErrUnavailable", err)
	}
	events, _ := e.db.Chain(context.Background(), e.sc)
	if e.turns() != 0 || e.pending() != 0 || len(events) != 0 {
		t.Fatalf("a refused turn wrote %d turns, %d outbox items, %d events", e.turns(), e.pending(), len(events))
	}
}

// TestAnIndexOutageQueuesRecall: vector work waits in the outbox while the
// index is down; turns and context are still served.
func TestAnIndexOutageQueuesRecall(t *testing.T) {
	var ix *downIndex
	e := newEnv(t, recordBackends(t)["embedded"], func(s memory.Stores) memory.Stores {
		ix = &downIndex{Index: s.Index}
		s.Index = ix
		return s
	})
	ctx := context.Background()
	ix.down.Store(true)
	e.say("t1", "我昨晚膝盖又疼了")
	if e.pending() != 1 {
		t.Fatalf("pending = %d, want the index work queued", e.pending())
	}
	res, err := e.svc.Context(ctx, e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s1", Query: "膝盖疼怎么办"})
	if err != nil {
		t.Fatalf("context with the index down: %v", err)
	}
	if len(res.Warnings) == 0 {
		t.Errorf("an index outage must be a warning in the context")
	}
	ix.down.Store(false)
	if err := e.svc.DrainAll(ctx); err != nil {
		t.Fatal(err)
	}
	vec, _ := e.stores.Embedder.Embed(ctx, []string{"膝盖疼"})
	hits, err := ix.Search(ctx, e.sc, retrieval.Query{PatientID: "p1", Vector: vec[0], Limit: 10})
	if err != nil || len(hits) != 1 || e.pending() != 0 {
		t.Fatalf("after recovery: %d hits, %d pending, err %v; want 1, 0", len(hits), e.pending(), err)
	}
}

func mustMarshal(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
