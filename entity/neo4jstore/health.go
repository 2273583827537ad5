package neo4jstore

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"syscall"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/neo4j/neo4j-go-driver/v5/neo4j"
)

// ErrUnavailable means the server did not answer in time (refused, frozen,
// restarting), or the store has not reached it since it was opened or since
// its last such failure. A read that fails with it returned nothing; a write
// that fails with it either did not happen or, if its commit was cut off,
// happened once (every write is idempotent and may be retried). The memory
// package maps it, like every store failure it does not know, to a 503.
// It is also entity.ErrUnavailable, which is what the layers above check.
var ErrUnavailable error = kindOf{"graph store unavailable", entity.ErrUnavailable}

// kindOf is a sentinel error that is also a more general one.
type kindOf struct {
	msg    string
	parent error
}

func (k kindOf) Error() string { return k.msg }
func (k kindOf) Unwrap() error { return k.parent }

// Options tune the driver's timeouts and the store's background upkeep.
// A zero field takes its default.
//
// The three driver timeouts stay under the request deadline (httpapi's
// RequestTimeout, 5 s by default) so that a server that is down costs a
// request at most a few seconds and the caller gets a 503 instead of a hang
// (issue 9). The context of each call bounds it too: the earliest of its
// deadline and these timeouts wins.
type Options struct {
	// MaxTransactionRetryTime bounds how long the driver retries a managed
	// transaction after transient and connection errors (default 1 s). The
	// driver pauses 2 s (±20 %) before its first retry and 4 s before its
	// second, and starts another retry as long as this time has not passed:
	// with 2 s a call to a stopped server could retry after ~6 s, past a
	// 5 s request deadline; with 1 s it makes one retry and ends by ~2.5 s.
	MaxTransactionRetryTime time.Duration
	// ConnectionAcquisitionTimeout bounds taking a connection from the pool
	// or opening one, Bolt handshake included (default 2 s).
	ConnectionAcquisitionTimeout time.Duration
	// SocketConnectTimeout bounds the TCP connect (default 2 s).
	SocketConnectTimeout time.Duration
	// CallTimeout bounds a call whose context has no deadline, such as the
	// outbox drain's (default 10 s): a frozen server never answers a read on
	// a pooled connection, and only a deadline ends it.
	CallTimeout time.Duration
	// RetryMin and RetryMax are the backoff of the background attempts to
	// reach the server while the store is not ready: RetryMin, doubling up
	// to RetryMax (defaults 250 ms and 5 s).
	RetryMin, RetryMax time.Duration
	// SchemaCheckInterval is how often a ready store checks that its
	// constraints and indexes still exist and creates the missing ones, so
	// that a database that comes back empty gets them again (default 30 s).
	// They are also checked on every recovery from an outage.
	SchemaCheckInterval time.Duration
	// AllowUnreachable makes Open return a store that is not ready, instead
	// of an error, when the server does not answer; the store keeps trying
	// in the background. Other errors (authentication, a malformed URI, a
	// schema statement the server refuses) still fail Open.
	AllowUnreachable bool
	// Logger receives the outage and recovery lines: error codes, counts
	// and durations, never data. Nil discards them.
	Logger *slog.Logger

	rules []rule // the schema; tests set their own
}

func (o Options) withDefaults() Options {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&o.MaxTransactionRetryTime, time.Second)
	def(&o.ConnectionAcquisitionTimeout, 2*time.Second)
	def(&o.SocketConnectTimeout, 2*time.Second)
	def(&o.CallTimeout, 10*time.Second)
	def(&o.RetryMin, 250*time.Millisecond)
	def(&o.RetryMax, 5*time.Second)
	def(&o.SchemaCheckInterval, 30*time.Second)
	if o.RetryMax < o.RetryMin {
		o.RetryMax = o.RetryMin
	}
	if o.rules == nil {
		o.rules = schema
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	return o
}

