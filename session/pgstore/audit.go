package pgstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

const eventColumns = `seq, at, actor, type, patient_id, entity_id, before, after, reason, hash, prev_hash`

// AppendEvents seals events into the tenant's chain and appends them in
// order, atomically.
func (s *Store) AppendEvents(ctx context.Context, sc tenancy.Scope, events []audit.Event) error {
	err := s.inTenant(ctx, sc, pgx.ReadWrite, func(tx pgx.Tx) error {
		return appendEvents(ctx, tx, sc.TenantID(), events)
	})
	if err != nil {
		return fmt.Errorf("append audit events: %w", err)
	}
	return nil
}

// appendEvents seals events after the tenant's chain head and inserts them
// inside tx, which must be bound to the tenant. The chain head is locked
// with a transaction advisory lock per tenant, so concurrent appenders of
// one tenant queue up and each reads the head the previous one committed
// (every statement under READ COMMITTED takes a fresh snapshot). Other
// tenants' appenders do not wait.
func appendEvents(ctx context.Context, tx pgx.Tx, tenantID string, events []audit.Event) error {
	if len(events) == 0 {
		return nil
	}
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtext('audit:' || $1))`, tenantID); err != nil {
		return fmt.Errorf("lock chain head: %w", err)
	}
	var prev *audit.Event
	rows, err := tx.Query(ctx, `SELECT `+eventColumns+` FROM audit_events
		WHERE tenant_id = $1 ORDER BY seq DESC LIMIT 1`, tenantID)
	if err != nil {
		return fmt.Errorf("read chain head: %w", err)
	}
	head, err := pgx.CollectExactlyOneRow(rows, scanEvent)
	switch {
	case err == nil:
		prev = &head
	case !errors.Is(err, pgx.ErrNoRows):
		return fmt.Errorf("read chain head: %w", err)
	}
	for _, e := range events {
		sealed := audit.Seal(tenantID, prev, e)
		// Before and After go in as the exact bytes hashed; empty ones as
		// NULL, which hash alike ("") and read back as nil.
		_, err := tx.Exec(ctx, `INSERT INTO audit_events (tenant_id, `+eventColumns+`)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
			tenantID, sealed.Seq, sealed.At, sealed.Actor, sealed.Type, sealed.PatientID, sealed.EntityID,
			bytesOrNil(sealed.Before), bytesOrNil(sealed.After), sealed.Reason, sealed.Hash, sealed.PrevHash)
		if err != nil {
			return fmt.Errorf("insert event %d: %w", sealed.Seq, err)
		}
		prev = &sealed
	}
	return nil
}

func bytesOrNil(b []byte) []byte {
	if len(b) == 0 {
		return nil
	}
	return b
}

func scanEvent(row pgx.CollectableRow) (audit.Event, error) {
	var (
		e             audit.Event
		before, after []byte
	)
	err := row.Scan(&e.Seq, &e.At, &e.Actor, &e.Type, &e.PatientID, &e.EntityID, &before, &after, &e.Reason, &e.Hash, &e.PrevHash)
	e.At = utc(e.At)
	if len(before) > 0 {
		e.Before = before
	}
	if len(after) > 0 {
		e.After = after
	}
	return e, err
}

// sinceArg turns a zero Since into NULL, which does not filter.
func sinceArg(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

// Events returns the tenant's events matching f in Seq order: Since is
// inclusive, Limit keeps the first matches.
func (s *Store) Events(ctx context.Context, sc tenancy.Scope, f audit.Filter) ([]audit.Event, error) {
	events, err := readAll(ctx, s, sc, scanEvent, `SELECT `+eventColumns+` FROM audit_events
		WHERE tenant_id = $1 AND ($2 = '' OR patient_id = $2) AND ($3::timestamptz IS NULL OR at >= $3)
		ORDER BY seq LIMIT $4`,
		sc.TenantID(), f.PatientID, sinceArg(f.Since), f.Limit)
	if err != nil {
		return nil, fmt.Errorf("read audit events: %w", err)
	}
	return events, nil
}

// Chain returns the tenant's whole chain in Seq order, unlimited, for
// audit.Verify.
func (s *Store) Chain(ctx context.Context, sc tenancy.Scope) ([]audit.Event, error) {
	events, err := readAll(ctx, s, sc, scanEvent, `SELECT `+eventColumns+` FROM audit_events WHERE tenant_id = $1 ORDER BY seq`, sc.TenantID())
	if err != nil {
		return nil, fmt.Errorf("read audit chain: %w", err)
	}
	return events, nil
}

// RecordAccess appends a read to the tenant's access log.
func (s *Store) RecordAccess(ctx context.Context, sc tenancy.Scope, a audit.Access) error {
	err := s.inTenant(ctx, sc, pgx.ReadWrite, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO access_log (tenant_id, at, key_id, role, route, patient_id, items)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`,
			sc.TenantID(), a.At, a.KeyID, a.Role, a.Route, a.PatientID, a.Items)
		return err
	})
	if err != nil {
		return fmt.Errorf("record access: %w", err)
	}
	return nil
}

// Accesses returns the tenant's reads matching f, oldest first (by At, then
// by recording order): Since is inclusive, Limit keeps the oldest matches.
func (s *Store) Accesses(ctx context.Context, sc tenancy.Scope, f audit.Filter) ([]audit.Access, error) {
	out, err := readAll(ctx, s, sc, func(row pgx.CollectableRow) (audit.Access, error) {
		var a audit.Access
		var items int32
		err := row.Scan(&a.At, &a.KeyID, &a.Role, &a.Route, &a.PatientID, &items)
		a.At, a.Items = utc(a.At), int(items)
		return a, err
	}, `SELECT at, key_id, role, route, patient_id, items FROM access_log
		WHERE tenant_id = $1 AND ($2 = '' OR patient_id = $2) AND ($3::timestamptz IS NULL OR at >= $3)
		ORDER BY at, id LIMIT $4`,
		sc.TenantID(), f.PatientID, sinceArg(f.Since), f.Limit)
	if err != nil {
		return nil, fmt.Errorf("read access log: %w", err)
	}
	return out, nil
}
