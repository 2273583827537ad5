package embedded

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ session.States = (*DB)(nil)

// statesSchema keeps each session's working state: a workstate document
// and the version a writer must name to replace it.
const statesSchema = `
CREATE TABLE session_states (
	tenant_id  TEXT NOT NULL,
	patient_id TEXT NOT NULL,
	session_id TEXT NOT NULL,
	version    INTEGER NOT NULL CHECK (version > 0),
	doc        BLOB NOT NULL,
	updated_at TEXT NOT NULL,
	PRIMARY KEY (tenant_id, patient_id, session_id)
);`

// State returns the session's working state, or Version 0 if none.
func (d *DB) State(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (session.StateDoc, error) {
	out := session.StateDoc{PatientID: patientID, SessionID: sessionID}
	var updated string
	err := d.sql.QueryRowContext(ctx, `SELECT version, doc, updated_at FROM session_states
		WHERE tenant_id = ? AND patient_id = ? AND session_id = ?`, sc.TenantID(), patientID, sessionID).Scan(&out.Version, &out.Doc, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return out, nil
	}
	if err != nil {
		return session.StateDoc{}, fmt.Errorf("read working state: %w", err)
	}
	if out.UpdatedAt, err = parseTime(updated); err != nil {
		return session.StateDoc{}, fmt.Errorf("read working state: %w", err)
	}
	return out, nil
}

// PutState stores s if its version follows the stored one.
func (d *DB) PutState(ctx context.Context, sc tenancy.Scope, s session.StateDoc) error {
	return d.tx(ctx, func(tx *sql.Tx) error { return d.putStateTx(ctx, tx, sc.TenantID(), s) })
}

// putStateTx stores s inside tx (the manager has checked it and set its
// time): an insert for version 1, otherwise an update of the version
// before it. Either touches no row when another
// writer got there first, which is ErrVersion.
func (d *DB) putStateTx(ctx context.Context, tx *sql.Tx, tenantID string, s session.StateDoc) error {
	updated := s.UpdatedAt
	var res sql.Result
	var err error
	if s.Version == 1 {
		res, err = d.sql.txExec(ctx, tx, `INSERT INTO session_states (tenant_id, patient_id, session_id, version, doc, updated_at)
			VALUES (?, ?, ?, 1, ?, ?) ON CONFLICT DO NOTHING`, tenantID, s.PatientID, s.SessionID, s.Doc, timeText(updated))
	} else {
		res, err = d.sql.txExec(ctx, tx, `UPDATE session_states SET version = ?, doc = ?, updated_at = ?
			WHERE tenant_id = ? AND patient_id = ? AND session_id = ? AND version = ?`,
			s.Version, s.Doc, timeText(updated), tenantID, s.PatientID, s.SessionID, s.Version-1)
	}
	if err != nil {
		return fmt.Errorf("put working state: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("put working state: %w", err)
	} else if n == 0 {
		return fmt.Errorf("put working state at version %d: %w", s.Version, session.ErrVersion)
	}
	return nil
}