// health is the store's readiness: whether the server answered the last
// call and the schema is known to be in place.
type health struct {
	ready bool
	cause error     // why it is not ready
	since time.Time // when it stopped being ready
}

// usable returns nil if the store is ready, or an error wrapping
// ErrUnavailable that says why not. It does not wait: while the server is
// known to be down every call fails at once, instead of each one spending
// the driver's timeouts, and the background loop finds out when it is back.
func (s *Store) usable() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.h.ready {
		return nil
	}
	return s.h.cause
}

// markDown records that the server did not answer and wakes the background
// loop, which logs the outage and keeps trying until it answers again.
func (s *Store) markDown(cause error) {
	s.mu.Lock()
	if s.h.ready {
		s.h = health{cause: cause, since: time.Now()}
	} else if s.h.cause == nil {
		s.h.cause = cause
	}
	s.mu.Unlock()
	s.kick()
}

func (s *Store) markUp() (down time.Duration, was bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	was = !s.h.ready
	if was {
		down = time.Since(s.h.since)
	}
	s.h = health{ready: true}
	return down, was
}

// kick makes the background loop try the server now rather than after its
// backoff.
func (s *Store) kick() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// bound gives ctx the CallTimeout if it has no deadline of its own.
func (s *Store) bound(ctx context.Context) (context.Context, context.CancelFunc) {
	if _, ok := ctx.Deadline(); ok {
		return ctx, func() {}
	}
	return context.WithTimeout(ctx, s.opts.CallTimeout)
}

// failed classifies err, which a call running under ctx returned. A server
// that does not answer (a connection error, the driver's retries running
// out, the deadline passing) marks the store not ready and returns an error
// wrapping ErrUnavailable and, when the deadline or a cancellation ended
// the call, ctx.Err(), which the driver's own errors do not wrap. Any other
// error is returned as it is.
func (s *Store) failed(ctx context.Context, err error) error {
	err = withCtxErr(ctx, err)
	if errors.Is(ctx.Err(), context.Canceled) || !isOutage(err) {
		// A caller that went away says nothing about the server.
		return err
	}
	code := errorCode(err)
	s.markDown(&unavailable{code: code})
	return &unavailable{code: code, err: err}
}

// unavailable is an error wrapping ErrUnavailable with the code of what
// went wrong and, for the call that met it, the driver's error.
type unavailable struct {
	code string
	err  error
}

func (e *unavailable) Error() string {
	if e.err == nil {
		return ErrUnavailable.Error() + ": " + e.code
	}
	return ErrUnavailable.Error() + ": " + e.err.Error()
}

func (e *unavailable) Unwrap() []error {
	if e.err == nil {
		return []error{ErrUnavailable}
	}
	return []error{ErrUnavailable, e.err}
}

// isOutage reports whether err says the server did not answer, rather than
// that it refused the request.
func isOutage(err error) bool {
	var (
		conn  *neo4j.ConnectivityError
		limit *neo4j.TransactionExecutionLimit
		n4j   *neo4j.Neo4jError
		nerr  net.Error
	)
	switch {
	case errors.Is(err, ErrUnavailable), errors.Is(err, context.DeadlineExceeded):
		return true
	case errors.As(err, &conn), errors.As(err, &limit), errors.As(err, &nerr):
		return true
	case errors.As(err, &n4j):
		// Neo.TransientError.General.DatabaseUnavailable and its kin: a
		// server that is starting or stopping.
		return n4j.Classification() == "TransientError"
	}
	return false
}

// errorCode names err for the logs: a Neo4j status code or the kind of
// connection failure, never a message, which may quote data.
func errorCode(err error) string {
	var (
		n4j   *neo4j.Neo4jError
		limit *neo4j.TransactionExecutionLimit
	)
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "deadline_exceeded"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection_refused"
	case errors.Is(err, syscall.ECONNRESET):
		return "connection_reset"
	case errors.As(err, &n4j):
		return n4j.Code
	case errors.As(err, &limit):
		return "retries_exhausted"
	case isOutage(err):
		return "connectivity"
	}
	return "other"
}

