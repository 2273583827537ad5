package embedded

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ session.Store = (*DB)(nil)

// AppendTurn writes the turn, its response, its audit events (sealed into
// the tenant's chain) and its outbox items in one transaction. It returns
// session.ErrDuplicate if the turn id is already stored in the session and
// session.ErrSeqTaken if the Seq is; in both cases nothing is written. The
// checks run inside the write transaction, which holds SQLite's write lock
// from BEGIN, so they cannot race another writer.
func (d *DB) AppendTurn(ctx context.Context, sc tenancy.Scope, a session.Append) error {
	t := a.Turn
	topics, err := json.Marshal(nonNilTopics(t.Topics))
	if err != nil {
		return fmt.Errorf("append turn: topics: %w", err)
	}
	err = d.tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := d.sql.txQueryRow(ctx, tx, `SELECT COUNT(*) FROM turns
			WHERE tenant_id = ? AND patient_id = ? AND session_id = ? AND turn_id = ?`,
			sc.TenantID(), t.PatientID, t.SessionID, t.TurnID).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return session.ErrDuplicate
		}
		if err := d.sql.txQueryRow(ctx, tx, `SELECT COUNT(*) FROM turns
			WHERE tenant_id = ? AND patient_id = ? AND session_id = ? AND seq = ?`,
			sc.TenantID(), t.PatientID, t.SessionID, t.Seq).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return session.ErrSeqTaken
		}
		if err := d.checkGeneration(ctx, tx, sc.TenantID(), t.PatientID, a.Generation); err != nil {
			return err
		}
		if _, err := d.sql.txExec(ctx, tx, `INSERT INTO turns
			(tenant_id, patient_id, session_id, turn_id, seq, speaker, text, lang, at, kind, topics, fingerprint, recorded_at, reading, response)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			sc.TenantID(), t.PatientID, t.SessionID, t.TurnID, t.Seq, string(t.Speaker), t.Text, t.Lang, timeText(t.At),
			string(t.Kind), string(topics), t.Fingerprint, timeText(t.RecordedAt), t.Reading, a.Response); err != nil {
			return turnConstraintError(err)
		}
		if err := d.notePatients(ctx, tx, sc.TenantID(), t.RecordedAt, t.PatientID); err != nil {
			return err
		}
		for _, sum := range a.Summaries {
			if err := d.putSummaryTx(ctx, tx, sc.TenantID(), sum); err != nil {
				return err
			}
		}
		if err := d.insertOutboxTx(ctx, tx, sc.TenantID(), a.Outbox); err != nil {
			return err
		}
		if a.State != nil {
			if err := d.putStateTx(ctx, tx, sc.TenantID(), *a.State); err != nil {
				return session.StaleState(err)
			}
		}
		return d.appendEventsTx(ctx, tx, sc.TenantID(), a.Events)
	})
	if err != nil {
		return fmt.Errorf("append turn: %w", err)
	}
	return nil
}

// turnConstraintError maps a unique-constraint failure on turns to the
// domain error; the pre-checks make it unreachable in practice, but a
// driver error must never leak as a conflict of unknown kind.
func turnConstraintError(err error) error {
	msg := err.Error()
	switch {
	case strings.Contains(msg, "turns.seq"):
		return fmt.Errorf("%w: %v", session.ErrSeqTaken, err)
	case strings.Contains(msg, "turns.turn_id"):
		return fmt.Errorf("%w: %v", session.ErrDuplicate, err)
	}
	return err
}

func nonNilTopics(topics []string) []string {
	if topics == nil {
		return []string{}
	}
	return topics
}

const turnColumns = `patient_id, session_id, turn_id, seq, speaker, text, lang, at, kind, topics, fingerprint, recorded_at, reading`

func scanTurn(r interface{ Scan(dest ...any) error }, extra ...any) (session.Turn, error) {
	var t session.Turn
	var speaker, kind, at, topics, recorded string
	dest := append([]any{&t.PatientID, &t.SessionID, &t.TurnID, &t.Seq, &speaker, &t.Text, &t.Lang, &at, &kind,
		&topics, &t.Fingerprint, &recorded, &t.Reading}, extra...)
	if err := r.Scan(dest...); err != nil {
		return session.Turn{}, err
	}
	t.Speaker, t.Kind = session.Speaker(speaker), session.Kind(kind)
	var err error
	if t.At, err = parseTime(at); err != nil {
		return session.Turn{}, fmt.Errorf("turn %s time: %w", t.TurnID, err)
	}
	if t.RecordedAt, err = parseTime(recorded); err != nil {
		return session.Turn{}, fmt.Errorf("turn %s recorded time: %w", t.TurnID, err)
	}
	if err := json.Unmarshal([]byte(topics), &t.Topics); err != nil {
		return session.Turn{}, fmt.Errorf("turn %s topics: %w", t.TurnID, err)
	}
	if len(t.Topics) == 0 {
		t.Topics = nil
	}
	return t, nil
}

func (d *DB) queryTurns(ctx context.Context, query string, args ...any) ([]session.Turn, error) {
	rows, err := d.sql.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []session.Turn
	for rows.Next() {
		t, err := scanTurn(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// Turn returns a stored turn and the response recorded with it, or
// session.ErrNotFound.
func (d *DB) Turn(ctx context.Context, sc tenancy.Scope, patientID, sessionID, turnID string) (session.Turn, []byte, error) {
	var resp []byte
	t, err := scanTurn(d.sql.QueryRowContext(ctx, `SELECT `+turnColumns+`, response FROM turns
		WHERE tenant_id = ? AND patient_id = ? AND session_id = ? AND turn_id = ?`,
		sc.TenantID(), patientID, sessionID, turnID), &resp)
	if errors.Is(err, sql.ErrNoRows) {
		return session.Turn{}, nil, session.ErrNotFound
	}
	if err != nil {
		return session.Turn{}, nil, fmt.Errorf("read turn: %w", err)
	}
	return t, resp, nil
}

// LastSeq returns the highest Seq of the session, 0 if it has no turns.
func (d *DB) LastSeq(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (int64, error) {
	var n int64
	if err := d.sql.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM turns
		WHERE tenant_id = ? AND patient_id = ? AND session_id = ?`, sc.TenantID(), patientID, sessionID).Scan(&n); err != nil {
		return 0, fmt.Errorf("read last seq: %w", err)
	}
	return n, nil
}

