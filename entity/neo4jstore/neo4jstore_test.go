package neo4jstore

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/entity/storetest"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// openTest opens the store named by MEMORYD_TEST_NEO4J_URI, or skips.
func openTest(t *testing.T) *Store {
	t.Helper()
	uri := os.Getenv("MEMORYD_TEST_NEO4J_URI")
	if uri == "" {
		t.Skipf("MEMORYD_TEST_NEO4J_URI not set")
	}
	ctx := context.Background()
	s, err := Open(ctx, uri, os.Getenv("MEMORYD_TEST_NEO4J_USER"), os.Getenv("MEMORYD_TEST_NEO4J_PASSWORD"))
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { s.Close(ctx) })
	return s
}

// wipe empties the database of the suite's data: the suite's tenant ids are
// fixed, so every subtest needs a database without the previous one's data.
// Other packages' tests share the server in the same go test run (the
// pipeline scenarios, two memoryd processes in e2e), each under tenants of
// their own: only the suite's tenants are deleted.
func wipe(t *testing.T, s *Store) {
	t.Helper()
	if _, err := neo4j.ExecuteQuery(context.Background(), s.driver,
		`MATCH (n) WHERE n.tenant_id IN $tenants DETACH DELETE n`,
		map[string]any{"tenants": []string{storetest.TenantA, storetest.TenantB}},
		neo4j.EagerResultTransformer); err != nil {
		t.Fatalf("wipe database: %v", err)
	}
}

// TestStore runs the conformance suite; after every subtest it also checks
// that no relationship joins two tenants or lacks a tenant_id.
func TestStore(t *testing.T) {
	s := openTest(t)
	storetest.Run(t, func(t *testing.T) entity.Store {
		wipe(t, s)
		t.Cleanup(func() { checkEdgesWithinTenant(t, s) })
		return s
	})
}

func TestOpenIsIdempotent(t *testing.T) {
	s := openTest(t)
	// A second Open re-runs the schema statements against existing ones.
	again := openTest(t)
	ctx := context.Background()
	for _, st := range []*Store{s, again} {
		if err := st.Ping(ctx); err != nil {
			t.Errorf("Ping: %v", err)
		}
	}
	res, err := neo4j.ExecuteQuery(ctx, s.driver,
		`SHOW CONSTRAINTS YIELD name WHERE name IN ['patient_tenant_id', 'fact_tenant_id', 'claim_tenant_id'] RETURN count(*) AS n`,
		nil, neo4j.EagerResultTransformer)
	if err != nil {
		t.Fatalf("show constraints: %v", err)
	}
	if n, _, _ := neo4j.GetRecordValue[int64](res.Records[0], "n"); n != 3 {
		t.Errorf("uniqueness constraints found = %d, want 3", n)
	}
}

func checkEdgesWithinTenant(t *testing.T, s *Store) {
	t.Helper()
	res, err := neo4j.ExecuteQuery(context.Background(), s.driver,
		`MATCH (a)-[r]->(b)
		 WHERE a.tenant_id IS NULL OR a.tenant_id <> b.tenant_id OR r.tenant_id IS NULL OR r.tenant_id <> a.tenant_id
		 RETURN count(r) AS n`,
		nil, neo4j.EagerResultTransformer)
	if err != nil {
		t.Fatalf("scan edges: %v", err)
	}
	if n, _, _ := neo4j.GetRecordValue[int64](res.Records[0], "n"); n != 0 {
		t.Errorf("relationships joining two tenants or without tenant_id: %d, want 0", n)
	}
}

