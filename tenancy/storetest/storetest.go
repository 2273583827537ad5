// Package storetest is the conformance suite for tenancy.Directory
// implementations. Times written by the suite are at microsecond precision
// and are compared with time.Equal after truncation to the microsecond.
package storetest

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// base is the suite's clock origin, at microsecond precision.
var base = time.Date(2026, 3, 14, 9, 26, 53, 589793000, time.UTC)

// Run runs the suite. newDir must return a fresh, empty directory; it is
// called once per subtest.
func Run(t *testing.T, newDir func(t *testing.T) tenancy.Directory) {
	tests := []struct {
		name string
		fn   func(t *testing.T, d tenancy.Directory)
	}{
		{"a created tenant reads back", testTenantRoundTrip},
		{"a taken tenant id is refused with ErrExists", testTenantExists},
		{"an unknown tenant is ErrNotFound", testTenantNotFound},
		{"Tenants lists all tenants ordered by id", testTenantsSorted},
		{"a key of an unknown tenant is refused with ErrNotFound", testKeyUnknownTenant},
		{"a created key reads back by its hash with all fields", testKeyRoundTrip},
		{"a taken key id or hash is refused with ErrExists", testKeyExists},
		{"an unknown hash is ErrNotFound", testKeyNotFound},
		{"revoking a key keeps the first revocation time", testRevoke},
		{"revoking an unknown key is ErrNotFound", testRevokeUnknown},
		{"Keys lists a tenant's keys in creation order, a revoked key as revoked", testKeysListed},
		{"Keys never lists another tenant's keys", testKeysOfOneTenant},
		{"Keys of an unknown tenant is ErrNotFound", testKeysUnknownTenant},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.fn(t, newDir(t))
		})
	}
}

func mustTenant(t *testing.T, d tenancy.Directory, id string) tenancy.Tenant {
	t.Helper()
	tn := tenancy.Tenant{ID: id, Name: "Clinic " + id, CreatedAt: base}
	if err := d.CreateTenant(context.Background(), tn); err != nil {
		t.Fatalf("CreateTenant(%s): %v", id, err)
	}
	return tn
}

func key(id, tenantID string, role tenancy.Role) tenancy.Key {
	return tenancy.Key{
		ID:        id,
		TenantID:  tenantID,
		Role:      role,
		Hash:      tenancy.HashKey("amk_secret_" + id),
		CreatedAt: base.Add(time.Hour),
	}
}

func mustKey(t *testing.T, d tenancy.Directory, k tenancy.Key) {
	t.Helper()
	if err := d.CreateKey(context.Background(), k); err != nil {
		t.Fatalf("CreateKey(%s): %v", k.ID, err)
	}
}

func sameTime(a, b time.Time) bool {
	return a.Truncate(time.Microsecond).Equal(b.Truncate(time.Microsecond))
}

func sameKey(got, want tenancy.Key) bool {
	if got.ID != want.ID || got.TenantID != want.TenantID || got.Role != want.Role || got.Hash != want.Hash ||
		!sameTime(got.CreatedAt, want.CreatedAt) {
		return false
	}
	if (got.RevokedAt == nil) != (want.RevokedAt == nil) {
		return false
	}
	return got.RevokedAt == nil || sameTime(*got.RevokedAt, *want.RevokedAt)
}

func testTenantRoundTrip(t *testing.T, d tenancy.Directory) {
	want := tenancy.Tenant{ID: "clinic-1", Name: "协和医院 Clinic", CreatedAt: base.In(time.FixedZone("CST", 8*3600))}
	if err := d.CreateTenant(context.Background(), want); err != nil {
		t.Fatalf("CreateTenant: %v", err)
	}
	got, err := d.Tenant(context.Background(), "clinic-1")
	if err != nil {
		t.Fatalf("Tenant: %v", err)
	}
	if got.ID != want.ID || got.Name != want.Name || !sameTime(got.CreatedAt, want.CreatedAt) {
		t.Errorf("Tenant = %+v, want %+v", got, want)
	}
}

func testTenantExists(t *testing.T, d tenancy.Directory) {
	first := mustTenant(t, d, "clinic-1")
	err := d.CreateTenant(context.Background(), tenancy.Tenant{ID: "clinic-1", Name: "Other", CreatedAt: base.Add(time.Hour)})
	if !errors.Is(err, tenancy.ErrExists) {
		t.Errorf("CreateTenant(taken id) error = %v, want ErrExists", err)
	}
	got, err := d.Tenant(context.Background(), "clinic-1")
	if err != nil || got.Name != first.Name || !sameTime(got.CreatedAt, first.CreatedAt) {
		t.Errorf("Tenant after refused create = %+v, %v; want the first %+v", got, err, first)
	}
}

func testTenantNotFound(t *testing.T, d tenancy.Directory) {
	mustTenant(t, d, "clinic-1")
	for _, id := range []string{"clinic-2", "", "CLINIC-1"} {
		if _, err := d.Tenant(context.Background(), id); !errors.Is(err, tenancy.ErrNotFound) {
			t.Errorf("Tenant(%q) error = %v, want ErrNotFound", id, err)
		}
	}
}

