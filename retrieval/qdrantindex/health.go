package qdrantindex

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/anamnesis-health/anamnesis/retrieval"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// ErrUnavailable means Qdrant did not answer in time (refused, frozen,
// restarting), its collection is missing, or the index has not reached it
// since it was opened or since its last such failure. The memory package
// treats any index error alike: turns stay queued in the outbox, context
// is served without recall.
// It is also retrieval.ErrUnavailable, which is what the layers above check.
var ErrUnavailable error = kindOf{"qdrant index unavailable", retrieval.ErrUnavailable}

// kindOf is a sentinel error that is also a more general one.
type kindOf struct {
	msg    string
	parent error
}

func (k kindOf) Error() string { return k.msg }
func (k kindOf) Unwrap() error { return k.parent }

// Options tune the index's timeouts and its background upkeep. A zero
// field takes its default.
type Options struct {
	// CallTimeout bounds a gRPC call whose context has no deadline of its
	// own (default 5 s); a context with a deadline keeps it. A frozen Qdrant
	// holds a call on a connection in progress until a deadline ends it.
	CallTimeout time.Duration
	// RetryMin and RetryMax are the backoff of the background attempts to
	// reach Qdrant while the index is not ready (defaults 250 ms and 5 s).
	RetryMin, RetryMax time.Duration
	// CheckInterval is how often a ready index checks that its collection
	// still exists and creates it if not, so that a Qdrant that comes back
	// empty gets it again (default 30 s). It is also checked on every
	// recovery from an outage.
	CheckInterval time.Duration
	// AllowUnreachable makes Open return an index that is not ready,
	// instead of an error, when Qdrant does not answer; the index keeps
	// trying in the background. A collection that Qdrant reports with the
	// wrong vectors still fails Open.
	AllowUnreachable bool
	// Logger receives the outage and recovery lines: gRPC codes, counts and
	// durations, never data. Nil discards them.
	Logger *slog.Logger
}

func (o Options) withDefaults() Options {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&o.CallTimeout, 5*time.Second)
	def(&o.RetryMin, 250*time.Millisecond)
	def(&o.RetryMax, 5*time.Second)
	def(&o.CheckInterval, 30*time.Second)
	if o.RetryMax < o.RetryMin {
		o.RetryMax = o.RetryMin
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	return o
}

// defaultDeadline is a gRPC client interceptor that gives a call whose
// context has no deadline the timeout d. It is chained after the client's
// own interceptors (the API key), never replacing them.
func defaultDeadline(d time.Duration) grpc.DialOption {
	return grpc.WithChainUnaryInterceptor(func(ctx context.Context, method string, req, reply any,
		cc *grpc.ClientConn, invoker grpc.UnaryInvoker, opts ...grpc.CallOption) error {
		if _, ok := ctx.Deadline(); !ok {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, d)
			defer cancel()
		}
		return invoker(ctx, method, req, reply, cc, opts...)
	})
}

// health is the index's readiness.
type health struct {
	ready bool
	code  string    // why it is not ready: a gRPC code or "not_checked"
	err   error     // a refusal that is not an outage, such as a bad collection
	since time.Time // when it stopped being ready
}

// usable returns nil if the index is ready, or an error wrapping
// ErrUnavailable. It does not wait: while Qdrant is known to be down every
// call fails at once and recall is skipped, instead of each request
// spending its deadline on it.
func (ix *Index) usable() error {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.h.ready {
		return nil
	}
	if ix.h.err != nil {
		return fmt.Errorf("%w: %w", ErrUnavailable, ix.h.err)
	}
	return fmt.Errorf("%w: %s", ErrUnavailable, ix.h.code)
}

// failed classifies err from a call under ctx. Qdrant not answering
// (Unavailable, DeadlineExceeded) or a missing collection (NotFound) marks
// the index not ready and wakes the background loop; the error returned
// then wraps ErrUnavailable. A cancelled caller says nothing about Qdrant.
func (ix *Index) failed(ctx context.Context, err error) error {
	if errors.Is(ctx.Err(), context.Canceled) || !isOutage(err) {
		return err
	}
	ix.markDown(errorCode(err))
	return fmt.Errorf("%w: %w", ErrUnavailable, err)
}

