package tenancy

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"strings"
	"testing"
	"time"
)

var keyTime = time.Date(2026, 3, 14, 9, 26, 53, 0, time.UTC)

func TestHashKeyIsHexSHA256(t *testing.T) {
	cases := []struct{ key, want string }{
		{"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
		{"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
	}
	for _, c := range cases {
		if got := HashKey(c.key); got != c.want {
			t.Errorf("HashKey(%q) = %s, want %s", c.key, got, c.want)
		}
	}
}

func TestNewKeyDerivesIDAndSecretFromRandom(t *testing.T) {
	random := bytes.Repeat([]byte{0xab}, 8)
	random = append(random, bytes.Repeat([]byte{0x01}, 32)...)
	k, secret, err := NewKey(bytes.NewReader(random), "clinic-1", RoleClinician, keyTime)
	if err != nil {
		t.Fatalf("NewKey: %v", err)
	}
	if k.ID != "key_abababababababab" {
		t.Errorf("ID = %q, want key_ and the hex of the first 8 bytes", k.ID)
	}
	if want := "amk_" + strings.Repeat("01", 32); secret != want {
		t.Errorf("secret = %q, want %q", secret, want)
	}
	if k.Hash != HashKey(secret) || strings.Contains(k.Hash, secret) {
		t.Errorf("Hash = %q, want HashKey(secret) and never the secret itself", k.Hash)
	}
	if k.TenantID != "clinic-1" || k.Role != RoleClinician || !k.CreatedAt.Equal(keyTime) || k.RevokedAt != nil {
		t.Errorf("key = %+v, want tenant, role and time as given and not revoked", k)
	}
}

func TestNewKeyFailsOnShortRandom(t *testing.T) {
	if _, _, err := NewKey(bytes.NewReader(make([]byte, 39)), "clinic-1", RoleAgent, keyTime); err == nil {
		t.Error("NewKey with 39 random bytes succeeded, want an error")
	}
}

func TestNewKeyMakesDistinctKeys(t *testing.T) {
	a, sa, err := NewKey(rand.Reader, "clinic-1", RoleAgent, keyTime)
	if err != nil {
		t.Fatal(err)
	}
	b, sb, err := NewKey(rand.Reader, "clinic-1", RoleAgent, keyTime)
	if err != nil {
		t.Fatal(err)
	}
	if a.ID == b.ID || sa == sb || a.Hash == b.Hash {
		t.Error("two keys from crypto/rand collide")
	}
}

// memDirectory is a Directory over a map, enough for the Authenticator.
type memDirectory struct {
	keys map[string]Key // by hash
	err  error
}

func (m *memDirectory) CreateTenant(context.Context, Tenant) error { return errors.ErrUnsupported }
func (m *memDirectory) Tenant(context.Context, string) (Tenant, error) {
	return Tenant{}, errors.ErrUnsupported
}
func (m *memDirectory) Tenants(context.Context) ([]Tenant, error) { return nil, errors.ErrUnsupported }
func (m *memDirectory) CreateKey(context.Context, Key) error      { return errors.ErrUnsupported }
func (m *memDirectory) Keys(context.Context, string) ([]Key, error) {
	return nil, errors.ErrUnsupported
}
func (m *memDirectory) RevokeKey(context.Context, string, time.Time) error {
	return errors.ErrUnsupported
}

func (m *memDirectory) KeyByHash(_ context.Context, hash string) (Key, error) {
	if m.err != nil {
		return Key{}, m.err
	}
	k, ok := m.keys[hash]
	if !ok {
		return Key{}, ErrNotFound
	}
	return k, nil
}

func TestAuthenticate(t *testing.T) {
	revokedAt := keyTime.Add(time.Hour)
	dir := &memDirectory{keys: map[string]Key{
		HashKey("amk_live"):    {ID: "key_live", TenantID: "clinic-1", Role: RoleAgent, Hash: HashKey("amk_live")},
		HashKey("amk_revoked"): {ID: "key_old", TenantID: "clinic-1", Role: RoleAdmin, Hash: HashKey("amk_revoked"), RevokedAt: &revokedAt},
	}}
	auth := Authenticator{Directory: dir, AdminKey: "amk_global_admin"}
	cases := []struct {
		name    string
		auth    Authenticator
		key     string
		want    Scope
		wantErr error
	}{
		{"a live key yields its tenant, id and role", auth, "amk_live", Scope{tenantID: "clinic-1", keyID: "key_live", role: RoleAgent}, nil},
		{"surrounding whitespace is ignored", auth, "  amk_live\n", Scope{tenantID: "clinic-1", keyID: "key_live", role: RoleAgent}, nil},
		{"the admin key yields an admin scope without tenant", auth, "amk_global_admin", Scope{keyID: "admin", role: RoleAdmin}, nil},
		{"a revoked key is unauthenticated", auth, "amk_revoked", Scope{}, ErrUnauthenticated},
		{"an unknown key is unauthenticated", auth, "amk_unknown", Scope{}, ErrUnauthenticated},
		{"an empty key is unauthenticated", auth, "   ", Scope{}, ErrUnauthenticated},
		{"an empty admin key setting disables the admin key", Authenticator{Directory: dir}, "amk_global_admin", Scope{}, ErrUnauthenticated},
		{"a prefix of the admin key is unauthenticated", auth, "amk_global", Scope{}, ErrUnauthenticated},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := c.auth.Authenticate(context.Background(), c.key)
			if !errors.Is(err, c.wantErr) || (err != nil) != (c.wantErr != nil) {
				t.Fatalf("error = %v, want %v", err, c.wantErr)
			}
			if got != c.want {
				t.Errorf("scope = %+v, want %+v", got, c.want)
			}
			if err == nil && c.want.tenantID == "" && got.Check() == nil {
				t.Error("an admin scope without tenant passes Check")
			}
		})
	}
}

func TestAuthenticateWrapsDirectoryFailure(t *testing.T) {
	boom := errors.New("database is locked")
	auth := Authenticator{Directory: &memDirectory{err: boom}}
	_, err := auth.Authenticate(context.Background(), "amk_live")
	if !errors.Is(err, boom) {
		t.Errorf("error = %v, want it to wrap the directory's error", err)
	}
	if errors.Is(err, ErrUnauthenticated) {
		t.Error("a directory failure must not look like a bad key")
	}
}

func TestScopeCheckAndActor(t *testing.T) {
	if err := (Scope{}).Check(); !errors.Is(err, ErrNoTenant) {
		t.Errorf("Check of empty scope = %v, want ErrNoTenant", err)
	}
	if err := System("clinic-1").Check(); err != nil {
		t.Errorf("Check of system scope = %v, want nil", err)
	}
	if a := System("clinic-1").Actor(); a != "system" {
		t.Errorf("system Actor = %q, want system", a)
	}
	if a := (Scope{tenantID: "clinic-1", keyID: "key_1"}).Actor(); a != "key:key_1" {
		t.Errorf("key Actor = %q, want key:key_1", a)
	}
}
