package embedded

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
)

// maxStmts bounds the prepared statements kept: queries with IN lists
// differ by their length, and a bound keeps an odd caller from growing the
// cache without end.
const maxStmts = 512

// stmtDB is the database with its statements prepared once: SQLite parsed
// every statement on every call, a tenth of a context's CPU (issue 11).
// Statements outside transactions go through the cache; a transaction's
// own calls are prepared as before.
type stmtDB struct {
	*sql.DB
	cache *stmtCache
	// tx, when set, is the write transaction every call joins (DB.Batch).
	tx *sql.Tx
}

type stmtCache struct {
	mu    sync.Mutex
	stmts map[string]*sql.Stmt
}

func newStmtDB(db *sql.DB) *stmtDB {
	return &stmtDB{DB: db, cache: &stmtCache{stmts: map[string]*sql.Stmt{}}}
}

// bound returns d with every call joining tx, and the same statements.
func (d *stmtDB) bound(tx *sql.Tx) *stmtDB { return &stmtDB{DB: d.DB, cache: d.cache, tx: tx} }

// stmt returns the prepared statement of query, preparing it on first use.
// When the cache is full the query is not cached: the caller falls back to
// an unprepared call.
func (d *stmtDB) stmt(ctx context.Context, query string) (*sql.Stmt, error) {
	c := d.cache
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.stmts[query]; ok {
		return s, nil
	}
	if len(c.stmts) >= maxStmts {
		return nil, nil
	}
	s, err := d.DB.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	c.stmts[query] = s
	return s, nil
}

// txQuery runs query inside tx with the statement prepared once for the
// database: Tx.StmtContext reuses it on the transaction's connection
// instead of parsing the query again, which QueryContext on a Tx does.
func (d *stmtDB) txQuery(ctx context.Context, tx *sql.Tx, query string, args ...any) (*sql.Rows, error) {
	s, err := d.stmt(ctx, query)
	if err != nil || s == nil {
		return tx.QueryContext(ctx, query, args...)
	}
	return tx.StmtContext(ctx, s).QueryContext(ctx, args...)
}

// txQueryRow is txQuery for a query of one row.
func (d *stmtDB) txQueryRow(ctx context.Context, tx *sql.Tx, query string, args ...any) *sql.Row {
	s, err := d.stmt(ctx, query)
	if err != nil || s == nil {
		return tx.QueryRowContext(ctx, query, args...)
	}
	return tx.StmtContext(ctx, s).QueryRowContext(ctx, args...)
}

// txExec is txQuery for a statement that returns no rows.
func (d *stmtDB) txExec(ctx context.Context, tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	s, err := d.stmt(ctx, query)
	if err != nil || s == nil {
		return tx.ExecContext(ctx, query, args...)
	}
	return tx.StmtContext(ctx, s).ExecContext(ctx, args...)
}

func (d *stmtDB) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if d.tx != nil {
		return d.txQuery(ctx, d.tx, query, args...)
	}
	s, err := d.stmt(ctx, query)
	if err != nil || s == nil {
		return d.DB.QueryContext(ctx, query, args...)
	}
	return s.QueryContext(ctx, args...)
}

func (d *stmtDB) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	if d.tx != nil {
		return d.txQueryRow(ctx, d.tx, query, args...)
	}
	s, err := d.stmt(ctx, query)
	if err != nil || s == nil {
		return d.DB.QueryRowContext(ctx, query, args...)
	}
	return s.QueryRowContext(ctx, args...)
}

func (d *stmtDB) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	if d.tx != nil {
		return d.txExec(ctx, d.tx, query, args...)
	}
	s, err := d.stmt(ctx, query)
	if err != nil || s == nil {
		return d.DB.ExecContext(ctx, query, args...)
	}
	return s.ExecContext(ctx, args...)
}

// Close closes the prepared statements, then the database.
func (d *stmtDB) Close() error {
	c := d.cache
	c.mu.Lock()
	for q, s := range c.stmts {
		s.Close()
		delete(c.stmts, q)
	}
	c.mu.Unlock()
	return d.DB.Close()
}

// readTx runs fn in a read-only transaction: one snapshot of the file for
// all of fn's reads. It starts with a plain BEGIN, not the BEGIN IMMEDIATE
// of tx, so it takes no write lock and neither waits for writers nor holds
// them up (WAL readers never block).
func (d *DB) readTx(ctx context.Context, fn func(*sql.Tx) error) error {
	if d.sql.tx != nil {
		return fn(d.sql.tx) // a view of a batch reads what the batch wrote
	}
	tx, err := d.sql.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("begin read: %w", err)
	}
	defer tx.Rollback()
	return fn(tx)
}
