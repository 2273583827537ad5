package tenancy

import (
	"errors"
	"testing"
)

// TestScopesComeOnlyFromTenancy pins what each constructor gives: the
// fields are unexported, so these are the only ways to get a Scope.
func TestScopesComeOnlyFromTenancy(t *testing.T) {
	k := Key{ID: "key_1", TenantID: "acme", Role: RoleClinician}
	cases := []struct {
		name             string
		sc               Scope
		tenant, key      string
		role             Role
		hasTenant, admin bool
	}{
		{"a stored key", ForKey(k), "acme", "key_1", RoleClinician, true, false},
		{"the global admin", GlobalAdmin("root"), "", "root", RoleAdmin, false, true},
		{"the service's own work", System("acme"), "acme", "", "", true, false},
	}
	for _, c := range cases {
		if c.sc.TenantID() != c.tenant || c.sc.KeyID() != c.key || c.sc.Role() != c.role {
			t.Errorf("%s: scope = %q/%q/%q, want %q/%q/%q", c.name, c.sc.TenantID(), c.sc.KeyID(), c.sc.Role(), c.tenant, c.key, c.role)
		}
		if (c.sc.Check() == nil) != c.hasTenant {
			t.Errorf("%s: Check = %v", c.name, c.sc.Check())
		}
		if (c.sc.RequireGlobalAdmin() == nil) != c.admin {
			t.Errorf("%s: RequireGlobalAdmin = %v", c.name, c.sc.RequireGlobalAdmin())
		}
	}
	in, err := GlobalAdmin("root").Within("acme")
	if err != nil || in.TenantID() != "acme" || in.Role() != RoleAdmin || in.KeyID() != "root" {
		t.Errorf("GlobalAdmin.Within(acme) = %+v, %v", in, err)
	}
	if _, err := ForKey(k).Within("globex"); !errors.Is(err, ErrForbidden) {
		t.Errorf("a tenant's key Within another tenant = %v, want ErrForbidden", err)
	}
}
