package embedded

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ entity.Store = (*DB)(nil)

// Apply writes c in one transaction: facts created (a fact whose id is
// already stored is left as it is), facts closed, claims created (likewise).
// Superseding a fact that is not a fact of c.PatientID returns
// entity.ErrNotFound and nothing of c is written; a fact already closed
// keeps its first closing time. Apply may be retried.
func (d *DB) Apply(ctx context.Context, sc tenancy.Scope, c entity.Change) error {
	return d.tx(ctx, func(tx *sql.Tx) error {
		for _, f := range c.Create {
			if err := insertFact(ctx, tx, sc.TenantID(), c.PatientID, f); err != nil {
				return err
			}
		}
		for _, s := range c.Supersede {
			if err := supersedeFact(ctx, tx, sc.TenantID(), c.PatientID, s); err != nil {
				return err
			}
		}
		for _, cl := range c.Claims {
			if err := insertClaim(ctx, tx, sc.TenantID(), c.PatientID, cl); err != nil {
				return err
			}
		}
		return nil
	})
}

const factColumns = `id, patient_id, type, display, code_system, code, attributes, status, verification, kind,
	confidence, source_kind, source_turn_id, source_session_id, valid_from, valid_to, recorded_at, superseded_at`

func insertFact(ctx context.Context, tx *sql.Tx, tenant, patient string, f entity.Fact) error {
	attrs := f.Attributes
	if attrs == nil {
		attrs = map[string]string{}
	}
	aj, err := json.Marshal(attrs)
	if err != nil {
		return fmt.Errorf("encode attributes of fact %s: %w", f.ID, err)
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO entity_facts (tenant_id, `+factColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (tenant_id, id) DO NOTHING`,
		tenant, f.ID, patient, f.Type, f.Display, f.Code.System, f.Code.Code, string(aj), f.Status,
		f.Verification, f.Kind, f.Confidence, f.Source.Kind, f.Source.TurnID, f.Source.SessionID,
		timeText(f.ValidFrom), optTimeText(f.ValidTo), timeText(f.RecordedAt), optTimeText(f.SupersededAt))
	if err != nil {
		return fmt.Errorf("insert fact %s: %w", f.ID, err)
	}
	return nil
}

func supersedeFact(ctx context.Context, tx *sql.Tx, tenant, patient string, s entity.Supersession) error {
	res, err := tx.ExecContext(ctx, `UPDATE entity_facts SET superseded_at = ?
		WHERE tenant_id = ? AND id = ? AND patient_id = ? AND superseded_at IS NULL`,
		timeText(s.At), tenant, s.FactID, patient)
	if err != nil {
		return fmt.Errorf("supersede fact %s: %w", s.FactID, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("supersede fact %s: %w", s.FactID, err)
	} else if n == 1 {
		return nil
	}
	// Closing a closed fact is what is already true: the first closing
	// time is kept, so a replayed or raced outbox item cannot block the
	// patient's queue.
	var one int
	err = tx.QueryRowContext(ctx, `SELECT 1 FROM entity_facts
		WHERE tenant_id = ? AND id = ? AND patient_id = ?`, tenant, s.FactID, patient).Scan(&one)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("supersede fact %s: %w", s.FactID, entity.ErrNotFound)
	case err != nil:
		return fmt.Errorf("supersede fact %s: %w", s.FactID, err)
	}
	return nil
}

const claimColumns = `id, patient_id, session_id, turn_id, status, reason, confidence, proposed, conflicts_with,
	text, explanation, created_at, resolved_at, resolved_by, note`

func insertClaim(ctx context.Context, tx *sql.Tx, tenant, patient string, c entity.Claim) error {
	c.PatientID = patient
	proposed, err := json.Marshal(c.Proposed)
	if err != nil {
		return fmt.Errorf("encode proposed fact of claim %s: %w", c.ID, err)
	}
	conflicts := c.ConflictsWith
	if conflicts == nil {
		conflicts = []string{}
	}
	cj, err := json.Marshal(conflicts)
	if err != nil {
		return fmt.Errorf("encode conflicts of claim %s: %w", c.ID, err)
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO entity_claims (tenant_id, `+claimColumns+`)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (tenant_id, id) DO NOTHING`,
		tenant, c.ID, c.PatientID, c.SessionID, c.TurnID, c.Status, c.Reason, c.Confidence, string(proposed),
		string(cj), c.Text, c.Explanation, timeText(c.CreatedAt), optTimeText(c.ResolvedAt), c.ResolvedBy, c.Note)
	if err != nil {
		return fmt.Errorf("insert claim %s: %w", c.ID, err)
	}
	return nil
}

// Record returns the patient's facts as the record stood at asOf (zero:
// the current facts), ordered by RecordedAt, then ID. An unknown patient has
// an empty record.
func (d *DB) Record(ctx context.Context, sc tenancy.Scope, patientID string, asOf time.Time) ([]entity.Fact, error) {
	q, args := recordQuery(sc.TenantID(), patientID, asOf)
	rows, err := d.sql.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("read record: %w", err)
	}
	defer rows.Close()
	facts := []entity.Fact{}
	for rows.Next() {
		f, err := scanFact(rows)
		if err != nil {
			return nil, fmt.Errorf("read record: %w", err)
		}
		facts = append(facts, f)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read record: %w", err)
	}
	return facts, nil
}

// Fact returns one fact of the patient, current or superseded, or
// entity.ErrNotFound.
func (d *DB) Fact(ctx context.Context, sc tenancy.Scope, patientID, factID string) (entity.Fact, error) {
	f, err := scanFact(d.sql.QueryRowContext(ctx, `SELECT `+factColumns+` FROM entity_facts
		WHERE tenant_id = ? AND patient_id = ? AND id = ?`, sc.TenantID(), patientID, factID))
	if errors.Is(err, sql.ErrNoRows) {
		return entity.Fact{}, fmt.Errorf("fact %s: %w", factID, entity.ErrNotFound)
	}
	if err != nil {
		return entity.Fact{}, fmt.Errorf("read fact %s: %w", factID, err)
	}
	return f, nil
}

// Claims returns up to f.Limit (all if not positive) claims matching f
// ordered by CreatedAt, then ID; the cursor of the next page is
// entity.Managed's. A cursor naming no claim of the tenant yields an empty
// page.
func (d *DB) Claims(ctx context.Context, sc tenancy.Scope, f entity.ClaimFilter) ([]entity.Claim, string, error) {
	q, args := claimsQuery(sc.TenantID(), f)
	rows, err := d.sql.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, "", fmt.Errorf("list claims: %w", err)
	}
	defer rows.Close()
	claims := []entity.Claim{}
	for rows.Next() {
		c, err := scanClaim(rows)
		if err != nil {
			return nil, "", fmt.Errorf("list claims: %w", err)
		}
		claims = append(claims, c)
	}
	if err := rows.Err(); err != nil {
		return nil, "", fmt.Errorf("list claims: %w", err)
	}
	return claims, "", nil
}

// recordQuery is the query of Record: the patient's facts through
// entity_facts_patient, in its order.
func recordQuery(tenantID, patientID string, asOf time.Time) (string, []any) {
	q := `SELECT ` + factColumns + ` FROM entity_facts WHERE tenant_id = ? AND patient_id = ?`
	args := []any{tenantID, patientID}
	if asOf.IsZero() {
		q += ` AND superseded_at IS NULL`
	} else {
		at := timeText(asOf)
		q += ` AND recorded_at <= ? AND (superseded_at IS NULL OR superseded_at > ?)`
		args = append(args, at, at)
	}
	return q + ` ORDER BY recorded_at, id`, args
}

// claimsQuery is the query of Claims. Only fixed fragments are joined;
// every value is a parameter. A patient's claims are found through
// entity_claims_patient_status (or entity_claims_patient without a status)
// whatever the statistics say: the filters are equalities on its leading
// columns and the order is the rest of it.
func claimsQuery(tenantID string, f entity.ClaimFilter) (string, []any) {
	where := []string{`tenant_id = ?`}
	args := []any{tenantID}
	if f.PatientID != "" {
		where = append(where, `patient_id = ?`)
		args = append(args, f.PatientID)
	}
	if f.Status != "" {
		where = append(where, `status = ?`)
		args = append(args, f.Status)
	}
	if f.After != "" {
		where = append(where, `(created_at, id) > (SELECT created_at, id FROM entity_claims WHERE tenant_id = ? AND id = ?)`)
		args = append(args, tenantID, f.After)
	}
	q := `SELECT ` + claimColumns + ` FROM entity_claims WHERE ` + strings.Join(where, ` AND `) + ` ORDER BY created_at, id`
	if f.Limit > 0 {
		q += ` LIMIT ?`
		args = append(args, f.Limit)
	}
	return q, args
}

// Claim returns one claim or entity.ErrNotFound.
func (d *DB) Claim(ctx context.Context, sc tenancy.Scope, claimID string) (entity.Claim, error) {
	return readClaim(ctx, d.sql, sc.TenantID(), claimID)
}

type claimQuerier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func readClaim(ctx context.Context, q claimQuerier, tenant, claimID string) (entity.Claim, error) {
	c, err := scanClaim(q.QueryRowContext(ctx, `SELECT `+claimColumns+` FROM entity_claims
		WHERE tenant_id = ? AND id = ?`, tenant, claimID))
	if errors.Is(err, sql.ErrNoRows) {
		return entity.Claim{}, fmt.Errorf("claim %s: %w", claimID, entity.ErrNotFound)
	}
	if err != nil {
		return entity.Claim{}, fmt.Errorf("read claim %s: %w", claimID, err)
	}
	return c, nil
}

// ResolveClaim confirms or rejects a pending claim and, on confirmation,
// writes r.Fact (as a fact of the claim's patient) and closes r.Supersede
// in the same transaction, by the rules of Apply; a rejection ignores both.
// It returns entity.ErrNotFound for an unknown claim and entity.ErrConflict
// for a claim that is no longer pending.
// Superseding a fact that is not a fact of the claim's patient returns
// entity.ErrNotFound, nothing is written and the claim stays pending; a fact
// already closed keeps its first closing time.
func (d *DB) ResolveClaim(ctx context.Context, sc tenancy.Scope, claimID string, r entity.Resolution) (entity.Claim, error) {
	var out entity.Claim
	err := d.tx(ctx, func(tx *sql.Tx) error {
		c, err := readClaim(ctx, tx, sc.TenantID(), claimID)
		if err != nil {
			return err
		}
		if c.Status != entity.ClaimPending {
			return fmt.Errorf("resolve claim %s: already %s: %w", claimID, c.Status, entity.ErrConflict)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE entity_claims SET status = ?, resolved_at = ?, resolved_by = ?, note = ?
			WHERE tenant_id = ? AND id = ?`,
			r.Status, timeText(r.At), r.ResolvedBy, r.Note, sc.TenantID(), claimID); err != nil {
			return fmt.Errorf("resolve claim %s: %w", claimID, err)
		}
		if r.Status == entity.ClaimConfirmed && r.Fact != nil {
			if r.Fact.PatientID != "" && r.Fact.PatientID != c.PatientID {
				return fmt.Errorf("resolve claim %s: fact %s names another patient than the claim", claimID, r.Fact.ID)
			}
			if err := insertFact(ctx, tx, sc.TenantID(), c.PatientID, *r.Fact); err != nil {
				return err
			}
		}
		if r.Status == entity.ClaimConfirmed {
			for _, sp := range r.Supersede {
				if err := supersedeFact(ctx, tx, sc.TenantID(), c.PatientID, sp); err != nil {
					return fmt.Errorf("resolve claim %s: %w", claimID, err)
				}
			}
		}
		out, err = readClaim(ctx, tx, sc.TenantID(), claimID)
		return err
	})
	if err != nil {
		return entity.Claim{}, err
	}
	return out, nil
}

