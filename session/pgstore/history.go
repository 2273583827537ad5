package pgstore

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ session.History = (*Store)(nil)

// SessionTurns returns up to limit turns of the session after afterSeq in
// Seq order, read through turns_seq_key, or session.ErrNotFound if the
// session has no turns.
func (s *Store) SessionTurns(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, afterSeq int64, limit int) ([]session.Turn, error) {
	var turns []session.Turn
	err := s.inTenant(ctx, sc, pgx.ReadOnly, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT `+turnColumns+` FROM turns
			WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3 AND seq > $4
			ORDER BY seq LIMIT $5`,
			sc.TenantID(), patientID, sessionID, afterSeq, limit)
		if err != nil {
			return err
		}
		turns, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (session.Turn, error) {
			return scanTurn(row, nil)
		})
		if err != nil || len(turns) > 0 {
			return err
		}
		// In the same transaction, so that an empty page and the
		// session's existence are read from one snapshot.
		var exists bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM turns
			WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3)`,
			sc.TenantID(), patientID, sessionID).Scan(&exists); err != nil {
			return err
		}
		if !exists {
			return session.ErrNotFound
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read session turns: %w", err)
	}
	return turns, nil
}

// Sessions returns up to limit of the patient's sessions after after,
// most recently started first, ties by session id. The grouping reads
// turns_seq_key, and each session's first and last turns are looked up by
// their full key in it.
func (s *Store) Sessions(ctx context.Context, sc tenancy.Scope, patientID string, after session.SessionKey, limit int) ([]session.SessionInfo, error) {
	q := `WITH s AS (
		SELECT session_id, MIN(seq) AS first_seq, MAX(seq) AS last_seq, COUNT(*) AS n FROM turns
		WHERE tenant_id = $1 AND patient_id = $2 GROUP BY session_id
	), k AS (
		SELECT session_id, n,
			(SELECT at FROM turns t WHERE t.tenant_id = $1 AND t.patient_id = $2 AND t.session_id = s.session_id AND t.seq = s.first_seq) AS started_at,
			(SELECT at FROM turns t WHERE t.tenant_id = $1 AND t.patient_id = $2 AND t.session_id = s.session_id AND t.seq = s.last_seq) AS last_turn_at
		FROM s
	)
	SELECT session_id, started_at, last_turn_at, n FROM k`
	args := []any{sc.TenantID(), patientID, limit}
	if after != (session.SessionKey{}) {
		q += ` WHERE started_at < $4 OR (started_at = $4 AND session_id COLLATE "C" > $5)`
		args = append(args, after.StartedAt, after.SessionID)
	}
	q += ` ORDER BY started_at DESC, session_id COLLATE "C" LIMIT $3`
	var out []session.SessionInfo
	err := s.inTenant(ctx, sc, pgx.ReadOnly, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, q, args...)
		if err != nil {
			return err
		}
		out, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (session.SessionInfo, error) {
			info := session.SessionInfo{PatientID: patientID}
			var started, last time.Time
			if err := row.Scan(&info.SessionID, &started, &last, &info.Turns); err != nil {
				return session.SessionInfo{}, err
			}
			info.StartedAt, info.LastTurnAt = utc(started), utc(last)
			return info, nil
		})
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("list sessions: %w", err)
	}
	return out, nil
}