// Window returns the last n (> 0) turns of the session in Seq order, or
// session.ErrNotFound if the session has no turns.
func (d *DB) Window(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, n int) ([]session.Turn, error) {
	turns, err := d.queryTurns(ctx, `SELECT `+turnColumns+` FROM turns
		WHERE tenant_id = ? AND patient_id = ? AND session_id = ? ORDER BY seq DESC LIMIT ?`,
		sc.TenantID(), patientID, sessionID, n)
	if err != nil {
		return nil, fmt.Errorf("read window: %w", err)
	}
	if len(turns) == 0 {
		return nil, session.ErrNotFound
	}
	slices.Reverse(turns)
	return turns, nil
}

// PatientTurns returns the patient's last n (> 0) turns across all
// sessions, ordered by At, then Seq, then session id.
// patientTurnsQuery reads a patient's latest turns through
// turns_patient_lines, in its order: no sort of the patient's whole history.
const patientTurnsQuery = `SELECT ` + turnColumns + ` FROM turns
	WHERE tenant_id = ? AND patient_id = ? ORDER BY at DESC, seq DESC, session_id DESC LIMIT ?`

func (d *DB) PatientTurns(ctx context.Context, sc tenancy.Scope, patientID string, n int) ([]session.Turn, error) {
	turns, err := d.queryTurns(ctx, patientTurnsQuery, sc.TenantID(), patientID, n)
	if err != nil {
		return nil, fmt.Errorf("read patient turns: %w", err)
	}
	slices.Reverse(turns)
	return turns, nil
}

