package memory_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// errOutsideTx is what a write that bypassed the one transaction gets.
var errOutsideTx = errors.New("written outside the turn's transaction")

type txOnlySessions struct{ session.Store }

func (txOnlySessions) AppendTurn(context.Context, tenancy.Scope, session.Append) error {
	return errOutsideTx
}

type txOnlyOutbox struct{ session.Outbox }

func (txOnlyOutbox) MarkOutboxDone(context.Context, tenancy.Scope, string, time.Time) error {
	return errOutsideTx
}

func (txOnlyOutbox) MarkOutboxFailed(context.Context, tenancy.Scope, string, string) error {
	return errOutsideTx
}

type txOnlyRecord struct{ entity.Store }

func (txOnlyRecord) Apply(context.Context, tenancy.Scope, entity.Change) error { return errOutsideTx }

type txOnlyIndex struct{ retrieval.Index }

func (txOnlyIndex) Upsert(context.Context, tenancy.Scope, []retrieval.Point) error {
	return errOutsideTx
}

// TestATurnCommitsOnce: on stores that share one transaction, a turn, its
// record change and its recall point are written through that transaction
// alone (issue 11: one write transaction per turn, not one per store).
// The stores memory is given refuse every write, so any write made beside
// the transaction fails the turn or leaves work queued.
func TestATurnCommitsOnce(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	if e.stores.Tx == nil {
		t.Fatal("the embedded stack has no one transaction")
	}
	// The transaction binds the file's own stores; the ones memory is
	// given are wrappers of them, which it would otherwise decline.
	one, file := e.stores.Tx, e.stores
	e.stores.Tx = func(ctx context.Context, _ memory.Stores, fn func(memory.Stores) error) (bool, error) {
		return one(ctx, file, fn)
	}
	e.stores.Sessions = txOnlySessions{e.stores.Sessions}
	e.stores.Outbox = txOnlyOutbox{e.stores.Outbox}
	e.stores.Entities = txOnlyRecord{e.stores.Entities}
	e.stores.Index = txOnlyIndex{e.stores.Index}
	e.svc = e.service()

	e.say("t1", "我血压150/100")
	e.say("t2", "我在吃氨氯地平，每天一片")
	if got := countBP(e.record()); got != 1 {
		t.Errorf("record holds %d blood pressure readings, want 1", got)
	}
	if len(find(e.record(), func(f entity.Fact) bool { return concept(f) == "drug:amlodipine" })) != 1 {
		t.Errorf("record lacks the amlodipine the patient takes: %v", e.record())
	}
	if n := e.pending(); n != 0 {
		t.Errorf("%d outbox items left pending, want every item applied with its turn", n)
	}
	if got := e.indexed(); got != 2 {
		t.Errorf("the index holds %d turns, want both", got)
	}
}

// indexed counts the recall points of patient p1's turns.
func (e *env) indexed() int {
	e.t.Helper()
	ctx := context.Background()
	v, err := e.stores.Embedder.Embed(ctx, []string{"血压"})
	if err != nil {
		e.t.Fatal(err)
	}
	hits, err := e.stores.Index.Search(ctx, e.sc, retrieval.Query{PatientID: "p1", Vector: v[0], Limit: 100, Kinds: []string{"turn"}})
	if err != nil {
		e.t.Fatal(err)
	}
	return len(hits)
}

// TestWorkThatFailsInTheTurnsTransactionIsAppliedAfter: a record change
// that cannot be applied inside the turn's transaction does not cost the
// turn, and is not lost or marked done: the turn commits with the change
// queued, and the drain that follows the commit applies it.
func TestWorkThatFailsInTheTurnsTransactionIsAppliedAfter(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	var rec *downRecord
	one := e.stores.Tx
	e.stores.Tx = func(ctx context.Context, st memory.Stores, fn func(memory.Stores) error) (bool, error) {
		if fn == nil {
			return one(ctx, st, nil)
		}
		return one(ctx, st, func(st memory.Stores) error {
			rec = &downRecord{Store: st.Entities}
			rec.writes.Store(true)
			st.Entities = rec
			return fn(st)
		})
	}
	e.svc = e.service()

	e.say("t1", "我血压150/100")
	if rec == nil || !rec.writes.Load() {
		t.Fatal("the turn was not committed through the transaction")
	}
	if e.turns() != 1 {
		t.Fatalf("the turn was not stored")
	}
	if got := countBP(e.record()); got != 1 || e.pending() != 0 {
		t.Fatalf("after the turn: %d readings, %d pending; want the change applied after the transaction", got, e.pending())
	}
}

// countingRecord counts the record changes written through it.
type countingRecord struct {
	entity.Store
	applied int
}

func (c *countingRecord) Apply(ctx context.Context, sc tenancy.Scope, ch entity.Change) error {
	c.applied++
	return c.Store.Apply(ctx, sc, ch)
}

// TestTheTransactionDeclinesAStoreOfAnotherDatabase: when a store is not
// the file's (another backend, or a wrapper), the one transaction is not
// used, and every write goes to the store memory was given. Otherwise the
// record change would land in the file and the record memory reads would
// never see it.
func TestTheTransactionDeclinesAStoreOfAnotherDatabase(t *testing.T) {
	var rec *countingRecord
	e := newEnv(t, recordBackends(t)["embedded"], func(s memory.Stores) memory.Stores {
		rec = &countingRecord{Store: s.Entities}
		s.Entities = rec
		return s
	})
	if e.stores.Tx == nil {
		t.Fatal("the embedded stack has no one transaction")
	}
	e.say("t1", "我血压150/100")
	if rec.applied == 0 {
		t.Fatal("the record change did not go through the record store memory was given")
	}
	if got := countBP(e.record()); got != 1 {
		t.Errorf("record holds %d blood pressure readings, want 1", got)
	}
}
