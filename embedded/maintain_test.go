package embedded

import (
	"context"
	"fmt"
	"testing"
	"time"

	sessionstoretest "github.com/anamnesis-health/anamnesis/session/storetest"
)

// writeFrames commits n rows of 16 KB (four pages and a bit each).
func writeFrames(t *testing.T, db *DB, from, n int) {
	t.Helper()
	for i := from; i < from+n; i++ {
		if _, err := db.sql.ExecContext(context.Background(), `INSERT INTO vector_meta (key, value) VALUES (?, ?)`,
			fmt.Sprint("filler-", i), string(make([]byte, 16000))); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCommitsLeaveCheckpointsToTheBackground(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.stopMaintenance() // no background checkpoint during the test
	var auto int
	if err := db.sql.QueryRowContext(ctx, `PRAGMA wal_autocheckpoint`).Scan(&auto); err != nil || auto != walAutoCheckpoint {
		t.Fatalf("wal_autocheckpoint = %d, %v; want %d", auto, err, walAutoCheckpoint)
	}
	// Past SQLite's default of 1,000 pages, none copied by the commits
	// themselves; the background checkpoint copies them all.
	writeFrames(t, db, 0, 300)
	frames, done, err := db.checkpoint(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if frames < 1000 || done != frames {
		t.Errorf("after 300 commits of 4 pages the log has %d frames, %d checkpointed: want over 1,000, all of them", frames, done)
	}
}

func TestTheLogStartsOverWithoutTheBackground(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.stopMaintenance()
	// Several times walAutoCheckpoint pages: the inline checkpoint,
	// further out, still bounds the log if the background one stops.
	writeFrames(t, db, 0, walAutoCheckpoint/2)
	frames, _, err := db.checkpoint(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if frames >= walAutoCheckpoint+100 {
		t.Errorf("after %d commits of four pages or more the log holds %d frames: it never started over", walAutoCheckpoint/2, frames)
	}
}

func TestPruneOutboxDeletesOnlyOldCompletedItems(t *testing.T) {
	db, err := Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	sessionstoretest.RunPrune(t, db, func() []string {
		var left []string
		rows, err := db.sql.QueryContext(context.Background(), `SELECT id FROM outbox ORDER BY id`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				t.Fatal(err)
			}
			left = append(left, id)
		}
		return left
	})
}

func TestPruneOutboxGoesOnPastOneBatch(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	old := timeText(now.Add(-48 * time.Hour))
	for i := range pruneBatch + 10 {
		if _, err := db.sql.ExecContext(ctx, `INSERT INTO outbox (tenant_id, id, patient_id, kind, created_at, done_at)
			VALUES ('acme', ?, 'p1', 'index.upsert', ?, ?)`, fmt.Sprint("o", i), old, old); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := db.PruneOutbox(ctx, now.Add(-24*time.Hour)); err != nil || n != pruneBatch+10 {
		t.Errorf("pruned %d, %v; want all %d", n, err, pruneBatch+10)
	}
}

func TestCloseStopsTheUpkeepAndMayBeRepeated(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	for range 3 {
		db, err := Open(ctx, dir)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
		db.Close()
		select {
		case <-db.stopped:
		default:
			t.Fatal("the upkeep goroutine is still running after Close")
		}
	}
}
