package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/embedded"
)

func TestHelpIsPrintedOnStdoutAndExitsZero(t *testing.T) {
	// A secret in the environment must not show up as a flag's default.
	env := envOf(map[string]string{"MEMORYD_ADMIN_KEY": "adm-s3cret", "MEMORYD_PG_DSN": "postgres://u:pg-s3cret@h/db"})
	for _, args := range [][]string{
		{"serve", "-h"}, {"serve", "-help"}, {"serve", "--help"},
		{"tenants", "create", "-h"}, {"tenants", "-h"},
		{"keys", "create", "-h"}, {"keys", "list", "--help"}, {"keys", "revoke", "-h"}, {"keys", "-h"},
		{"outbox", "list", "-h"}, {"outbox", "retry", "-h"}, {"patients", "erase", "-h"}, {"isolation-audit", "-h"},
		{"-h"}, {"help"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var out, errw bytes.Buffer
			if err := run(context.Background(), args, &out, &errw, env); err != nil {
				t.Fatalf("run: %v, want nil (exit 0)", err)
			}
			if !strings.HasPrefix(out.String(), "usage:") || errw.Len() != 0 {
				t.Errorf("stdout %q, stderr %q; want the usage on stdout only", out.String(), errw.String())
			}
			if strings.Contains(out.String(), "s3cret") {
				t.Errorf("the usage shows a secret from the environment:\n%s", out.String())
			}
		})
	}
	t.Run("serve -h says that flags are visible in ps and names the file variables", func(t *testing.T) {
		var out bytes.Buffer
		if err := run(context.Background(), []string{"serve", "-h"}, &out, io.Discard, noEnv); err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"visible", "ps", "MEMORYD_ADMIN_KEY_FILE", "MEMORYD_NEO4J_PASSWORD_FILE",
			"MEMORYD_LLM_API_KEY_FILE", "MEMORYD_PG_DSN_FILE", "-request-timeout"} {
			if !strings.Contains(out.String(), want) {
				t.Errorf("serve -h lacks %q", want)
			}
		}
	})
	t.Run("an unknown flag is an error, not help", func(t *testing.T) {
		var out bytes.Buffer
		err := run(context.Background(), []string{"serve", "--no-such-flag"}, &out, io.Discard, noEnv)
		if err == nil || !strings.Contains(err.Error(), "no-such-flag") || out.Len() != 0 {
			t.Errorf("err %v, stdout %q; want an error naming the flag and nothing on stdout", err, out.String())
		}
	})
}

func TestSecretsComeFromTheEnvironmentOrAFile(t *testing.T) {
	secrets := []struct {
		env   string
		flag  string
		field func(config) string
	}{
		{"MEMORYD_ADMIN_KEY", "--admin-key", func(c config) string { return c.AdminKey }},
		{"MEMORYD_NEO4J_PASSWORD", "--neo4j-password", func(c config) string { return c.Neo4jPassword }},
		{"MEMORYD_LLM_API_KEY", "--llm-api-key", func(c config) string { return c.LLMAPIKey }},
		{"MEMORYD_PG_DSN", "--pg-dsn", func(c config) string { return c.PGDSN }},
	}
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	const secret = "postgres://memoryd:s3cr%3At@db:5432/anamnesis"
	for _, s := range secrets {
		t.Run(s.env, func(t *testing.T) {
			file := write(s.env, secret+"\n")
			cases := []struct {
				name string
				args []string
				env  map[string]string
				want string
			}{
				{"from the variable", nil, map[string]string{s.env: secret}, secret},
				{"from the file, its trailing newline dropped", nil, map[string]string{s.env + "_FILE": file}, secret},
				{"from a file with CRLF", nil, map[string]string{s.env + "_FILE": write(s.env+"-crlf", secret+"\r\n")}, secret},
				{"the flag over the file", []string{s.flag, "from-flag"}, map[string]string{s.env + "_FILE": file}, "from-flag"},
			}
			for _, tc := range cases {
				c, err := parseConfig("serve", tc.args, io.Discard, envOf(tc.env))
				if err != nil {
					t.Fatalf("%s: %v", tc.name, err)
				}
				if got := s.field(c); got != tc.want {
					t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
				}
			}
			for _, tc := range []struct {
				name string
				env  map[string]string
			}{
				{"a missing file", map[string]string{s.env + "_FILE": filepath.Join(dir, "missing")}},
				{"a directory", map[string]string{s.env + "_FILE": dir}},
				{"an empty file", map[string]string{s.env + "_FILE": write(s.env+"-empty", "\n")}},
				{"both the variable and the file", map[string]string{s.env: secret, s.env + "_FILE": file}},
			} {
				_, err := parseConfig("serve", nil, io.Discard, envOf(tc.env))
				if err == nil || !strings.Contains(err.Error(), s.env) {
					t.Errorf("%s: err = %v, want a start-up error naming %s", tc.name, err, s.env)
				} else if strings.Contains(err.Error(), "s3cr") {
					t.Errorf("%s: the error shows the secret: %v", tc.name, err)
				}
			}
		})
	}
	t.Run("serve starts with the admin key from a file", func(t *testing.T) {
		addr := serveFor(t, map[string]string{"MEMORYD_ADMIN_KEY_FILE": write("admin", "adm-from-file\n")})
		for i, tc := range []struct {
			key  string
			want int
		}{{"other", 401}, {"adm-from-file", 201}} {
			req, _ := http.NewRequest("POST", "http://"+addr+"/v1/admin/tenants", strings.NewReader(fmt.Sprintf(`{"id":"t-%d"}`, i)))
			req.Header.Set("Authorization", "Bearer "+tc.key)
			r, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			r.Body.Close()
			if r.StatusCode != tc.want {
				t.Errorf("admin key %q: %d, want %d", tc.key, r.StatusCode, tc.want)
			}
		}
	})
}

