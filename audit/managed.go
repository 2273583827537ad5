package audit

import (
	"context"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// DefaultLimit is the number of events or accesses read when a Filter's
// Limit is not positive.
const DefaultLimit = 100

// Managed returns l under the rules every audit backend shares (STYLE.md
// rule 4), so that backends only persist and cannot differ on them: a scope
// without a tenant is refused with tenancy.ErrNoTenant before l is called,
// appending no events changes nothing, a zero Access.At is set from now, and
// a Filter.Limit that is not positive is DefaultLimit. Backends may assume
// all of it.
func Managed(l Log, now func() time.Time) Log { return managed{backend: l, now: now} }

// managed does not embed Log: a method added to Log must be given its rules
// here rather than pass through unchecked.
type managed struct {
	backend Log
	now     func() time.Time
}

func (m managed) AppendEvents(ctx context.Context, sc tenancy.Scope, events []Event) error {
	if err := sc.Check(); err != nil {
		return err
	}
	if len(events) == 0 {
		return nil
	}
	return m.backend.AppendEvents(ctx, sc, events)
}

func (m managed) Events(ctx context.Context, sc tenancy.Scope, f Filter) ([]Event, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	return m.backend.Events(ctx, sc, f.limited())
}

func (m managed) Chain(ctx context.Context, sc tenancy.Scope) ([]Event, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	return m.backend.Chain(ctx, sc)
}

func (m managed) RecordAccess(ctx context.Context, sc tenancy.Scope, a Access) error {
	if err := sc.Check(); err != nil {
		return err
	}
	if a.At.IsZero() {
		a.At = m.now()
	}
	return m.backend.RecordAccess(ctx, sc, a)
}

func (m managed) Accesses(ctx context.Context, sc tenancy.Scope, f Filter) ([]Access, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	return m.backend.Accesses(ctx, sc, f.limited())
}

// limited returns f with DefaultLimit for a Limit that is not positive.
func (f Filter) limited() Filter {
	if f.Limit <= 0 {
		f.Limit = DefaultLimit
	}
	return f
}
