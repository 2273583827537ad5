package pgerr

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

func TestTransient(t *testing.T) {
	cases := []struct {
		name string
		err  error
		want bool
	}{
		{"nil", nil, false},
		{"the caller's deadline", fmt.Errorf("read turn: %w", context.DeadlineExceeded), true},
		{"a server shutting down", &pgconn.PgError{Code: "57P01"}, true},
		{"a connection failure", &pgconn.PgError{Code: "08006"}, true},
		{"too many connections", &pgconn.PgError{Code: "53300"}, true},
		{"a deadlock", &pgconn.PgError{Code: "40P01"}, true},
		{"a unique violation is a bug, not an outage", &pgconn.PgError{Code: "23505"}, false},
		{"a syntax error is a bug", fmt.Errorf("query: %w", &pgconn.PgError{Code: "42601"}), false},
		{"an error of our own", errors.New("decode row: bad time"), false},
	}
	for _, c := range cases {
		if got := Transient(c.err); got != c.want {
			t.Errorf("%s: Transient(%v) = %v, want %v", c.name, c.err, got, c.want)
		}
	}
}