// patientLinesQuery reads what PatientLines returns from
// turns_patient_lines alone, never from the table.
const patientLinesQuery = `SELECT session_id, turn_id, seq, speaker, kind, at, text FROM turns
	WHERE tenant_id = ? AND patient_id = ? ORDER BY at DESC, seq DESC, session_id DESC LIMIT ?`

func (d *DB) PatientLines(ctx context.Context, sc tenancy.Scope, patientID string, n int) ([]session.Line, error) {
	rows, err := d.sql.QueryContext(ctx, patientLinesQuery, sc.TenantID(), patientID, n)
	if err != nil {
		return nil, fmt.Errorf("read patient lines: %w", err)
	}
	lines, err := scanLines(rows)
	if err != nil {
		return nil, fmt.Errorf("read patient lines: %w", err)
	}
	slices.Reverse(lines)
	return lines, nil
}

// neighboursQuery reads the turns within a span of seqs around each of a
// JSON array of [session_id, turn_id] pairs. The subquery finds the turns
// by key, then their neighbours' rowids in the session's unique seq index
// alone; IN keeps each rowid once, so a turn two spans share is read once,
// by its rowid. It is one statement for any number of turns, prepared once
// (stmtDB): a UNION of one query per turn was a statement of its own for
// each count of turns, and SQLite deduplicated and sorted its rows, texts
// and all, in a temporary b-tree. Neighbours sorts the few rows in Go.
// The outer query needs no tenant or patient: its rowids are the
// subquery's, which has both.
const neighboursQuery = `SELECT session_id, turn_id, seq, speaker, kind, at, text FROM turns
	WHERE rowid IN (
		SELECT t.rowid FROM json_each(?) ref
		CROSS JOIN turns r ON r.tenant_id = ? AND r.patient_id = ? AND r.session_id = ref.value ->> 0 AND r.turn_id = ref.value ->> 1
		CROSS JOIN turns t ON t.tenant_id = r.tenant_id AND t.patient_id = r.patient_id AND t.session_id = r.session_id
			AND t.seq BETWEEN r.seq - ? AND r.seq + ?)`

func (d *DB) Neighbours(ctx context.Context, sc tenancy.Scope, patientID string, turns []session.TurnRef, span int) ([]session.Line, error) {
	refs := make([][2]string, len(turns))
	for i, ref := range turns {
		refs[i] = [2]string{ref.SessionID, ref.TurnID}
	}
	list, err := json.Marshal(refs)
	if err != nil {
		return nil, fmt.Errorf("read neighbours: %w", err)
	}
	rows, err := d.sql.QueryContext(ctx, neighboursQuery, string(list), sc.TenantID(), patientID, span, span)
	if err != nil {
		return nil, fmt.Errorf("read neighbours: %w", err)
	}
	lines, err := scanLines(rows)
	if err != nil {
		return nil, fmt.Errorf("read neighbours: %w", err)
	}
	// By session (bytewise, as SQLite's BINARY collation orders text),
	// then seq.
	slices.SortFunc(lines, func(a, b session.Line) int {
		return cmp.Or(strings.Compare(a.SessionID, b.SessionID), cmp.Compare(a.Seq, b.Seq))
	})
	return lines, nil
}

// scanLines reads rows of session_id, turn_id, seq, speaker, kind, at and
// text, and closes them.
func scanLines(rows *sql.Rows) ([]session.Line, error) {
	defer rows.Close()
	var lines []session.Line
	for rows.Next() {
		var l session.Line
		var speaker, kind, at string
		if err := rows.Scan(&l.SessionID, &l.TurnID, &l.Seq, &speaker, &kind, &at, &l.Text); err != nil {
			return nil, err
		}
		l.Speaker, l.Kind = session.Speaker(speaker), session.Kind(kind)
		var err error
		if l.At, err = parseTime(at); err != nil {
			return nil, fmt.Errorf("turn %s time: %w", l.TurnID, err)
		}
		lines = append(lines, l)
	}
	return lines, rows.Err()
}