func testTenantsSorted(t *testing.T, d tenancy.Directory) {
	got, err := d.Tenants(context.Background())
	if err != nil || len(got) != 0 {
		t.Errorf("Tenants of empty directory = %v, %v; want none", got, err)
	}
	for _, id := range []string{"m-clinic", "a-clinic", "z-clinic", "b-clinic"} {
		mustTenant(t, d, id)
	}
	got, err = d.Tenants(context.Background())
	if err != nil {
		t.Fatalf("Tenants: %v", err)
	}
	ids := make([]string, len(got))
	for i, tn := range got {
		ids[i] = tn.ID
		if tn.Name != "Clinic "+tn.ID || !sameTime(tn.CreatedAt, base) {
			t.Errorf("Tenants[%d] = %+v, want name and time as created", i, tn)
		}
	}
	if want := []string{"a-clinic", "b-clinic", "m-clinic", "z-clinic"}; !slices.Equal(ids, want) {
		t.Errorf("Tenants ids = %v, want %v", ids, want)
	}
}

func testKeyUnknownTenant(t *testing.T, d tenancy.Directory) {
	mustTenant(t, d, "clinic-1")
	k := key("key_1", "clinic-2", tenancy.RoleAgent)
	if err := d.CreateKey(context.Background(), k); !errors.Is(err, tenancy.ErrNotFound) {
		t.Errorf("CreateKey for unknown tenant error = %v, want ErrNotFound", err)
	}
	if _, err := d.KeyByHash(context.Background(), k.Hash); !errors.Is(err, tenancy.ErrNotFound) {
		t.Errorf("KeyByHash of refused key error = %v, want ErrNotFound", err)
	}
}

func testKeyRoundTrip(t *testing.T, d tenancy.Directory) {
	mustTenant(t, d, "clinic-1")
	mustTenant(t, d, "clinic-2")
	revoked := base.Add(2 * time.Hour)
	keys := []tenancy.Key{
		key("key_agent", "clinic-1", tenancy.RoleAgent),
		key("key_clin", "clinic-1", tenancy.RoleClinician),
		key("key_comp", "clinic-2", tenancy.RoleCompliance),
		func() tenancy.Key {
			// A key stored already revoked keeps its revocation time.
			k := key("key_admin", "clinic-2", tenancy.RoleAdmin)
			k.RevokedAt = &revoked
			return k
		}(),
	}
	for _, k := range keys {
		mustKey(t, d, k)
	}
	for _, want := range keys {
		got, err := d.KeyByHash(context.Background(), want.Hash)
		if err != nil {
			t.Fatalf("KeyByHash(%s): %v", want.ID, err)
		}
		if !sameKey(got, want) {
			t.Errorf("KeyByHash(%s) = %+v (revoked %v), want %+v (revoked %v)", want.ID, got, got.RevokedAt, want, want.RevokedAt)
		}
	}
}

func testKeyExists(t *testing.T, d tenancy.Directory) {
	mustTenant(t, d, "clinic-1")
	first := key("key_1", "clinic-1", tenancy.RoleAgent)
	mustKey(t, d, first)
	cases := []struct {
		name string
		k    tenancy.Key
	}{
		{"same id, new hash", func() tenancy.Key {
			k := key("key_1", "clinic-1", tenancy.RoleAdmin)
			k.Hash = tenancy.HashKey("other")
			return k
		}()},
		{"new id, same hash", func() tenancy.Key { k := key("key_2", "clinic-1", tenancy.RoleAdmin); k.Hash = first.Hash; return k }()},
	}
	for _, c := range cases {
		if err := d.CreateKey(context.Background(), c.k); !errors.Is(err, tenancy.ErrExists) {
			t.Errorf("%s: CreateKey error = %v, want ErrExists", c.name, err)
		}
	}
	got, err := d.KeyByHash(context.Background(), first.Hash)
	if err != nil || !sameKey(got, first) {
		t.Errorf("KeyByHash after refused creates = %+v, %v; want %+v", got, err, first)
	}
	if _, err := d.KeyByHash(context.Background(), tenancy.HashKey("other")); !errors.Is(err, tenancy.ErrNotFound) {
		t.Errorf("KeyByHash of refused key error = %v, want ErrNotFound", err)
	}
}

func testKeyNotFound(t *testing.T, d tenancy.Directory) {
	mustTenant(t, d, "clinic-1")
	mustKey(t, d, key("key_1", "clinic-1", tenancy.RoleAgent))
	for _, h := range []string{tenancy.HashKey("unknown"), "", "key_1"} {
		if _, err := d.KeyByHash(context.Background(), h); !errors.Is(err, tenancy.ErrNotFound) {
			t.Errorf("KeyByHash(%q) error = %v, want ErrNotFound", h, err)
		}
	}
}

