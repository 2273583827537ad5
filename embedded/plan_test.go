package embedded

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/session"
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
		covering  bool // the index alone answers: no row of the table is read
	}{
		{"pending claims of a patient", claims, claimArgs, "entity_claims_patient_status", false},
		{"claims of a patient", patientClaims, patientArgs, "entity_claims_patient", false},
		{"record of a patient", record, recordArgs, "entity_facts_patient", false},
		{"record of a patient as of a time", recordAsOf, recordAsOfArgs, "entity_facts_patient", false},
		{"latest turns of a patient", patientTurnsQuery, []any{"t", "p1", 100}, "turns_patient_lines", false},
		{"latest lines of a patient", patientLinesQuery, []any{"t", "p1", 100}, "turns_patient_lines", true},
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
		if q.covering && !strings.Contains(joined, "USING COVERING INDEX "+q.index+" ") {
			t.Errorf("%s: plan %q reads the table, not only %s", q.name, joined, q.index)
		}
	}
}

// TestHistoryQueriesUseTheSessionSeqIndex checks that the history reads
// (issue 12) find turns through the index on (tenant, patient, session,
// seq): a page of a long session costs its own rows, and the list of
// sessions reads index entries and looks each session's ends up by key,
// never walking the table.
func TestHistoryQueriesUseTheSessionSeqIndex(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	index := indexOn(t, db, "turns", "tenant_id", "patient_id", "session_id", "seq")
	byID := indexOn(t, db, "turns", "tenant_id", "patient_id", "session_id", "turn_id")
	first, firstArgs := sessionsQuery("t", "p1", session.SessionKey{}, 51)
	next, nextArgs := sessionsQuery("t", "p1", session.SessionKey{StartedAt: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), SessionID: "s1"}, 51)
	for _, q := range []struct {
		name, sql string
		args      []any
		searches  []string // each must appear in the plan
	}{
		{"a page of a session's turns", sessionTurnsQuery, []any{"t", "p1", "s1", 50, 51},
			[]string{"USING INDEX " + index + " (tenant_id=? AND patient_id=? AND session_id=? AND seq>?)"}},
		{"the first page of a patient's sessions", first, firstArgs, []string{
			"USING COVERING INDEX " + index + " (tenant_id=? AND patient_id=?)",
			"USING INDEX " + index + " (tenant_id=? AND patient_id=? AND session_id=? AND seq=?)"}},
		{"a later page of a patient's sessions", next, nextArgs, []string{
			"USING COVERING INDEX " + index + " (tenant_id=? AND patient_id=?)",
			"USING INDEX " + index + " (tenant_id=? AND patient_id=? AND session_id=? AND seq=?)"}},
		// Each recalled turn is found by its key, not among every line of
		// the patient, its neighbours in the seq index alone, and each
		// neighbour's row once, by rowid.
		{"the turns around a recalled one", neighboursQuery, []any{`[["s1","t1"]]`, "t", "p1", 1, 1}, []string{
			"USING INDEX " + byID + " (tenant_id=? AND patient_id=? AND session_id=? AND turn_id=?)",
			"USING COVERING INDEX " + index + " (tenant_id=? AND patient_id=? AND session_id=? AND seq>? AND seq<?)",
			"SEARCH turns USING INTEGER PRIMARY KEY (rowid=?)"}},
	} {
		plan := queryPlan(t, db, q.sql, q.args...)
		joined := strings.Join(plan, "; ")
		for _, s := range q.searches {
			if !strings.Contains(joined, s) {
				t.Errorf("%s: plan %q does not search %s", q.name, joined, s)
			}
		}
		for _, line := range plan {
			// turns is aliased t in the lookups; s and k are the
			// query's own small tables.
			if name, ok := strings.CutPrefix(line, "SCAN "); ok && (strings.Fields(name)[0] == "turns" || strings.Fields(name)[0] == "t") {
				t.Errorf("%s: plan %q scans the turns table", q.name, joined)
			}
		}
	}
}

// indexOn returns the name of the index of table on exactly cols, in order.
func indexOn(t *testing.T, db *DB, table string, cols ...string) string {
	t.Helper()
	ctx := context.Background()
	rows, err := db.sql.QueryContext(ctx, `SELECT name FROM pragma_index_list(?)`, table)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		names = append(names, n)
	}
	rows.Close()
	for _, n := range names {
		rows, err := db.sql.QueryContext(ctx, `SELECT name FROM pragma_index_info(?) ORDER BY seqno`, n)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for rows.Next() {
			var c string
			if err := rows.Scan(&c); err != nil {
				t.Fatal(err)
			}
			got = append(got, c)
		}
		rows.Close()
		if slices.Equal(got, cols) {
			return n
		}
	}
	t.Fatalf("%s has no index on %v (indexes: %v)", table, cols, names)
	return ""
}

// queryPlan returns the EXPLAIN QUERY PLAN lines of query.
func queryPlan(t *testing.T, db *DB, query string, args ...any) []string {
	t.Helper()
	rows, err := db.sql.QueryContext(context.Background(), `EXPLAIN QUERY PLAN `+query, args...)
	if err != nil {
		t.Fatalf("explain: %v", err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, notused int
		var detail string
		if err := rows.Scan(&id, &parent, &notused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	return plan
}

// TestSearchAndUpkeepQueriesReadOnlyWhatTheyNeed checks, on a store
// without statistics, that a search reads its postings and its winners by
// key, the winners from the payload index without the table (through the
// patient index, the winners' fetch read every point of the patient,
// vectors and all, and a context's cost grew with the patient's history:
// issue 11), and that pruning the outbox finds its items through
// outbox_done.
func TestSearchAndUpkeepQueriesReadOnlyWhatTheyNeed(t *testing.T) {
	ctx := context.Background()
	db, err := Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	plan := func(query string, args ...any) string {
		t.Helper()
		return strings.Join(queryPlan(t, db, query, args...), "; ")
	}
	if p := plan(hitsQuery, "t", "p1", `["a","b","c"]`); !strings.Contains(p, "USING COVERING INDEX vector_points_payload (tenant_id=? AND patient_id=? AND id=?)") {
		t.Errorf("payloads of the winners: plan %q does not look them up by tenant, patient and id in vector_points_payload alone", p)
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

// A store reopened after a close keeps no value samples: with them SQLite
// recompiled every prepared statement on each new parameter value.
func TestReopenedStoreKeepsNoValueSamples(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, err := Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 50 {
		if _, err := db.sql.ExecContext(ctx, `INSERT INTO patients (tenant_id, patient_id, created_at, generation) VALUES ('t', ?, '2026-01-01T00:00:00Z', 1)`, fmt.Sprintf("p%d", i)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.sql.ExecContext(ctx, `ANALYZE`); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db, err = Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var samples, counts int
	if err := db.sql.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM sqlite_stat4), (SELECT COUNT(*) FROM sqlite_stat1)`).Scan(&samples, &counts); err != nil {
		t.Fatal(err)
	}
	if samples != 0 {
		t.Errorf("sqlite_stat4 holds %d samples after a reopen, want none", samples)
	}
	if counts == 0 {
		t.Errorf("sqlite_stat1 is empty: the table counts should stay")
	}
}
