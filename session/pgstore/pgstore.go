// Package pgstore is the PostgreSQL backend of the session store, the outbox,
// the audit log and the tenant directory (pgx/v5 with a pgxpool).
//
// Tenant isolation is enforced by the database, not only by the queries: every
// table carries tenant_id, row-level security is enabled and forced on every
// table (forced, so that it holds even for the role that owns the tables), and
// every store method runs in a transaction that first does
//
//	SELECT set_config('app.tenant_id', $1, true)
//
// (the SET LOCAL that accepts a parameter). A query that has not set the
// tenant sees no rows. The service must connect as a role that is neither
// superuser nor BYPASSRLS, since those bypass row-level security entirely.
//
// Migrations are embedded in the binary (migrations/NNNN_name.sql), recorded
// in schema_migrations and applied by Open under a session advisory lock, so
// that replicas starting at once do not race. They run as whoever connects.
// In production the owner of the schema runs them (Open with the owner's DSN
// once, or Migrate), then grants the service role what it needs:
//
//	GRANT USAGE ON SCHEMA <schema> TO memoryd;
//	GRANT SELECT, INSERT, UPDATE, DELETE ON tenants, api_keys, turns, outbox, summaries, patients TO memoryd;
//	GRANT SELECT, INSERT ON audit_events, access_log TO memoryd;
//
// and the service opens the store with its own DSN and SkipMigrate. In tests
// the service role owns a schema of its own and migrates it itself; FORCE ROW
// LEVEL SECURITY keeps isolation in force for it all the same.
//
// The store persists only: the rules every backend shares (the scope check,
// validation, defaults from the clock, limits) are the domain managers'
// (session.Managed, session.ManagedOutbox, session.ManagedSummaries,
// audit.Managed), which memory.New puts over it. inTenant still refuses a
// scope without a tenant, as the one place a transaction is bound to one.
//
// The audit tables (audit_events, access_log) are append-only in the
// database: UPDATE, DELETE and TRUNCATE are revoked, and a trigger refuses
// them for every role, the owner included.
package pgstore

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/internal/pgerr"
	"github.com/anamnesis-health/anamnesis/internal/pgmigrate"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Compile-time checks that Store is every backend it claims to be.
var (
	_ session.Store     = (*Store)(nil)
	_ session.Outbox    = (*Store)(nil)
	_ audit.Log         = (*Store)(nil)
	_ tenancy.Directory = (*Store)(nil)
)

// Store is a PostgreSQL-backed session.Store, session.Outbox, audit.Log and
// tenancy.Directory. It is safe for concurrent use.
type Store struct {
	pool        *pgxpool.Pool
	now         func() time.Time
	stopPruning func() // nil without Options.OutboxRetention
}

// Options configures Open. The zero value is usable.
type Options struct {
	// Now is the clock for timestamps the store adds itself: a tenant's or
	// key's CreatedAt left zero, and when a patient first known through
	// Enqueue was recorded. Times left zero in the session, outbox and
	// audit calls are their managers' (session.Managed...). Default
	// time.Now.
	Now func() time.Time
	// SkipMigrate leaves the schema alone, for a service role that may not
	// change it; the schema's owner has run the migrations.
	SkipMigrate bool
	// MaxConns caps the pool; 0 keeps pgxpool's default (or the DSN's
	// pool_max_conns).
	MaxConns int32
	// OutboxRetention is how long completed outbox items are kept before
	// a background loop deletes them (PruneOutbox); 0 keeps them.
	OutboxRetention time.Duration
	// Logger receives the pruning loop's failures (counts only); default
	// slog.Default().
	Logger *slog.Logger
}

