// Package embedded is the default backend: one SQLite file (pure Go, no cgo)
// that implements every store interface, so memoryd runs with no services.
//
// The store persists only: the rules every backend shares (the scope check,
// validation, defaults from the clock, limits and paging) are the domain
// managers' (session.Managed, audit.Managed, entity.Managed,
// retrieval.Managed and their siblings), which memory.New puts over it.
// Every query still names the scope's tenant.
package embedded

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// FileName is the database file inside the data directory.
const FileName = "memoryd.db"

// DB is an open embedded database. It is safe for concurrent use.
type DB struct {
	sql     *stmtDB
	now     func() time.Time
	release func() // the data directory's lock, if Open took it

	retention     time.Duration // of completed outbox items (maintain.go)
	scrub         atomic.Bool   // an erasure awaits the log's truncation (maintain.go)
	log           *slog.Logger
	stop, stopped chan struct{} // of the upkeep goroutine
	stopOnce      sync.Once
}

// ErrLocked means another process has the data directory open.
var ErrLocked = errors.New("data directory locked")

// Option configures Open.
type Option func(*DB)

// WithClock sets the clock used for timestamps the store adds itself: when
// a migration ran, a tenant's or key's CreatedAt left zero, and when a
// patient first known through Enqueue was recorded. Times left zero in the
// domain calls are their managers' (session.Managed...).
func WithClock(now func() time.Time) Option { return func(d *DB) { d.now = now } }

// migration is one versioned schema step. Versions are applied in order and
// recorded in schema_version; a step is never edited once released, only
// followed by another.
type migration struct {
	version int
	name    string
	sql     string
}

var migrations = []migration{
	{1, "session, tenancy and audit", sessionSchema},
	{2, "entity record and claims", entitySchema},
	{3, "vector index", indexSchema},
	{4, "summaries", summariesSchema},
	{5, "turn readings", `ALTER TABLE turns ADD COLUMN reading BLOB`},
	{6, "lexical index", lexicalSchema},
	{7, "patients", patientsSchema},
	{8, "patient generations and outbox quarantine", `
ALTER TABLE patients ADD COLUMN generation INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN quarantined_at TEXT;`},
	{9, "session working states", statesSchema},
	{10, "claims by patient and status", `
CREATE INDEX entity_claims_patient_status ON entity_claims (tenant_id, patient_id, status, created_at, id);`},
	{11, "completed outbox items by time", `
CREATE INDEX outbox_done ON outbox (done_at) WHERE done_at IS NOT NULL;`},
	// A context reads the patient's hundred latest lines on every request.
	// Through turns_patient_time that was a hundred rows scattered over
	// the file (turns of many patients arrive interleaved); this index
	// holds the lines themselves in the order they are read, so they come
	// from a few adjacent pages. It replaces turns_patient_time, whose
	// columns it starts with.
	{12, "patient lines", `
CREATE INDEX turns_patient_lines ON turns (tenant_id, patient_id, at, seq, session_id, turn_id, speaker, kind, text);
DROP INDEX turns_patient_time;`},
	// The payloads of a search's winners, a few hundred per context, were
	// rows of vector_points scattered over the file, vectors and all; this
	// index holds them in patient order, without the vectors (hitsQuery).
	{13, "point payloads", `
CREATE INDEX vector_points_payload ON vector_points (tenant_id, patient_id, id, session_id, kind, source_id, speaker, topics, concepts, at, text);`},
}

// Open opens (creating if needed) the database in dir and applies pending
// migrations. It holds an exclusive lock on dir until Close: a second Open
// of the same directory, in this process or another, fails with ErrLocked.
func Open(ctx context.Context, dir string, opts ...Option) (*DB, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("create data dir: %w", err)
	}
	release, err := lockDir(dir)
	if err != nil {
		return nil, err
	}
	d, err := OpenFile(ctx, filepath.Join(dir, FileName), opts...)
	if err != nil {
		release()
		return nil, err
	}
	d.release = release
	return d, nil
}

// maxIdleConns is how many connections stay open between calls.
const maxIdleConns = 8

