// Package pgtest gives tests an empty PostgreSQL schema of their own on the
// server named by MEMORYD_TEST_PG_DSN (scripts/pg.sh starts one), so that
// the PostgreSQL suites share no rows and may run in parallel.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// DSN returns MEMORYD_TEST_PG_DSN, or skips the test when it is not set.
func DSN(t testing.TB) string {
	t.Helper()
	dsn := os.Getenv("MEMORYD_TEST_PG_DSN")
	if dsn == "" {
		t.Skipf("MEMORYD_TEST_PG_DSN not set")
	}
	return dsn
}

// FreshSchema creates an empty schema named prefix_<random>, owned by the
// test role and dropped when the test ends, and returns a DSN whose
// connections use it.
func FreshSchema(t testing.TB, prefix string) string {
	t.Helper()
	dsn := DSN(t)
	ctx := context.Background()
	var b [6]byte
	rand.Read(b[:])
	schema := prefix + "_" + hex.EncodeToString(b[:])
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `CREATE SCHEMA `+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		conn, err := pgx.Connect(ctx, dsn)
		if err != nil {
			t.Errorf("connect for cleanup: %v", err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, `DROP SCHEMA `+schema+` CASCADE`); err != nil {
			t.Errorf("drop schema: %v", err)
		}
	})
	return WithSearchPath(t, dsn, schema)
}

// WithSearchPath adds a search_path run-time parameter to a URL or keyword
// DSN.
func WithSearchPath(t testing.TB, dsn, schema string) string {
	t.Helper()
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		u, err := url.Parse(dsn)
		if err != nil {
			t.Fatalf("MEMORYD_TEST_PG_DSN is not a valid URL")
		}
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		return u.String()
	}
	return dsn + " search_path=" + schema
}

// RawConn connects with a plain pgx connection as the service role, outside
// any store, to look at the database the way a stray query would. It fails
// the test if the role is a superuser or BYPASSRLS, which row-level
// security does not bind.
func RawConn(t testing.TB, dsn string) *pgx.Conn {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	t.Cleanup(func() { conn.Close(ctx) })
	var super, bypass bool
	if err := conn.QueryRow(ctx, `SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = current_user`).Scan(&super, &bypass); err != nil {
		t.Fatalf("read role: %v", err)
	}
	if super || bypass {
		t.Fatalf("MEMORYD_TEST_PG_DSN connects as a superuser or BYPASSRLS role, which row-level security does not bind; use a service role (scripts/pg.sh creates one)")
	}
	return conn
}
