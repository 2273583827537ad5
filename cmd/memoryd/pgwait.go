package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/anamnesis-health/anamnesis/httpapi"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// startAttempt bounds one attempt to open the backends: a frozen PostgreSQL
// would otherwise hold pgstore.Open's ping for ever. Migrations on a new
// database took over 10 s on a loaded two-core machine (scripts/outage.sh).
const startAttempt = 30 * time.Second

// swapHandler serves through the handler set last: the waiting handler
// while PostgreSQL is not reachable, then the API.
type swapHandler struct{ h atomic.Pointer[http.Handler] }

func (s *swapHandler) set(h http.Handler) { s.h.Store(&h) }

func (s *swapHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	(*s.h.Load()).ServeHTTP(w, r)
}

// unreachable reports whether err says that a server did not answer
// (refused, timed out, reset), as opposed to refusing memoryd (bad
// credentials, a failed migration, a malformed address), which no retry
// mends.
func unreachable(err error) bool {
	var nerr net.Error
	return errors.As(err, &nerr) || errors.Is(err, context.DeadlineExceeded) ||
		errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET)
}

// errorCode names err for the logs without its message.
func errorCode(err error) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "deadline_exceeded"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection_refused"
	case errors.Is(err, syscall.ECONNRESET):
		return "connection_reset"
	case unreachable(err):
		return "network"
	}
	return "other"
}

// pgWait is the state of memoryd while PostgreSQL, which holds the tenants
// and keys that every request needs, has not been reached since start.
// memoryd serves /healthz, /readyz (not ready, saying why) and /metrics,
// and answers every API request with 503, through httpapi's own error
// mapping: its Directory fails every key look-up as unavailable.
type pgWait struct {
	mu    sync.Mutex
	cause error
}

func (w *pgWait) err() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return fmt.Errorf("postgres not reachable yet: %s", errorCode(w.cause))
}

func (w *pgWait) set(cause error) {
	w.mu.Lock()
	w.cause = cause
	w.mu.Unlock()
}

// waitingHandler is the API while PostgreSQL has not been reached: every
// layer is listed on /readyz, none ready.
func waitingHandler(cfg config, log *slog.Logger, w *pgWait) http.Handler {
	pending := func(ctx context.Context) error { return w.err() }
	checks := []httpapi.Check{{Name: "session", Backend: "postgres", Ping: pending}}
	waiting := func(context.Context) error { return errors.New("not opened: waiting for postgres") }
	entity := httpapi.Check{Name: "entity", Backend: "neo4j", Ping: waiting}
	if cfg.Neo4jURI == "" {
		entity.Backend = "sqlite"
	}
	index := httpapi.Check{Name: "index", Backend: "postgres", Ping: pending}
	if cfg.QdrantAddr != "" {
		index = httpapi.Check{Name: "index", Backend: "qdrant", Ping: waiting}
	}
	checks = append(checks, entity, index)
	return httpapi.New(httpapi.Config{
		// No admin key: the admin routes need the service, which does not
		// exist yet; every key goes to the directory, which answers 503.
		Auth:   tenancy.Authenticator{Directory: pendingDirectory{w}},
		Checks: checks, Logger: log, RequestTimeout: cfg.RequestTimeout,
	})
}

// openWhenReachable opens the backends, retrying with backoff (250 ms
// doubling to 5 s) while PostgreSQL does not answer, until it succeeds, a
// refusal that no retry mends, or ctx ends.
func openWhenReachable(ctx context.Context, cfg config, log *slog.Logger, w *pgWait) (*memory.Service, *backends, error) {
	backoff := 250 * time.Millisecond
	start := time.Now()
	for attempts := 1; ; attempts++ {
		t := time.NewTimer(backoff)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, nil, ctx.Err()
		case <-t.C:
		}
		backoff = min(2*backoff, 5*time.Second)
		actx, cancel := context.WithTimeout(ctx, startAttempt)
		svc, b, err := newService(actx, cfg, log, true)
		cancel()
		if err == nil {
			log.Info("postgres reachable; serving the API", "waited_ms", time.Since(start).Milliseconds(), "attempts", attempts)
			return svc, b, nil
		}
		if ctx.Err() != nil {
			return nil, nil, ctx.Err()
		}
		if !unreachable(err) {
			return nil, nil, err
		}
		w.set(err)
	}
}

// pendingDirectory is the tenancy.Directory of the waiting handler.
type pendingDirectory struct{ w *pgWait }

func (d pendingDirectory) unavailable() error {
	return fmt.Errorf("%w: %w", memory.ErrUnavailable, d.w.err())
}

func (d pendingDirectory) CreateTenant(context.Context, tenancy.Tenant) error { return d.unavailable() }

func (d pendingDirectory) Tenant(context.Context, string) (tenancy.Tenant, error) {
	return tenancy.Tenant{}, d.unavailable()
}

func (d pendingDirectory) Tenants(context.Context) ([]tenancy.Tenant, error) {
	return nil, d.unavailable()
}

func (d pendingDirectory) CreateKey(context.Context, tenancy.Key) error { return d.unavailable() }

func (d pendingDirectory) KeyByHash(context.Context, string) (tenancy.Key, error) {
	return tenancy.Key{}, d.unavailable()
}

func (d pendingDirectory) Keys(context.Context, string) ([]tenancy.Key, error) {
	return nil, d.unavailable()
}

func (d pendingDirectory) RevokeKey(context.Context, string, time.Time) error {
	return d.unavailable()
}

var _ tenancy.Directory = pendingDirectory{}
