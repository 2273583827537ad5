package storetest

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Pruner is a backend that deletes its completed outbox items itself, past
// a retention period (embedded.DB, pgstore.Store).
type Pruner interface {
	session.Outbox
	CreateTenant(ctx context.Context, t tenancy.Tenant) error
	PruneOutbox(ctx context.Context, before time.Time) (int, error)
}

// RunPrune checks that PruneOutbox deletes the completed items of every
// tenant that are older than the cut-off, and nothing pending, quarantined
// or recent. ids returns the ids of the outbox items left, of every
// tenant, sorted: reading past the tenant scope is the backend's own
// business.
func RunPrune(t *testing.T, b Pruner, ids func() []string) {
	ctx := context.Background()
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	day := 24 * time.Hour
	for _, id := range []string{"acme", "globex"} {
		if err := b.CreateTenant(ctx, tenancy.Tenant{ID: id, Name: id, CreatedAt: now}); err != nil {
			t.Fatal(err)
		}
	}
	items := []struct {
		tenant, id       string
		done, quarantine time.Duration // before now; 0: not
	}{
		{"acme", "old-done", 3 * day, 0},
		{"globex", "old-done-other-tenant", 2 * day, 0},
		{"acme", "recent-done", time.Hour, 0},
		{"acme", "old-pending", 0, 0},
		{"acme", "old-quarantined", 0, 3 * day},
	}
	for _, it := range items {
		sc := tenancy.System(it.tenant)
		if err := b.Enqueue(ctx, sc, nil, []session.OutboxItem{{ID: it.id, PatientID: "p1", Kind: "index.upsert",
			CreatedAt: now.Add(-4 * day)}}); err != nil {
			t.Fatal(err)
		}
		if it.done > 0 {
			if err := b.MarkOutboxDone(ctx, sc, it.id, now.Add(-it.done)); err != nil {
				t.Fatal(err)
			}
		}
		if it.quarantine > 0 {
			if err := b.QuarantineOutbox(ctx, sc, it.id, now.Add(-it.quarantine)); err != nil {
				t.Fatal(err)
			}
		}
	}
	n, err := b.PruneOutbox(ctx, now.Add(-day))
	if err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Errorf("pruned %d items, want the 2 completed over a day ago", n)
	}
	if left, want := ids(), []string{"old-pending", "old-quarantined", "recent-done"}; !slices.Equal(left, want) {
		t.Errorf("left %q, want %q", left, want)
	}
	if n, err := b.PruneOutbox(ctx, now.Add(-day)); err != nil || n != 0 {
		t.Errorf("pruning again: %d, %v; want nothing to do", n, err)
	}
}