// maintain is the background loop: while the store is not ready it tries
// the server (connectivity, then the schema) with backoff; while ready it
// checks the schema every SchemaCheckInterval. It logs each outage once
// and each recovery with the outage's length. It ends when the store is
// closed.
func (s *Store) maintain() {
	defer close(s.done)
	log := s.opts.Logger
	backoff := s.opts.RetryMin
	attempts, lastCode := 0, ""
	for {
		if s.usable() == nil {
			backoff, attempts, lastCode = s.opts.RetryMin, 0, ""
			t := time.NewTimer(s.opts.SchemaCheckInterval)
			select {
			case <-s.stop:
				t.Stop()
				return
			case <-s.wake:
				t.Stop()
				if s.usable() == nil {
					continue
				}
			case <-t.C:
				ctx, cancel := context.WithTimeout(s.loopCtx, s.opts.CallTimeout)
				created, err := s.ensureSchema(ctx, s.opts.rules)
				cancel()
				switch {
				case err != nil && isOutage(err):
					s.markDown(&unavailable{code: errorCode(err)})
				case err != nil:
					log.Error("graph store schema check failed", "code", errorCode(err))
				case created > 0:
					log.Warn("graph store schema re-created", "created", created)
				}
				continue
			}
			log.Warn("graph store unavailable", "code", codeOf(s.usable()))
		}
		attempts++
		ctx, cancel := context.WithTimeout(s.loopCtx, s.opts.CallTimeout)
		created, err := s.connect(ctx)
		cancel()
		if err == nil {
			down, _ := s.markUp()
			log.Info("graph store recovered", "down_ms", down.Milliseconds(), "attempts", attempts, "schema_created", created)
			continue
		}
		if isOutage(err) {
			s.setCause(&unavailable{code: errorCode(err)})
		} else {
			s.setCause(&unavailable{code: errorCode(err), err: err})
			if code := errorCode(err); code != lastCode {
				// Once per code: a server that is starting refuses logins
				// for a while, and the loop tries again every few seconds.
				log.Error("graph store not usable", "code", code, "attempts", attempts)
				lastCode = code
			}
		}
		t := time.NewTimer(backoff)
		select {
		case <-s.stop:
			t.Stop()
			return
		case <-s.wake:
			t.Stop()
		case <-t.C:
			backoff = min(2*backoff, s.opts.RetryMax)
		}
	}
}

// setCause replaces the reason a store that is not ready gives.
func (s *Store) setCause(cause error) {
	s.mu.Lock()
	if !s.h.ready {
		s.h.cause = cause
	}
	s.mu.Unlock()
}

func codeOf(err error) string {
	var u *unavailable
	if errors.As(err, &u) {
		return u.code
	}
	return errorCode(err)
}

// connect checks that the server answers and that the schema is in place,
// creating what is missing, and returns how many statements it ran.
func (s *Store) connect(ctx context.Context) (int, error) {
	if err := s.verify(ctx); err != nil {
		return 0, err
	}
	n, err := s.ensureSchema(ctx, s.opts.rules)
	return n, withCtxErr(ctx, err)
}

// verify checks that the server answers within ConnectionAcquisitionTimeout
// (or ctx's deadline if earlier): the driver applies that timeout to
// queries, not to VerifyConnectivity, which a frozen server would hold
// until ctx ends.
func (s *Store) verify(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, s.opts.ConnectionAcquisitionTimeout)
	defer cancel()
	return withCtxErr(ctx, s.driver.VerifyConnectivity(ctx))
}

// withCtxErr wraps ctx.Err() into err when the context ended the call: the
// driver's errors do not wrap it.
func withCtxErr(ctx context.Context, err error) error {
	if cerr := ctx.Err(); err != nil && cerr != nil && !errors.Is(err, cerr) {
		return fmt.Errorf("%w: %w", cerr, err)
	}
	return err
}
