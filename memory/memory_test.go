package memory_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/entity/neo4jstore"
	"github.com/anamnesis-health/anamnesis/internal/embeddedstack"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// env is a pipeline over a fresh embedded store, with the record kept in
// the embedded store or in Neo4j.
type env struct {
	t      testing.TB
	svc    *memory.Service
	db     *embedded.DB
	stores memory.Stores
	sc     tenancy.Scope
	clock  atomic.Int64
	ids    atomic.Int64
	// policies are the tenants' gate overrides, applied by service().
	policies map[string]entity.Policy
	// llm is the model service() configures, if any.
	llm memory.LLM
}

var start = time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)

// recordBackends are the entity stores every pipeline test runs on.
func recordBackends(t testing.TB) map[string]func(t testing.TB, db *embedded.DB) entity.Store {
	out := map[string]func(testing.TB, *embedded.DB) entity.Store{
		"embedded": func(t testing.TB, db *embedded.DB) entity.Store { return db },
	}
	uri := os.Getenv("MEMORYD_TEST_NEO4J_URI")
	if uri == "" {
		t.Log("MEMORYD_TEST_NEO4J_URI not set: the Neo4j record backend is skipped")
		return out
	}
	out["neo4j"] = func(t testing.TB, db *embedded.DB) entity.Store {
		s, err := neo4jstore.Open(context.Background(), uri, os.Getenv("MEMORYD_TEST_NEO4J_USER"), os.Getenv("MEMORYD_TEST_NEO4J_PASSWORD"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close(context.Background()) })
		return s
	}
	return out
}

func newEnv(t testing.TB, record func(testing.TB, *embedded.DB) entity.Store, wrap func(memory.Stores) memory.Stores) *env {
	t.Helper()
	db, err := embedded.Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	stores, err := embeddedstack.Stores(db, retrieval.NewBuiltin(64))
	if err != nil {
		t.Fatal(err)
	}
	// A unique tenant keeps runs apart on a shared Neo4j server.
	var b [4]byte
	rand.Read(b[:])
	e := &env{t: t, db: db, sc: tenancy.ForKey(tenancy.Key{TenantID: "scenario-" + hex.EncodeToString(b[:]), ID: "k1", Role: tenancy.RoleAgent})}
	if err := db.CreateTenant(context.Background(), tenancy.Tenant{ID: e.sc.TenantID(), Name: "scenario", CreatedAt: start}); err != nil {
		t.Fatal(err)
	}
	e.stores = stores
	e.stores.Entities = record(t, db)
	if wrap != nil {
		e.stores = wrap(e.stores)
	}
	e.svc = e.service()
	return e
}

// service builds a Service over the env's stores, as a restarted process
// would.
func (e *env) service() *memory.Service {
	svc, err := memory.New(e.stores, memory.Config{
		Now:            func() time.Time { return start.Add(time.Duration(e.clock.Add(1)) * time.Second) },
		NewID:          func() string { return fmt.Sprintf("id-%d", e.ids.Add(1)) },
		TenantPolicies: e.policies,
		LLM:            e.llm,
	})
	if err != nil {
		e.t.Fatal(err)
	}
	return svc
}

// say ingests a patient turn and returns the decoded result.
func (e *env) say(turnID, text string) memory.TurnResult {
	e.t.Helper()
	return e.turn(turnID, "patient", text, nil)
}

func (e *env) turn(turnID, role, text string, facts []memory.Proposal) memory.TurnResult {
	e.t.Helper()
	return e.turnIn("s1", turnID, role, text, facts)
}

// turnIn posts a turn of p1 in the session sessionID.
func (e *env) turnIn(sessionID, turnID, role, text string, facts []memory.Proposal) memory.TurnResult {
	e.t.Helper()
	body, _, err := e.svc.Ingest(context.Background(), e.sc, memory.TurnRequest{
		PatientID: "p1", SessionID: sessionID, TurnID: turnID, Role: role, Text: text, Facts: facts,
	})
	if err != nil {
		e.t.Fatalf("ingest %q: %v", turnID, err)
	}
	var r memory.TurnResult
	if err := json.Unmarshal(body, &r); err != nil {
		e.t.Fatal(err)
	}
	return r
}

func (e *env) record() []entity.Fact {
	e.t.Helper()
	v, err := e.svc.Record(context.Background(), e.sc, "p1", time.Time{})
	if err != nil {
		e.t.Fatal(err)
	}
	return v.Facts
}

// statusOf returns the status of the record's current fact of typ and
// concept, or "" when the record holds none.
func (e *env) statusOf(typ, concept string) string {
	status := ""
	for _, f := range e.record() {
		if f.Type == typ && f.Attributes[entity.ConceptAttribute] == concept {
			status = f.Status
		}
	}
	return status
}

func (e *env) clinician() tenancy.Scope {
	sc := e.sc
	sc = tenancy.ForKey(tenancy.Key{TenantID: sc.TenantID(), ID: "k-doc", Role: tenancy.RoleClinician})
	return sc
}

func find(facts []entity.Fact, pred func(entity.Fact) bool) []entity.Fact {
	var out []entity.Fact
	for _, f := range facts {
		if pred(f) {
			out = append(out, f)
		}
	}
	return out
}

func concept(f entity.Fact) string { return f.Attributes[entity.ConceptAttribute] }
