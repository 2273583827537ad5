package embedded

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"
)

// Background upkeep of the file: one goroutine per open DB, stopped by
// Close.
//
// SQLite checkpoints the write-ahead log inline: the commit that takes the
// log past wal_autocheckpoint pages (1,000 by default) copies it into the
// database file and syncs both before it returns. Under a steady stream of
// writes about one ingest in twenty-five paid for everyone's writes, in its
// p95 (issue 11). The goroutine checkpoints every checkpointEvery instead,
// PASSIVE, so no reader or writer waits for it.
//
// The inline checkpoint stays, ten times further out (walAutoCheckpoint):
// the log starts over only when a writer finds every frame of it copied,
// and under steady writes some always arrive while a background checkpoint
// runs, so without it the log grew without bound (16 GB over a
// benchmark's load). At 10,000 pages it comes ten times less often and
// finds all but the last tenth of a second already copied.
//
// After an erasure the log is truncated (scrub): its frames hold what the
// erased patient said, which secure_delete does not reach, until the log
// starts over. TRUNCATE waits for no one either; while readers hold the
// log it fails and is tried again at the next tick.
//
// Completed outbox items are kept for a retention period, for an operator
// looking into recent work, and then deleted: they were 116 MiB of a
// 665 MiB file after a benchmark (issue 11).
const (
	checkpointEvery   = 100 * time.Millisecond
	walAutoCheckpoint = 10000 // pages: 40 MiB of log at 4 KiB pages
	pruneEvery        = time.Minute
	// pruneBatch bounds one pruning transaction, so that writers never
	// wait long for the lock.
	pruneBatch = 1000
	// DefaultOutboxRetention is how long completed outbox items are kept
	// when WithOutboxRetention is not given.
	DefaultOutboxRetention = 24 * time.Hour
)

// WithOutboxRetention sets how long completed outbox items are kept before
// the DB deletes them; 0 or less keeps them forever.
func WithOutboxRetention(d time.Duration) Option { return func(db *DB) { db.retention = d } }

// WithLogger sets where the DB's background upkeep reports failures (ids
// and counts only); slog.Default() if not given.
func WithLogger(l *slog.Logger) Option { return func(db *DB) { db.log = l } }

// startMaintenance starts the upkeep goroutine.
func (d *DB) startMaintenance() {
	d.stop, d.stopped = make(chan struct{}), make(chan struct{})
	go d.maintain()
}

// stopMaintenance stops the upkeep goroutine and waits for it to finish.
// Calling it again does nothing.
func (d *DB) stopMaintenance() {
	if d.stop == nil {
		return
	}
	d.stopOnce.Do(func() { close(d.stop) })
	<-d.stopped
}

func (d *DB) maintain() {
	defer close(d.stopped)
	checkpoint := time.NewTicker(checkpointEvery)
	defer checkpoint.Stop()
	prune := time.NewTicker(pruneEvery)
	defer prune.Stop()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		<-d.stop
		cancel()
	}()
	failing := false
	for {
		select {
		case <-d.stop:
			return
		case <-checkpoint.C:
			if d.scrub.Load() {
				if err := d.truncateLog(ctx); err == nil {
					d.scrub.Store(false)
				}
			}
			_, _, err := d.checkpoint(ctx)
			switch {
			case err != nil && ctx.Err() == nil && !failing:
				d.log.Warn("background wal checkpoint failing; commits checkpoint inline", "err", err)
				failing = true
			case err == nil && failing:
				d.log.Info("wal checkpoint recovered")
				failing = false
			}
		case <-prune.C:
			if d.retention <= 0 {
				continue
			}
			n, err := d.PruneOutbox(ctx, d.now().Add(-d.retention))
			if err != nil && ctx.Err() == nil {
				d.log.Warn("outbox pruning failed", "err", err, "deleted", n)
			}
		}
	}
}

// checkpoint copies what it can of the write-ahead log into the database
// file without waiting for readers or writers (PASSIVE). It returns the
// frames in the log and how many of them are in the file now.
func (d *DB) checkpoint(ctx context.Context) (logFrames, checkpointed int, err error) {
	var busy int
	if err := d.sql.QueryRowContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &logFrames, &checkpointed); err != nil {
		return 0, 0, fmt.Errorf("wal checkpoint: %w", err)
	}
	return logFrames, checkpointed, nil
}

// truncateLog copies the whole log into the file and empties it; it fails
// while a reader holds frames of the log.
func (d *DB) truncateLog(ctx context.Context) error {
	var busy, logFrames, checkpointed int
	if err := d.sql.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logFrames, &checkpointed); err != nil {
		return fmt.Errorf("truncate the log: %w", err)
	}
	if busy != 0 {
		return errors.New("truncate the log: busy")
	}
	return nil
}

// pruneQuery deletes a batch of completed items, found through outbox_done.
const pruneQuery = `DELETE FROM outbox WHERE rowid IN (
	SELECT rowid FROM outbox WHERE done_at IS NOT NULL AND done_at < ? LIMIT ?)`

// PruneOutbox deletes the outbox items of every tenant completed before
// before, in transactions of at most pruneBatch items, and returns how
// many it deleted. Pending and quarantined items are never deleted.
func (d *DB) PruneOutbox(ctx context.Context, before time.Time) (int, error) {
	total := 0
	for {
		res, err := d.sql.ExecContext(ctx, pruneQuery, timeText(before), pruneBatch)
		if err != nil {
			return total, fmt.Errorf("prune outbox: %w", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return total, fmt.Errorf("prune outbox: %w", err)
		}
		total += int(n)
		if n < pruneBatch {
			return total, nil
		}
	}
}