// Open connects to the database at dsn (a libpq URL or keyword string; pool
// settings such as pool_max_conns and run-time parameters such as
// search_path may be given in it), checks that it answers and applies pending
// migrations unless opts.SkipMigrate.
func Open(ctx context.Context, dsn string, opts Options) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		// The parse error may quote the DSN and with it the password.
		return nil, errors.New("open postgres: invalid dsn")
	}
	if opts.MaxConns > 0 {
		cfg.MaxConns = opts.MaxConns
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open postgres: %w", err)
	}
	if !opts.SkipMigrate {
		if err := Migrate(ctx, pool); err != nil {
			pool.Close()
			return nil, err
		}
	}
	s := &Store{pool: pool, now: opts.Now}
	if s.now == nil {
		s.now = time.Now
	}
	if opts.OutboxRetention > 0 {
		log := opts.Logger
		if log == nil {
			log = slog.Default()
		}
		s.startPruning(opts.OutboxRetention, log)
	}
	return s, nil
}

// Close stops the pruning loop and closes every connection of the pool.
func (s *Store) Close() {
	if s.stopPruning != nil {
		s.stopPruning()
	}
	s.pool.Close()
}

// Ping reports whether the database answers, for readiness checks.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.pool.Ping(ctx); err != nil {
		return fmt.Errorf("ping postgres: %w", err)
	}
	return nil
}

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Migrate applies the pending embedded migrations to the schema that pool's
// connections create tables in (the first of their search_path), each in
// its own transaction and recorded in schema_migrations. It holds a session
// advisory lock keyed on that schema throughout, so concurrent callers
// apply each migration once: the later caller waits and then finds nothing
// to do. It may be retried.
func Migrate(ctx context.Context, pool *pgxpool.Pool) error {
	ms, err := pgmigrate.Load(migrationFiles, "migrations")
	if err != nil {
		return err
	}
	if err := pgmigrate.Apply(ctx, pool, ms, "schema_migrations", "anamnesis.migrate"); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

// SchemaVersion returns the highest applied migration, 0 if none.
func (s *Store) SchemaVersion(ctx context.Context) (int, error) {
	var v int32
	err := s.pool.QueryRow(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&v)
	if err != nil {
		return 0, fmt.Errorf("schema version: %w", err)
	}
	return int(v), nil
}

// inTenant runs fn in a transaction bound to sc's tenant: row-level security
// shows fn that tenant's rows only. It commits if fn returns nil.
func (s *Store) inTenant(ctx context.Context, sc tenancy.Scope, mode pgx.TxAccessMode, fn func(pgx.Tx) error) error {
	if err := sc.Check(); err != nil {
		return err
	}
	return unavailable(pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{AccessMode: mode}, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', $1, true)`, sc.TenantID()); err != nil {
			return fmt.Errorf("set tenant: %w", err)
		}
		return fn(tx)
	}))
}

// readAll runs one read-only query in sc's tenant and scans every row:
// the shape of most of the store's reads.
func readAll[T any](ctx context.Context, s *Store, sc tenancy.Scope, scan pgx.RowToFunc[T], sql string, args ...any) ([]T, error) {
	var out []T
	err := s.inTenant(ctx, sc, pgx.ReadOnly, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, sql, args...)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, scan)
		return err
	})
	return out, err
}

// inDirectory runs fn in a directory transaction, which row-level security
// lets see the tenants and api_keys of every tenant (and nothing else).
func (s *Store) inDirectory(ctx context.Context, mode pgx.TxAccessMode, fn func(pgx.Tx) error) error {
	return unavailable(pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{AccessMode: mode}, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT set_config('app.directory', 'on', true)`); err != nil {
			return fmt.Errorf("set directory: %w", err)
		}
		return fn(tx)
	}))
}

// unavailable marks err session.ErrUnavailable when PostgreSQL did not
// answer or could not do the work right now, so that the service answers
// 503 for an outage and 500 for a bug.
func unavailable(err error) error {
	if pgerr.Transient(err) {
		return fmt.Errorf("%w: %w", session.ErrUnavailable, err)
	}
	return err
}

// Postgres error codes the store translates.
const (
	codeUniqueViolation     = "23505"
	codeForeignKeyViolation = "23503"
)

// violation reports the constraint that err violated with code, or "".
func violation(err error, code string) (string, bool) {
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == code {
		return pe.ConstraintName, true
	}
	return "", false
}

// utc returns t in UTC; pgx hands timestamptz back in the local zone.
func utc(t time.Time) time.Time { return t.UTC() }

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}
