package pgstore

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ session.States = (*Store)(nil)

// State returns the session's working state, or Version 0 if none.
func (s *Store) State(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (session.StateDoc, error) {
	out := session.StateDoc{PatientID: patientID, SessionID: sessionID}
	err := s.inTenant(ctx, sc, pgx.ReadOnly, func(tx pgx.Tx) error {
		err := tx.QueryRow(ctx, `SELECT version, doc, updated_at FROM session_states
			WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3`, sc.TenantID(), patientID, sessionID).
			Scan(&out.Version, &out.Doc, &out.UpdatedAt)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		return err
	})
	if err != nil {
		return session.StateDoc{}, fmt.Errorf("read working state: %w", err)
	}
	return out, nil
}

// PutState stores st if its version follows the stored one.
func (s *Store) PutState(ctx context.Context, sc tenancy.Scope, st session.StateDoc) error {
	return s.inTenant(ctx, sc, pgx.ReadWrite, func(tx pgx.Tx) error { return s.putStateTx(ctx, tx, sc.TenantID(), st) })
}

// putStateTx stores st inside tx, which must be bound to the tenant (the
// manager has checked st and set its time): an insert for version 1, otherwise an update of the version before it.
// Either touches no row when another writer got there first (the insert's
// conflict and the update's predicate are checked under the row's lock),
// which is ErrVersion.
func (s *Store) putStateTx(ctx context.Context, tx pgx.Tx, tenantID string, st session.StateDoc) error {
	updated := st.UpdatedAt
	q, args := `UPDATE session_states SET version = $4, doc = $5, updated_at = $6
		WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3 AND version = $4 - 1`,
		[]any{tenantID, st.PatientID, st.SessionID, st.Version, st.Doc, updated}
	if st.Version == 1 {
		q = `INSERT INTO session_states (tenant_id, patient_id, session_id, version, doc, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ON CONSTRAINT session_states_pkey DO NOTHING`
	}
	tag, err := tx.Exec(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("put working state: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("put working state at version %d: %w", st.Version, session.ErrVersion)
	}
	return nil
}
