package console_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/httpapi"
	"github.com/anamnesis-health/anamnesis/internal/embeddedstack"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

const adminKey = "console-test-admin"

// service is memoryd's HTTP server in-process on a fresh embedded store,
// with the real clock (the console shows ages) and a switch that makes
// every /v1 request answer 503, as when a backend is down.
type service struct {
	srv  *httptest.Server
	down atomic.Bool
}

func startService(t *testing.T) *service {
	t.Helper()
	ctx := context.Background()
	db, err := embedded.Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	stores, err := embeddedstack.Stores(db, retrieval.NewBuiltin(64))
	if err != nil {
		t.Fatal(err)
	}
	var ids atomic.Int64
	svc, err := memory.New(stores, memory.Config{NewID: func() string { return fmt.Sprintf("id-%d", ids.Add(1)) }})
	if err != nil {
		t.Fatal(err)
	}
	api := httpapi.New(httpapi.Config{
		Service: svc, Auth: tenancy.Authenticator{Directory: db, AdminKey: adminKey},
		Checks: []httpapi.Check{{Name: "session", Backend: "sqlite", Ping: db.Ping}},
	})
	s := &service{}
	s.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.down.Load() && strings.HasPrefix(r.URL.Path, "/v1/") {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusServiceUnavailable)
			io.WriteString(w, `{"error":{"code":"unavailable","message":"session store unavailable"}}`)
			return
		}
		api.ServeHTTP(w, r)
	}))
	t.Cleanup(s.srv.Close)
	return s
}

// call sends one API request and returns the status and the decoded body.
func (s *service) call(t *testing.T, method, path, key string, body any) (int, map[string]any) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, s.srv.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if len(bytes.TrimSpace(raw)) > 0 {
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatalf("%s %s: %d %q: %v", method, path, resp.StatusCode, raw, err)
		}
	}
	return resp.StatusCode, out
}

// key is an API key and the id that revokes it.
type key struct{ secret, id string }

// tenant creates a tenant with an agent, a clinician and a compliance key.
func (s *service) tenant(t *testing.T, id string) map[string]key {
	t.Helper()
	if st, b := s.call(t, "POST", "/v1/admin/tenants", adminKey, map[string]string{"id": id}); st != http.StatusCreated {
		t.Fatalf("create tenant: %d %v", st, b)
	}
	keys := map[string]key{}
	for _, role := range []string{"agent", "clinician", "compliance"} {
		keys[role] = s.newKey(t, id, role)
	}
	return keys
}

func (s *service) newKey(t *testing.T, tenant, role string) key {
	t.Helper()
	st, b := s.call(t, "POST", "/v1/admin/tenants/"+tenant+"/keys", adminKey, map[string]string{"role": role})
	if st != http.StatusCreated {
		t.Fatalf("create %s key: %d %v", role, st, b)
	}
	return key{secret: b["key"].(string), id: b["id"].(string)}
}