// OpenFile opens the database at path; ":memory:" is not supported because
// every connection would see its own database.
func OpenFile(ctx context.Context, path string, opts ...Option) (*DB, error) {
	// Settings live in the DSN so that every pooled connection gets them.
	// _txlock=immediate takes the write lock at BEGIN, so two writers wait
	// on busy_timeout instead of failing with SQLITE_BUSY on upgrade.
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	// An erased patient's words must not stay readable in freed pages of
	// the file; the log is truncated after an erasure (maintain.go).
	q.Add("_pragma", "secure_delete(ON)")
	q.Add("_pragma", fmt.Sprintf("wal_autocheckpoint(%d)", walAutoCheckpoint)) // the background checkpoints first (maintain.go)
	// No mmap: every context writes its access record, and a read
	// transaction that finds the log changed unmaps the whole file
	// (pagerBeginReadTransaction), so each of a context's reads paid an
	// munmap and a page fault per page it touched. Read calls into the
	// page cache cost less: at 1,000 patients, context p50 2.85 -> 2.40 ms
	// and p95 4.0 -> 3.4 ms in process, ingest no slower.
	q.Add("_pragma", "mmap_size(0)")
	q.Set("_txlock", "immediate")
	sdb, err := sql.Open("sqlite", "file:"+uriPath(path)+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	// A context reads on several connections at once (recall, the record,
	// the query's references). database/sql keeps two idle by default and
	// closes the rest, so every context opened a connection and prepared its
	// statements again: a fifth of its CPU time.
	sdb.SetMaxIdleConns(maxIdleConns)
	d := &DB{sql: newStmtDB(sdb), now: time.Now, retention: DefaultOutboxRetention, log: slog.Default()}
	for _, o := range opts {
		o(d)
	}
	if err := d.migrate(ctx); err != nil {
		sdb.Close()
		return nil, err
	}
	// SQLite gathers no statistics by itself; optimize analyzes what its
	// queries need, cheaply (the 0x10002 form SQLite recommends at open).
	// The plans must not depend on it (plan_test.go), but it helps the rest.
	if _, err := d.sql.ExecContext(ctx, `PRAGMA optimize=0x10002`); err != nil {
		d.Close()
		return nil, fmt.Errorf("optimize %s: %w", path, err)
	}
	if err := d.dropValueStatistics(ctx); err != nil {
		d.Close()
		return nil, fmt.Errorf("optimize %s: %w", path, err)
	}
	d.startMaintenance()
	return d, nil
}

// dropValueStatistics deletes the samples ANALYZE keeps in sqlite_stat4
// (the per-table counts of sqlite_stat1 stay). With samples, SQLite
// recompiles a statement whenever a parameter compared to an indexed
// column is bound to a new value, in case the value changes the plan: that
// is every call of every prepared statement, a tenth of a context's CPU on
// a restarted store. Our plans do not depend on values (plan_test.go).
// ANALYZE sqlite_schema reloads what the connection holds; a connection
// that loads the schema later reads the emptied table.
func (d *DB) dropValueStatistics(ctx context.Context) error {
	var n int
	if err := d.sql.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_schema WHERE name = 'sqlite_stat4'`).Scan(&n); err != nil || n == 0 {
		return err
	}
	_, err := d.sql.ExecContext(ctx, `DELETE FROM sqlite_stat4; ANALYZE sqlite_schema`)
	return err
}

// uriPath escapes the characters that end or escape a path in an SQLite
// URI filename, so that a data dir named "a%b" or "a?b" opens that dir.
func uriPath(p string) string {
	return strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(p)
}

// Close closes the database and releases the data directory.
func (d *DB) Close() error {
	d.stopMaintenance()
	// As SQLite recommends before closing: keep the statistics current for
	// the next start. Failing to is no reason to fail the close.
	d.sql.Exec(`PRAGMA optimize`)
	d.dropValueStatistics(context.Background())
	err := d.sql.Close()
	if d.release != nil {
		d.release()
	}
	return err
}

// Ping reports whether the database answers.
func (d *DB) Ping(ctx context.Context) error { return d.sql.PingContext(ctx) }

// SchemaVersion returns the highest applied migration.
func (d *DB) SchemaVersion(ctx context.Context) (int, error) {
	var v int
	err := d.sql.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&v)
	return v, err
}

func (d *DB) migrate(ctx context.Context) error {
	if _, err := d.sql.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (
		version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("create schema_version: %w", err)
	}
	for _, m := range migrations {
		if err := d.apply(ctx, m); err != nil {
			return fmt.Errorf("migration %d (%s): %w", m.version, m.name, err)
		}
	}
	return nil
}

func (d *DB) apply(ctx context.Context, m migration) error {
	return d.tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_version WHERE version = ?`, m.version).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return nil
		}
		if _, err := tx.ExecContext(ctx, m.sql); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)`,
			m.version, m.name, d.now().UTC().Format(time.RFC3339Nano))
		return err
	})
}

// tx runs fn in a transaction, committing if it returns nil. In a view of
// a batch (Batch), fn runs in a savepoint of the batch's transaction
// instead: all or nothing, as on its own, but committed with the batch.
func (d *DB) tx(ctx context.Context, fn func(*sql.Tx) error) error {
	if tx := d.sql.tx; tx != nil {
		return d.savepoint(ctx, tx, fn)
	}
	tx, err := d.sql.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// savepoint runs fn in a savepoint of tx. Its two statements are prepared
// once (stmtDB): every store call of a batch opens and releases one.
func (d *DB) savepoint(ctx context.Context, tx *sql.Tx, fn func(*sql.Tx) error) error {
	if _, err := d.sql.txExec(ctx, tx, `SAVEPOINT store_call`); err != nil {
		return fmt.Errorf("savepoint: %w", err)
	}
	if err := fn(tx); err != nil {
		if _, rerr := tx.ExecContext(ctx, `ROLLBACK TO store_call; RELEASE store_call`); rerr != nil {
			return errors.Join(err, fmt.Errorf("roll back savepoint: %w", rerr))
		}
		return err
	}
	if _, err := d.sql.txExec(ctx, tx, `RELEASE store_call`); err != nil {
		return fmt.Errorf("release savepoint: %w", err)
	}
	return nil
}

// Batch runs fn with a view of d whose every store call joins one write
// transaction, committed only if fn returns nil. Each call through the view
// is still all or nothing on its own (tx), so fn may go on after one
// fails. It lets a caller commit a turn and the work the turn queues once,
// instead of once per store (issue 11). fn must use only the view: a write
// through d waits for the batch, which waits for fn.
func (d *DB) Batch(ctx context.Context, fn func(view *DB) error) error {
	return d.tx(ctx, func(tx *sql.Tx) error {
		return fn(&DB{sql: d.sql.bound(tx), now: d.now, retention: d.retention, log: d.log})
	})
}

// timeText and parseTime store times as RFC 3339 text in UTC with fixed
// width, so that text order is time order.
func timeText(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000000000Z") }

func parseTime(s string) (time.Time, error) { return time.Parse(time.RFC3339Nano, s) }
