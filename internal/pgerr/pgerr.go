// Package pgerr tells a PostgreSQL that did not answer from one that
// refused a request, for the stores that keep their data there: the first
// is an outage the caller may retry (503), the second a bug or bad data
// that retrying will not fix (500).
package pgerr

import (
	"context"
	"errors"
	"net"

	"github.com/jackc/pgx/v5/pgconn"
)

// Transient reports whether err says the server could not be reached or
// could not do the work right now: no connection, a connection lost, the
// caller's deadline, a server shutting down or out of resources, or a
// transaction that lost a serialization race.
func Transient(err error) bool {
	if err == nil {
		return false
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return true
	}
	var (
		connect *pgconn.ConnectError
		netErr  net.Error
		pg      *pgconn.PgError
	)
	switch {
	case errors.As(err, &connect), errors.As(err, &netErr), pgconn.Timeout(err), pgconn.SafeToRetry(err):
		return true
	case errors.As(err, &pg):
		switch pg.Code[:2] {
		case "08", // connection exception
			"53", // insufficient resources
			"57", // operator intervention: shutdown, cancel
			"40": // serialization failure, deadlock
			return true
		}
		return false
	}
	// pgx reports a connection it closed after a failure this way.
	return errors.Is(err, net.ErrClosed) || err.Error() == "conn closed"
}
