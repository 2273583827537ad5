package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// tenantsCommand is `memoryd tenants create ID [--name NAME] [--keys-file FILE]`.
//
// It never destroys keys (issue 12): on a tenant that exists it changes
// nothing and says how to get a new key, and --keys-file writes a new file
// only once every key was made. Printing to stdout stays for scripts that
// read the keys from a pipe; a shell redirect to a file cannot be made safe
// (the shell empties the file before memoryd runs), hence the flag.
func tenantsCommand(ctx context.Context, args []string, stdout io.Writer, getenv func(string) string) error {
	if _, err := subcommand(args, stdout, "create"); err != nil {
		return err
	}
	var name, keysFile string
	svc, b, pos, err := offline(ctx, args[1:], stdout, getenv, "tenants create", func(fs *flag.FlagSet) {
		fs.StringVar(&name, "name", "", "display name of the tenant (default the id)")
		fs.StringVar(&keysFile, "keys-file", "", "write the keys to this new file (mode 0600) instead of stdout; an existing file is never overwritten")
	})
	if err != nil {
		return err
	}
	defer b.Close()
	if len(pos) != 1 {
		return errors.New("usage: memoryd tenants create ID [--name NAME] [--keys-file FILE]")
	}
	id := pos[0]
	if _, err := b.stores.Directory.Tenant(ctx, id); err == nil {
		return tenantExists(id, keysFile, stdout)
	} else if !errors.Is(err, tenancy.ErrNotFound) {
		return fmt.Errorf("read tenant %s: %w", id, err)
	}
	if err := checkNewFile(keysFile); err != nil {
		return err
	}
	if _, err := svc.CreateTenant(ctx, operatorScope, id, name); err != nil {
		if errors.Is(err, memory.ErrConflict) {
			return tenantExists(id, keysFile, stdout)
		}
		return err
	}
	keys := map[string]string{}
	for _, role := range []tenancy.Role{tenancy.RoleAgent, tenancy.RoleClinician, tenancy.RoleCompliance} {
		_, secret, err := svc.CreateKey(ctx, operatorScope, id, string(role))
		if err != nil {
			return fmt.Errorf("tenant %s was created, but making its %s key failed (make keys with memoryd keys create): %w", id, role, err)
		}
		keys[string(role)] = secret
	}
	return emit(stdout, keysFile, map[string]any{"tenant": id, "keys": keys})
}

// tenantExists is tenants create's error on a tenant that exists. When the
// keys were to go to stdout and stdout is a file, the shell may have
// emptied it already (memoryd tenants create acme > acme-keys.json): say
// so, since the keys it held are then gone.
func tenantExists(id, keysFile string, stdout io.Writer) error {
	msg := fmt.Sprintf("tenant %s already exists; nothing was changed. Its keys were shown once, when it was created, "+
		"and are stored hashed, so they cannot be shown again. Make a new key with "+
		"'memoryd keys create %s --role agent --keys-file FILE' (roles: agent, clinician, compliance, admin); "+
		"'memoryd keys list %s' lists its keys and 'memoryd keys revoke KEY_ID' revokes a lost one", id, id, id)
	if f, ok := stdout.(*os.File); ok && keysFile == "" {
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() == 0 {
			msg += ". stdout is an empty file: if it was redirected with >, the shell emptied it before memoryd ran; " +
				"--keys-file FILE writes a new file and never overwrites one"
		}
	}
	return errors.New(msg)
}

