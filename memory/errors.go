// Package memory is the pipeline: it ingests turns and assembles context by
// calling the domain packages, and it is the only place that knows the order
// of the steps. It speaks in domain errors; httpapi maps them to statuses.
package memory

import (
	"context"
	"errors"
	"fmt"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Errors returned by Service methods; check them with errors.Is.
var (
	// ErrInvalid means the request is malformed; the message says why and
	// nothing was written.
	ErrInvalid = errors.New("invalid argument")
	// ErrNotFound means an id is unknown in the caller's tenant.
	ErrNotFound = errors.New("not found")
	// ErrConflict means the request conflicts with stored state.
	ErrConflict = errors.New("conflict")
	// ErrForbidden means the caller's role may not do this.
	ErrForbidden = errors.New("permission denied")
	// ErrUnavailable means a backend failed; nothing was half-written.
	ErrUnavailable = errors.New("backend unavailable")
	// ErrBusy means other writers of the same patient kept winning; nothing
	// was written and the request may be retried.
	ErrBusy = errors.New("patient busy")
	// ErrInternal means a store refused the work for a reason a retry will
	// not fix: a bug or bad stored data. It is logged and answered 500.
	ErrInternal = errors.New("internal error")
)

// Roles that may call each group of methods. The route table admits the
// same; the service checks again so that a new route cannot forget it.
var (
	conversationRoles = []tenancy.Role{tenancy.RoleAgent, tenancy.RoleClinician}
	clinicianRoles    = []tenancy.Role{tenancy.RoleClinician}
	complianceRoles   = []tenancy.Role{tenancy.RoleCompliance}
)

// require returns ErrForbidden unless sc has one of roles.
func require(sc tenancy.Scope, roles []tenancy.Role) error {
	if err := sc.Require(roles...); err != nil {
		return fmt.Errorf("%w: %v", ErrForbidden, err)
	}
	return nil
}

// requireGlobalAdmin returns ErrForbidden unless sc is the global admin's.
func requireGlobalAdmin(sc tenancy.Scope) error {
	if err := sc.RequireGlobalAdmin(); err != nil {
		return fmt.Errorf("%w: %v", ErrForbidden, err)
	}
	return nil
}

func invalid(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrInvalid, fmt.Sprintf(format, args...))
}

// backend classifies a store error: domain "not found" and "conflict"
// values keep their meaning, a backend that did not answer (or the
// caller's deadline) is ErrUnavailable, and anything else is ErrInternal:
// a 503 promises that a retry may succeed, which a bug does not.
func backend(op string, err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, session.ErrNotFound), errors.Is(err, entity.ErrNotFound), errors.Is(err, tenancy.ErrNotFound):
		return fmt.Errorf("%s: %w", op, ErrNotFound)
	case errors.Is(err, entity.ErrConflict), errors.Is(err, tenancy.ErrExists):
		return fmt.Errorf("%s: %w", op, ErrConflict)
	case errors.Is(err, ErrInvalid), errors.Is(err, ErrNotFound), errors.Is(err, ErrConflict), errors.Is(err, ErrUnavailable),
		errors.Is(err, ErrBusy), errors.Is(err, ErrInternal):
		return fmt.Errorf("%s: %w", op, err)
	case unavailable(err):
		return fmt.Errorf("%s: %w: %w", op, ErrUnavailable, err)
	}
	return fmt.Errorf("%s: %w: %w", op, ErrInternal, err)
}

// unavailable reports whether err says a backend did not answer in time or
// could not do the work right now.
func unavailable(err error) bool {
	return errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) ||
		errors.Is(err, session.ErrUnavailable) || errors.Is(err, entity.ErrUnavailable) ||
		errors.Is(err, retrieval.ErrUnavailable)
}
