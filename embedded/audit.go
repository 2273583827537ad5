package embedded

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ audit.Log = (*DB)(nil)

// AppendEvents seals events into the tenant's chain and appends them in
// order, atomically.
func (d *DB) AppendEvents(ctx context.Context, sc tenancy.Scope, events []audit.Event) error {
	err := d.tx(ctx, func(tx *sql.Tx) error {
		return d.appendEventsTx(ctx, tx, sc.TenantID(), events)
	})
	if err != nil {
		return fmt.Errorf("append audit events: %w", err)
	}
	return nil
}

// appendEventsTx seals events after the tenant's current chain head and
// inserts them, inside tx. The head is read in the same write transaction
// (BEGIN IMMEDIATE, see OpenFile), so no other writer can extend the chain
// in between. Other parts of the store that change patient data call it in
// their own transaction so that the change and its events commit together.
func (d *DB) appendEventsTx(ctx context.Context, tx *sql.Tx, tenantID string, events []audit.Event) error {
	if len(events) == 0 {
		return nil
	}
	var prev *audit.Event
	head, err := scanEvent(d.sql.txQueryRow(ctx, tx, `SELECT `+eventColumns+` FROM audit_events
		WHERE tenant_id = ? ORDER BY seq DESC LIMIT 1`, tenantID))
	switch {
	case err == nil:
		prev = &head
	case !errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("read chain head: %w", err)
	}
	for _, e := range events {
		s := audit.Seal(tenantID, prev, e)
		if _, err := d.sql.txExec(ctx, tx, `INSERT INTO audit_events
			(tenant_id, seq, at, actor, type, patient_id, entity_id, before, after, reason, hash, prev_hash)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, tenantID, s.Seq, timeText(s.At), s.Actor, s.Type, s.PatientID, s.EntityID,
			rawOrNil(s.Before), rawOrNil(s.After), s.Reason, s.Hash, s.PrevHash); err != nil {
			return fmt.Errorf("insert event %d: %w", s.Seq, err)
		}
		prev = &s
	}
	return nil
}

// rawOrNil stores an empty JSON value as NULL; both hash as "" (see
// audit.Seal), and reading NULL back gives nil.
func rawOrNil(b []byte) any {
	if len(b) == 0 {
		return nil
	}
	return b
}

const eventColumns = `seq, at, actor, type, patient_id, entity_id, before, after, reason, hash, prev_hash`

func scanEvent(r interface{ Scan(dest ...any) error }) (audit.Event, error) {
	var e audit.Event
	var at string
	var before, after []byte
	if err := r.Scan(&e.Seq, &at, &e.Actor, &e.Type, &e.PatientID, &e.EntityID, &before, &after,
		&e.Reason, &e.Hash, &e.PrevHash); err != nil {
		return audit.Event{}, err
	}
	t, err := parseTime(at)
	if err != nil {
		return audit.Event{}, fmt.Errorf("event %d time: %w", e.Seq, err)
	}
	e.At = t
	if len(before) > 0 {
		e.Before = before
	}
	if len(after) > 0 {
		e.After = after
	}
	return e, nil
}

// Events returns the tenant's events matching f in Seq order: at most
// f.Limit of them, the first that match. Since is inclusive.
func (d *DB) Events(ctx context.Context, sc tenancy.Scope, f audit.Filter) ([]audit.Event, error) {
	where, args := auditFilterSQL(sc.TenantID(), f)
	events, err := d.queryEvents(ctx, `SELECT `+eventColumns+` FROM audit_events WHERE `+where+
		` ORDER BY seq LIMIT ?`, append(args, f.Limit)...)
	if err != nil {
		return nil, fmt.Errorf("read audit events: %w", err)
	}
	return events, nil
}

// Chain returns the tenant's whole chain in Seq order.
func (d *DB) Chain(ctx context.Context, sc tenancy.Scope) ([]audit.Event, error) {
	events, err := d.queryEvents(ctx, `SELECT `+eventColumns+` FROM audit_events WHERE tenant_id = ? ORDER BY seq`, sc.TenantID())
	if err != nil {
		return nil, fmt.Errorf("read audit chain: %w", err)
	}
	return events, nil
}

func (d *DB) queryEvents(ctx context.Context, query string, args ...any) ([]audit.Event, error) {
	rows, err := d.sql.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var events []audit.Event
	for rows.Next() {
		e, err := scanEvent(rows)
		if err != nil {
			return nil, err
		}
		events = append(events, e)
	}
	return events, rows.Err()
}

func auditFilterSQL(tenantID string, f audit.Filter) (string, []any) {
	conds := []string{"tenant_id = ?"}
	args := []any{tenantID}
	if f.PatientID != "" {
		conds = append(conds, "patient_id = ?")
		args = append(args, f.PatientID)
	}
	if !f.Since.IsZero() {
		conds = append(conds, "at >= ?")
		args = append(args, timeText(f.Since))
	}
	return strings.Join(conds, " AND "), args
}

// RecordAccess appends a read to the tenant's access log.
func (d *DB) RecordAccess(ctx context.Context, sc tenancy.Scope, a audit.Access) error {
	err := d.tx(ctx, func(tx *sql.Tx) error {
		_, err := d.sql.txExec(ctx, tx, `INSERT INTO audit_access
			(tenant_id, seq, at, key_id, role, route, patient_id, items)
			VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM audit_access WHERE tenant_id = ?), ?, ?, ?, ?, ?, ?)`,
			sc.TenantID(), sc.TenantID(), timeText(a.At), a.KeyID, a.Role, a.Route, a.PatientID, a.Items)
		return err
	})
	if err != nil {
		return fmt.Errorf("record access: %w", err)
	}
	return nil
}

// Accesses returns the tenant's reads matching f, oldest first: at most
// f.Limit of them, the oldest that match. Since is inclusive.
func (d *DB) Accesses(ctx context.Context, sc tenancy.Scope, f audit.Filter) ([]audit.Access, error) {
	where, args := auditFilterSQL(sc.TenantID(), f)
	rows, err := d.sql.QueryContext(ctx, `SELECT at, key_id, role, route, patient_id, items FROM audit_access
		WHERE `+where+` ORDER BY at, seq LIMIT ?`, append(args, f.Limit)...)
	if err != nil {
		return nil, fmt.Errorf("read accesses: %w", err)
	}
	defer rows.Close()
	var out []audit.Access
	for rows.Next() {
		var a audit.Access
		var at string
		if err := rows.Scan(&at, &a.KeyID, &a.Role, &a.Route, &a.PatientID, &a.Items); err != nil {
			return nil, fmt.Errorf("read accesses: %w", err)
		}
		if a.At, err = parseTime(at); err != nil {
			return nil, fmt.Errorf("read accesses: time: %w", err)
		}
		out = append(out, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read accesses: %w", err)
	}
	return out, nil
}
