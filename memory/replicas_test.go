package memory_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// replicaLines change the record back and forth, so that two gates working
// from the same stale record would close the same fact or both add one.
var replicaLines = []string{
	"我血压150/100",
	"我在吃二甲双胍500mg每天两次",
	"I stopped taking metformin last week",
	"我刚量的血压是118/75",
	"I'm allergic to penicillin",
	"我的血糖今天是7.8",
	"我现在每天吃氨氯地平5mg",
	"My blood pressure this morning was 135/85",
}

// TestTwoReplicasOnePatient is issue 9's lock-out: writers alternating
// between two services (two replicas: each has its own in-process lock)
// on the same stores, all into one patient, each in its own session (a
// session's seq would otherwise order them by itself). Every turn must be
// acknowledged, seqs dense, the outbox empty, the record without two
// current facts of one key, and the next turn must succeed.
func TestTwoReplicasOnePatient(t *testing.T) {
	for name, record := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			// A record read that takes a while, as over a network, widens
			// the window between a gate's read and its commit.
			e := newEnv(t, record, func(s memory.Stores) memory.Stores {
				s.Entities = slowRecord{s.Entities}
				return s
			})
			replicas := []*memory.Service{e.svc, e.service()}
			ctx := context.Background()
			const writers, turns = 8, 24
			var wg sync.WaitGroup
			errs := make(chan error, writers*turns)
			for w := range writers {
				wg.Go(func() {
					for i := range turns {
						svc := replicas[(w+i)%2]
						_, _, err := svc.Ingest(ctx, e.sc, memory.TurnRequest{
							PatientID: "p1", SessionID: fmt.Sprintf("s%d", w), TurnID: fmt.Sprintf("t%d", i),
							Role: "patient", Text: replicaLines[i%len(replicaLines)],
						})
						if err != nil {
							errs <- fmt.Errorf("writer %d turn %d: %w", w, i, err)
						}
					}
				})
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Error(err)
			}
			if t.Failed() {
				return
			}
			for w := range writers {
				checkReplicaSession(t, e, fmt.Sprintf("s%d", w), turns)
			}
			checkReplicaRecord(t, e)
			if _, _, err := replicas[0].Ingest(ctx, e.sc, memory.TurnRequest{
				PatientID: "p1", SessionID: "s1", TurnID: "after", Role: "patient", Text: "我血压140/90",
			}); err != nil {
				t.Fatalf("the turn after the race: %v", err)
			}
		})
	}
}

type slowRecord struct{ entity.Store }

func (s slowRecord) Record(ctx context.Context, sc tenancy.Scope, patientID string, asOf time.Time) ([]entity.Fact, error) {
	time.Sleep(2 * time.Millisecond)
	return s.Store.Record(ctx, sc, patientID, asOf)
}

func checkReplicaSession(t *testing.T, e *env, sessionID string, want int) {
	t.Helper()
	got, err := e.db.Window(context.Background(), e.sc, "p1", sessionID, 10*want)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != want {
		t.Fatalf("%s: %d turns stored, want %d", sessionID, len(got), want)
	}
	for i, tn := range got {
		if tn.Seq != int64(i+1) {
			t.Fatalf("%s: turn %d has seq %d: a gap or a repeat", sessionID, i, tn.Seq)
		}
	}
}

func checkReplicaRecord(t *testing.T, e *env) {
	t.Helper()
	ctx := context.Background()
	if n := e.pending(); n != 0 {
		t.Errorf("%d outbox items still pending", n)
	}
	if q, err := e.svc.Quarantined(ctx, e.sc.TenantID(), 100); err != nil || len(q) != 0 {
		t.Errorf("quarantined items: %d (%v)", len(q), err)
	}
	current := map[string][]string{}
	for _, f := range e.record() {
		if f.SupersededAt == nil && f.Type != entity.Symptom {
			current[f.Key()] = append(current[f.Key()], f.ID)
		}
	}
	for key, ids := range current {
		if len(ids) > 1 {
			t.Errorf("%d current facts of %s: %v (two gates read the same record)", len(ids), key, ids)
		}
	}
}

// TestTwoReplicasSequentialBaseline pins that the lines, ingested one by
// one, leave at most one current fact per key, so that the concurrent
// test's check is about the race and not about the lines.
func TestTwoReplicasSequentialBaseline(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	for i := range 16 {
		e.say(fmt.Sprintf("t%d", i), replicaLines[i%len(replicaLines)])
	}
	checkReplicaSession(t, e, "s1", 16)
	checkReplicaRecord(t, e)
}
