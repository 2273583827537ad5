package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// cli runs memoryd with args on the data directory dir and returns its
// stdout and error.
func cli(t *testing.T, dir string, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	err := run(context.Background(), append(args, "--data-dir", dir), &out, io.Discard, noEnv)
	return out.String(), err
}

type listed struct {
	Tenant string `json:"tenant"`
	Keys   []struct {
		ID        string     `json:"id"`
		Role      string     `json:"role"`
		CreatedAt time.Time  `json:"created_at"`
		RevokedAt *time.Time `json:"revoked_at"`
	} `json:"keys"`
}

func listKeys(t *testing.T, dir, tenant string) listed {
	t.Helper()
	out, err := cli(t, dir, "keys", "list", tenant)
	if err != nil {
		t.Fatalf("keys list %s: %v", tenant, err)
	}
	var l listed
	if err := json.Unmarshal([]byte(out), &l); err != nil {
		t.Fatalf("keys list output %q: %v", out, err)
	}
	return l
}

func TestTenantsCreateNeverDestroysKeys(t *testing.T) {
	dir, files := t.TempDir(), t.TempDir()
	keysFile := filepath.Join(files, "acme-keys.json")

	out, err := cli(t, dir, "tenants", "create", "acme", "--keys-file", keysFile)
	if err != nil {
		t.Fatal(err)
	}
	if out != "" {
		t.Errorf("stdout = %q, want nothing: the keys went to the file", out)
	}
	first, err := os.ReadFile(keysFile)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Tenant string            `json:"tenant"`
		Keys   map[string]string `json:"keys"`
	}
	if err := json.Unmarshal(first, &got); err != nil || got.Tenant != "acme" || len(got.Keys) != 3 {
		t.Fatalf("keys file = %s (%v), want acme's three keys", first, err)
	}
	if fi, err := os.Stat(keysFile); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("keys file mode = %v (%v), want 0600", fi.Mode().Perm(), err)
	}

	t.Run("a second create of the tenant says it exists and leaves the file alone", func(t *testing.T) {
		_, err := cli(t, dir, "tenants", "create", "acme", "--keys-file", keysFile)
		for _, want := range []string{"tenant acme already exists", "stored hashed", "memoryd keys create acme --role agent"} {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("error = %v, want it to say %q", err, want)
			}
		}
		if now, _ := os.ReadFile(keysFile); !bytes.Equal(now, first) {
			t.Errorf("keys file changed to %q", now)
		}
	})
	t.Run("a second create redirected to a file says the shell emptied it", func(t *testing.T) {
		f, err := os.Create(filepath.Join(files, "redirected.json")) // as the shell's > does
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		err = run(context.Background(), []string{"tenants", "create", "acme", "--data-dir", dir}, f, io.Discard, noEnv)
		if err == nil || !strings.Contains(err.Error(), "the shell emptied it") || !strings.Contains(err.Error(), "--keys-file") {
			t.Errorf("error = %v, want it to explain the emptied file and name --keys-file", err)
		}
	})
	t.Run("a second create into a new file creates no file", func(t *testing.T) {
		other := filepath.Join(files, "other.json")
		if _, err := cli(t, dir, "tenants", "create", "acme", "--keys-file", other); err == nil {
			t.Fatal("no error")
		}
		if _, err := os.Stat(other); !os.IsNotExist(err) {
			t.Errorf("%s exists after a refused create (%v)", other, err)
		}
	})
	t.Run("a new tenant is not created into an existing file", func(t *testing.T) {
		_, err := cli(t, dir, "tenants", "create", "beta", "--keys-file", keysFile)
		if err == nil || !strings.Contains(err.Error(), keysFile+" exists") {
			t.Fatalf("error = %v, want one naming the existing file", err)
		}
		if now, _ := os.ReadFile(keysFile); !bytes.Equal(now, first) {
			t.Errorf("keys file changed to %q", now)
		}
		if _, err := cli(t, dir, "keys", "list", "beta"); err == nil {
			t.Error("beta was created although its keys had nowhere to go")
		}
	})
	t.Run("the keys in the file are the tenant's, stored hashed", func(t *testing.T) {
		db, err := embedded.Open(context.Background(), dir)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		for role, secret := range got.Keys {
			k, err := db.KeyByHash(context.Background(), tenancy.HashKey(secret))
			if err != nil || k.TenantID != "acme" || string(k.Role) != role || k.RevokedAt != nil {
				t.Errorf("%s key: %+v, %v", role, k, err)
			}
		}
	})
}

