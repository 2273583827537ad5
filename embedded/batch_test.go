package embedded_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

func batchFact(id string) entity.Fact {
	at := time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)
	return entity.Fact{ID: id, PatientID: "p1", Type: "condition", Display: id, Status: "active",
		Verification: "confirmed", Kind: "condition", Confidence: 1, ValidFrom: at, RecordedAt: at}
}

func factIDs(t *testing.T, s entity.Store, sc tenancy.Scope) []string {
	t.Helper()
	facts, err := s.Record(context.Background(), sc, "p1", time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, f := range facts {
		ids = append(ids, f.ID)
	}
	slices.Sort(ids)
	return ids
}

// TestBatchKeepsEachCallWhole: a store call that fails inside a batch
// leaves nothing of its own, while the calls around it commit with the
// batch, and the view reads what the batch wrote before it commits.
func TestBatchKeepsEachCallWhole(t *testing.T) {
	ctx := context.Background()
	db := openDB(t)
	sc := tenancy.System("tenant-a")
	err := db.Batch(ctx, func(view *embedded.DB) error {
		if err := view.Apply(ctx, sc, entity.Change{PatientID: "p1", Create: []entity.Fact{batchFact("f1")}}); err != nil {
			return err
		}
		failed := view.Apply(ctx, sc, entity.Change{PatientID: "p1", Create: []entity.Fact{batchFact("f2")},
			Supersede: []entity.Supersession{{FactID: "no-such-fact", At: time.Date(2026, 3, 14, 10, 0, 0, 0, time.UTC)}}})
		if !errors.Is(failed, entity.ErrNotFound) {
			t.Errorf("superseding a missing fact = %v, want entity.ErrNotFound", failed)
		}
		if got := factIDs(t, view, sc); !slices.Equal(got, []string{"f1"}) {
			t.Errorf("inside the batch the view reads %v, want [f1]", got)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("Batch: %v", err)
	}
	if got := factIDs(t, db, sc); !slices.Equal(got, []string{"f1"}) {
		t.Errorf("after the batch the record holds %v, want [f1]: the failed call must leave nothing", got)
	}
}

// TestBatchRollsBackOnError: when fn fails, nothing of the batch stays.
func TestBatchRollsBackOnError(t *testing.T) {
	ctx := context.Background()
	db := openDB(t)
	sc := tenancy.System("tenant-a")
	stop := errors.New("stop")
	err := db.Batch(ctx, func(view *embedded.DB) error {
		if err := view.Apply(ctx, sc, entity.Change{PatientID: "p1", Create: []entity.Fact{batchFact("f1")}}); err != nil {
			return err
		}
		return stop
	})
	if !errors.Is(err, stop) {
		t.Fatalf("Batch = %v, want fn's error", err)
	}
	if got := factIDs(t, db, sc); len(got) != 0 {
		t.Errorf("after a failed batch the record holds %v, want nothing", got)
	}
}
