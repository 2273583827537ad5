package embedded

import (
	"context"
	"fmt"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ session.History = (*DB)(nil)

// sessionTurnsQuery reads a page of a session's turns through the unique
// index on (tenant_id, patient_id, session_id, seq), in its order: a page
// costs its own rows, however long the session.
const sessionTurnsQuery = `SELECT ` + turnColumns + ` FROM turns
	WHERE tenant_id = ? AND patient_id = ? AND session_id = ? AND seq > ? ORDER BY seq LIMIT ?`

// SessionTurns returns up to limit turns of the session after afterSeq in
// Seq order, or session.ErrNotFound if the session has no turns.
func (d *DB) SessionTurns(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, afterSeq int64, limit int) ([]session.Turn, error) {
	turns, err := d.queryTurns(ctx, sessionTurnsQuery, sc.TenantID(), patientID, sessionID, afterSeq, limit)
	if err != nil {
		return nil, fmt.Errorf("read session turns: %w", err)
	}
	if len(turns) > 0 {
		return turns, nil
	}
	var exists bool
	if err := d.sql.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM turns
		WHERE tenant_id = ? AND patient_id = ? AND session_id = ?)`, sc.TenantID(), patientID, sessionID).Scan(&exists); err != nil {
		return nil, fmt.Errorf("read session turns: %w", err)
	}
	if !exists {
		return nil, session.ErrNotFound
	}
	return nil, nil
}

// sessionsQuery lists a patient's sessions in the order of
// session.SessionKey. The grouping reads only the unique index on
// (tenant_id, patient_id, session_id, seq), and each session's first and
// last turns are looked up by their full key in it: the cost is the
// patient's index entries plus two lookups and a sort per session.
func sessionsQuery(tenantID, patientID string, after session.SessionKey, limit int) (string, []any) {
	q := `WITH s AS (
		SELECT session_id, MIN(seq) AS first_seq, MAX(seq) AS last_seq, COUNT(*) AS n FROM turns
		WHERE tenant_id = ?1 AND patient_id = ?2 GROUP BY session_id
	), k AS (
		SELECT session_id, n,
			(SELECT at FROM turns t WHERE t.tenant_id = ?1 AND t.patient_id = ?2 AND t.session_id = s.session_id AND t.seq = s.first_seq) AS started_at,
			(SELECT at FROM turns t WHERE t.tenant_id = ?1 AND t.patient_id = ?2 AND t.session_id = s.session_id AND t.seq = s.last_seq) AS last_turn_at
		FROM s
	)
	SELECT session_id, started_at, last_turn_at, n FROM k`
	args := []any{tenantID, patientID, limit}
	if after != (session.SessionKey{}) {
		q += ` WHERE started_at < ?4 OR (started_at = ?4 AND session_id > ?5)`
		args = append(args, timeText(after.StartedAt), after.SessionID)
	}
	return q + ` ORDER BY started_at DESC, session_id LIMIT ?3`, args
}

// Sessions returns up to limit of the patient's sessions after after,
// most recently started first, ties by session id.
func (d *DB) Sessions(ctx context.Context, sc tenancy.Scope, patientID string, after session.SessionKey, limit int) ([]session.SessionInfo, error) {
	q, args := sessionsQuery(sc.TenantID(), patientID, after, limit)
	rows, err := d.sql.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("list sessions: %w", err)
	}
	defer rows.Close()
	var out []session.SessionInfo
	for rows.Next() {
		s := session.SessionInfo{PatientID: patientID}
		var started, last string
		if err := rows.Scan(&s.SessionID, &started, &last, &s.Turns); err != nil {
			return nil, fmt.Errorf("list sessions: %w", err)
		}
		if s.StartedAt, err = parseTime(started); err != nil {
			return nil, fmt.Errorf("list sessions: session %s start: %w", s.SessionID, err)
		}
		if s.LastTurnAt, err = parseTime(last); err != nil {
			return nil, fmt.Errorf("list sessions: session %s last turn: %w", s.SessionID, err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list sessions: %w", err)
	}
	return out, nil
}
