package tenancy

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
)

// keyPrefix marks Anamnesis keys so that leaked ones are easy to spot.
const keyPrefix = "amk_"

// HashKey returns the hex SHA-256 of a full key string, as stored.
func HashKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:])
}

// NewKey makes a key for tenant with role, reading 32 bytes of secret and 8
// bytes of id from random. It returns the stored form and the full key
// string, which is shown once and never stored.
func NewKey(random io.Reader, tenantID string, role Role, now time.Time) (Key, string, error) {
	buf := make([]byte, 40)
	if _, err := io.ReadFull(random, buf); err != nil {
		return Key{}, "", fmt.Errorf("generate key: %w", err)
	}
	id := "key_" + hex.EncodeToString(buf[:8])
	secret := keyPrefix + hex.EncodeToString(buf[8:])
	return Key{ID: id, TenantID: tenantID, Role: role, Hash: HashKey(secret), CreatedAt: now}, secret, nil
}

// ErrUnauthenticated means the bearer key is missing, unknown or revoked.
var ErrUnauthenticated = errors.New("missing, unknown or revoked API key")

// Authenticator turns a bearer key into a Scope.
type Authenticator struct {
	Directory Directory
	// AdminKey is the global admin key (MEMORYD_ADMIN_KEY); empty disables it.
	AdminKey string
}

// Authenticate returns the scope of key. The global admin key yields a
// RoleAdmin scope with no tenant. Unknown and revoked keys yield
// ErrUnauthenticated; a directory failure is returned wrapped.
func (a Authenticator) Authenticate(ctx context.Context, key string) (Scope, error) {
	key = strings.TrimSpace(key)
	if key == "" {
		return Scope{}, ErrUnauthenticated
	}
	if a.AdminKey != "" && subtle.ConstantTimeCompare([]byte(key), []byte(a.AdminKey)) == 1 {
		return GlobalAdmin("admin"), nil
	}
	k, err := a.Directory.KeyByHash(ctx, HashKey(key))
	if errors.Is(err, ErrNotFound) {
		return Scope{}, ErrUnauthenticated
	}
	if err != nil {
		return Scope{}, fmt.Errorf("look up key: %w", err)
	}
	if k.RevokedAt != nil {
		return Scope{}, ErrUnauthenticated
	}
	return ForKey(k), nil
}
