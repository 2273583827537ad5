package neo4jstore

import (
	"context"
	"os"
	"testing"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/entity/storetest"
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

// wipe empties the database: the suite's tenant ids are fixed, so every
// subtest needs a database without the previous one's data.
func wipe(t *testing.T, s *Store) {
	t.Helper()
	if _, err := neo4j.ExecuteQuery(context.Background(), s.driver, `MATCH (n) DETACH DELETE n`, nil,
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
