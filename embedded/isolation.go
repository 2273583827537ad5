package embedded

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/anamnesis-health/anamnesis/compliance"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// The isolation audit (issue 9). The DB audits the tables of the session,
// directory, audit and record layers of the file; the Index audits the
// recall tables. Each check reads ids and counts only, never text.
var (
	_ compliance.Auditor       = (*DB)(nil)
	_ compliance.Auditor       = (*Index)(nil)
	_ compliance.PatientLister = (*DB)(nil)
)

// backendName is the Backend of the embedded store's checks.
const backendName = "sqlite"

// PatientIDs calls fn with each patient id of sc's tenant (its patients
// table) in id order, and stops at fn's first error, which it returns.
func (d *DB) PatientIDs(ctx context.Context, sc tenancy.Scope, fn func(patientID string) error) error {
	if err := sc.Check(); err != nil {
		return err
	}
	rows, err := d.sql.QueryContext(ctx, `SELECT patient_id FROM patients WHERE tenant_id = ? ORDER BY patient_id`, sc.TenantID())
	if err != nil {
		return fmt.Errorf("list patients: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return fmt.Errorf("list patients: %w", err)
		}
		if err := fn(id); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("list patients: %w", err)
	}
	return nil
}

// tenantRule is a check of one table's tenant column: a row whose tenant is
// empty or not in the directory breaks isolation. ids are the columns that
// name a row in an example (after its tenant).
type tenantRule struct {
	store, name, table, ids string
}

// patientRule is a check that a row of a known tenant names a patient its
// tenant knows. id is an expression naming a row in an example; where, if
// set, limits the rows checked.
type patientRule struct {
	store, name, table, id, where string
}

var sessionTenantRules = []tenantRule{
	{"session", "api_keys.tenant", "api_keys", "id"},
	{"session", "patients.tenant", "patients", "patient_id"},
	{"session", "turns.tenant", "turns", "patient_id, session_id, turn_id"},
	{"session", "outbox.tenant", "outbox", "id"},
	{"session", "summaries.tenant", "summaries", "patient_id, session_id, id"},
	{"session", "session_states.tenant", "session_states", "patient_id, session_id"},
	{"session", "audit_events.tenant", "audit_events", "CAST(seq AS TEXT)"},
	{"session", "access_log.tenant", "audit_access", "CAST(seq AS TEXT)"},
}

var sessionPatientRules = []patientRule{
	{"session", "turns.patient", "turns", "session_id || '/' || turn_id", ""},
	{"session", "outbox.patient", "outbox", "id", "patient_id <> ''"},
	{"session", "summaries.patient", "summaries", "session_id || '/' || id", ""},
	{"session", "session_states.patient", "session_states", "session_id", ""},
}

var entityTenantRules = []tenantRule{
	{"entity", "facts.tenant", "entity_facts", "id"},
	{"entity", "claims.tenant", "entity_claims", "id"},
}

var entityPatientRules = []patientRule{
	{"entity", "facts.patient", "entity_facts", "id", ""},
	{"entity", "claims.patient", "entity_claims", "id", ""},
}

