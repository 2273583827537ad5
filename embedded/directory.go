package embedded

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ tenancy.Directory = (*DB)(nil)

// CreateTenant stores t; tenancy.ErrExists if the id is taken. A zero
// CreatedAt is set from the store's clock.
func (d *DB) CreateTenant(ctx context.Context, t tenancy.Tenant) error {
	created := t.CreatedAt
	if created.IsZero() {
		created = d.now()
	}
	err := d.tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM tenants WHERE id = ?`, t.ID).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return tenancy.ErrExists
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO tenants (id, name, created_at) VALUES (?, ?, ?)`,
			t.ID, t.Name, timeText(created))
		return err
	})
	if err != nil {
		return fmt.Errorf("create tenant %s: %w", t.ID, err)
	}
	return nil
}

func scanTenant(r interface{ Scan(dest ...any) error }) (tenancy.Tenant, error) {
	var t tenancy.Tenant
	var created string
	if err := r.Scan(&t.ID, &t.Name, &created); err != nil {
		return tenancy.Tenant{}, err
	}
	var err error
	if t.CreatedAt, err = parseTime(created); err != nil {
		return tenancy.Tenant{}, fmt.Errorf("tenant %s time: %w", t.ID, err)
	}
	return t, nil
}

// Tenant returns the tenant with id, or tenancy.ErrNotFound.
func (d *DB) Tenant(ctx context.Context, id string) (tenancy.Tenant, error) {
	t, err := scanTenant(d.sql.QueryRowContext(ctx, `SELECT id, name, created_at FROM tenants WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return tenancy.Tenant{}, tenancy.ErrNotFound
	}
	if err != nil {
		return tenancy.Tenant{}, fmt.Errorf("read tenant: %w", err)
	}
	return t, nil
}

// Tenants lists all tenants ordered by id.
func (d *DB) Tenants(ctx context.Context) ([]tenancy.Tenant, error) {
	rows, err := d.sql.QueryContext(ctx, `SELECT id, name, created_at FROM tenants ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("list tenants: %w", err)
	}
	defer rows.Close()
	var out []tenancy.Tenant
	for rows.Next() {
		t, err := scanTenant(rows)
		if err != nil {
			return nil, fmt.Errorf("list tenants: %w", err)
		}
		out = append(out, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list tenants: %w", err)
	}
	return out, nil
}

// CreateKey stores k; tenancy.ErrNotFound if its tenant does not exist,
// tenancy.ErrExists if its id or hash is taken. A zero CreatedAt is set from
// the store's clock.
func (d *DB) CreateKey(ctx context.Context, k tenancy.Key) error {
	created := k.CreatedAt
	if created.IsZero() {
		created = d.now()
	}
	var revoked any
	if k.RevokedAt != nil {
		revoked = timeText(*k.RevokedAt)
	}
	err := d.tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM tenants WHERE id = ?`, k.TenantID).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return fmt.Errorf("tenant %s: %w", k.TenantID, tenancy.ErrNotFound)
		}
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM api_keys WHERE id = ? OR hash = ?`, k.ID, k.Hash).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return tenancy.ErrExists
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO api_keys (id, tenant_id, role, hash, created_at, revoked_at)
			VALUES (?, ?, ?, ?, ?, ?)`, k.ID, k.TenantID, string(k.Role), k.Hash, timeText(created), revoked)
		return err
	})
	if err != nil {
		return fmt.Errorf("create key %s: %w", k.ID, err)
	}
	return nil
}

// KeyByHash returns the key with hash, revoked or not, or
// tenancy.ErrNotFound.
func (d *DB) KeyByHash(ctx context.Context, hash string) (tenancy.Key, error) {
	k, err := scanKey(d.sql.QueryRowContext(ctx, `SELECT id, tenant_id, role, hash, created_at, revoked_at FROM api_keys WHERE hash = ?`,
		hash))
	if errors.Is(err, sql.ErrNoRows) {
		return tenancy.Key{}, tenancy.ErrNotFound
	}
	if err != nil {
		return tenancy.Key{}, fmt.Errorf("read key: %w", err)
	}
	return k, nil
}

// Keys lists the keys of tenantID, revoked ones included, ordered by
// creation time, then id. tenancy.ErrNotFound if the tenant does not exist.
// The tenant check and the list are one read transaction, so a tenant is
// never reported missing while its keys are listed.
func (d *DB) Keys(ctx context.Context, tenantID string) ([]tenancy.Key, error) {
	var out []tenancy.Key
	err := d.tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM tenants WHERE id = ?`, tenantID).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return tenancy.ErrNotFound
		}
		// created_at is fixed-width UTC text (timeText), so it sorts as time.
		rows, err := tx.QueryContext(ctx, `SELECT id, tenant_id, role, hash, created_at, revoked_at FROM api_keys
			WHERE tenant_id = ? ORDER BY created_at, id`, tenantID)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			k, err := scanKey(rows)
			if err != nil {
				return err
			}
			out = append(out, k)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, fmt.Errorf("list keys of tenant %s: %w", tenantID, err)
	}
	return out, nil
}

func scanKey(r interface{ Scan(dest ...any) error }) (tenancy.Key, error) {
	var k tenancy.Key
	var role, created string
	var revoked sql.NullString
	if err := r.Scan(&k.ID, &k.TenantID, &role, &k.Hash, &created, &revoked); err != nil {
		return tenancy.Key{}, err
	}
	k.Role = tenancy.Role(role)
	var err error
	if k.CreatedAt, err = parseTime(created); err != nil {
		return tenancy.Key{}, fmt.Errorf("key %s: time: %w", k.ID, err)
	}
	if revoked.Valid {
		at, err := parseTime(revoked.String)
		if err != nil {
			return tenancy.Key{}, fmt.Errorf("key %s: revoked time: %w", k.ID, err)
		}
		k.RevokedAt = &at
	}
	return k, nil
}

// RevokeKey marks the key revoked at time at. Revoking a revoked key keeps
// the first time. tenancy.ErrNotFound if there is no such key.
func (d *DB) RevokeKey(ctx context.Context, keyID string, at time.Time) error {
	res, err := d.sql.ExecContext(ctx, `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?`,
		timeText(at), keyID)
	if err != nil {
		return fmt.Errorf("revoke key %s: %w", keyID, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("revoke key %s: %w", keyID, err)
	}
	if n == 0 {
		return fmt.Errorf("revoke key %s: %w", keyID, tenancy.ErrNotFound)
	}
	return nil
}
