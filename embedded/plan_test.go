package embedded

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
)

// TestPatientQueriesUseAPatientIndex checks the plans of the hot,
// patient-scoped queries on a store without statistics (SQLite gathers
// none until ANALYZE): each must search an index by tenant and patient,
// never walk the tenant's rows of every patient (issue 11: the claims of
// one patient were found by walking every pending claim of the tenant).
func TestPatientQueriesUseAPatientIndex(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	// Many pending claims of other patients, which the status index would
	// lead a planner to.
	for i := range 200 {
		if _, err := db.sql.ExecContext(ctx, `INSERT INTO entity_claims
			(tenant_id, id, patient_id, session_id, turn_id, status, reason, confidence, proposed, conflicts_with, text, explanation,
			 created_at, resolved_by, note)
			VALUES ('t', ?, ?, 's', 'u', 'pending', 'uncertain', 0.5, '{}', '[]', '', '', ?, '', '')`,
			fmt.Sprint("c", i), fmt.Sprint("p", i%50), fmt.Sprintf("2026-01-01T00:00:%02d.000000000Z", i%60)); err != nil {
			t.Fatal(err)
		}
	}
	claims, claimArgs := claimsQuery("t", entity.ClaimFilter{PatientID: "p1", Status: entity.ClaimPending, Limit: 20})
	patientClaims, patientArgs := claimsQuery("t", entity.ClaimFilter{PatientID: "p1"})
	record, recordArgs := recordQuery("t", "p1", time.Time{})
	recordAsOf, recordAsOfArgs := recordQuery("t", "p1", time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	for _, q := range []struct {
		name, sql string
		args      []any
		index     string
	}{
		{"pending claims of a patient", claims, claimArgs, "entity_claims_patient_status"},
		{"claims of a patient", patientClaims, patientArgs, "entity_claims_patient"},
		{"record of a patient", record, recordArgs, "entity_facts_patient"},
		{"record of a patient as of a time", recordAsOf, recordAsOfArgs, "entity_facts_patient"},
		{"latest turns of a patient", patientTurnsQuery, []any{"t", "p1", 100}, "turns_patient_time"},
	} {
		rows, err := db.sql.QueryContext(ctx, `EXPLAIN QUERY PLAN `+q.sql, q.args...)
		if err != nil {
			t.Fatalf("%s: %v", q.name, err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, notused int
			var detail string
			if err := rows.Scan(&id, &parent, &notused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		rows.Close()
		joined := strings.Join(plan, "; ")
		if !strings.Contains(joined, "USING INDEX "+q.index+" ") && !strings.Contains(joined, "USING COVERING INDEX "+q.index+" ") {
			t.Errorf("%s: plan %q does not search %s", q.name, joined, q.index)
		}
		if strings.Contains(joined, "SCAN ") {
			t.Errorf("%s: plan %q scans a table", q.name, joined)
		}
	}
}

// TestSearchAndUpkeepQueriesReadOnlyWhatTheyNeed checks, on a store
// without statistics, that a search reads its postings and its winners by
// key (through the patient index, the winners' fetch read every point of
// the patient, vectors and all, and a context's cost grew with the
// patient's history: issue 11), and that pruning the outbox finds its
// items through outbox_done.
func TestSearchAndUpkeepQueriesReadOnlyWhatTheyNeed(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	plan := func(query string, args ...any) string {
		t.Helper()
		rows, err := db.sql.QueryContext(ctx, `EXPLAIN QUERY PLAN `+query, args...)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var details []string
		for rows.Next() {
			var id, parent, notused int
			var detail string
			if err := rows.Scan(&id, &parent, &notused, &detail); err != nil {
				t.Fatal(err)
			}
			details = append(details, detail)
		}
		return strings.Join(details, "; ")
	}
	if p := plan(hitsQuery, "t", "p1", `["a","b","c"]`); !strings.Contains(p, "(tenant_id=? AND id=?)") || strings.Contains(p, "vector_points_patient") {
		t.Errorf("payloads of the winners: plan %q does not look them up by tenant and id", p)
	}
	if p := plan(termPostingsKindsQuery, "t", "p1", `[1,2]`, `["turn"]`); !strings.Contains(p, "PRIMARY KEY (tenant_id=? AND patient_id=? AND term=?)") {
		t.Errorf("postings of the query's terms: plan %q does not search them by tenant, patient and term", p)
	}
	// Pruning runs every minute in a write transaction: it must not walk
	// the whole outbox to find the few items due.
	if p := plan(pruneQuery, "2026-01-01", 10); !strings.Contains(p, "outbox_done") || strings.Contains(p, "SCAN outbox") {
		t.Errorf("pruning the outbox: plan %q does not search outbox_done", p)
	}
}