func TestKeysCreateListRevoke(t *testing.T) {
	dir := t.TempDir()
	if _, err := cli(t, dir, "tenants", "create", "acme"); err != nil {
		t.Fatal(err)
	}
	if _, err := cli(t, dir, "tenants", "create", "other"); err != nil {
		t.Fatal(err)
	}
	out, err := cli(t, dir, "keys", "create", "acme", "--role", "clinician")
	if err != nil {
		t.Fatal(err)
	}
	var made struct{ ID, Key, Role, Tenant string }
	if err := json.Unmarshal([]byte(out), &made); err != nil || made.Role != "clinician" || made.Tenant != "acme" ||
		!strings.HasPrefix(made.Key, "amk_") || !strings.HasPrefix(made.ID, "key_") {
		t.Fatalf("keys create output %q (%v)", out, err)
	}

	t.Run("list shows the tenant's keys, never a secret or a hash", func(t *testing.T) {
		raw, err := cli(t, dir, "keys", "list", "acme")
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(raw, "amk_") || strings.Contains(raw, tenancy.HashKey(made.Key)) {
			t.Errorf("keys list shows a secret or a hash:\n%s", raw)
		}
		l := listKeys(t, dir, "acme")
		roles := map[string]int{}
		for _, k := range l.Keys {
			roles[k.Role]++
			if k.RevokedAt != nil || k.CreatedAt.IsZero() {
				t.Errorf("key %+v: want created and not revoked", k)
			}
		}
		if len(l.Keys) != 4 || roles["clinician"] != 2 || roles["agent"] != 1 || roles["compliance"] != 1 {
			t.Errorf("acme's keys = %+v, want the three first keys and the new clinician key", l.Keys)
		}
		if o := listKeys(t, dir, "other"); len(o.Keys) != 3 {
			t.Errorf("other's keys = %+v, want its own three", o.Keys)
		}
	})
	t.Run("a revoked key is listed as revoked, and only it", func(t *testing.T) {
		out, err := cli(t, dir, "keys", "revoke", made.ID)
		if err != nil || !strings.Contains(out, made.ID) {
			t.Fatalf("revoke: %q, %v", out, err)
		}
		for _, k := range listKeys(t, dir, "acme").Keys {
			if (k.RevokedAt != nil) != (k.ID == made.ID) {
				t.Errorf("key %s revoked at %v", k.ID, k.RevokedAt)
			}
		}
	})
	t.Run("the new key goes to a new file, mode 0600", func(t *testing.T) {
		f := filepath.Join(t.TempDir(), "agent.json")
		out, err := cli(t, dir, "keys", "create", "acme", "--role", "agent", "--keys-file", f)
		if err != nil || out != "" {
			t.Fatalf("keys create --keys-file: stdout %q, %v", out, err)
		}
		raw, err := os.ReadFile(f)
		if err != nil || !bytes.Contains(raw, []byte(`"role": "agent"`)) || !bytes.Contains(raw, []byte(`"key": "amk_`)) {
			t.Errorf("keys file %q (%v)", raw, err)
		}
		if fi, err := os.Stat(f); err != nil || fi.Mode().Perm() != 0o600 {
			t.Errorf("mode %v (%v)", fi.Mode().Perm(), err)
		}
		before := len(listKeys(t, dir, "acme").Keys)
		if _, err := cli(t, dir, "keys", "create", "acme", "--role", "agent", "--keys-file", f); err == nil ||
			!strings.Contains(err.Error(), "exists") {
			t.Errorf("second create into %s: %v, want a refusal", f, err)
		}
		if now, _ := os.ReadFile(f); !bytes.Equal(now, raw) {
			t.Error("the keys file was overwritten")
		}
		if after := len(listKeys(t, dir, "acme").Keys); after != before {
			t.Errorf("a refused create made a key: %d keys, were %d", after, before)
		}
	})
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"create for an unknown tenant", []string{"keys", "create", "ghost", "--role", "agent"}, "there is no tenant ghost"},
		{"list of an unknown tenant", []string{"keys", "list", "ghost"}, "there is no tenant ghost"},
		{"revoke of an unknown key", []string{"keys", "revoke", "key_0000"}, "there is no key key_0000"},
		{"create with an unknown role", []string{"keys", "create", "acme", "--role", "nurse"}, `unknown role "nurse"`},
		{"create without a role", []string{"keys", "create", "acme"}, "usage: memoryd keys create"},
		{"an unknown subcommand", []string{"keys", "rotate", "acme"}, "usage:"},
	} {
		t.Run(tc.name+" is a clear error", func(t *testing.T) {
			before := len(listKeys(t, dir, "acme").Keys)
			out, err := cli(t, dir, tc.args...)
			if err == nil || !strings.Contains(err.Error(), tc.want) || out != "" {
				t.Errorf("stdout %q, error %v; want nothing printed and an error saying %q", out, err, tc.want)
			}
			if after := len(listKeys(t, dir, "acme").Keys); after != before {
				t.Errorf("%d keys after, %d before", after, before)
			}
		})
	}
}