// AuditIsolation checks the session, directory, audit and record tables of
// the file across all tenants (the recall tables are the Index's):
//
//   - <table>.tenant: rows whose tenant is empty or not in the directory;
//   - turns/outbox/summaries/facts/claims.patient: rows of a known tenant
//     whose patient the tenant does not know;
//   - summaries.turns: summaries naming a turn that is not a turn of the
//     summary's own session (of another patient, session or tenant);
//   - claims.facts: claims whose conflicting or proposed fact is a fact of
//     another patient, or of another tenant only, or whose proposed fact
//     names another patient.
//
// It only reads. The checks read the file one query at a time, not in one
// snapshot, so a row written meanwhile may be counted by one and not by
// another.
func (d *DB) AuditIsolation(ctx context.Context, known compliance.KnownPatients) ([]compliance.Check, error) {
	var out []compliance.Check
	for _, r := range sessionTenantRules {
		c, err := d.tenantCheck(ctx, known, r)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	for _, r := range sessionPatientRules {
		c, err := d.patientCheck(ctx, known, r)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	c, err := d.summaryTurnsCheck(ctx)
	if err != nil {
		return nil, err
	}
	out = append(out, c)
	for _, r := range entityTenantRules {
		c, err := d.tenantCheck(ctx, known, r)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	for _, r := range entityPatientRules {
		c, err := d.patientCheck(ctx, known, r)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	c, err = d.claimFactsCheck(ctx)
	if err != nil {
		return nil, err
	}
	return append(out, c), nil
}

var indexTenantRules = []tenantRule{
	{"index", "points.tenant", "vector_points", "patient_id, id"},
}

var indexPatientRules = []patientRule{
	{"index", "points.patient", "vector_points", "id", ""},
}

// AuditIsolation checks the recall tables across all tenants:
// points.tenant (points whose tenant is empty or unknown), points.patient
// (points of a known tenant whose patient the tenant does not know) and
// postings.point (lexical postings with no point of their tenant, or whose
// point is another patient's). It only reads.
func (ix *Index) AuditIsolation(ctx context.Context, known compliance.KnownPatients) ([]compliance.Check, error) {
	var out []compliance.Check
	for _, r := range indexTenantRules {
		c, err := ix.db.tenantCheck(ctx, known, r)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	for _, r := range indexPatientRules {
		c, err := ix.db.patientCheck(ctx, known, r)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	c, err := ix.db.postingsCheck(ctx)
	if err != nil {
		return nil, err
	}
	return append(out, c), nil
}

// tenantCheck counts r.table's rows per tenant, and for each tenant that is
// empty or unknown counts its rows as violations with a few of their ids.
// Table and column names are the package's constants, never input.
func (d *DB) tenantCheck(ctx context.Context, known compliance.KnownPatients, r tenantRule) (compliance.Check, error) {
	c := compliance.Check{Store: r.store, Backend: backendName, Name: r.name}
	groups, err := d.groups(ctx, `SELECT tenant_id, '', COUNT(*), '' FROM `+r.table+` GROUP BY tenant_id`)
	if err != nil {
		return c, fmt.Errorf("audit %s: %w", r.name, err)
	}
	for _, g := range groups {
		c.Checked += g.n
		if known.KnownTenant(g.tenant) {
			continue
		}
		ids, err := d.exampleIDs(ctx, `SELECT `+r.ids+` FROM `+r.table+` WHERE tenant_id = ? LIMIT ?`, g.tenant)
		if err != nil {
			return c, fmt.Errorf("audit %s: %w", r.name, err)
		}
		c.Add(g.n-len(ids), "")
		for _, id := range ids {
			c.Add(1, compliance.ID(append([]string{g.tenant}, id...)...), g.tenant)
		}
	}
	return c, nil
}

// patientCheck counts the rows of known tenants per (tenant, patient), and
// the rows of patients their tenant does not know as violations. Rows of
// unknown tenants are tenantCheck's.
func (d *DB) patientCheck(ctx context.Context, known compliance.KnownPatients, r patientRule) (compliance.Check, error) {
	c := compliance.Check{Store: r.store, Backend: backendName, Name: r.name}
	where := ""
	if r.where != "" {
		where = ` WHERE ` + r.where
	}
	groups, err := d.groups(ctx, `SELECT tenant_id, patient_id, COUNT(*), MIN(`+r.id+`) FROM `+r.table+where+
		` GROUP BY tenant_id, patient_id`)
	if err != nil {
		return c, fmt.Errorf("audit %s: %w", r.name, err)
	}
	for _, g := range groups {
		if !known.KnownTenant(g.tenant) {
			continue
		}
		c.Checked += g.n
		if !known.KnownPatient(g.tenant, g.patient) {
			c.Add(g.n, compliance.ID(g.tenant, g.patient, g.example), g.tenant)
		}
	}
	return c, nil
}

type group struct {
	tenant, patient string
	n               int
	example         string
}

func (d *DB) groups(ctx context.Context, query string) ([]group, error) {
	rows, err := d.sql.QueryContext(ctx, query)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []group
	for rows.Next() {
		var g group
		var ex sql.NullString
		if err := rows.Scan(&g.tenant, &g.patient, &g.n, &ex); err != nil {
			return nil, err
		}
		g.example = ex.String
		out = append(out, g)
	}
	return out, rows.Err()
}

// exampleIDs returns the id columns of up to MaxExamples rows of query,
// whose parameters are tenant and the limit.
func (d *DB) exampleIDs(ctx context.Context, query, tenant string) ([][]string, error) {
	rows, err := d.sql.QueryContext(ctx, query, tenant, compliance.MaxExamples)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	var out [][]string
	for rows.Next() {
		vals := make([]sql.NullString, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		ids := make([]string, len(vals))
		for i, v := range vals {
			ids[i] = v.String
		}
		out = append(out, ids)
	}
	return out, rows.Err()
}

// summaryTurnsCheck finds summaries that name a turn id that is not a turn
// of the summary's own tenant, patient and session: a summary folds the
// turns of one session, so any other turn is another conversation's.
const summaryTurnsQuery = `
SELECT s.tenant_id, s.patient_id, s.session_id, s.id
FROM summaries s, json_each(s.turn_ids) j
WHERE NOT EXISTS (SELECT 1 FROM turns t WHERE t.tenant_id = s.tenant_id AND t.patient_id = s.patient_id
	AND t.session_id = s.session_id AND t.turn_id = j.value)
GROUP BY s.tenant_id, s.patient_id, s.session_id, s.id
ORDER BY s.tenant_id, s.patient_id, s.session_id, s.id`

func (d *DB) summaryTurnsCheck(ctx context.Context) (compliance.Check, error) {
	c := compliance.Check{Store: "session", Backend: backendName, Name: "summaries.turns"}
	if err := d.sql.QueryRowContext(ctx, `SELECT COUNT(*) FROM summaries`).Scan(&c.Checked); err != nil {
		return c, fmt.Errorf("audit summaries.turns: %w", err)
	}
	err := d.each(ctx, summaryTurnsQuery, 4, func(v []string) {
		c.Add(1, compliance.ID(v...), v[0])
	})
	if err != nil {
		return c, fmt.Errorf("audit summaries.turns: %w", err)
	}
	return c, nil
}

// claimFactsQuery lists, per claim, each fact it refers to (its conflicting
// facts and its proposed fact) that belongs elsewhere: a fact of the
// claim's tenant of another patient; no fact of the claim's tenant but one
// of another tenant (other_tenant); or a proposed fact naming another
// patient. Fact ids are unique per tenant only, so a lookup by id alone
// (which has no index) is made only for an id the claim's tenant lacks.
const claimFactsQuery = `
WITH refs AS (
	SELECT c.tenant_id AS tenant_id, c.patient_id AS patient_id, c.id AS claim_id,
		CAST(j.value AS TEXT) AS fact_id, '' AS named_patient
	FROM entity_claims c, json_each(c.conflicts_with) j
	UNION ALL
	SELECT tenant_id, patient_id, id, COALESCE(json_extract(proposed, '$.id'), ''),
		COALESCE(json_extract(proposed, '$.patient_id'), '')
	FROM entity_claims
), checked AS (
	SELECT r.tenant_id, r.patient_id, r.claim_id, r.fact_id, r.named_patient,
		f.patient_id AS fact_patient,
		CASE WHEN f.id IS NULL AND r.fact_id <> '' THEN
			(SELECT o.tenant_id FROM entity_facts o WHERE o.id = r.fact_id AND o.tenant_id <> r.tenant_id LIMIT 1)
		END AS other_tenant
	FROM refs r LEFT JOIN entity_facts f ON f.tenant_id = r.tenant_id AND f.id = r.fact_id
)
SELECT tenant_id, patient_id, claim_id, fact_id, COALESCE(other_tenant, '')
FROM checked
WHERE named_patient NOT IN ('', patient_id)
	OR fact_patient <> patient_id
	OR other_tenant IS NOT NULL
ORDER BY tenant_id, claim_id, fact_id`

func (d *DB) claimFactsCheck(ctx context.Context) (compliance.Check, error) {
	c := compliance.Check{Store: "entity", Backend: backendName, Name: "claims.facts"}
	if err := d.sql.QueryRowContext(ctx, `SELECT COUNT(*) FROM entity_claims`).Scan(&c.Checked); err != nil {
		return c, fmt.Errorf("audit claims.facts: %w", err)
	}
	var last [2]string
	err := d.each(ctx, claimFactsQuery, 5, func(v []string) {
		tenant, patient, claim, fact, other := v[0], v[1], v[2], v[3], v[4]
		n := 0
		if [2]string{tenant, claim} != last {
			n = 1 // a claim counts once, however many of its facts are elsewhere
			last = [2]string{tenant, claim}
		}
		example := compliance.ID(tenant, patient, claim) + " -> " + compliance.ID(fact)
		if other != "" {
			c.Add(n, example, tenant, other)
			return
		}
		c.Add(n, example, tenant)
	})
	if err != nil {
		return c, fmt.Errorf("audit claims.facts: %w", err)
	}
	return c, nil
}

// postingsQuery lists lexical postings that have no point of their tenant
// with their id, or whose point is another patient's, one row per point
// id and patient.
const postingsQuery = `
SELECT p.tenant_id, p.patient_id, p.id, COUNT(*)
FROM lexical_postings p LEFT JOIN vector_points v ON v.tenant_id = p.tenant_id AND v.id = p.id
WHERE v.id IS NULL OR v.patient_id <> p.patient_id
GROUP BY p.tenant_id, p.patient_id, p.id
ORDER BY p.tenant_id, p.patient_id, p.id`

func (d *DB) postingsCheck(ctx context.Context) (compliance.Check, error) {
	c := compliance.Check{Store: "index", Backend: backendName, Name: "postings.point"}
	if err := d.sql.QueryRowContext(ctx, `SELECT COUNT(*) FROM lexical_postings`).Scan(&c.Checked); err != nil {
		return c, fmt.Errorf("audit postings.point: %w", err)
	}
	err := d.each(ctx, postingsQuery, 4, func(v []string) {
		n := 0
		fmt.Sscan(v[3], &n)
		c.Add(n, compliance.ID(v[0], v[1], v[2]), v[0])
	})
	if err != nil {
		return c, fmt.Errorf("audit postings.point: %w", err)
	}
	return c, nil
}

// each calls fn with the text of the n columns of each row of query.
func (d *DB) each(ctx context.Context, query string, n int, fn func([]string)) error {
	rows, err := d.sql.QueryContext(ctx, query)
	if err != nil {
		return err
	}
	defer rows.Close()
	vals := make([]sql.NullString, n)
	ptrs := make([]any, n)
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		out := make([]string, n)
		for i, v := range vals {
			out[i] = v.String
		}
		fn(out)
	}
	return rows.Err()
}
