package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/client"
)

func noEnv(string) string { return "" }

func envOf(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestTenantsCreatePrintsTheKeysOnce(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if err := run(context.Background(), []string{"tenants", "create", "acme", "--data-dir", dir}, &out, io.Discard, noEnv); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Tenant string            `json:"tenant"`
		Keys   map[string]string `json:"keys"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("output %q: %v", out.String(), err)
	}
	if got.Tenant != "acme" || len(got.Keys) != 3 {
		t.Fatalf("output = %+v, want tenant acme with agent, clinician and compliance keys", got)
	}
	for _, role := range []string{"agent", "clinician", "compliance"} {
		if !strings.HasPrefix(got.Keys[role], "amk_") {
			t.Errorf("%s key = %q", role, got.Keys[role])
		}
	}
	raw, err := os.ReadFile(filepath.Join(dir, "memoryd.db"))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(raw, []byte(got.Keys["agent"])) {
		t.Error("the database holds a key in the clear; keys must be stored hashed")
	}
	out.Reset()
	err = run(context.Background(), []string{"tenants", "create", "acme", "--data-dir", dir}, &out, io.Discard, noEnv)
	if err == nil || !strings.Contains(err.Error(), "tenant acme already exists") || out.Len() != 0 {
		t.Fatalf("creating acme twice: %v, stdout %q; want an error saying it exists and nothing printed", err, out.String())
	}
}

func TestFlagsOverrideEnvironment(t *testing.T) {
	env := envOf(map[string]string{"MEMORYD_WINDOW": "5", "MEMORYD_ADDR": "127.0.0.1:9999"})
	c, err := parseConfig("serve", nil, io.Discard, env)
	if err != nil || c.WindowSize != 5 || c.Addr != "127.0.0.1:9999" || c.DataDir != "./memoryd-data" {
		t.Fatalf("env only: %+v %v", c, err)
	}
	c, err = parseConfig("serve", []string{"--window", "7"}, io.Discard, env)
	if err != nil || c.WindowSize != 7 {
		t.Fatalf("flag over env: %+v %v", c, err)
	}
	for _, bad := range [][]string{{"--window", "0"}, {"--window", "x"}, {"--state-stale-after", "0"}, {"stray"}} {
		if _, err := parseConfig("serve", bad, io.Discard, noEnv); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}

func TestGatePolicyFile(t *testing.T) {
	write := func(body string) string {
		p := filepath.Join(t.TempDir(), "policy.json")
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	def, tenants, err := loadGatePolicy(write(`{"default":{"confirm_at":0.95},"tenants":{"acme":{"guideline":"ACCAHA2017"}}}`))
	if err != nil || def.ConfirmAt != 0.95 || def.ClaimBelow != 0.5 || tenants["acme"].Guideline != "ACCAHA2017" {
		t.Fatalf("policy = %+v %+v %v", def, tenants, err)
	}
	for name, body := range map[string]string{
		"a misspelt field":       `{"default":{"confirm_above":0.9}}`,
		"unordered thresholds":   `{"default":{"claim_below":0.95,"confirm_at":0.9}}`,
		"an unknown guideline":   `{"default":{"guideline":"JNC7"}}`,
		"malformed JSON":         `{"default":`,
		"a bad tenant guideline": `{"tenants":{"acme":{"guideline":"JNC7"}}}`,
	} {
		t.Run(name+" is refused at start", func(t *testing.T) {
			cfg, err := parseConfig("serve", []string{"--data-dir", t.TempDir(), "--gate-policy", write(body)}, io.Discard, noEnv)
			if err != nil {
				t.Fatal(err)
			}
			if _, b, err := newService(context.Background(), cfg, nil, true); err == nil {
				b.Close()
				t.Fatal("started with a bad policy")
			}
		})
	}
}

func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// serveFor runs memoryd serve until the test ends and returns its address.
func serveFor(t *testing.T, env map[string]string) string {
	t.Helper()
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", addr, "--data-dir", t.TempDir()}, io.Discard, io.Discard, envOf(env))
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("serve returned %v after shutdown", err)
			}
		case <-time.After(15 * time.Second):
			t.Error("serve did not shut down")
		}
	})
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if r, err := http.Get("http://" + addr + "/healthz"); err == nil {
			r.Body.Close()
			return addr
		}
		select {
		case err := <-done:
			t.Fatalf("serve exited: %v", err)
		case <-time.After(50 * time.Millisecond):
		}
	}
	t.Fatal("memoryd did not come up")
	return ""
}

func readiness(t *testing.T, addr string) map[string]string {
	t.Helper()
	r, err := client.New("http://"+addr, "").Ready(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !r.OK {
		t.Fatalf("readyz: %+v", r)
	}
	out := map[string]string{}
	for _, b := range r.Backends {
		out[b.Name] = b.Backend
	}
	return out
}

func TestServeOnTheEmbeddedDefault(t *testing.T) {
	addr := serveFor(t, map[string]string{"MEMORYD_ADMIN_KEY": "adm"})
	if got := readiness(t, addr); got["session"] != "sqlite" || got["entity"] != "sqlite" || got["index"] != "sqlite" {
		t.Fatalf("backends = %v, want sqlite for every layer", got)
	}
	c := client.New("http://"+addr, "adm")
	if _, err := c.CreateTenant(context.Background(), "acme", ""); err != nil {
		t.Fatalf("create tenant with MEMORYD_ADMIN_KEY: %v", err)
	}
	metrics, err := c.Metrics(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(metrics, `memoryd_http_requests_total{code="201",method="POST",route="/v1/admin/tenants"} 1`) ||
		!strings.Contains(metrics, `memoryd_http_request_duration_seconds_bucket`) {
		t.Errorf("metrics lack the per-route counter or histogram:\n%s", metrics)
	}
}

// TestServeWiresTheConfiguredBackends: each layer uses its external backend
// when its address is set, independently of the others.
func TestServeWiresTheConfiguredBackends(t *testing.T) {
	dsn, uri := os.Getenv("MEMORYD_TEST_PG_DSN"), os.Getenv("MEMORYD_TEST_NEO4J_URI")
	if dsn == "" || uri == "" {
		t.Skip("MEMORYD_TEST_PG_DSN and MEMORYD_TEST_NEO4J_URI not set")
	}
	addr := serveFor(t, map[string]string{
		"MEMORYD_PG_DSN": dsn, "MEMORYD_NEO4J_URI": uri,
		"MEMORYD_NEO4J_USER": os.Getenv("MEMORYD_TEST_NEO4J_USER"), "MEMORYD_NEO4J_PASSWORD": os.Getenv("MEMORYD_TEST_NEO4J_PASSWORD"),
	})
	if got := readiness(t, addr); got["session"] != "postgres" || got["entity"] != "neo4j" || got["index"] != "postgres" {
		t.Fatalf("backends = %v, want postgres, neo4j and the index in postgres beside the sessions", got)
	}
}

func TestTheModelIsConfiguredByURLAndModel(t *testing.T) {
	t.Run("no url: no model, whatever else is set", func(t *testing.T) {
		c, err := parseConfig("serve", nil, io.Discard, envOf(map[string]string{"MEMORYD_LLM_MODEL": "m"}))
		if err != nil {
			t.Fatal(err)
		}
		if m, err := newLLM(c); m != nil || err != nil {
			t.Errorf("newLLM = %v, %v; want no model", m, err)
		}
		if describeLLM(c) != "none" {
			t.Errorf("describeLLM = %q", describeLLM(c))
		}
	})
	t.Run("a url and a model from the environment, with the default timeout", func(t *testing.T) {
		c, err := parseConfig("serve", nil, io.Discard, envOf(map[string]string{
			"MEMORYD_LLM_URL": "http://user:secret@127.0.0.1:8000/v1", "MEMORYD_LLM_MODEL": "qwen", "MEMORYD_LLM_API_KEY": "sk-x"}))
		if err != nil {
			t.Fatal(err)
		}
		if c.LLMURL != "http://user:secret@127.0.0.1:8000/v1" || c.LLMModel != "qwen" || c.LLMAPIKey != "sk-x" || c.LLMTimeout != 3*time.Second {
			t.Errorf("config = %+v", c)
		}
		if m, err := newLLM(c); m == nil || err != nil {
			t.Errorf("newLLM = %v, %v; want a client", m, err)
		}
		if d := describeLLM(c); d != "qwen at 127.0.0.1:8000" || strings.Contains(d, "secret") {
			t.Errorf("describeLLM = %q, want the model and host only", d)
		}
	})
	t.Run("flags override the environment", func(t *testing.T) {
		c, err := parseConfig("serve", []string{"--llm-model", "other", "--llm-timeout", "2s"}, io.Discard,
			envOf(map[string]string{"MEMORYD_LLM_URL": "https://llm.example/v1", "MEMORYD_LLM_MODEL": "qwen"}))
		if err != nil || c.LLMModel != "other" || c.LLMTimeout != 2*time.Second {
			t.Fatalf("config = %+v, %v", c, err)
		}
	})
	for _, tc := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"a url without a model", map[string]string{"MEMORYD_LLM_URL": "http://127.0.0.1:8000/v1"}, "MEMORYD_LLM_MODEL"},
		{"a url that is not http", map[string]string{"MEMORYD_LLM_URL": "127.0.0.1:8000", "MEMORYD_LLM_MODEL": "m"}, "MEMORYD_LLM_URL"},
		{"a timeout of zero", map[string]string{"MEMORYD_LLM_URL": "http://h/v1", "MEMORYD_LLM_MODEL": "m", "MEMORYD_LLM_TIMEOUT": "0s"}, "timeout"},
		{"a timeout that is no duration", map[string]string{"MEMORYD_LLM_TIMEOUT": "soon"}, "MEMORYD_LLM_TIMEOUT"},
	} {
		t.Run(tc.name+" stops the start with a clear error", func(t *testing.T) {
			_, err := parseConfig("serve", nil, io.Discard, envOf(tc.env))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want one naming %s", err, tc.want)
			}
		})
	}
}