// TestGraphShape checks the relationships that the Store interface does not
// expose: patient to fact and claim, old fact to its successor, claim to the
// facts it conflicts with, and datetime-typed times.
func TestGraphShape(t *testing.T) {
	s := openTest(t)
	wipe(t, s)
	ctx := context.Background()
	sc := tenancy.System("tenant-a")
	t0 := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	// Written as the service writes, under the manager's rules.
	st := entity.Managed(s, time.Now)
	bp := func(id string, at time.Time) entity.Fact {
		return entity.Fact{ID: id, Type: entity.Observation, Display: "BP", Code: entity.Code{System: "LOINC", Code: "85354-9"},
			Kind: entity.KindFact, ValidFrom: at, RecordedAt: at}
	}
	hx := entity.Fact{ID: "f-hx", Type: entity.Condition, Display: "hypertension", Code: entity.Code{System: "ICD-10", Code: "I10"},
		Kind: entity.KindFact, ValidFrom: t0, RecordedAt: t0}
	if err := st.Apply(ctx, sc, entity.Change{PatientID: "p-1", Create: []entity.Fact{bp("f-1", t0), hx}}); err != nil {
		t.Fatalf("Apply: %v", err)
	}
	if err := st.Apply(ctx, sc, entity.Change{PatientID: "p-1",
		Create:    []entity.Fact{bp("f-2", t0.Add(time.Hour))},
		Supersede: []entity.Supersession{{FactID: "f-1", At: t0.Add(time.Hour)}},
		Claims:    []entity.Claim{{ID: "c-1", Proposed: bp("x", t0), ConflictsWith: []string{"f-2", "f-unknown"}, CreatedAt: t0}},
	}); err != nil {
		t.Fatalf("Apply: %v", err)
	}
	// A confirmation closes f-2 (same key as its fact) and f-hx (another key).
	f3 := bp("f-3", t0.Add(2*time.Hour))
	if _, err := st.ResolveClaim(ctx, sc, "c-1", entity.Resolution{Status: entity.ClaimConfirmed, At: t0.Add(2 * time.Hour),
		Fact: &f3, Supersede: []entity.Supersession{{FactID: "f-2"}, {FactID: "f-hx"}}}); err != nil {
		t.Fatalf("ResolveClaim: %v", err)
	}
	tests := []struct {
		name  string
		query string
		want  int64
	}{
		{"the patient has every fact", `MATCH (:Patient {tenant_id: 'tenant-a', id: 'p-1'})-[:HAS_FACT]->(f:Fact) RETURN count(f) AS n`, 4},
		{"the old fact points to its successor", `MATCH (:Fact {id: 'f-1'})-[:SUPERSEDED_BY]->(:Fact {id: 'f-2'}) RETURN count(*) AS n`, 1},
		{"a fact closed by a confirmation points to the confirmed fact", `MATCH (:Fact {id: 'f-2'})-[:SUPERSEDED_BY]->(:Fact {id: 'f-3'}) RETURN count(*) AS n`, 1},
		{"a fact of another key closed by a confirmation points nowhere", `MATCH (:Fact {id: 'f-hx'})-[r:SUPERSEDED_BY]->() RETURN count(r) AS n`, 0},
		{"only the confirmed fact is current", `MATCH (f:Fact {tenant_id: 'tenant-a', patient_id: 'p-1'}) WHERE f.superseded_at IS NULL RETURN count(f) AS n`, 1},
		{"the patient has the claim", `MATCH (:Patient {id: 'p-1'})-[:HAS_CLAIM]->(:Claim {id: 'c-1'}) RETURN count(*) AS n`, 1},
		{"the claim points to the known conflicting fact only", `MATCH (:Claim {id: 'c-1'})-[:CONFLICTS_WITH]->(f:Fact) RETURN count(f) AS n`, 1},
		{"times are datetimes", `MATCH (f:Fact {id: 'f-1'}) WHERE f.recorded_at IS :: ZONED DATETIME AND f.superseded_at IS :: ZONED DATETIME RETURN count(f) AS n`, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := neo4j.ExecuteQuery(ctx, s.driver, tt.query, nil, neo4j.EagerResultTransformer)
			if err != nil {
				t.Fatalf("query: %v", err)
			}
			if n, _, _ := neo4j.GetRecordValue[int64](res.Records[0], "n"); n != tt.want {
				t.Errorf("count = %d, want %d", n, tt.want)
			}
		})
	}
}

