package pgindex

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/anamnesis-health/anamnesis/compliance"
	"github.com/anamnesis-health/anamnesis/internal/pgrows"
	"github.com/anamnesis-health/anamnesis/retrieval"
)

var _ compliance.Auditor = (*Index)(nil)

// backendName is the Backend of the index's checks.
const backendName = "postgres"

// statsScope is the app.tenant_id the audit sets to read the collection
// statistics (index_terms), which any tenant's transaction may read: no
// tenant id can contain "(", so it shows no tenant's points or postings.
const statsScope = "(isolation-audit)"

// pointsQuery counts the points of the tenant set in the transaction per
// patient, with the least point id of each as an example.
const pointsQuery = `SELECT patient_id, COUNT(*)::text, MIN(id) FROM index_points GROUP BY patient_id ORDER BY patient_id`

// postingsQuery lists the tenant's postings that have no point of the
// tenant with their point id, or whose point is another patient's, one row
// per patient and point id.
const postingsQuery = `
SELECT p.patient_id, p.point_id, COUNT(*)::text
FROM index_postings p LEFT JOIN index_points v ON v.tenant_id = p.tenant_id AND v.id = p.point_id
WHERE v.id IS NULL OR v.patient_id <> p.patient_id
GROUP BY p.patient_id, p.point_id
ORDER BY p.patient_id, p.point_id`

// statsQuery reads, from the collection statistics, the number of points
// of the whole index (the df of EveryPointTerm, which every point holds)
// and the number of postings (the sum of every term's df: a term's df
// counts the points holding it, one posting each).
const statsQuery = `SELECT COALESCE(SUM(df) FILTER (WHERE term_id = $1), 0)::bigint, COALESCE(SUM(df), 0)::bigint FROM index_terms`

// AuditIsolation checks the index's points and postings across all
// tenants, in one READ ONLY, REPEATABLE READ transaction (one snapshot),
// tenant by tenant as row-level security lets the service role see them:
//
//   - points.tenant: points of no tenant in the directory. They are
//     invisible to every tenant's transaction, so they are counted as the
//     points of the whole index (from the collection statistics, kept in
//     the same transactions as the points) less those of the known
//     tenants; the check has no examples. A drift of the statistics would
//     show here too.
//   - postings.tenant: likewise for the postings.
//   - points.patient: points of a known tenant whose patient the tenant's
//     patients table (known) does not hold;
//   - postings.point: postings of a known tenant with no point of the
//     tenant, or whose point is another patient's.
//
// Empty tenants are refused by the tables' CHECK. It only reads.
func (ix *Index) AuditIsolation(ctx context.Context, known compliance.KnownPatients) ([]compliance.Check, error) {
	tenants := compliance.Check{Store: "index", Backend: backendName, Name: "points.tenant"}
	postingTenants := compliance.Check{Store: "index", Backend: backendName, Name: "postings.tenant"}
	patients := compliance.Check{Store: "index", Backend: backendName, Name: "points.patient"}
	postings := compliance.Check{Store: "index", Backend: backendName, Name: "postings.point"}
	err := pgx.BeginTxFunc(ctx, ix.pool, pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}, func(tx pgx.Tx) error {
		var knownPoints, knownPostings int
		for _, tenant := range known.Tenants() {
			if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', $1, true)`, tenant); err != nil {
				return fmt.Errorf("set tenant: %w", err)
			}
			err := pgrows.Each(ctx, tx, pointsQuery, func(v []string) {
				patient, example := v[0], v[2]
				var n int
				fmt.Sscan(v[1], &n)
				knownPoints += n
				patients.Checked += n
				if !known.KnownPatient(tenant, patient) {
					patients.Add(n, compliance.ID(tenant, patient, example), tenant)
				}
			})
			if err != nil {
				return fmt.Errorf("audit points of tenant %s: %w", tenant, err)
			}
			var n int
			if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM index_postings`).Scan(&n); err != nil {
				return fmt.Errorf("audit postings of tenant %s: %w", tenant, err)
			}
			knownPostings += n
			postings.Checked += n
			err = pgrows.Each(ctx, tx, postingsQuery, func(v []string) {
				var n int
				fmt.Sscan(v[2], &n)
				postings.Add(n, compliance.ID(tenant, v[0], v[1]), tenant)
			})
			if err != nil {
				return fmt.Errorf("audit postings of tenant %s: %w", tenant, err)
			}
		}
		if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', $1, true)`, statsScope); err != nil {
			return fmt.Errorf("set tenant: %w", err)
		}
		var allPoints, allPostings int64
		if err := tx.QueryRow(ctx, statsQuery, int64(retrieval.EveryPointTerm)).Scan(&allPoints, &allPostings); err != nil {
			return fmt.Errorf("audit collection statistics: %w", err)
		}
		tenants.Checked, postingTenants.Checked = int(allPoints), int(allPostings)
		if d := int(allPoints) - knownPoints; d != 0 {
			tenants.Add(abs(d), "")
		}
		if d := int(allPostings) - knownPostings; d != 0 {
			postingTenants.Add(abs(d), "")
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("audit postgres index: %w", err)
	}
	return []compliance.Check{tenants, postingTenants, patients, postings}, nil
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
