// Package pgmigrate applies a package's embedded, versioned SQL migrations
// to PostgreSQL: each in its own transaction, recorded in the package's own
// table, under a session advisory lock so that concurrent starters apply
// each step once. The stores that live in PostgreSQL (sessions, the recall
// index) share it and may share a schema.
package pgmigrate

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Migration is one versioned schema step. A released step is never
// edited, only followed by another.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// Load returns the steps in dir of fsys in version order. File names are
// NNNN_name.sql.
func Load(fsys fs.FS, dir string) ([]Migration, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("read migrations: %w", err)
	}
	var ms []Migration
	for _, e := range entries {
		num, name, ok := strings.Cut(strings.TrimSuffix(e.Name(), ".sql"), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("migration file %s: want NNNN_name.sql", e.Name())
		}
		body, err := fs.ReadFile(fsys, path.Join(dir, e.Name()))
		if err != nil {
			return nil, fmt.Errorf("read migration %s: %w", e.Name(), err)
		}
		ms = append(ms, Migration{Version: v, Name: name, SQL: string(body)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].Version < ms[j].Version })
	for i := 1; i < len(ms); i++ {
		if ms[i].Version == ms[i-1].Version {
			return nil, fmt.Errorf("migration version %d is used twice", ms[i].Version)
		}
	}
	return ms, nil
}

// Apply applies the steps of ms not yet recorded in table to the schema
// that pool's connections create tables in (the first of their
// search_path). It holds a session advisory lock keyed on lock and that
// schema throughout: a later caller waits, then finds nothing to do. It may
// be retried. table and lock are the caller's constants, never input.
func Apply(ctx context.Context, pool *pgxpool.Pool, ms []Migration, table, lock string) (err error) {
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	defer conn.Release()
	lockKey := `hashtext('` + lock + `:' || coalesce(current_schema(), ''))`
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(`+lockKey+`)`); err != nil {
		return fmt.Errorf("take lock: %w", err)
	}
	defer func() {
		// Unlock even if ctx is done; a connection that cannot unlock is
		// closed so that the lock does not go back to the pool with it.
		uctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		if _, uerr := conn.Exec(uctx, `SELECT pg_advisory_unlock(`+lockKey+`)`); uerr != nil {
			conn.Conn().Close(uctx)
			if err == nil {
				err = fmt.Errorf("release lock: %w", uerr)
			}
		}
	}()
	if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS `+table+` (
		version    integer PRIMARY KEY,
		name       text NOT NULL,
		applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
		return fmt.Errorf("create %s: %w", table, err)
	}
	rows, err := conn.Query(ctx, `SELECT version FROM `+table)
	if err != nil {
		return fmt.Errorf("read %s: %w", table, err)
	}
	versions, err := pgx.CollectRows(rows, pgx.RowTo[int32])
	if err != nil {
		return fmt.Errorf("read %s: %w", table, err)
	}
	applied := map[int]bool{}
	for _, v := range versions {
		applied[int(v)] = true
	}
	for _, m := range ms {
		if applied[m.Version] {
			continue
		}
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, m.SQL); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `INSERT INTO `+table+` (version, name) VALUES ($1, $2)`, m.Version, m.Name)
			return err
		})
		if err != nil {
			return fmt.Errorf("%04d_%s: %w", m.Version, m.Name, err)
		}
	}
	return nil
}