func testRevoke(t *testing.T, d tenancy.Directory) {
	ctx := context.Background()
	mustTenant(t, d, "clinic-1")
	k, other := key("key_1", "clinic-1", tenancy.RoleAgent), key("key_2", "clinic-1", tenancy.RoleAgent)
	mustKey(t, d, k)
	mustKey(t, d, other)
	first := base.Add(3 * time.Hour)
	if err := d.RevokeKey(ctx, "key_1", first); err != nil {
		t.Fatalf("RevokeKey: %v", err)
	}
	if err := d.RevokeKey(ctx, "key_1", first.Add(time.Hour)); err != nil {
		t.Errorf("RevokeKey again error = %v, want nil", err)
	}
	got, err := d.KeyByHash(ctx, k.Hash)
	if err != nil {
		t.Fatalf("KeyByHash: %v", err)
	}
	if got.RevokedAt == nil || !sameTime(*got.RevokedAt, first) {
		t.Errorf("RevokedAt = %v, want the first revocation %v", got.RevokedAt, first)
	}
	k.RevokedAt = &first
	if !sameKey(got, k) {
		t.Errorf("revoked key = %+v, want %+v", got, k)
	}
	if got, err := d.KeyByHash(ctx, other.Hash); err != nil || got.RevokedAt != nil {
		t.Errorf("other key = %+v, %v; want it unrevoked", got, err)
	}
}

func testRevokeUnknown(t *testing.T, d tenancy.Directory) {
	mustTenant(t, d, "clinic-1")
	mustKey(t, d, key("key_1", "clinic-1", tenancy.RoleAgent))
	if err := d.RevokeKey(context.Background(), "key_9", base); !errors.Is(err, tenancy.ErrNotFound) {
		t.Errorf("RevokeKey(unknown) error = %v, want ErrNotFound", err)
	}
}

func keyIDs(ks []tenancy.Key) []string {
	ids := make([]string, len(ks))
	for i, k := range ks {
		ids[i] = k.ID
	}
	return ids
}

func testKeysListed(t *testing.T, d tenancy.Directory) {
	ctx := context.Background()
	mustTenant(t, d, "clinic-1")
	// Created out of id order: the list follows time, then id.
	late, early, tie := key("key_a", "clinic-1", tenancy.RoleAgent), key("key_z", "clinic-1", tenancy.RoleClinician),
		key("key_m", "clinic-1", tenancy.RoleAdmin)
	late.CreatedAt = base.Add(3 * time.Hour)
	early.CreatedAt = base.Add(time.Hour)
	tie.CreatedAt = late.CreatedAt
	for _, k := range []tenancy.Key{late, early, tie} {
		mustKey(t, d, k)
	}
	revoked := base.Add(5 * time.Hour)
	if err := d.RevokeKey(ctx, "key_m", revoked); err != nil {
		t.Fatalf("RevokeKey: %v", err)
	}
	tie.RevokedAt = &revoked
	got, err := d.Keys(ctx, "clinic-1")
	if err != nil {
		t.Fatalf("Keys: %v", err)
	}
	want := []tenancy.Key{early, late, tie}
	if !slices.Equal(keyIDs(got), keyIDs(want)) {
		t.Fatalf("Keys ids = %v, want %v (by creation time, then id)", keyIDs(got), keyIDs(want))
	}
	for i := range want {
		if !sameKey(got[i], want[i]) {
			t.Errorf("Keys[%d] = %+v (revoked %v), want %+v (revoked %v)", i, got[i], got[i].RevokedAt, want[i], want[i].RevokedAt)
		}
	}
}

func testKeysOfOneTenant(t *testing.T, d tenancy.Directory) {
	ctx := context.Background()
	// clinic-1 is a prefix of clinic-10: a list by prefix would mix them.
	for _, id := range []string{"clinic-1", "clinic-10", "clinic-2"} {
		mustTenant(t, d, id)
	}
	mustKey(t, d, key("key_1a", "clinic-1", tenancy.RoleAgent))
	mustKey(t, d, key("key_10a", "clinic-10", tenancy.RoleAgent))
	mustKey(t, d, key("key_10b", "clinic-10", tenancy.RoleCompliance))
	for tenant, want := range map[string][]string{
		"clinic-1":  {"key_1a"},
		"clinic-10": {"key_10a", "key_10b"},
		"clinic-2":  {},
	} {
		got, err := d.Keys(ctx, tenant)
		if err != nil {
			t.Fatalf("Keys(%s): %v", tenant, err)
		}
		if !slices.Equal(keyIDs(got), want) {
			t.Errorf("Keys(%s) = %v, want %v", tenant, keyIDs(got), want)
		}
		for _, k := range got {
			if k.TenantID != tenant {
				t.Errorf("Keys(%s) listed %s of tenant %s", tenant, k.ID, k.TenantID)
			}
		}
	}
}

func testKeysUnknownTenant(t *testing.T, d tenancy.Directory) {
	mustTenant(t, d, "clinic-1")
	mustKey(t, d, key("key_1", "clinic-1", tenancy.RoleAgent))
	for _, id := range []string{"clinic-2", "", "CLINIC-1", "clinic-"} {
		got, err := d.Keys(context.Background(), id)
		if !errors.Is(err, tenancy.ErrNotFound) || len(got) != 0 {
			t.Errorf("Keys(%q) = %v, %v; want none and ErrNotFound", id, keyIDs(got), err)
		}
	}
}