// TestSuccessorsFollowIdentity: SUPERSEDED_BY joins a closed fact to the
// new facts that are the same thing (entity.Fact.Same), also when the
// closed fact was written by the previous version, whose fact_key had no
// site (issue 10).
func TestSuccessorsFollowIdentity(t *testing.T) {
	s := openTest(t)
	wipe(t, s)
	ctx := context.Background()
	sc := tenancy.System(storetest.TenantA)
	t0 := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	numb := func(id, concept, site, status string, at time.Time) entity.Fact {
		return entity.Fact{ID: id, Type: entity.Symptom, Display: site + " " + concept, Status: status, Kind: entity.KindFact,
			Attributes: map[string]string{"concept_id": concept, "site": site}, ValidFrom: at, RecordedAt: at}
	}
	if err := s.Apply(ctx, sc, entity.Change{PatientID: "p-1", Create: []entity.Fact{
		numb("f-hand", "sym:numbness", "hand", entity.Active, t0), numb("f-foot", "sym:numbness", "foot", entity.Active, t0),
	}}); err != nil {
		t.Fatalf("Apply: %v", err)
	}
	// What the previous version stored: the key without the site.
	if _, err := neo4j.ExecuteQuery(ctx, s.driver,
		`MATCH (f:Fact {tenant_id: $tenant, patient_id: 'p-1'}) SET f.fact_key = 'symptom|concept:sym:numbness'`,
		map[string]any{"tenant": storetest.TenantA}, neo4j.EagerResultTransformer); err != nil {
		t.Fatalf("set old fact_key: %v", err)
	}
	t1 := t0.Add(time.Hour)
	// One change closes the hand numbness, and writes the foot's tingling
	// and the hand's numbness over: only the latter succeeds it.
	if err := s.Apply(ctx, sc, entity.Change{PatientID: "p-1",
		Create:    []entity.Fact{numb("f-tingle", "sym:tingling", "foot", entity.Active, t1), numb("f-hand-over", "sym:numbness", "hand", entity.Inactive, t1)},
		Supersede: []entity.Supersession{{FactID: "f-hand", At: t1}},
	}); err != nil {
		t.Fatalf("Apply: %v", err)
	}
	tests := []struct {
		name  string
		query string
		want  int64
	}{
		{"the closed hand numbness points to the hand numbness over", `MATCH (:Fact {tenant_id: 'tenant-a', id: 'f-hand'})-[:SUPERSEDED_BY]->(:Fact {tenant_id: 'tenant-a', id: 'f-hand-over'}) RETURN count(*) AS n`, 1},
		{"it points to nothing else", `MATCH (:Fact {tenant_id: 'tenant-a', id: 'f-hand'})-[r:SUPERSEDED_BY]->() RETURN count(r) AS n`, 1},
		{"the foot numbness is still current and points nowhere", `MATCH (f:Fact {tenant_id: 'tenant-a', id: 'f-foot'}) WHERE f.superseded_at IS NULL AND NOT (f)-[:SUPERSEDED_BY]->() RETURN count(f) AS n`, 1},
		{"a new fact keeps its key with the site", `MATCH (f:Fact {tenant_id: 'tenant-a', id: 'f-hand-over'}) WHERE f.fact_key = 'symptom|concept:sym:numbness|site:hand' RETURN count(f) AS n`, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := neo4j.ExecuteQuery(ctx, s.driver, tt.query, nil, neo4j.EagerResultTransformer)
			if err != nil {
				t.Fatalf("query: %v", err)
			}
			if n, _, _ := neo4j.GetRecordValue[int64](res.Records[0], "n"); n != tt.want {
				t.Errorf("count = %d, want %d", n, tt.want)
			}
		})
	}
}
