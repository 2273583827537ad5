package httpapi_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/entity/neo4jstore"
	"github.com/anamnesis-health/anamnesis/httpapi"
	"github.com/anamnesis-health/anamnesis/internal/embeddedstack"
	"github.com/anamnesis-health/anamnesis/internal/pgtest"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/session/pgstore"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

const adminKey = "test-admin-key"

// harness is memoryd over a fresh embedded store with a fixed clock and
// deterministic ids.
type harness struct {
	t       testing.TB
	srv     *httptest.Server
	handler http.Handler // the server's handler, for calls without a network
	db      *embedded.DB
	keys    map[string]map[string]string // tenant -> role -> key
	ids     atomic.Int64
	tick    atomic.Int64
	// tenantSuffix makes tenant ids unique on a shared server.
	tenantSuffix string
}

// harnessOption changes how newHarness builds the server.
type harnessOption func(*harnessConfig)

type harnessConfig struct {
	entities       func(*embedded.DB) entity.Store
	requestTimeout time.Duration
	fullStack      bool
	llm            memory.LLM
}

// withFullStack serves from PostgreSQL (sessions, tenants, audit: a fresh
// schema) and Neo4j (the record) instead of the embedded file; tenants get
// a random suffix, since the graph is shared between tests.
func withFullStack() harnessOption { return func(c *harnessConfig) { c.fullStack = true } }

// eachStack runs fn on the embedded default and, when MEMORYD_TEST_PG_DSN
// and MEMORYD_TEST_NEO4J_URI are set, on PostgreSQL and Neo4j.
func eachStack(t *testing.T, fn func(t *testing.T, h *harness)) {
	t.Run("embedded", func(t *testing.T) { fn(t, newHarness(t)) })
	if os.Getenv("MEMORYD_TEST_PG_DSN") == "" || os.Getenv("MEMORYD_TEST_NEO4J_URI") == "" {
		t.Log("MEMORYD_TEST_PG_DSN or MEMORYD_TEST_NEO4J_URI not set: the full stack is skipped")
		return
	}
	t.Run("postgres+neo4j", func(t *testing.T) { fn(t, newHarness(t, withFullStack())) })
}

// withLLM sets memory.Config.LLM.
func withLLM(l memory.LLM) harnessOption {
	return func(c *harnessConfig) { c.llm = l }
}

// withEntities puts a stand-in in front of the embedded entity store.
func withEntities(wrap func(*embedded.DB) entity.Store) harnessOption {
	return func(c *harnessConfig) { c.entities = wrap }
}

// withRequestTimeout sets httpapi.Config.RequestTimeout.
func withRequestTimeout(d time.Duration) harnessOption {
	return func(c *harnessConfig) { c.requestTimeout = d }
}

func newHarness(t testing.TB, opts ...harnessOption) *harness {
	t.Helper()
	var cfg harnessConfig
	for _, o := range opts {
		o(&cfg)
	}
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
	h := &harness{t: t, db: db, keys: map[string]map[string]string{}}
	if cfg.entities != nil {
		stores.Entities = cfg.entities(db)
	}
	if cfg.fullStack {
		stores = fullStack(t, stores)
		var b [4]byte
		rand.Read(b[:])
		h.tenantSuffix = "-" + hex.EncodeToString(b[:])
	}
	clock := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	svc, err := memory.New(stores, memory.Config{
		Now:    func() time.Time { return clock.Add(time.Duration(h.tick.Add(1)) * time.Millisecond) },
		NewID:  func() string { return fmt.Sprintf("gen-%d", h.ids.Add(1)) },
		Random: &counterReader{},
		LLM:    cfg.llm,
	})
	if err != nil {
		t.Fatal(err)
	}
	e := httpapi.New(httpapi.Config{
		Service: svc, Auth: tenancy.Authenticator{Directory: stores.Directory, AdminKey: adminKey},
		Checks:         []httpapi.Check{{Name: "session", Backend: "sqlite", Ping: db.Ping}},
		RequestTimeout: cfg.requestTimeout,
	})
	h.handler = e
	h.srv = httptest.NewServer(e)
	t.Cleanup(h.srv.Close)
	return h
}

