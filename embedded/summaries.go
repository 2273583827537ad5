package embedded

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ session.Summaries = (*DB)(nil)

// PutSummary stores s. It is idempotent on the id within the patient's
// session: a second Put of a stored id changes nothing and returns nil.
func (d *DB) PutSummary(ctx context.Context, sc tenancy.Scope, s session.Summary) error {
	return d.tx(ctx, func(tx *sql.Tx) error { return d.putSummaryTx(ctx, tx, sc.TenantID(), s) })
}

// putSummaryTx stores s inside tx unless its id is stored.
func (d *DB) putSummaryTx(ctx context.Context, tx *sql.Tx, tenantID string, s session.Summary) error {
	fields := s.Fields
	if fields == nil {
		fields = map[string][]string{}
	}
	fj, err := json.Marshal(fields)
	if err != nil {
		return fmt.Errorf("put summary: fields: %w", err)
	}
	ids := s.TurnIDs
	if ids == nil {
		ids = []string{}
	}
	tj, err := json.Marshal(ids)
	if err != nil {
		return fmt.Errorf("put summary: turn ids: %w", err)
	}
	_, err = d.sql.txExec(ctx, tx, `INSERT INTO summaries
		(tenant_id, patient_id, session_id, id, topic, fields, text, from_seq, to_seq, turn_ids, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (tenant_id, patient_id, session_id, id) DO NOTHING`,
		tenantID, s.PatientID, s.SessionID, s.ID, s.Topic, string(fj), s.Text, s.FromSeq, s.ToSeq,
		string(tj), timeText(s.CreatedAt))
	if err != nil {
		return fmt.Errorf("put summary: %w", err)
	}
	for _, id := range s.Replaces {
		if _, err := tx.ExecContext(ctx, `DELETE FROM summaries WHERE tenant_id = ? AND patient_id = ? AND session_id = ? AND id = ?`,
			tenantID, s.PatientID, s.SessionID, id); err != nil {
			return fmt.Errorf("put summary: replace %s: %w", id, err)
		}
	}
	return nil
}

// Summaries returns the session's summaries ordered by FromSeq (then ToSeq,
// then id); with sessionID "" it returns all of the patient's summaries
// ordered by CreatedAt (then session, FromSeq, id). None is an empty result.
func (d *DB) Summaries(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) ([]session.Summary, error) {
	const cols = `SELECT patient_id, session_id, id, topic, fields, text, from_seq, to_seq, turn_ids, created_at FROM summaries`
	q, args := cols+` WHERE tenant_id = ? AND patient_id = ? AND session_id = ? ORDER BY from_seq, to_seq, id`,
		[]any{sc.TenantID(), patientID, sessionID}
	if sessionID == "" {
		q, args = cols+` WHERE tenant_id = ? AND patient_id = ? ORDER BY created_at, session_id, from_seq, id`,
			[]any{sc.TenantID(), patientID}
	}
	rows, err := d.sql.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("read summaries: %w", err)
	}
	defer rows.Close()
	var out []session.Summary
	for rows.Next() {
		var s session.Summary
		var fj, tj, created string
		if err := rows.Scan(&s.PatientID, &s.SessionID, &s.ID, &s.Topic, &fj, &s.Text, &s.FromSeq, &s.ToSeq, &tj, &created); err != nil {
			return nil, fmt.Errorf("read summaries: %w", err)
		}
		if err := json.Unmarshal([]byte(fj), &s.Fields); err != nil {
			return nil, fmt.Errorf("read summaries: fields: %w", err)
		}
		if err := json.Unmarshal([]byte(tj), &s.TurnIDs); err != nil {
			return nil, fmt.Errorf("read summaries: turn ids: %w", err)
		}
		if len(s.Fields) == 0 {
			s.Fields = nil
		}
		if len(s.TurnIDs) == 0 {
			s.TurnIDs = nil
		}
		if s.CreatedAt, err = parseTime(created); err != nil {
			return nil, fmt.Errorf("read summaries: created_at: %w", err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("read summaries: %w", err)
	}
	return out, nil
}

// SummarizedThrough returns the highest ToSeq summarized in the session, 0
// if none.
func (d *DB) SummarizedThrough(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (int64, error) {
	var n int64
	if err := d.sql.QueryRowContext(ctx, `SELECT COALESCE(MAX(to_seq), 0) FROM summaries
		WHERE tenant_id = ? AND patient_id = ? AND session_id = ?`, sc.TenantID(), patientID, sessionID).Scan(&n); err != nil {
		return 0, fmt.Errorf("read summarized seq: %w", err)
	}
	return n, nil
}