// DeletePatient erases the patient's facts and claims in one transaction.
// Erasing an unknown patient is not an error.
func (d *DB) DeletePatient(ctx context.Context, sc tenancy.Scope, patientID string) error {
	defer d.scrub.Store(true)
	return d.tx(ctx, func(tx *sql.Tx) error {
		for _, q := range []string{
			`DELETE FROM entity_facts WHERE tenant_id = ? AND patient_id = ?`,
			`DELETE FROM entity_claims WHERE tenant_id = ? AND patient_id = ?`,
		} {
			if _, err := tx.ExecContext(ctx, q, sc.TenantID(), patientID); err != nil {
				return fmt.Errorf("delete patient record: %w", err)
			}
		}
		return nil
	})
}

type entityRow interface{ Scan(dest ...any) error }

func scanFact(s entityRow) (entity.Fact, error) {
	var (
		f                            entity.Fact
		attrs, validFrom, recordedAt string
		validTo, supersededAt        sql.NullString
	)
	if err := s.Scan(&f.ID, &f.PatientID, &f.Type, &f.Display, &f.Code.System, &f.Code.Code, &attrs, &f.Status,
		&f.Verification, &f.Kind, &f.Confidence, &f.Source.Kind, &f.Source.TurnID, &f.Source.SessionID,
		&validFrom, &validTo, &recordedAt, &supersededAt); err != nil {
		return entity.Fact{}, err
	}
	if err := json.Unmarshal([]byte(attrs), &f.Attributes); err != nil {
		return entity.Fact{}, fmt.Errorf("decode attributes of fact %s: %w", f.ID, err)
	}
	var err error
	if f.ValidFrom, err = parseTime(validFrom); err != nil {
		return entity.Fact{}, fmt.Errorf("fact %s valid_from: %w", f.ID, err)
	}
	if f.RecordedAt, err = parseTime(recordedAt); err != nil {
		return entity.Fact{}, fmt.Errorf("fact %s recorded_at: %w", f.ID, err)
	}
	if f.ValidTo, err = parseOptTime(validTo); err != nil {
		return entity.Fact{}, fmt.Errorf("fact %s valid_to: %w", f.ID, err)
	}
	if f.SupersededAt, err = parseOptTime(supersededAt); err != nil {
		return entity.Fact{}, fmt.Errorf("fact %s superseded_at: %w", f.ID, err)
	}
	return f, nil
}

