package memory

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// CreateTenant creates a tenant and records the creation in its audit
// chain. ErrConflict if it exists; ErrInvalid for a bad id or name.
func (s *Service) CreateTenant(ctx context.Context, sc tenancy.Scope, id, name string) (tenancy.Tenant, error) {
	if err := requireGlobalAdmin(sc); err != nil {
		return tenancy.Tenant{}, err
	}
	if err := tenancy.ValidTenantID(id); err != nil {
		return tenancy.Tenant{}, invalid("%v", err)
	}
	name = strings.TrimSpace(name)
	if name == "" {
		name = id
	}
	if len(name) > 200 {
		return tenancy.Tenant{}, invalid("name is longer than 200 bytes")
	}
	t := tenancy.Tenant{ID: id, Name: name, CreatedAt: s.now()}
	if err := s.st.Directory.CreateTenant(ctx, t); err != nil {
		return tenancy.Tenant{}, backend("create tenant", err)
	}
	ev := audit.Event{At: t.CreatedAt, Actor: sc.Actor(), Type: audit.TenantCreated, EntityID: id, Reason: "admin"}
	if err := s.st.Audit.AppendEvents(ctx, tenancy.System(id), []audit.Event{ev}); err != nil {
		return tenancy.Tenant{}, backend("audit tenant creation", err)
	}
	return t, nil
}

// CreateKey makes a key for the tenant and returns it with its secret,
// which is shown once. ErrNotFound if the tenant does not exist.
func (s *Service) CreateKey(ctx context.Context, sc tenancy.Scope, tenantID, role string) (tenancy.Key, string, error) {
	if err := requireGlobalAdmin(sc); err != nil {
		return tenancy.Key{}, "", err
	}
	r, err := tenancy.ParseRole(role)
	if err != nil {
		return tenancy.Key{}, "", invalid("%v", err)
	}
	if err := tenancy.ValidTenantID(tenantID); err != nil {
		return tenancy.Key{}, "", fmt.Errorf("tenant %q: %w", tenantID, ErrNotFound)
	}
	k, secret, err := tenancy.NewKey(s.cfg.Random, tenantID, r, s.now())
	if err != nil {
		return tenancy.Key{}, "", err
	}
	if err := s.st.Directory.CreateKey(ctx, k); err != nil {
		return tenancy.Key{}, "", backend("create key", err)
	}
	ev := audit.Event{At: k.CreatedAt, Actor: sc.Actor(), Type: audit.KeyCreated, EntityID: k.ID,
		After: mustJSON(map[string]string{"role": string(k.Role)}), Reason: "admin"}
	if err := s.st.Audit.AppendEvents(ctx, tenancy.System(tenantID), []audit.Event{ev}); err != nil {
		return tenancy.Key{}, "", backend("audit key creation", err)
	}
	return k, secret, nil
}

// RevokeKey revokes a key at once. ErrNotFound if there is no such key.
func (s *Service) RevokeKey(ctx context.Context, sc tenancy.Scope, keyID string) error {
	if err := requireGlobalAdmin(sc); err != nil {
		return err
	}
	if keyID == "" || len(keyID) > 64 {
		return fmt.Errorf("key %q: %w", keyID, ErrNotFound)
	}
	err := s.st.Directory.RevokeKey(ctx, keyID, s.now())
	if errors.Is(err, tenancy.ErrNotFound) {
		return fmt.Errorf("key %q: %w", keyID, ErrNotFound)
	}
	return backend("revoke key", err)
}
