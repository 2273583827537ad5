package pgstore

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Completed outbox items are kept for a retention period, for an operator
// looking into recent work, and then deleted, as the embedded store does
// (embedded/maintain.go): without it they grow with every turn (issue 11).
const (
	pruneEvery = time.Minute
	// pruneBatch bounds one deleting transaction, so that no writer waits
	// long for the rows it locks.
	pruneBatch = 1000
)

// startPruning deletes completed outbox items older than retention every
// pruneEvery until Close.
func (s *Store) startPruning(retention time.Duration, log *slog.Logger) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	s.stopPruning = func() { cancel(); <-done }
	go func() {
		defer close(done)
		tick := time.NewTicker(pruneEvery)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				n, err := s.PruneOutbox(ctx, s.now().Add(-retention))
				if err != nil && ctx.Err() == nil {
					log.Warn("outbox pruning failed", "err", err, "deleted", n)
				}
			}
		}
	}()
}

// PruneOutbox deletes the outbox items of every tenant completed before
// before, a tenant at a time (row-level security shows one tenant's rows),
// in transactions of at most pruneBatch items, and returns how many it
// deleted. Pending and quarantined items are never deleted.
func (s *Store) PruneOutbox(ctx context.Context, before time.Time) (int, error) {
	tenants, err := s.Tenants(ctx)
	if err != nil {
		return 0, fmt.Errorf("prune outbox: %w", err)
	}
	total := 0
	for _, t := range tenants {
		for {
			var n int64
			err := s.inTenant(ctx, tenancy.System(t.ID), pgx.ReadWrite, func(tx pgx.Tx) error {
				tag, err := tx.Exec(ctx, `DELETE FROM outbox WHERE tenant_id = $1 AND id IN (
					SELECT id FROM outbox WHERE tenant_id = $1 AND done_at IS NOT NULL AND done_at < $2
					AND quarantined_at IS NULL LIMIT $3)`, t.ID, before, pruneBatch)
				n = tag.RowsAffected()
				return err
			})
			if err != nil {
				return total, fmt.Errorf("prune outbox of tenant %s: %w", t.ID, err)
			}
			total += int(n)
			if n < pruneBatch {
				break
			}
		}
	}
	return total, nil
}
