package neo4jstore

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"testing"
	"time"

	"github.com/neo4j/neo4j-go-driver/v5/neo4j"

	"github.com/anamnesis-health/anamnesis/compliance"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// isolationGraph writes, through the store under entity.Managed as the
// service does, a fact and a claim conflicting with it for acme's p1 and p2
// and zeta's p1, under tenant ids starting with a fresh prefix: the server
// is shared with other packages' tests, so the audit is limited to that
// prefix (auditIsolation's scope). It returns the prefix and the tenant
// ids.
func isolationGraph(t *testing.T, s *Store) (scope, acme, zeta string) {
	t.Helper()
	var b [4]byte
	rand.Read(b[:])
	scope = "iso" + hex.EncodeToString(b[:]) + "-"
	acme, zeta = scope+"acme", scope+"zeta"
	t.Cleanup(func() {
		neo4j.ExecuteQuery(context.Background(), s.driver,
			`MATCH (n) WHERE coalesce(n.tenant_id, '') STARTS WITH $scope OR coalesce(n.id, '') STARTS WITH $scope DETACH DELETE n`,
			map[string]any{"scope": scope}, neo4j.EagerResultTransformer)
	})
	at := time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)
	for _, p := range [][2]string{{acme, "p1"}, {acme, "p2"}, {zeta, "p1"}} {
		tenant, patient := p[0], p[1]
		fact := entity.RecordID("fact", tenant, patient, "metformin")
		err := entity.Managed(s, time.Now).Apply(context.Background(), tenancy.System(tenant), entity.Change{PatientID: patient,
			Create: []entity.Fact{{ID: fact, Type: entity.Medication, Display: "metformin", Kind: entity.KindFact,
				ValidFrom: at, RecordedAt: at}},
			Claims: []entity.Claim{{ID: entity.RecordID("claim", tenant, patient, "stop"), ConflictsWith: []string{fact},
				Proposed: entity.Fact{ID: entity.RecordID("fact", tenant, patient, "stopped"), PatientID: patient, Type: entity.Medication},
				Reason:   entity.ReasonContradiction, Text: "I stopped it", CreatedAt: at}},
		})
		if err != nil {
			t.Fatalf("Apply: %v", err)
		}
	}
	return scope, acme, zeta
}

func auditGraph(t *testing.T, s *Store, scope, acme, zeta string) map[string]compliance.Check {
	t.Helper()
	known := compliance.NewKnown(map[string][]string{acme: {"p1", "p2"}, zeta: {"p1"}})
	checks, err := s.auditIsolation(context.Background(), known, scope)
	if err != nil {
		t.Fatalf("audit: %v", err)
	}
	out := map[string]compliance.Check{}
	for _, c := range checks {
		out[c.Name] = c
	}
	return out
}

func TestIsolationAuditOfACleanGraph(t *testing.T) {
	s := openTest(t)
	scope, acme, zeta := isolationGraph(t, s)
	checks := auditGraph(t, s, scope, acme, zeta)
	if len(checks) != 7 {
		t.Errorf("got %d checks, want 7", len(checks))
	}
	for name, c := range checks {
		if c.Checked == 0 || c.Violations != 0 || c.Store != "entity" || c.Backend != "neo4j" {
			t.Errorf("check %s = %+v, want nodes checked and no violation", name, c)
		}
	}
}

