package pgstore

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/anamnesis-health/anamnesis/compliance"
	"github.com/anamnesis-health/anamnesis/internal/pgrows"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// The isolation audit (issue 9, docs/compliance.md).
var (
	_ compliance.Auditor       = (*Store)(nil)
	_ compliance.PatientLister = (*Store)(nil)
)

// backendName is the Backend of the store's checks.
const backendName = "postgres"

// PatientIDs calls fn with each patient id of sc's tenant (its patients
// table) in id order, and stops at fn's first error, which it returns. The
// ids are read in one transaction before fn is called.
func (s *Store) PatientIDs(ctx context.Context, sc tenancy.Scope, fn func(patientID string) error) error {
	var ids []string
	err := s.inTenant(ctx, sc, pgx.ReadOnly, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT patient_id FROM patients WHERE tenant_id = $1 ORDER BY patient_id`, sc.TenantID())
		if err != nil {
			return err
		}
		ids, err = pgx.CollectRows(rows, pgx.RowTo[string])
		return err
	})
	if err != nil {
		return fmt.Errorf("list patients: %w", err)
	}
	for _, id := range ids {
		if err := fn(id); err != nil {
			return err
		}
	}
	return nil
}

// tenantRule is a check of one table's tenant column: a row whose tenant is
// empty or not in the directory breaks isolation. ids are the columns (as
// text) that name a row in an example, after its tenant.
type tenantRule struct {
	name, table, ids string
}

// patientRule is a check that a row of a known tenant names a patient its
// tenant knows. id is a text expression naming a row in an example; where,
// if set, limits the rows checked.
type patientRule struct {
	name, table, id, where string
}

var tenantRules = []tenantRule{
	{"api_keys.tenant", "api_keys", "id"},
	{"patients.tenant", "patients", "patient_id"},
	{"turns.tenant", "turns", "patient_id, session_id, turn_id"},
	{"outbox.tenant", "outbox", "id"},
	{"summaries.tenant", "summaries", "patient_id, session_id, id"},
	{"session_states.tenant", "session_states", "patient_id, session_id"},
	{"audit_events.tenant", "audit_events", "seq::text"},
	{"access_log.tenant", "access_log", "id::text"},
}

var patientRules = []patientRule{
	{"turns.patient", "turns", "session_id || '/' || turn_id", ""},
	{"outbox.patient", "outbox", "id", "patient_id <> ''"},
	{"summaries.patient", "summaries", "session_id || '/' || id", ""},
	{"session_states.patient", "session_states", "session_id", ""},
}

// summaryTurnsQuery finds summaries naming a turn id that is not a turn of
// the summary's own tenant, patient and session: a summary folds the turns
// of one session, so any other turn is another conversation's.
const summaryTurnsQuery = `
SELECT s.tenant_id, s.patient_id, s.session_id, s.id
FROM summaries s
WHERE EXISTS (
	SELECT 1 FROM unnest(s.turn_ids) AS j(turn_id)
	WHERE NOT EXISTS (SELECT 1 FROM turns t WHERE t.tenant_id = s.tenant_id AND t.patient_id = s.patient_id
		AND t.session_id = s.session_id AND t.turn_id = j.turn_id))
ORDER BY s.tenant_id, s.patient_id, s.session_id, s.id`

// AuditIsolation checks every table of the store across all tenants, in
// one READ ONLY, REPEATABLE READ transaction (one snapshot):
//
//   - <table>.tenant: rows whose tenant is empty or not in the directory
//     (the tables' CHECK (tenant_id <> ”) already refuses empty tenants,
//     except in patients);
//   - turns/outbox/summaries.patient: rows of a known tenant whose patient
//     has no row in the tenant's patients table;
//   - summaries.turns: summaries naming a turn that is not a turn of the
//     summary's own session.
//
// Row-level security hides other tenants' rows from the service role, so
// the transaction sets app.isolation_audit, which migration 0005 admits
// for SELECT in a read-only transaction only. It only reads.
func (s *Store) AuditIsolation(ctx context.Context, known compliance.KnownPatients) ([]compliance.Check, error) {
	var out []compliance.Check
	err := pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT set_config('app.isolation_audit', 'on', true)`); err != nil {
			return fmt.Errorf("set isolation audit: %w", err)
		}
		for _, r := range tenantRules {
			c, err := tenantCheck(ctx, tx, known, "session", backendName, r.name, r.table, r.ids)
			if err != nil {
				return err
			}
			out = append(out, c)
		}
		for _, r := range patientRules {
			c, err := patientCheck(ctx, tx, known, "session", backendName, r.name, r.table, r.id, r.where)
			if err != nil {
				return err
			}
			out = append(out, c)
		}
		c := compliance.Check{Store: "session", Backend: backendName, Name: "summaries.turns"}
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM summaries`).Scan(&c.Checked); err != nil {
			return fmt.Errorf("audit summaries.turns: %w", err)
		}
		err := pgrows.Each(ctx, tx, summaryTurnsQuery, func(v []string) {
			c.Add(1, compliance.ID(v...), v[0])
		})
		if err != nil {
			return fmt.Errorf("audit summaries.turns: %w", err)
		}
		out = append(out, c)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("audit postgres session store: %w", err)
	}
	return out, nil
}

// tenantCheck counts table's rows per tenant inside tx, and for each tenant
// that is empty or not known counts its rows as violations, with a few of
// their ids (the text columns ids). table and ids are the caller's
// constants, never input.
func tenantCheck(ctx context.Context, tx pgx.Tx, known compliance.KnownPatients, store, backend, name, table, ids string) (compliance.Check, error) {
	c := compliance.Check{Store: store, Backend: backend, Name: name}
	type group struct {
		tenant string
		n      int
	}
	rows, err := tx.Query(ctx, `SELECT tenant_id, COUNT(*)::int FROM `+table+` GROUP BY tenant_id ORDER BY tenant_id`)
	if err != nil {
		return c, fmt.Errorf("audit %s: %w", name, err)
	}
	groups, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (group, error) {
		var g group
		err := r.Scan(&g.tenant, &g.n)
		return g, err
	})
	if err != nil {
		return c, fmt.Errorf("audit %s: %w", name, err)
	}
	for _, g := range groups {
		c.Checked += g.n
		if known.KnownTenant(g.tenant) {
			continue
		}
		var examples [][]string
		err := pgrows.Each(ctx, tx, `SELECT `+ids+` FROM `+table+` WHERE tenant_id = $1 LIMIT $2`, func(v []string) {
			examples = append(examples, v)
		}, g.tenant, compliance.MaxExamples)
		if err != nil {
			return c, fmt.Errorf("audit %s: %w", name, err)
		}
		c.Add(g.n-len(examples), "")
		for _, ex := range examples {
			c.Add(1, compliance.ID(append([]string{g.tenant}, ex...)...), g.tenant)
		}
	}
	return c, nil
}

// patientCheck counts the rows of known tenants in table per (tenant,
// patient) inside tx, and the rows of patients their tenant does not know
// as violations; id is a text expression naming a row in an example and
// where, if not empty, limits the rows. Rows of unknown tenants are
// tenantCheck's. The arguments are the caller's constants, never input.
func patientCheck(ctx context.Context, tx pgx.Tx, known compliance.KnownPatients, store, backend, name, table, id, where string) (compliance.Check, error) {
	c := compliance.Check{Store: store, Backend: backend, Name: name}
	if where != "" {
		where = ` WHERE ` + where
	}
	err := pgrows.Each(ctx, tx, `SELECT tenant_id, patient_id, COUNT(*)::text, MIN(`+id+`) FROM `+table+where+
		` GROUP BY tenant_id, patient_id ORDER BY tenant_id, patient_id`, func(v []string) {
		tenant, patient, example := v[0], v[1], v[3]
		if !known.KnownTenant(tenant) {
			return
		}
		var n int
		fmt.Sscan(v[2], &n)
		c.Checked += n
		if !known.KnownPatient(tenant, patient) {
			c.Add(n, compliance.ID(tenant, patient, example), tenant)
		}
	})
	if err != nil {
		return c, fmt.Errorf("audit %s: %w", name, err)
	}
	return c, nil
}
