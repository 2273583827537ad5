// Package tenancy holds tenants, roles, API keys and the Scope that every
// store method requires. A Scope is the only way a request names a tenant:
// it is derived from the caller's key, never from a request field.
package tenancy

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"time"
)

// Role is what a key may do.
type Role string

// The roles of API.md. RoleAdmin keys manage their own tenant; the global
// admin key (MEMORYD_ADMIN_KEY) manages all tenants and carries no tenant.
const (
	RoleAgent      Role = "agent"
	RoleClinician  Role = "clinician"
	RoleCompliance Role = "compliance"
	RoleAdmin      Role = "admin"
)

// ParseRole returns the Role named s, or an error naming the valid roles.
func ParseRole(s string) (Role, error) {
	switch r := Role(s); r {
	case RoleAgent, RoleClinician, RoleCompliance, RoleAdmin:
		return r, nil
	}
	return "", fmt.Errorf("unknown role %q (want agent, clinician, compliance or admin)", s)
}

// Scope is the authenticated caller: the tenant whose data it may touch, the
// key it used and that key's role. Stores refuse a Scope without a tenant.
//
// Its fields are unexported so that only this package builds one: from a
// stored key (ForKey, which Authenticator uses), for the global admin key
// (GlobalAdmin), for the service's own background work (System), or by
// narrowing the global admin to a tenant (Within). No request field can
// name a tenant.
type Scope struct {
	tenantID string
	keyID    string
	role     Role
}

// ForKey returns the scope of a caller holding key k.
func ForKey(k Key) Scope { return Scope{tenantID: k.TenantID, keyID: k.ID, role: k.Role} }

// GlobalAdmin returns the scope of the global admin key (or of an operator
// command run with the service's configuration): admin, with no tenant.
func GlobalAdmin(keyID string) Scope { return Scope{keyID: keyID, role: RoleAdmin} }

// TenantID is the tenant whose data the scope may touch; "" for the global
// admin.
func (s Scope) TenantID() string { return s.tenantID }

// KeyID is the id of the key the caller used; "" for the service itself.
func (s Scope) KeyID() string { return s.keyID }

// Role is the role of the caller's key.
func (s Scope) Role() Role { return s.role }

// ErrNoTenant is returned by stores given a Scope with no tenant.
var ErrNoTenant = errors.New("scope has no tenant")

// ErrForbidden means the scope's role may not do what was asked.
var ErrForbidden = errors.New("permission denied")

// Require returns an error wrapping ErrForbidden unless the scope has one
// of roles. Every service method calls it, so that a route cannot forget
// its role check.
func (s Scope) Require(roles ...Role) error {
	for _, r := range roles {
		if s.role == r {
			return nil
		}
	}
	return fmt.Errorf("%w: a %s key may not do this", ErrForbidden, roleName(s.role))
}

// RequireGlobalAdmin returns an error wrapping ErrForbidden unless the
// scope is the global admin key's, which has no tenant: a tenant's own
// admin must not manage other tenants.
func (s Scope) RequireGlobalAdmin() error {
	if err := s.Require(RoleAdmin); err != nil {
		return err
	}
	if s.tenantID != "" {
		return fmt.Errorf("%w: only the global admin key manages tenants and keys", ErrForbidden)
	}
	return nil
}

// Within returns the scope acting inside tenantID: a tenant's scope is
// itself when tenantID is empty or its own tenant; the global admin's scope,
// which has no tenant, is narrowed to tenantID for the admin operations
// that act inside one tenant (erasure). Any other combination is
// ErrForbidden.
func (s Scope) Within(tenantID string) (Scope, error) {
	switch {
	case s.tenantID != "" && (tenantID == "" || tenantID == s.tenantID):
		return s, nil
	case s.tenantID == "" && s.role == RoleAdmin && tenantID != "":
		if err := ValidTenantID(tenantID); err != nil {
			return Scope{}, err
		}
		return Scope{tenantID: tenantID, keyID: s.keyID, role: RoleAdmin}, nil
	case s.tenantID == "":
		return Scope{}, fmt.Errorf("%w: name the tenant to act in", ErrNoTenant)
	}
	return Scope{}, fmt.Errorf("%w: a key of tenant %s may not act in another tenant", ErrForbidden, s.tenantID)
}

func roleName(r Role) string {
	if r == "" {
		return "role-less"
	}
	return string(r)
}

// Check returns ErrNoTenant unless the scope names a tenant. Every store
// method calls it first.
func (s Scope) Check() error {
	if s.tenantID == "" {
		return ErrNoTenant
	}
	return nil
}

// Actor names the scope in audit events: "key:<id>" or "system".
func (s Scope) Actor() string {
	if s.keyID == "" {
		return "system"
	}
	return "key:" + s.keyID
}

// System returns the scope the service itself uses for tenant's background
// work (the outbox worker, migrations of tenant data).
func System(tenantID string) Scope { return Scope{tenantID: tenantID} }

// Tenant is an organization whose data is isolated from every other's.
type Tenant struct {
	ID        string
	Name      string
	CreatedAt time.Time
}

// Key is a stored API key. Only the SHA-256 of the secret is kept.
type Key struct {
	ID        string
	TenantID  string
	Role      Role
	Hash      string // hex SHA-256 of the full key string
	CreatedAt time.Time
	RevokedAt *time.Time
}

// Errors returned by Directory implementations.
var (
	ErrNotFound = errors.New("not found")
	ErrExists   = errors.New("already exists")
)

// Directory stores tenants and their keys. It sits above tenancy (a key is
// looked up before any Scope exists), so its methods take no Scope; it holds
// no patient data.
type Directory interface {
	// CreateTenant stores t; ErrExists if the id is taken.
	CreateTenant(ctx context.Context, t Tenant) error
	// Tenant returns the tenant with id, or ErrNotFound.
	Tenant(ctx context.Context, id string) (Tenant, error)
	// Tenants lists all tenants ordered by id.
	Tenants(ctx context.Context) ([]Tenant, error)
	// CreateKey stores k; ErrNotFound if its tenant does not exist,
	// ErrExists if its id or hash is taken.
	CreateKey(ctx context.Context, k Key) error
	// KeyByHash returns the key with hash, revoked or not, or ErrNotFound.
	KeyByHash(ctx context.Context, hash string) (Key, error)
	// Keys lists the keys of tenant, revoked ones included, ordered by
	// creation time, then id; none of another tenant's. ErrNotFound if the
	// tenant does not exist. Callers show ids, roles and times: a hash
	// identifies a secret and is not for display.
	Keys(ctx context.Context, tenantID string) ([]Key, error)
	// RevokeKey marks the key revoked at time at. Revoking a revoked key
	// keeps the first time. ErrNotFound if there is no such key.
	RevokeKey(ctx context.Context, keyID string, at time.Time) error
}

var tenantIDPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]{0,62}$`)

// ValidTenantID reports why id cannot name a tenant, or nil.
func ValidTenantID(id string) error {
	if !tenantIDPattern.MatchString(id) {
		return fmt.Errorf("tenant id %q must be 1-63 chars of [a-z0-9_-], starting with a letter or digit", id)
	}
	return nil
}
