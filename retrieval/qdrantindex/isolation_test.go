package qdrantindex

import (
	"context"
	"testing"
	"time"

	"github.com/qdrant/go-client/qdrant"

	"github.com/anamnesis-health/anamnesis/compliance"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// auditedIndex is a fresh collection holding a point of acme's p1 and one
// of zeta's p1, written through the index.
func auditedIndex(t *testing.T) *Index {
	t.Helper()
	ix, _ := openTemp(t, qdrantAddr(t), 3)
	for _, tenant := range []string{"acme", "zeta"} {
		err := ix.Upsert(context.Background(), tenancy.System(tenant), []retrieval.Point{{ID: "t1", PatientID: "p1", SessionID: "s1",
			Kind: "turn", SourceID: "t1", At: time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC), Text: "knee pain",
			Vector: []float32{1, 0, 0}, Terms: retrieval.DocumentTerms([]string{"knee"})}})
		if err != nil {
			t.Fatalf("Upsert: %v", err)
		}
	}
	return ix
}

func auditChecks(t *testing.T, ix *Index) map[string]compliance.Check {
	t.Helper()
	known := compliance.NewKnown(map[string][]string{"acme": {"p1"}, "zeta": {"p1"}})
	checks, err := ix.AuditIsolation(context.Background(), known)
	if err != nil {
		t.Fatalf("AuditIsolation: %v", err)
	}
	out := map[string]compliance.Check{}
	for _, c := range checks {
		out[c.Name] = c
	}
	return out
}

func TestIsolationAuditOfACleanCollection(t *testing.T) {
	ix := auditedIndex(t)
	for name, c := range auditChecks(t, ix) {
		if c.Checked != 2 || c.Violations != 0 || c.Backend != "qdrant" {
			t.Errorf("check %s = %+v, want 2 points checked and no violation", name, c)
		}
	}
}

func TestIsolationAuditFindsEachViolation(t *testing.T) {
	qdrantAddr(t)
	// raw writes a point around the index, with the payload given.
	raw := func(id, tenant, patient, pointID string) func(*testing.T, *Index) {
		return func(t *testing.T, ix *Index) {
			pl := map[string]*qdrant.Value{fieldPatient: qdrant.NewValueString(patient), fieldID: qdrant.NewValueString(pointID)}
			if tenant != "" {
				pl[fieldTenant] = qdrant.NewValueString(tenant)
			}
			_, err := ix.client.Upsert(context.Background(), &qdrant.UpsertPoints{
				CollectionName: ix.collection,
				Wait:           qdrant.PtrOf(true),
				Points: []*qdrant.PointStruct{{
					Id: qdrant.NewIDUUID(id),
					Vectors: qdrant.NewVectorsMap(map[string]*qdrant.Vector{
						VectorName:        qdrant.NewVectorDense([]float32{0, 1, 0}),
						LexicalVectorName: lexicalVector(retrieval.Sparse{}),
					}),
					Payload: pl,
				}},
			})
			if err != nil {
				t.Fatalf("raw upsert: %v", err)
			}
		}
	}
	upsert := func(tenant, patient string) func(*testing.T, *Index) {
		return func(t *testing.T, ix *Index) {
			if err := ix.Upsert(context.Background(), tenancy.System(tenant), []retrieval.Point{{ID: "t9", PatientID: patient,
				Kind: "turn", Vector: []float32{0, 1, 0}}}); err != nil {
				t.Fatalf("Upsert: %v", err)
			}
		}
	}
	cases := []struct {
		name    string
		seed    func(*testing.T, *Index)
		want    map[string]int
		example string
	}{
		{"a point without a tenant", raw(PointUUID("", "t9"), "", "p1", "t9"),
			map[string]int{"points.tenant": 1}, "(none)/p1/t9"},
		{"a point of a tenant the directory does not hold", upsert("ghost", "p1"),
			map[string]int{"points.tenant": 1}, "ghost/p1/t9"},
		{"a point of a patient its tenant does not know", upsert("acme", "stranger"),
			map[string]int{"points.patient": 1}, "acme/stranger/t9"},
		// acme's point t1 relabelled as zeta's: its id is still acme's.
		{"a point moved to another tenant", raw(PointUUID("acme", "t1"), "zeta", "p1", "t1"),
			map[string]int{"points.id": 1}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ix := auditedIndex(t)
			c.seed(t, ix)
			for name, got := range auditChecks(t, ix) {
				if got.Violations != c.want[name] {
					t.Errorf("check %s: %d violations, want %d (examples %v)", name, got.Violations, c.want[name], got.Examples)
				}
				if c.want[name] > 0 && c.example != "" && (len(got.Examples) != 1 || got.Examples[0] != c.example) {
					t.Errorf("check %s examples = %v, want [%s]", name, got.Examples, c.example)
				}
			}
		})
	}
}