// keysCommand is `memoryd keys create|list|revoke`.
func keysCommand(ctx context.Context, args []string, stdout io.Writer, getenv func(string) string) error {
	sub, err := subcommand(args, stdout, "create", "list", "revoke")
	if err != nil {
		return err
	}
	var role, keysFile string
	svc, b, pos, err := offline(ctx, args[1:], stdout, getenv, "keys "+sub, func(fs *flag.FlagSet) {
		if sub == "create" {
			fs.StringVar(&role, "role", "", "the key's role: agent, clinician, compliance or admin (required)")
			fs.StringVar(&keysFile, "keys-file", "", "write the key to this new file (mode 0600) instead of stdout; an existing file is never overwritten")
		}
	})
	if err != nil {
		return err
	}
	defer b.Close()
	switch sub {
	case "create":
		if len(pos) != 1 || role == "" {
			return errors.New("usage: memoryd keys create TENANT --role agent|clinician|compliance|admin [--keys-file FILE]")
		}
		if _, err := tenancy.ParseRole(role); err != nil {
			return err
		}
		if err := checkNewFile(keysFile); err != nil {
			return err
		}
		k, secret, err := svc.CreateKey(ctx, operatorScope, pos[0], role)
		if errors.Is(err, memory.ErrNotFound) {
			return noTenant(pos[0])
		}
		if err != nil {
			return err
		}
		// The shape of POST /v1/admin/tenants/{tenant}/keys.
		return emit(stdout, keysFile, map[string]string{"id": k.ID, "key": secret, "role": string(k.Role), "tenant": k.TenantID})
	case "list":
		if len(pos) != 1 {
			return errors.New("usage: memoryd keys list TENANT")
		}
		keys, err := b.stores.Directory.Keys(ctx, pos[0])
		if errors.Is(err, tenancy.ErrNotFound) {
			return noTenant(pos[0])
		}
		if err != nil {
			return err
		}
		return emit(stdout, "", map[string]any{"tenant": pos[0], "keys": listedKeys(keys)})
	default: // revoke
		if len(pos) != 1 {
			return errors.New("usage: memoryd keys revoke KEY_ID")
		}
		err := svc.RevokeKey(ctx, operatorScope, pos[0])
		if errors.Is(err, memory.ErrNotFound) {
			return fmt.Errorf("there is no key %s (memoryd keys list TENANT lists the keys)", pos[0])
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "key %s is revoked\n", pos[0])
		return nil
	}
}

func noTenant(id string) error {
	return fmt.Errorf("there is no tenant %s (memoryd tenants create %s creates it)", id, id)
}

// listedKey is what keys list shows of a key: never the secret, which is
// not stored, nor its hash, which would identify it.
type listedKey struct {
	ID        string     `json:"id"`
	Role      string     `json:"role"`
	CreatedAt time.Time  `json:"created_at"`
	RevokedAt *time.Time `json:"revoked_at"`
}

func listedKeys(keys []tenancy.Key) []listedKey {
	out := make([]listedKey, 0, len(keys))
	for _, k := range keys {
		out = append(out, listedKey{ID: k.ID, Role: string(k.Role), CreatedAt: k.CreatedAt, RevokedAt: k.RevokedAt})
	}
	return out
}

// emit writes v as indented JSON to the new file path, or to stdout when
// path is empty.
func emit(stdout io.Writer, path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	if path == "" {
		_, err := stdout.Write(data)
		return err
	}
	if err := writeNewFile(path, data); err != nil {
		// The keys exist now and are shown nowhere else: better on the
		// terminal than lost.
		stdout.Write(data)
		return fmt.Errorf("the keys were made but could not be written to %s, so they were printed on stdout: %w", path, err)
	}
	return nil
}

// checkNewFile returns an error unless path is empty or names no file yet
// in a directory where one can be made. It runs before any key is made, so
// that a refusal leaves nothing behind.
func checkNewFile(path string) error {
	if path == "" {
		return nil
	}
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s exists; memoryd never overwrites a keys file: name a new one, or move it away first", path)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("keys file: %w", err)
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".memoryd-keys-*")
	if err != nil {
		return fmt.Errorf("keys file: cannot write in %s: %w", filepath.Dir(path), err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// writeNewFile writes data to path, mode 0600, atomically: a reader sees no
// file or the whole of it. It fails if path exists, even if it was created
// since checkNewFile: the file is linked into place, which, unlike rename,
// never replaces one.
func writeNewFile(path string, data []byte) (err error) {
	f, err := os.CreateTemp(filepath.Dir(path), ".memoryd-keys-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%s was created by someone else meanwhile", path)
		}
		// A file system without hard links: rename, after one more look.
		if _, serr := os.Lstat(path); serr == nil {
			return fmt.Errorf("%s was created by someone else meanwhile", path)
		}
		return os.Rename(tmp, path)
	}
	return nil
}
