package embedded

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ session.Outbox = (*DB)(nil)

// insertOutboxTx stores items inside tx.
func (d *DB) insertOutboxTx(ctx context.Context, tx *sql.Tx, tenantID string, items []session.OutboxItem) error {
	for _, it := range items {
		var done any
		if it.DoneAt != nil {
			done = timeText(*it.DoneAt)
		}
		if _, err := d.sql.txExec(ctx, tx, `INSERT INTO outbox
			(tenant_id, id, patient_id, kind, payload, attempts, last_error, created_at, done_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			tenantID, it.ID, it.PatientID, it.Kind, it.Payload, it.Attempts, it.LastError, timeText(it.CreatedAt), done); err != nil {
			return fmt.Errorf("insert outbox item %s: %w", it.ID, err)
		}
	}
	return nil
}

// Enqueue seals events into the tenant's chain and stores items in one
// transaction: either all of it is written or none. It returns
// session.ErrDuplicate and writes nothing if an item's ID is already stored
// for the tenant. The existence checks run inside the write transaction,
// which holds SQLite's write lock from BEGIN, so no other writer can slip
// an item with the same ID in between.
func (d *DB) Enqueue(ctx context.Context, sc tenancy.Scope, events []audit.Event, items []session.OutboxItem) error {
	err := d.tx(ctx, func(tx *sql.Tx) error {
		for _, it := range items {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM outbox WHERE tenant_id = ? AND id = ?`,
				sc.TenantID(), it.ID).Scan(&n); err != nil {
				return fmt.Errorf("check outbox item %s: %w", it.ID, err)
			}
			if n > 0 {
				return fmt.Errorf("outbox item %s: %w", it.ID, session.ErrDuplicate)
			}
		}
		if err := d.notePatients(ctx, tx, sc.TenantID(), d.now(), itemPatients(items)...); err != nil {
			return err
		}
		if err := d.insertOutboxTx(ctx, tx, sc.TenantID(), items); err != nil {
			return err
		}
		return d.appendEventsTx(ctx, tx, sc.TenantID(), events)
	})
	if err != nil {
		return fmt.Errorf("enqueue: %w", err)
	}
	return nil
}

// PendingOutbox returns up to limit undone items of the tenant, oldest
// CreatedAt first and in insertion order within the same time; patientID ""
// means any patient.
func (d *DB) PendingOutbox(ctx context.Context, sc tenancy.Scope, patientID string, limit int) ([]session.OutboxItem, error) {
	query := `SELECT ` + outboxColumns + ` FROM outbox
		WHERE tenant_id = ? AND done_at IS NULL AND quarantined_at IS NULL`
	args := []any{sc.TenantID()}
	if patientID != "" {
		query += ` AND patient_id = ?`
		args = append(args, patientID)
	}
	query += ` ORDER BY created_at, rowid LIMIT ?`
	out, err := d.queryOutbox(ctx, query, append(args, limit)...)
	if err != nil {
		return nil, fmt.Errorf("read outbox: %w", err)
	}
	return out, nil
}

const outboxColumns = `id, patient_id, kind, payload, attempts, last_error, created_at, quarantined_at`

// queryOutbox runs a query of outboxColumns and scans its items.
func (d *DB) queryOutbox(ctx context.Context, query string, args ...any) ([]session.OutboxItem, error) {
	rows, err := d.sql.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []session.OutboxItem
	for rows.Next() {
		var it session.OutboxItem
		var created string
		var quarantined sql.NullString
		if err := rows.Scan(&it.ID, &it.PatientID, &it.Kind, &it.Payload, &it.Attempts, &it.LastError, &created, &quarantined); err != nil {
			return nil, err
		}
		if it.CreatedAt, err = parseTime(created); err != nil {
			return nil, fmt.Errorf("item %s: time: %w", it.ID, err)
		}
		if quarantined.Valid {
			q, err := parseTime(quarantined.String)
			if err != nil {
				return nil, fmt.Errorf("item %s: quarantine time: %w", it.ID, err)
			}
			it.QuarantinedAt = &q
		}
		out = append(out, it)
	}
	return out, rows.Err()
}