func TestVersion(t *testing.T) {
	vcs := []debug.BuildSetting{{Key: "vcs.revision", Value: "154df4e0a1b2c3d4e5f6"}, {Key: "vcs.modified", Value: "true"}}
	for _, tc := range []struct {
		name    string
		release string
		info    *debug.BuildInfo
		want    string
	}{
		{"a release set with -ldflags wins", "v1.2.0",
			&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v0.0.0-x"}}, "memoryd v1.2.0 (go1.26.0)"},
		{"else the module version and the commit", "",
			&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v0.0.0-20261201-154df4e0a1b2+dirty"}, Settings: vcs},
			"memoryd v0.0.0-20261201-154df4e0a1b2+dirty (commit 154df4e0a1b2, modified; go1.26.0)"},
		{"a build without a module version is devel", "",
			&debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "(devel)"}}, "memoryd devel (go1.26.0)"},
		{"no build information", "", nil, "memoryd devel"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := describeVersion(tc.release, tc.info); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"version"}, &out, io.Discard, noEnv); err != nil ||
		!strings.HasPrefix(out.String(), "memoryd ") || !strings.HasSuffix(out.String(), "\n") {
		t.Errorf("memoryd version: %q, %v", out.String(), err)
	}
}

// TestServeLogsOnlyToStderr: a script reads memoryd's stdout; logs must
// not reach it.
func TestServeLogsOnlyToStderr(t *testing.T) {
	addr := freeAddr(t)
	var stdout, stderr bytes.Buffer
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", addr, "--data-dir", t.TempDir()}, &stdout, &stderr, noEnv)
	}()
	up := false
	for i := 0; i < 200 && !up; i++ {
		if r, err := http.Get("http://" + addr + "/healthz"); err == nil {
			r.Body.Close()
			up = true
		} else {
			time.Sleep(50 * time.Millisecond)
		}
	}
	cancel()
	if err := <-done; err != nil || !up {
		t.Fatalf("serve: %v (up %v)", err, up)
	}
	if stdout.Len() != 0 {
		t.Errorf("serve wrote to stdout: %q", stdout.String())
	}
	if !strings.Contains(stderr.String(), `"msg":"memoryd listening"`) {
		t.Errorf("stderr lacks the start-up log: %q", stderr.String())
	}
}

func TestOutboxRetention(t *testing.T) {
	c, err := parseConfig("serve", nil, io.Discard, envOf(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.OutboxRetention != embedded.DefaultOutboxRetention {
		t.Errorf("default retention %v, want %v", c.OutboxRetention, embedded.DefaultOutboxRetention)
	}
	c, err = parseConfig("serve", nil, io.Discard, envOf(map[string]string{"MEMORYD_OUTBOX_RETENTION": "2h"}))
	if err != nil || c.OutboxRetention != 2*time.Hour {
		t.Errorf("MEMORYD_OUTBOX_RETENTION=2h: %v, %v", c.OutboxRetention, err)
	}
	c, err = parseConfig("serve", []string{"--outbox-retention", "0"}, io.Discard, envOf(nil))
	if err != nil || c.OutboxRetention != 0 {
		t.Errorf("--outbox-retention 0 (keep everything): %v, %v", c.OutboxRetention, err)
	}
	if _, err := parseConfig("serve", []string{"--outbox-retention", "-1h"}, io.Discard, envOf(nil)); err == nil {
		t.Error("a negative retention was accepted")
	}
}
