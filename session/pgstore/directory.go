package pgstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// The directory methods implement tenancy.Directory. A bearer key is looked
// up before any tenant is known, so they take no Scope and run in a
// "directory transaction" (set_config('app.directory', 'on', true)) in which
// row-level security shows the tenants and api_keys rows of every tenant.
// Those two tables hold no patient data; every other table ignores the
// directory setting, so a directory transaction sees no turns, outbox items,
// summaries or audit rows, and tenant-scoped transactions see only their own
// tenant's directory rows. This was chosen over a SECURITY DEFINER function
// for KeyByHash because CreateTenant, Tenants and RevokeKey are cross-tenant
// as well, and a definer function would need an owner role distinct from the
// service role, which tests (where the service role owns the schema) cannot
// provide.

// CreateTenant stores t; tenancy.ErrExists if the id is taken. A zero
// CreatedAt is set from the store's clock.
func (s *Store) CreateTenant(ctx context.Context, t tenancy.Tenant) error {
	if t.CreatedAt.IsZero() {
		t.CreatedAt = s.now()
	}
	err := s.inDirectory(ctx, pgx.ReadWrite, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO tenants (tenant_id, name, created_at) VALUES ($1, $2, $3)`,
			t.ID, t.Name, t.CreatedAt)
		if c, ok := violation(err, codeUniqueViolation); ok && c == "tenants_pkey" {
			return tenancy.ErrExists
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("create tenant %s: %w", t.ID, err)
	}
	return nil
}

// Tenant returns the tenant with id, or tenancy.ErrNotFound.
func (s *Store) Tenant(ctx context.Context, id string) (tenancy.Tenant, error) {
	var t tenancy.Tenant
	err := s.inDirectory(ctx, pgx.ReadOnly, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT tenant_id, name, created_at FROM tenants WHERE tenant_id = $1`, id)
		if err != nil {
			return err
		}
		t, err = pgx.CollectExactlyOneRow(rows, scanTenant)
		if errors.Is(err, pgx.ErrNoRows) {
			return tenancy.ErrNotFound
		}
		return err
	})
	if err != nil {
		return tenancy.Tenant{}, fmt.Errorf("read tenant %s: %w", id, err)
	}
	return t, nil
}

// Tenants lists all tenants ordered by id.
func (s *Store) Tenants(ctx context.Context) ([]tenancy.Tenant, error) {
	var ts []tenancy.Tenant
	err := s.inDirectory(ctx, pgx.ReadOnly, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT tenant_id, name, created_at FROM tenants ORDER BY tenant_id`)
		if err != nil {
			return err
		}
		ts, err = pgx.CollectRows(rows, scanTenant)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("list tenants: %w", err)
	}
	return ts, nil
}

func scanTenant(row pgx.CollectableRow) (tenancy.Tenant, error) {
	var t tenancy.Tenant
	err := row.Scan(&t.ID, &t.Name, &t.CreatedAt)
	t.CreatedAt = utc(t.CreatedAt)
	return t, err
}

// CreateKey stores k; tenancy.ErrNotFound if its tenant does not exist,
// tenancy.ErrExists if its id or hash is taken. A zero CreatedAt is set from
// the store's clock.
func (s *Store) CreateKey(ctx context.Context, k tenancy.Key) error {
	if k.CreatedAt.IsZero() {
		k.CreatedAt = s.now()
	}
	err := s.inDirectory(ctx, pgx.ReadWrite, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO api_keys (id, tenant_id, role, hash, created_at, revoked_at)
			VALUES ($1, $2, $3, $4, $5, $6)`,
			k.ID, k.TenantID, string(k.Role), k.Hash, k.CreatedAt, k.RevokedAt)
		if c, ok := violation(err, codeUniqueViolation); ok && (c == "api_keys_pkey" || c == "api_keys_hash_key") {
			return tenancy.ErrExists
		}
		if c, ok := violation(err, codeForeignKeyViolation); ok && c == "api_keys_tenant_fkey" {
			return tenancy.ErrNotFound
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("create key %s: %w", k.ID, err)
	}
	return nil
}

// KeyByHash returns the key with hash, revoked or not, or
// tenancy.ErrNotFound.
func (s *Store) KeyByHash(ctx context.Context, hash string) (tenancy.Key, error) {
	var k tenancy.Key
	err := s.inDirectory(ctx, pgx.ReadOnly, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT id, tenant_id, role, hash, created_at, revoked_at FROM api_keys WHERE hash = $1`, hash)
		if err != nil {
			return err
		}
		k, err = pgx.CollectExactlyOneRow(rows, scanKey)
		if errors.Is(err, pgx.ErrNoRows) {
			return tenancy.ErrNotFound
		}
		return err
	})
	if err != nil {
		// The hash is not logged or returned: it identifies a secret.
		return tenancy.Key{}, fmt.Errorf("look up key: %w", err)
	}
	return k, nil
}

// Keys lists the keys of tenantID, revoked ones included, ordered by
// creation time, then id. tenancy.ErrNotFound if the tenant does not exist.
// The tenant check and the list share one directory transaction.
func (s *Store) Keys(ctx context.Context, tenantID string) ([]tenancy.Key, error) {
	var keys []tenancy.Key
	err := s.inDirectory(ctx, pgx.ReadOnly, func(tx pgx.Tx) error {
		var exists bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM tenants WHERE tenant_id = $1)`, tenantID).Scan(&exists); err != nil {
			return err
		}
		if !exists {
			return tenancy.ErrNotFound
		}
		rows, err := tx.Query(ctx, `SELECT id, tenant_id, role, hash, created_at, revoked_at FROM api_keys
			WHERE tenant_id = $1 ORDER BY created_at, id`, tenantID)
		if err != nil {
			return err
		}
		keys, err = pgx.CollectRows(rows, scanKey)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("list keys of tenant %s: %w", tenantID, err)
	}
	return keys, nil
}

func scanKey(row pgx.CollectableRow) (tenancy.Key, error) {
	var (
		k    tenancy.Key
		role string
	)
	err := row.Scan(&k.ID, &k.TenantID, &role, &k.Hash, &k.CreatedAt, &k.RevokedAt)
	k.Role, k.CreatedAt, k.RevokedAt = tenancy.Role(role), utc(k.CreatedAt), utcPtr(k.RevokedAt)
	return k, err
}

// RevokeKey marks the key revoked at time at. Revoking a revoked key keeps
// the first time. tenancy.ErrNotFound if there is no such key.
func (s *Store) RevokeKey(ctx context.Context, keyID string, at time.Time) error {
	err := s.inDirectory(ctx, pgx.ReadWrite, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1`, keyID, at)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return tenancy.ErrNotFound
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("revoke key %s: %w", keyID, err)
	}
	return nil
}