// markDown records that Qdrant did not answer and wakes the background
// loop, which logs the outage and keeps trying until it answers again.
func (ix *Index) markDown(code string) {
	ix.mu.Lock()
	if ix.h.ready {
		ix.h = health{code: code, since: time.Now()}
	}
	ix.mu.Unlock()
	ix.kick()
}

func (ix *Index) kick() {
	select {
	case ix.wake <- struct{}{}:
	default:
	}
}

func isOutage(err error) bool {
	if errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	switch status.Code(err) {
	case codes.Unavailable, codes.DeadlineExceeded, codes.NotFound:
		return true
	}
	return false
}

// errorCode names err for the logs: its gRPC code, never its message.
func errorCode(err error) string {
	if errors.Is(err, context.DeadlineExceeded) {
		return codes.DeadlineExceeded.String()
	}
	if s, ok := status.FromError(err); ok {
		return s.Code().String()
	}
	if errors.Is(err, ErrNoLexicalVector) {
		return "no_lexical_vector"
	}
	return "other"
}

// maintain is the background loop: while the index is not ready it tries
// Qdrant (health, then the collection) with backoff; while ready it checks
// the collection every CheckInterval. It logs each outage once and each
// recovery with the outage's length, and ends when the index is closed.
func (ix *Index) maintain() {
	defer close(ix.done)
	log := ix.opts.Logger
	backoff, attempts := ix.opts.RetryMin, 0
	for {
		if ix.usable() == nil {
			backoff, attempts = ix.opts.RetryMin, 0
			t := time.NewTimer(ix.opts.CheckInterval)
			select {
			case <-ix.stop:
				t.Stop()
				return
			case <-ix.wake:
				t.Stop()
			case <-t.C:
				ctx, cancel := context.WithTimeout(ix.loopCtx, ix.opts.CallTimeout)
				err := ix.ensureCollection(ctx)
				cancel()
				if err != nil && isOutage(err) {
					ix.markDown(errorCode(err))
				} else if err != nil {
					log.Error("qdrant collection check failed", "code", errorCode(err))
				}
			}
			if ix.usable() == nil {
				continue
			}
			log.Warn("qdrant index unavailable", "code", ix.code())
		}
		attempts++
		ctx, cancel := context.WithTimeout(ix.loopCtx, ix.opts.CallTimeout)
		err := ix.connect(ctx)
		cancel()
		if err == nil {
			ix.mu.Lock()
			down := time.Since(ix.h.since)
			ix.h = health{ready: true}
			ix.mu.Unlock()
			log.Info("qdrant index recovered", "down_ms", down.Milliseconds(), "attempts", attempts)
			continue
		}
		ix.mu.Lock()
		ix.h.code = errorCode(err)
		if !isOutage(err) {
			// Qdrant answered and refused the collection: say why on
			// every call and in /readyz; an operator must act.
			ix.h.err = err
		}
		ix.mu.Unlock()
		if !isOutage(err) && attempts == 1 {
			log.Error("qdrant index not usable", "code", errorCode(err))
		}
		t := time.NewTimer(backoff)
		select {
		case <-ix.stop:
			t.Stop()
			return
		case <-ix.wake:
			t.Stop()
		case <-t.C:
			backoff = min(2*backoff, ix.opts.RetryMax)
		}
	}
}

func (ix *Index) code() string {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	return ix.h.code
}

// connect checks that Qdrant answers and that the collection is as the
// index needs it, creating it if missing.
func (ix *Index) connect(ctx context.Context) error {
	if _, err := ix.client.HealthCheck(ctx); err != nil {
		return fmt.Errorf("qdrant health check: %w", err)
	}
	return ix.ensureCollection(ctx)
}