// PatientExists reports whether the tenant knows the patient: whether a
// turn or a change to the record was ever written for them.
func (d *DB) PatientExists(ctx context.Context, sc tenancy.Scope, patientID string) (bool, error) {
	var ok bool
	if err := d.sql.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM patients WHERE tenant_id = ? AND patient_id = ?)`,
		sc.TenantID(), patientID).Scan(&ok); err != nil {
		return false, fmt.Errorf("check patient: %w", err)
	}
	return ok, nil
}

// notePatients records the patients in the same transaction as the first
// thing written about them.
func (d *DB) notePatients(ctx context.Context, tx *sql.Tx, tenantID string, at time.Time, patientIDs ...string) error {
	for _, id := range patientIDs {
		if id == "" {
			continue
		}
		if _, err := d.sql.txExec(ctx, tx, `INSERT INTO patients (tenant_id, patient_id, created_at, generation) VALUES (?, ?, ?, 1)
			ON CONFLICT (tenant_id, patient_id) DO UPDATE SET generation = generation + 1`, tenantID, id, timeText(at)); err != nil {
			return fmt.Errorf("record patient: %w", err)
		}
	}
	return nil
}

// checkGeneration returns session.ErrStale unless the patient's generation
// is want. The caller's transaction holds SQLite's write lock, so the
// generation cannot move before it commits.
func (d *DB) checkGeneration(ctx context.Context, tx *sql.Tx, tenantID, patientID string, want int64) error {
	var got int64
	err := d.sql.txQueryRow(ctx, tx, `SELECT generation FROM patients WHERE tenant_id = ? AND patient_id = ?`,
		tenantID, patientID).Scan(&got)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("read patient generation: %w", err)
	}
	if got != want {
		return fmt.Errorf("%w: generation %d, read at %d", session.ErrStale, got, want)
	}
	return nil
}

// PatientGeneration returns how many turns and enqueues have changed the
// patient, 0 for an unknown patient.
func (d *DB) PatientGeneration(ctx context.Context, sc tenancy.Scope, patientID string) (int64, error) {
	var g int64
	err := d.sql.QueryRowContext(ctx, `SELECT generation FROM patients WHERE tenant_id = ? AND patient_id = ?`,
		sc.TenantID(), patientID).Scan(&g)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("read patient generation: %w", err)
	}
	return g, nil
}

// ErasePatient removes the patient's turns, summaries, outbox items and row
// and appends tombstone, in one transaction.
func (d *DB) ErasePatient(ctx context.Context, sc tenancy.Scope, patientID string, tombstone audit.Event) (session.Erased, error) {
	var out session.Erased
	err := d.tx(ctx, func(tx *sql.Tx) error {
		for _, del := range []struct {
			table string
			n     *int
		}{{"turns", &out.Turns}, {"summaries", &out.Summaries}, {"outbox", &out.OutboxItems}, {"session_states", &out.States}, {"patients", nil}} {
			res, err := tx.ExecContext(ctx, `DELETE FROM `+del.table+` WHERE tenant_id = ? AND patient_id = ?`, sc.TenantID(), patientID)
			if err != nil {
				return fmt.Errorf("erase %s: %w", del.table, err)
			}
			if del.n != nil {
				n, err := res.RowsAffected()
				if err != nil {
					return fmt.Errorf("erase %s: %w", del.table, err)
				}
				*del.n = int(n)
			}
		}
		return d.appendEventsTx(ctx, tx, sc.TenantID(), []audit.Event{tombstone})
	})
	if err != nil {
		return session.Erased{}, fmt.Errorf("erase patient: %w", err)
	}
	d.scrub.Store(true)
	return out, nil
}
