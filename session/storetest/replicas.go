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
	"github.com/anamnesis-health/anamnesis/session"
)

func mustGeneration(t *testing.T, b Backend, patientID string) int64 {
	t.Helper()
	g, err := b.PatientGeneration(context.Background(), scopeA, patientID)
	if err != nil {
		t.Fatalf("PatientGeneration(%s): %v", patientID, err)
	}
	return g
}

func testGenerationCounts(t *testing.T, b Backend) {
	ctx := context.Background()
	if g := mustGeneration(t, b, "p1"); g != 0 {
		t.Fatalf("generation of an unknown patient = %d, want 0", g)
	}
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s1", "t1", 1)))
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s2", "t1", 1)))
	if g := mustGeneration(t, b, "p1"); g != 2 {
		t.Errorf("generation after two appends = %d, want 2", g)
	}
	// Two items of p1 and one of p2 in one enqueue: one generation each.
	items := []session.OutboxItem{
		{ID: "e1", PatientID: "p1", Kind: "entity.apply", Payload: []byte(`{}`)},
		{ID: "e2", PatientID: "p1", Kind: "entity.apply", Payload: []byte(`{}`)},
		{ID: "e3", PatientID: "p2", Kind: "entity.apply", Payload: []byte(`{}`)},
	}
	if err := b.Enqueue(ctx, scopeA, nil, items); err != nil {
		t.Fatalf("Enqueue: %v", err)
	}
	if g := mustGeneration(t, b, "p1"); g != 3 {
		t.Errorf("generation of p1 after an enqueue of two of its items = %d, want 3", g)
	}
	if g := mustGeneration(t, b, "p2"); g != 1 {
		t.Errorf("generation of p2 after its first enqueue = %d, want 1", g)
	}
	if g, err := b.PatientGeneration(ctx, scopeB, "p1"); err != nil || g != 0 {
		t.Errorf("tenant B's generation of p1 = %d, %v; want 0, nil", g, err)
	}
}

func testStaleAppend(t *testing.T, b Backend) {
	ctx := context.Background()
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s1", "t1", 1)))
	read := mustGeneration(t, b, "p1")
	// Another writer of the same patient, in another session, commits
	// between this writer's read and its append.
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s2", "t1", 1)))
	a := appendOf(turn("p1", "s1", "t2", 2))
	a.Generation = read
	a.Summaries = []session.Summary{{ID: "sum-stale", PatientID: "p1", SessionID: "s1", Topic: "general", FromSeq: 1, ToSeq: 1}}
	chain := len(mustChain(t, b, scopeA))
	err := b.AppendTurn(ctx, scopeA, a)
	if !errors.Is(err, session.ErrStale) {
		t.Fatalf("AppendTurn at generation %d after another write = %v, want ErrStale", read, err)
	}
	if _, _, err := b.Turn(ctx, scopeA, "p1", "s1", "t2"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("stale turn: Turn = %v, want ErrNotFound", err)
	}
	if n := len(mustChain(t, b, scopeA)); n != chain {
		t.Errorf("chain has %d events after the stale append, want %d", n, chain)
	}
	if slices.Contains(itemIDs(mustPending(t, b, scopeA, "p1")), a.Outbox[0].ID) {
		t.Errorf("stale append left its outbox item")
	}
	if sums, err := b.Summaries(ctx, scopeA, "p1", "s1"); err != nil || len(sums) != 0 {
		t.Errorf("stale append left summaries %v (err %v)", sums, err)
	}
	if g := mustGeneration(t, b, "p1"); g != read+1 {
		t.Errorf("generation after the stale append = %d, want %d", g, read+1)
	}
}

