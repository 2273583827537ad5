package pgstore_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Pruning deletes the completed items of every tenant that are older than
// the cut-off, and nothing pending, quarantined or recent.
func TestPruneOutboxDeletesOnlyOldCompletedItems(t *testing.T) {
	testDSN(t)
	ctx := context.Background()
	s, dsn := openStore(t)
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	day := 24 * time.Hour
	for _, id := range []string{"acme", "globex"} {
		if err := s.CreateTenant(ctx, tenancy.Tenant{ID: id, Name: id, CreatedAt: now}); err != nil {
			t.Fatal(err)
		}
	}
	type item struct {
		tenant, id       string
		done, quarantine time.Duration // before now; 0: not
	}
	items := []item{
		{"acme", "old-done", 3 * day, 0},
		{"globex", "old-done-other-tenant", 2 * day, 0},
		{"acme", "recent-done", time.Hour, 0},
		{"acme", "old-pending", 0, 0},
		{"acme", "old-quarantined", 0, 3 * day},
	}
	for _, it := range items {
		sc := tenancy.System(it.tenant)
		if err := s.Enqueue(ctx, sc, nil, []session.OutboxItem{{ID: it.id, PatientID: "p1", Kind: "index.upsert",
			CreatedAt: now.Add(-4 * day)}}); err != nil {
			t.Fatal(err)
		}
		if it.done > 0 {
			if err := s.MarkOutboxDone(ctx, sc, it.id, now.Add(-it.done)); err != nil {
				t.Fatal(err)
			}
		}
		if it.quarantine > 0 {
			if err := s.QuarantineOutbox(ctx, sc, it.id, now.Add(-it.quarantine)); err != nil {
				t.Fatal(err)
			}
		}
	}
	n, err := s.PruneOutbox(ctx, now.Add(-day))
	if err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Errorf("pruned %d items, want the 2 completed over a day ago", n)
	}
	// Every tenant's rows, read as the isolation audit reads them.
	conn := rawConn(t, dsn)
	if _, err := conn.Exec(ctx, `SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY; SELECT set_config('app.isolation_audit', 'on', false)`); err != nil {
		t.Fatal(err)
	}
	rows, err := conn.Query(ctx, `SELECT id FROM outbox ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	var left []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		left = append(left, id)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if want := []string{"old-pending", "old-quarantined", "recent-done"}; !slices.Equal(left, want) {
		t.Errorf("left %q, want %q", left, want)
	}
	if n, err := s.PruneOutbox(ctx, now.Add(-day)); err != nil || n != 0 {
		t.Errorf("pruning again: %d, %v; want nothing to do", n, err)
	}
}
