package pgindex_test

import (
	"context"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/anamnesis-health/anamnesis/compliance"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/retrieval/pgindex"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// auditedIndex is an index holding one point, with its postings, of
// patient p1 in each of acme and zeta, written through the index.
func auditedIndex(t *testing.T) (*pgindex.Index, *pgx.Conn) {
	t.Helper()
	dsn := freshSchema(t)
	ix := openIndex(t, dsn, 3)
	for _, tenant := range []string{"acme", "zeta"} {
		err := ix.Upsert(context.Background(), tenancy.System(tenant), []retrieval.Point{{ID: "t1", PatientID: "p1", SessionID: "s1",
			Kind: "turn", SourceID: "t1", At: time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC), Text: "knee pain",
			Vector: []float32{1, 0, 0}, Terms: retrieval.DocumentTerms([]string{"knee", "pain"})}})
		if err != nil {
			t.Fatalf("Upsert: %v", err)
		}
	}
	return ix, rawConn(t, dsn)
}

var knownToSessions = compliance.NewKnown(map[string][]string{"acme": {"p1"}, "zeta": {"p1"}})

func checksOf(t *testing.T, ix *pgindex.Index) map[string]compliance.Check {
	t.Helper()
	checks, err := ix.AuditIsolation(context.Background(), knownToSessions)
	if err != nil {
		t.Fatalf("AuditIsolation: %v", err)
	}
	out := map[string]compliance.Check{}
	for _, c := range checks {
		out[c.Name] = c
	}
	if len(out) != 4 {
		t.Errorf("checks = %v, want points.tenant, postings.tenant, points.patient and postings.point", checks)
	}
	return out
}

func TestIsolationAuditOfACleanIndex(t *testing.T) {
	ix, _ := auditedIndex(t)
	for name, c := range checksOf(t, ix) {
		if c.Checked == 0 || c.Violations != 0 || c.Store != "index" || c.Backend != "postgres" {
			t.Errorf("check %s = %+v, want rows checked and no violation", name, c)
		}
	}
}

func TestIsolationAuditFindsEachViolation(t *testing.T) {
	testDSN(t)
	ctx := context.Background()
	upsert := func(tenant, patient string) func(*testing.T, *pgindex.Index, *pgx.Conn) {
		return func(t *testing.T, ix *pgindex.Index, _ *pgx.Conn) {
			err := ix.Upsert(ctx, tenancy.System(tenant), []retrieval.Point{{ID: "t9", PatientID: patient, Kind: "turn",
				Vector: []float32{0, 1, 0}, Terms: retrieval.DocumentTerms([]string{"cough"})}})
			if err != nil {
				t.Fatalf("Upsert: %v", err)
			}
		}
	}
	// posting files a posting of term 7 under acme, counted in the
	// statistics as the index itself would.
	posting := func(patient, point string) func(*testing.T, *pgindex.Index, *pgx.Conn) {
		return func(t *testing.T, _ *pgindex.Index, conn *pgx.Conn) {
			err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
				if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', 'acme', true)`); err != nil {
					return err
				}
				if _, err := tx.Exec(ctx, `INSERT INTO index_postings (tenant_id, patient_id, point_id, term_id, weight, kind)
					VALUES ('acme', $1, $2, 7, 1, 'turn')`, patient, point); err != nil {
					return err
				}
				_, err := tx.Exec(ctx, `INSERT INTO index_terms (term_id, df) VALUES (7, 1)
					ON CONFLICT (term_id) DO UPDATE SET df = index_terms.df + 1`)
				return err
			})
			if err != nil {
				t.Fatalf("seed: %v", err)
			}
		}
	}
	cases := []struct {
		check, example string
		seed           func(*testing.T, *pgindex.Index, *pgx.Conn)
		also           string // a second check the seed trips
	}{
		// A point written for a tenant the directory does not hold: its
		// postings are of no known tenant either.
		{"points.tenant", "", upsert("ghost", "p1"), "postings.tenant"},
		{"points.patient", "acme/stranger/t9", upsert("acme", "stranger"), ""},
		{"postings.point", "acme/p1/t-none", posting("p1", "t-none"), ""},
		// A posting of acme's t1 filed under another patient.
		{"postings.point", "acme/p2/t1", posting("p2", "t1"), ""},
	}
	for _, c := range cases {
		t.Run(c.check+" finds "+c.example, func(t *testing.T) {
			ix, conn := auditedIndex(t)
			c.seed(t, ix, conn)
			for name, got := range checksOf(t, ix) {
				switch {
				case name == c.check:
					if got.Violations != 1 {
						t.Errorf("check %s: %d violations, want 1", name, got.Violations)
					}
					if c.example != "" && (len(got.Examples) != 1 || got.Examples[0] != c.example) {
						t.Errorf("examples = %v, want [%s]", got.Examples, c.example)
					}
				case name == c.also:
					if got.Violations == 0 {
						t.Errorf("check %s found nothing", name)
					}
				case got.Violations != 0:
					t.Errorf("check %s: %d violations, want 0", name, got.Violations)
				}
			}
		})
	}
}