func TestIsolationAuditFindsEachViolation(t *testing.T) {
	s := openTest(t)
	fact := func(tenant, patient string) string { return entity.RecordID("fact", tenant, patient, "metformin") }
	claim := func(tenant, patient string) string { return entity.RecordID("claim", tenant, patient, "stop") }
	cases := []struct {
		check  string
		cypher string
		// example returns the example the check must show, "" for any.
		example func(acme, zeta string) string
	}{
		{"nodes.tenant", `CREATE (:Fact {id: $scope + 'orphan', patient_id: 'p1'})`,
			func(acme, zeta string) string { return "(none)/Fact:" + acme[:len(acme)-4] + "orphan" }},
		{"nodes.tenant", `CREATE (:Claim {tenant_id: $scope + 'ghost', id: 'c-ghost', patient_id: 'p1'})`,
			func(acme, zeta string) string { return acme[:len(acme)-4] + "ghost/Claim:c-ghost" }},
		{"relationships.tenant", `MATCH (c:Claim {tenant_id: $acme, patient_id: 'p1'}), (f:Fact {tenant_id: $zeta})
			CREATE (c)-[:CONFLICTS_WITH {tenant_id: $acme}]->(f)`, nil},
		{"relationships.tenant", `MATCH (p:Patient {tenant_id: $acme, id: 'p1'}), (f:Fact {tenant_id: $acme, patient_id: 'p1'})
			CREATE (p)-[:HAS_FACT]->(f)`, nil},
		{"relationships.patient", `MATCH (p:Patient {tenant_id: $acme, id: 'p1'}), (f:Fact {tenant_id: $acme, patient_id: 'p2'})
			CREATE (p)-[:HAS_FACT {tenant_id: $acme}]->(f)`,
			func(acme, zeta string) string {
				return acme + "/p1/Patient:p1 -HAS_FACT-> p2/Fact:" + fact(acme, "p2")
			}},
		{"facts.patient", `CREATE (:Fact {tenant_id: $acme, id: 'f-stranger', patient_id: 'stranger'})`,
			func(acme, zeta string) string { return acme + "/stranger/f-stranger" }},
		{"patients.patient", `CREATE (:Patient {tenant_id: $zeta, id: 'stranger'})`,
			func(acme, zeta string) string { return zeta + "/stranger/stranger" }},
		{"claims.patient", `CREATE (:Claim {tenant_id: $acme, id: 'c-stranger', patient_id: 'stranger'})`,
			func(acme, zeta string) string { return acme + "/stranger/c-stranger" }},
		{"claims.facts", `MATCH (c:Claim {tenant_id: $acme, patient_id: 'p1'}) SET c.conflicts_with = c.conflicts_with + [$zetaFact]`,
			func(acme, zeta string) string { return acme + "/p1/" + claim(acme, "p1") + " -> " + fact(zeta, "p1") }},
		{"claims.facts", `MATCH (c:Claim {tenant_id: $acme, patient_id: 'p1'}) SET c.conflicts_with = c.conflicts_with + [$acmeP2Fact]`,
			func(acme, zeta string) string { return acme + "/p1/" + claim(acme, "p1") + " -> " + fact(acme, "p2") }},
		{"claims.facts", `MATCH (c:Claim {tenant_id: $acme, patient_id: 'p1'}) SET c.proposed = '{"id":"x","patient_id":"p2"}'`,
			func(acme, zeta string) string { return acme + "/p1/" + claim(acme, "p1") + " -> x" }},
		{"claims.facts", `MATCH (c:Claim {tenant_id: $acme, patient_id: 'p1'}) SET c.proposed = '{"id":"' + $zetaFact + '"}'`,
			func(acme, zeta string) string { return acme + "/p1/" + claim(acme, "p1") + " -> " + fact(zeta, "p1") }},
	}
	for _, c := range cases {
		t.Run(c.check, func(t *testing.T) {
			scope, acme, zeta := isolationGraph(t, s)
			res, err := neo4j.ExecuteQuery(context.Background(), s.driver, c.cypher, map[string]any{
				"scope": scope, "acme": acme, "zeta": zeta, "zetaFact": fact(zeta, "p1"), "acmeP2Fact": fact(acme, "p2"),
			}, neo4j.EagerResultTransformer)
			if err != nil {
				t.Fatalf("seed: %v", err)
			}
			if n := res.Summary.Counters().NodesCreated() + res.Summary.Counters().RelationshipsCreated() +
				res.Summary.Counters().PropertiesSet(); n == 0 {
				t.Fatal("seed changed nothing")
			}
			for name, got := range auditGraph(t, s, scope, acme, zeta) {
				want := 0
				if name == c.check {
					want = 1
					if c.example != nil && (len(got.Examples) != 1 || got.Examples[0] != c.example(acme, zeta)) {
						t.Errorf("examples = %q, want [%q]", got.Examples, c.example(acme, zeta))
					}
				}
				if got.Violations != want {
					t.Errorf("check %s: %d violations, want %d (examples %q)", name, got.Violations, want, got.Examples)
				}
			}
		})
	}
}