// MarkOutboxDone marks the item done at time at. Marking a done item again
// keeps the first time. session.ErrNotFound if the tenant has no such item.
func (d *DB) MarkOutboxDone(ctx context.Context, sc tenancy.Scope, id string, at time.Time) error {
	res, err := d.sql.ExecContext(ctx, `UPDATE outbox SET done_at = COALESCE(done_at, ?) WHERE tenant_id = ? AND id = ?`,
		timeText(at), sc.TenantID(), id)
	if err != nil {
		return fmt.Errorf("mark outbox item done: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("mark outbox item done: %w", err)
	} else if n == 0 {
		return session.ErrNotFound
	}
	return nil
}

// MarkOutboxFailed counts a failed attempt and keeps reason as the item's
// last error; the item stays pending. A done item is left as it is.
// session.ErrNotFound if the tenant has no such item.
func (d *DB) MarkOutboxFailed(ctx context.Context, sc tenancy.Scope, id string, reason string) error {
	err := d.tx(ctx, func(tx *sql.Tx) error {
		var done sql.NullString
		err := tx.QueryRowContext(ctx, `SELECT done_at FROM outbox WHERE tenant_id = ? AND id = ?`, sc.TenantID(), id).Scan(&done)
		if err == sql.ErrNoRows {
			return session.ErrNotFound
		}
		if err != nil || done.Valid {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE tenant_id = ? AND id = ?`,
			reason, sc.TenantID(), id)
		return err
	})
	if err != nil {
		return fmt.Errorf("mark outbox item failed: %w", err)
	}
	return nil
}

// itemPatients returns the distinct patients of items in order.
func itemPatients(items []session.OutboxItem) []string {
	var out []string
	for _, it := range items {
		if !slices.Contains(out, it.PatientID) {
			out = append(out, it.PatientID)
		}
	}
	return out
}

// QuarantineOutbox takes a pending item out of the queue at time at. A done
// or quarantined item is left as it is. session.ErrNotFound if the tenant
// has no such item.
func (d *DB) QuarantineOutbox(ctx context.Context, sc tenancy.Scope, id string, at time.Time) error {
	err := d.tx(ctx, func(tx *sql.Tx) error {
		var one int
		err := tx.QueryRowContext(ctx, `SELECT 1 FROM outbox WHERE tenant_id = ? AND id = ?`, sc.TenantID(), id).Scan(&one)
		if err == sql.ErrNoRows {
			return session.ErrNotFound
		}
		if err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE outbox SET quarantined_at = ?
			WHERE tenant_id = ? AND id = ? AND done_at IS NULL AND quarantined_at IS NULL`, timeText(at), sc.TenantID(), id)
		return err
	})
	if err != nil {
		return fmt.Errorf("quarantine outbox item: %w", err)
	}
	return nil
}

// QuarantinedOutbox returns up to limit quarantined items of the tenant,
// oldest first.
func (d *DB) QuarantinedOutbox(ctx context.Context, sc tenancy.Scope, limit int) ([]session.OutboxItem, error) {
	out, err := d.queryOutbox(ctx, `SELECT `+outboxColumns+`
		FROM outbox WHERE tenant_id = ? AND done_at IS NULL AND quarantined_at IS NOT NULL
		ORDER BY created_at, rowid LIMIT ?`, sc.TenantID(), limit)
	if err != nil {
		return nil, fmt.Errorf("read quarantined outbox: %w", err)
	}
	return out, nil
}

// RetryOutbox puts a quarantined item back in the queue with no attempts
// counted. session.ErrNotFound if the tenant has no such quarantined item.
func (d *DB) RetryOutbox(ctx context.Context, sc tenancy.Scope, id string) error {
	res, err := d.sql.ExecContext(ctx, `UPDATE outbox SET quarantined_at = NULL, attempts = 0
		WHERE tenant_id = ? AND id = ? AND done_at IS NULL AND quarantined_at IS NOT NULL`, sc.TenantID(), id)
	if err != nil {
		return fmt.Errorf("retry outbox item: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("retry outbox item: %w", err)
	} else if n == 0 {
		return fmt.Errorf("retry outbox item %s: %w", id, session.ErrNotFound)
	}
	return nil
}
