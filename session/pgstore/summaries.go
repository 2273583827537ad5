package pgstore

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ session.Summaries = (*Store)(nil)

// summaryBody is the jsonb body of a summaries row. Summaries are not hash
// chained, so jsonb's reformatting is harmless here.
type summaryBody struct {
	Fields map[string][]string `json:"fields"`
	Text   string              `json:"text"`
}

// PutSummary stores s. It is idempotent on the id within the patient's
// session: a second Put of a stored id changes nothing and returns nil.
func (s *Store) PutSummary(ctx context.Context, sc tenancy.Scope, sum session.Summary) error {
	return s.inTenant(ctx, sc, pgx.ReadWrite, func(tx pgx.Tx) error { return putSummaryTx(ctx, tx, sc.TenantID(), sum) })
}

// putSummaryTx stores sum inside tx, which must be bound to the tenant,
// unless its id is stored.
func putSummaryTx(ctx context.Context, tx pgx.Tx, tenantID string, sum session.Summary) error {
	fields := sum.Fields
	if fields == nil {
		fields = map[string][]string{}
	}
	body, err := json.Marshal(summaryBody{Fields: fields, Text: sum.Text})
	if err != nil {
		return fmt.Errorf("put summary: body: %w", err)
	}
	ids := sum.TurnIDs
	if ids == nil {
		ids = []string{}
	}
	if _, err := tx.Exec(ctx, `INSERT INTO summaries
		(tenant_id, patient_id, session_id, id, topic, body, from_seq, to_seq, turn_ids, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
		ON CONFLICT ON CONSTRAINT summaries_pkey DO NOTHING`,
		tenantID, sum.PatientID, sum.SessionID, sum.ID, sum.Topic, string(body), sum.FromSeq, sum.ToSeq, ids, sum.CreatedAt); err != nil {
		return fmt.Errorf("put summary: %w", err)
	}
	if len(sum.Replaces) > 0 {
		if _, err := tx.Exec(ctx, `DELETE FROM summaries WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3 AND id = ANY($4)`,
			tenantID, sum.PatientID, sum.SessionID, sum.Replaces); err != nil {
			return fmt.Errorf("put summary: replace: %w", err)
		}
	}
	return nil
}

// Summaries returns the session's summaries ordered by FromSeq (then ToSeq,
// then id); with sessionID "" it returns all of the patient's summaries
// ordered by CreatedAt (then session, FromSeq, id). None is an empty result.
func (s *Store) Summaries(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) ([]session.Summary, error) {
	const cols = `SELECT patient_id, session_id, id, topic, body, from_seq, to_seq, turn_ids, created_at FROM summaries`
	q, args := cols+` WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3 ORDER BY from_seq, to_seq, id`,
		[]any{sc.TenantID(), patientID, sessionID}
	if sessionID == "" {
		q, args = cols+` WHERE tenant_id = $1 AND patient_id = $2 ORDER BY created_at, session_id, from_seq, id`,
			[]any{sc.TenantID(), patientID}
	}
	var out []session.Summary
	err := s.inTenant(ctx, sc, pgx.ReadOnly, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, q, args...)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (session.Summary, error) {
			var sum session.Summary
			var body []byte
			if err := row.Scan(&sum.PatientID, &sum.SessionID, &sum.ID, &sum.Topic, &body, &sum.FromSeq, &sum.ToSeq,
				&sum.TurnIDs, &sum.CreatedAt); err != nil {
				return sum, err
			}
			var b summaryBody
			if err := json.Unmarshal(body, &b); err != nil {
				return sum, fmt.Errorf("body: %w", err)
			}
			if len(b.Fields) > 0 {
				sum.Fields = b.Fields
			}
			if len(sum.TurnIDs) == 0 {
				sum.TurnIDs = nil
			}
			sum.Text = b.Text
			sum.CreatedAt = utc(sum.CreatedAt)
			return sum, nil
		})
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("read summaries: %w", err)
	}
	return out, nil
}

// SummarizedThrough returns the highest ToSeq summarized in the session, 0
// if none.
func (s *Store) SummarizedThrough(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (int64, error) {
	var n int64
	err := s.inTenant(ctx, sc, pgx.ReadOnly, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `SELECT COALESCE(MAX(to_seq), 0) FROM summaries
			WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3`, sc.TenantID(), patientID, sessionID).Scan(&n)
	})
	if err != nil {
		return 0, fmt.Errorf("read summarized seq: %w", err)
	}
	return n, nil
}