// testWritersConverge is what two replicas do: each writer reads the
// generation and the last seq, then appends, and re-reads when it loses.
// Every turn must be stored once, with dense seqs.
func testWritersConverge(t *testing.T, b Backend) {
	ctx := context.Background()
	const writers, turns = 4, 5
	var wg sync.WaitGroup
	errs := make(chan error, writers*turns)
	for w := range writers {
		wg.Go(func() {
			for i := range turns {
				id := fmt.Sprintf("w%d-t%d", w, i)
				for attempt := 0; ; attempt++ {
					gen, err := b.PatientGeneration(ctx, scopeA, "p1")
					if err != nil {
						errs <- err
						return
					}
					last, err := b.LastSeq(ctx, scopeA, "p1", "s1")
					if err != nil {
						errs <- err
						return
					}
					a := appendOf(turn("p1", "s1", id, last+1))
					a.Generation = gen
					err = b.AppendTurn(ctx, scopeA, a)
					if err == nil {
						break
					}
					if !errors.Is(err, session.ErrStale) && !errors.Is(err, session.ErrSeqTaken) || attempt > 200 {
						errs <- fmt.Errorf("writer %d turn %d attempt %d: %w", w, i, attempt, err)
						return
					}
					time.Sleep(time.Millisecond)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	got, err := b.Window(ctx, scopeA, "p1", "s1", 100)
	if err != nil {
		t.Fatalf("Window: %v", err)
	}
	if len(got) != writers*turns {
		t.Fatalf("stored %d turns, want %d", len(got), writers*turns)
	}
	for i, tn := range got {
		if tn.Seq != int64(i+1) {
			t.Fatalf("turn %d has seq %d, want %d (gap or repeat)", i, tn.Seq, i+1)
		}
	}
	if g := mustGeneration(t, b, "p1"); g != writers*turns {
		t.Errorf("generation = %d, want %d", g, writers*turns)
	}
}

func testAppendSummaries(t *testing.T, b Backend) {
	ctx := context.Background()
	sum := session.Summary{ID: "sum-1", PatientID: "p1", SessionID: "s1", Topic: "blood-pressure", FromSeq: 1, ToSeq: 1,
		TurnIDs: []string{"t1"}, Fields: map[string][]string{"measurements": {"118/75"}}, Text: "blood pressure: 118/75",
		CreatedAt: base}
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s1", "t1", 1)))
	a := appendOf(turn("p1", "s1", "t2", 2))
	a.Summaries = []session.Summary{sum}
	mustAppend(t, b, scopeA, a)
	got, err := b.Summaries(ctx, scopeA, "p1", "s1")
	if err != nil || len(got) != 1 || got[0].ID != "sum-1" || got[0].Text != sum.Text {
		t.Fatalf("Summaries after the append = %+v, %v; want sum-1", got, err)
	}
	if through, err := b.SummarizedThrough(ctx, scopeA, "p1", "s1"); err != nil || through != 1 {
		t.Errorf("SummarizedThrough = %d, %v; want 1", through, err)
	}
	// A summary already stored (a retried fold) is kept as it was.
	again := appendOf(turn("p1", "s1", "t3", 3))
	changed := sum
	changed.Text = "another text"
	again.Summaries = []session.Summary{changed}
	mustAppend(t, b, scopeA, again)
	if got, _ := b.Summaries(ctx, scopeA, "p1", "s1"); len(got) != 1 || got[0].Text != sum.Text {
		t.Errorf("Summaries after a repeated id = %+v, want the first kept", got)
	}
	// A refused append (its seq is taken) stores none of its summaries.
	refused := appendOf(turn("p1", "s1", "t4", 3))
	refused.Summaries = []session.Summary{{ID: "sum-2", PatientID: "p1", SessionID: "s1", Topic: "general", FromSeq: 2, ToSeq: 2}}
	refused.Generation = mustGeneration(t, b, "p1")
	if err := b.AppendTurn(ctx, scopeA, refused); !errors.Is(err, session.ErrSeqTaken) {
		t.Fatalf("AppendTurn with a taken seq = %v, want ErrSeqTaken", err)
	}
	if got, _ := b.Summaries(ctx, scopeA, "p1", "s1"); len(got) != 1 {
		t.Errorf("a refused append stored summaries: %+v", got)
	}
}

func testAppendItemWithoutID(t *testing.T, b Backend) {
	ctx := context.Background()
	a := appendOf(turn("p1", "s1", "t1", 1))
	a.Outbox[0].ID = ""
	if err := b.AppendTurn(ctx, scopeA, a); err == nil {
		t.Fatal("AppendTurn with an outbox item without id = nil, want an error")
	}
	if _, _, err := b.Turn(ctx, scopeA, "p1", "s1", "t1"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("refused append stored its turn: %v", err)
	}
}

func testQuarantine(t *testing.T, b Backend) {
	ctx := context.Background()
	for _, a := range outboxAppends() {
		mustAppend(t, b, scopeA, a)
	}
	if err := b.MarkOutboxFailed(ctx, scopeA, "o1", "poison: decode change"); err != nil {
		t.Fatalf("MarkOutboxFailed: %v", err)
	}
	at := base.Add(time.Hour)
	if err := b.QuarantineOutbox(ctx, scopeA, "o1", at); err != nil {
		t.Fatalf("QuarantineOutbox: %v", err)
	}
	if got := itemIDs(mustPending(t, b, scopeA, "p1")); !slices.Equal(got, []string{"o2", "o5"}) {
		t.Errorf("pending(p1) after quarantine = %v, want [o2 o5]: the rest of the patient's queue goes on", got)
	}
	q, err := b.QuarantinedOutbox(ctx, scopeA, 10)
	if err != nil {
		t.Fatalf("QuarantinedOutbox: %v", err)
	}
	if len(q) != 1 || q[0].ID != "o1" || q[0].Attempts != 1 || q[0].LastError != "poison: decode change" ||
		q[0].QuarantinedAt == nil || !sameTime(*q[0].QuarantinedAt, at) || q[0].PatientID != "p1" {
		t.Fatalf("QuarantinedOutbox = %+v, want o1 with 1 attempt, its error and quarantine time %s", q, at)
	}
	// Quarantining again keeps the first time; a done item is left alone.
	if err := b.QuarantineOutbox(ctx, scopeA, "o1", at.Add(time.Hour)); err != nil {
		t.Errorf("QuarantineOutbox again: %v", err)
	}
	if q, _ := b.QuarantinedOutbox(ctx, scopeA, 10); len(q) != 1 || !sameTime(*q[0].QuarantinedAt, at) {
		t.Errorf("second quarantine changed the item: %+v", q)
	}
	if err := b.MarkOutboxDone(ctx, scopeA, "o3", base); err != nil {
		t.Fatal(err)
	}
	if err := b.QuarantineOutbox(ctx, scopeA, "o3", at); err != nil {
		t.Errorf("QuarantineOutbox(done item) = %v, want nil", err)
	}
	if q, _ := b.QuarantinedOutbox(ctx, scopeA, 10); len(q) != 1 {
		t.Errorf("a done item was quarantined: %v", itemIDs(q))
	}
	if err := b.QuarantineOutbox(ctx, scopeA, "o-missing", at); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("QuarantineOutbox(unknown) = %v, want ErrNotFound", err)
	}
	// Tenant B sees none of it and cannot retry it.
	if q, err := b.QuarantinedOutbox(ctx, scopeB, 10); err != nil || len(q) != 0 {
		t.Errorf("tenant B's quarantine = %v, %v; want empty", itemIDs(q), err)
	}
	if err := b.RetryOutbox(ctx, scopeB, "o1"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("RetryOutbox from tenant B = %v, want ErrNotFound", err)
	}
	if err := b.RetryOutbox(ctx, scopeA, "o2"); !errors.Is(err, session.ErrNotFound) {
		t.Errorf("RetryOutbox(an item not quarantined) = %v, want ErrNotFound", err)
	}
	if err := b.RetryOutbox(ctx, scopeA, "o1"); err != nil {
		t.Fatalf("RetryOutbox: %v", err)
	}
	pending := mustPending(t, b, scopeA, "p1")
	if !slices.Equal(itemIDs(pending), []string{"o1", "o2", "o5"}) || pending[0].Attempts != 0 {
		t.Errorf("pending after retry = %v (o1 attempts %d), want o1 back first with 0 attempts", itemIDs(pending), pending[0].Attempts)
	}
	if q, _ := b.QuarantinedOutbox(ctx, scopeA, 10); len(q) != 0 {
		t.Errorf("quarantine after retry = %v, want empty", itemIDs(q))
	}
}

func testErasePatient(t *testing.T, b Backend) {
	ctx := context.Background()
	mustAppend(t, b, scopeA, appendOf(turn("p1", "s1", "t1", 1)))
	second := appendOf(turn("p1", "s2", "t1", 1))
	second.Summaries = []session.Summary{{ID: "sum-1", PatientID: "p1", SessionID: "s2", Topic: "general", FromSeq: 1, ToSeq: 1}}
	second.State = &session.StateDoc{PatientID: "p1", SessionID: "s2", Version: 1, Doc: []byte(`{"v":1}`), UpdatedAt: base}
	mustAppend(t, b, scopeA, second)
	other := appendOf(turn("p2", "s1", "t1", 1))
	other.State = &session.StateDoc{PatientID: "p2", SessionID: "s1", Version: 1, Doc: []byte(`{"v":1}`), UpdatedAt: base}
	mustAppend(t, b, scopeA, other)
	mustAppend(t, b, scopeB, appendOf(turn("p1", "s1", "t1", 1))) // same ids, other tenant
	if err := b.Enqueue(ctx, scopeA, nil, []session.OutboxItem{{ID: "e1", PatientID: "p1", Kind: "entity.apply", Payload: []byte(`{}`)}}); err != nil {
		t.Fatal(err)
	}
	chain := len(mustChain(t, b, scopeA))
	tomb := audit.Event{At: base.Add(time.Hour), Actor: "key:admin", Type: audit.PatientErased, PatientID: "p1",
		EntityID: "p1", After: json.RawMessage(`{"turns":2}`), Reason: "erasure request"}
	got, err := b.ErasePatient(ctx, scopeA, "p1", tomb)
	if err != nil {
		t.Fatalf("ErasePatient: %v", err)
	}
	if want := (session.Erased{Turns: 2, Summaries: 1, OutboxItems: 3, States: 1}); got != want {
		t.Errorf("ErasePatient = %+v, want %+v", got, want)
	}
	for _, s := range []string{"s1", "s2"} {
		if w, err := b.Window(ctx, scopeA, "p1", s, 10); !errors.Is(err, session.ErrNotFound) {
			t.Errorf("Window(p1, %s) after erasure = %v, %v; want ErrNotFound", s, turnIDs(w), err)
		}
	}
	if ts, err := b.PatientTurns(ctx, scopeA, "p1", 10); err != nil || len(ts) != 0 {
		t.Errorf("PatientTurns after erasure = %v, %v", turnIDs(ts), err)
	}
	if ls, err := b.PatientLines(ctx, scopeA, "p1", 10); err != nil || len(ls) != 0 {
		t.Errorf("PatientLines after erasure = %+v, %v", ls, err)
	}
	if ok, err := b.PatientExists(ctx, scopeA, "p1"); err != nil || ok {
		t.Errorf("PatientExists after erasure = %v, %v; want false", ok, err)
	}
	if sums, err := b.Summaries(ctx, scopeA, "p1", ""); err != nil || len(sums) != 0 {
		t.Errorf("Summaries after erasure = %d, %v", len(sums), err)
	}
	if p := mustPending(t, b, scopeA, "p1"); len(p) != 0 {
		t.Errorf("outbox of p1 after erasure = %v", itemIDs(p))
	}
	if st, err := b.State(ctx, scopeA, "p1", "s2"); err != nil || st.Version != 0 || len(st.Doc) != 0 {
		t.Errorf("working state after erasure = version %d, %d bytes, %v; want none", st.Version, len(st.Doc), err)
	}
	if st, err := b.State(ctx, scopeA, "p2", "s1"); err != nil || st.Version != 1 {
		t.Errorf("another patient's working state after erasure = version %d, %v; want 1", st.Version, err)
	}
	if g := mustGeneration(t, b, "p1"); g != 0 {
		t.Errorf("generation after erasure = %d, want 0", g)
	}
	evs := mustChain(t, b, scopeA)
	if len(evs) != chain+1 || evs[len(evs)-1].Type != audit.PatientErased {
		t.Errorf("chain after erasure has %d events (last %q), want %d ending in the tombstone", len(evs), evs[len(evs)-1].Type, chain+1)
	}
	if i := audit.Verify(scopeA.TenantID(), evs); i != -1 {
		t.Errorf("chain broken at %d after erasure", i)
	}
	// Another patient of the tenant, and the same ids in tenant B, stay.
	if w, err := b.Window(ctx, scopeA, "p2", "s1", 10); err != nil || len(w) != 1 {
		t.Errorf("p2 after p1's erasure: %v, %v", turnIDs(w), err)
	}
	if w, err := b.Window(ctx, scopeB, "p1", "s1", 10); err != nil || len(w) != 1 {
		t.Errorf("tenant B's p1 after tenant A's erasure: %v, %v", turnIDs(w), err)
	}
	// Erasing again removes nothing and still records the request.
	again, err := b.ErasePatient(ctx, scopeA, "p1", tomb)
	if err != nil || again != (session.Erased{}) {
		t.Errorf("second ErasePatient = %+v, %v; want nothing removed", again, err)
	}
}