func scanClaim(s entityRow) (entity.Claim, error) {
	var (
		c                              entity.Claim
		proposed, conflicts, createdAt string
		resolvedAt                     sql.NullString
	)
	if err := s.Scan(&c.ID, &c.PatientID, &c.SessionID, &c.TurnID, &c.Status, &c.Reason, &c.Confidence, &proposed,
		&conflicts, &c.Text, &c.Explanation, &createdAt, &resolvedAt, &c.ResolvedBy, &c.Note); err != nil {
		return entity.Claim{}, err
	}
	if err := json.Unmarshal([]byte(proposed), &c.Proposed); err != nil {
		return entity.Claim{}, fmt.Errorf("decode proposed fact of claim %s: %w", c.ID, err)
	}
	if err := json.Unmarshal([]byte(conflicts), &c.ConflictsWith); err != nil {
		return entity.Claim{}, fmt.Errorf("decode conflicts of claim %s: %w", c.ID, err)
	}
	var err error
	if c.CreatedAt, err = parseTime(createdAt); err != nil {
		return entity.Claim{}, fmt.Errorf("claim %s created_at: %w", c.ID, err)
	}
	if c.ResolvedAt, err = parseOptTime(resolvedAt); err != nil {
		return entity.Claim{}, fmt.Errorf("claim %s resolved_at: %w", c.ID, err)
	}
	return c, nil
}

func optTimeText(t *time.Time) any {
	if t == nil {
		return nil
	}
	return timeText(*t)
}

func parseOptTime(s sql.NullString) (*time.Time, error) {
	if !s.Valid {
		return nil, nil
	}
	t, err := parseTime(s.String)
	if err != nil {
		return nil, err
	}
	return &t, nil
}