// counterReader is a deterministic stand-in for crypto/rand: keys differ
// from each other but are the same from run to run.
type counterReader struct{ n byte }

func (r *counterReader) Read(p []byte) (int, error) {
	for i := range p {
		r.n++
		p[i] = r.n
	}
	return len(p), nil
}

type response struct {
	status int
	body   []byte
}

func (r response) json(t testing.TB) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.body, &m); err != nil {
		t.Fatalf("decode %q: %v", r.body, err)
	}
	return m
}

func (r response) errorCode(t testing.TB) string {
	t.Helper()
	e, _ := r.json(t)["error"].(map[string]any)
	code, _ := e["code"].(string)
	return code
}

func (r response) errorMessage(t testing.TB) string {
	t.Helper()
	e, _ := r.json(t)["error"].(map[string]any)
	msg, _ := e["message"].(string)
	return msg
}

func (h *harness) do(method, path, key string, body any) response {
	h.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		buf, err := json.Marshal(b)
		if err != nil {
			h.t.Fatal(err)
		}
		rd = bytes.NewReader(buf)
	}
	req, err := http.NewRequest(method, h.srv.URL+path, rd)
	if err != nil {
		h.t.Fatal(err)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		h.t.Fatal(err)
	}
	return response{resp.StatusCode, out}
}

// tenant creates a tenant over the admin API with a key of every role.
func (h *harness) tenant(id string) map[string]string {
	h.t.Helper()
	id += h.tenantSuffix
	if r := h.do("POST", "/v1/admin/tenants", adminKey, map[string]string{"id": id, "name": id}); r.status != 201 {
		h.t.Fatalf("create tenant: %d %s", r.status, r.body)
	}
	keys := map[string]string{}
	for _, role := range []string{"agent", "clinician", "compliance", "admin"} {
		r := h.do("POST", "/v1/admin/tenants/"+id+"/keys", adminKey, map[string]string{"role": role})
		if r.status != 201 {
			h.t.Fatalf("create key: %d %s", r.status, r.body)
		}
		keys[role] = r.json(h.t)["key"].(string)
	}
	h.keys[id] = keys
	return keys
}

func turnPath(patient, session string) string {
	return "/v1/patients/" + patient + "/sessions/" + session + "/turns"
}

// state is what a rejected request must leave unchanged: every tenant's
// audit chain and access log, and the turns stored.
func (h *harness) state(tenants ...string) string {
	h.t.Helper()
	ctx := context.Background()
	var b strings.Builder
	for _, tn := range tenants {
		sc := tenancy.System(tn)
		chain, err := h.db.Chain(ctx, sc)
		if err != nil {
			h.t.Fatal(err)
		}
		acc, err := h.db.Accesses(ctx, sc, audit.Filter{Limit: 1000})
		if err != nil {
			h.t.Fatal(err)
		}
		turns, err := h.db.PatientTurns(ctx, sc, "p1", 1000)
		if err != nil {
			h.t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s: %d events, %d reads, %d turns; ", tn, len(chain), len(acc), len(turns))
	}
	return b.String()
}

// fullStack replaces the embedded sessions, tenants and audit with
// PostgreSQL in a fresh schema, and the record with Neo4j.
func fullStack(t testing.TB, st memory.Stores) memory.Stores {
	t.Helper()
	ctx := context.Background()
	pg, err := pgstore.Open(ctx, pgtest.FreshSchema(t, "httpapi"), pgstore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pg.Close)
	g, err := neo4jstore.Open(ctx, os.Getenv("MEMORYD_TEST_NEO4J_URI"), os.Getenv("MEMORYD_TEST_NEO4J_USER"), os.Getenv("MEMORYD_TEST_NEO4J_PASSWORD"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close(context.Background()) })
	st.Directory, st.Sessions, st.Summaries, st.States, st.Outbox, st.Audit, st.Entities = pg, pg, pg, pg, pg, pg, g
	st.History = pg
	return st
}
