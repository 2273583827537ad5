package pgstore

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

const turnColumns = `patient_id, session_id, turn_id, seq, speaker, text, lang, at, kind, topics, fingerprint, recorded_at, reading`

// AppendTurn writes the turn, its response, its audit events (sealed into
// the tenant's chain) and its outbox items in one transaction. It returns
// session.ErrDuplicate if the turn id is already stored in the session and
// session.ErrSeqTaken if the Seq is, session.ErrStale if the patient's
// generation is no longer a.Generation; in each case nothing is written.
// The transaction first takes the patient's advisory lock, so that appends
// and enqueues of one patient commit one at a time across every replica and
// the checks below see every earlier commit.
func (s *Store) AppendTurn(ctx context.Context, sc tenancy.Scope, a session.Append) error {
	t := a.Turn
	err := s.inTenant(ctx, sc, pgx.ReadWrite, func(tx pgx.Tx) error {
		if err := lockPatients(ctx, tx, sc.TenantID(), t.PatientID); err != nil {
			return err
		}
		// The duplicate check comes first so that a retry of a stored turn
		// is ErrDuplicate even if its Seq has been taken since.
		var dup bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM turns
			WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3 AND turn_id = $4)`,
			sc.TenantID(), t.PatientID, t.SessionID, t.TurnID).Scan(&dup); err != nil {
			return err
		}
		if dup {
			return session.ErrDuplicate
		}
		var taken bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM turns
			WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3 AND seq = $4)`,
			sc.TenantID(), t.PatientID, t.SessionID, t.Seq).Scan(&taken); err != nil {
			return err
		}
		if taken {
			return session.ErrSeqTaken
		}
		if err := checkGeneration(ctx, tx, sc.TenantID(), t.PatientID, a.Generation); err != nil {
			return err
		}
		topics := t.Topics
		if topics == nil {
			topics = []string{}
		}
		_, err := tx.Exec(ctx, `INSERT INTO turns (tenant_id, `+turnColumns+`, response)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
			sc.TenantID(), t.PatientID, t.SessionID, t.TurnID, t.Seq, string(t.Speaker), t.Text, t.Lang,
			t.At, string(t.Kind), topics, t.Fingerprint, t.RecordedAt, t.Reading, a.Response)
		if c, ok := violation(err, codeUniqueViolation); ok {
			switch c {
			case "turns_pkey":
				return session.ErrDuplicate
			case "turns_seq_key":
				return session.ErrSeqTaken
			}
		}
		if err != nil {
			return err
		}
		if err := notePatients(ctx, tx, sc.TenantID(), t.RecordedAt, t.PatientID); err != nil {
			return err
		}
		for _, sum := range a.Summaries {
			if err := putSummaryTx(ctx, tx, sc.TenantID(), sum); err != nil {
				return err
			}
		}
		if err := insertOutbox(ctx, tx, sc.TenantID(), a.Outbox); err != nil {
			return err
		}
		if a.State != nil {
			if err := s.putStateTx(ctx, tx, sc.TenantID(), *a.State); err != nil {
				return session.StaleState(err)
			}
		}
		return appendEvents(ctx, tx, sc.TenantID(), a.Events)
	})
	if err != nil {
		return fmt.Errorf("append turn: %w", err)
	}
	return nil
}

// Turn returns a stored turn and the response recorded with it, or
// session.ErrNotFound.
func (s *Store) Turn(ctx context.Context, sc tenancy.Scope, patientID, sessionID, turnID string) (session.Turn, []byte, error) {
	var (
		t    session.Turn
		resp []byte
	)
	err := s.inTenant(ctx, sc, pgx.ReadOnly, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, `SELECT `+turnColumns+`, response FROM turns
			WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3 AND turn_id = $4`,
			sc.TenantID(), patientID, sessionID, turnID)
		if err != nil {
			return err
		}
		t, err = pgx.CollectExactlyOneRow(rows, func(row pgx.CollectableRow) (session.Turn, error) {
			return scanTurn(row, &resp)
		})
		if errors.Is(err, pgx.ErrNoRows) {
			return session.ErrNotFound
		}
		return err
	})
	if err != nil {
		return session.Turn{}, nil, fmt.Errorf("read turn: %w", err)
	}
	return t, resp, nil
}

// LastSeq returns the highest Seq of the session, 0 if it has no turns.
func (s *Store) LastSeq(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (int64, error) {
	var seq int64
	err := s.inTenant(ctx, sc, pgx.ReadOnly, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `SELECT COALESCE(MAX(seq), 0) FROM turns
			WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3`,
			sc.TenantID(), patientID, sessionID).Scan(&seq)
	})
	if err != nil {
		return 0, fmt.Errorf("read last seq: %w", err)
	}
	return seq, nil
}

// Window returns the last n (> 0) turns of the session in Seq order, or
// session.ErrNotFound if the session has no turns.
func (s *Store) Window(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, n int) ([]session.Turn, error) {
	turns, err := readAll(ctx, s, sc, scanTurnOnly, `SELECT `+turnColumns+` FROM turns
		WHERE tenant_id = $1 AND patient_id = $2 AND session_id = $3
		ORDER BY seq DESC LIMIT $4`,
		sc.TenantID(), patientID, sessionID, n)
	if err != nil {
		return nil, fmt.Errorf("read window: %w", err)
	}
	if len(turns) == 0 {
		return nil, fmt.Errorf("read window: %w", session.ErrNotFound)
	}
	slices.Reverse(turns)
	return turns, nil
}

// PatientTurns returns the patient's last n (> 0) turns across all
// sessions, ordered by At then Seq; none if the patient has none.
func (s *Store) PatientTurns(ctx context.Context, sc tenancy.Scope, patientID string, n int) ([]session.Turn, error) {
	// session_id and turn_id break the remaining ties so that the order is
	// total and the same on every read.
	turns, err := readAll(ctx, s, sc, scanTurnOnly, `SELECT `+turnColumns+` FROM turns
		WHERE tenant_id = $1 AND patient_id = $2
		ORDER BY at DESC, seq DESC, session_id DESC, turn_id DESC LIMIT $3`,
		sc.TenantID(), patientID, n)
	if err != nil {
		return nil, fmt.Errorf("read patient turns: %w", err)
	}
	slices.Reverse(turns)
	return turns, nil
}

// PatientLines returns PatientTurns' turns as lines, without the readings
// and responses that make up most of a stored turn.
func (s *Store) PatientLines(ctx context.Context, sc tenancy.Scope, patientID string, n int) ([]session.Line, error) {
	lines, err := readAll(ctx, s, sc, scanLine, `SELECT session_id, turn_id, seq, speaker, kind, at, text FROM turns
		WHERE tenant_id = $1 AND patient_id = $2
		ORDER BY at DESC, seq DESC, session_id DESC, turn_id DESC LIMIT $3`,
		sc.TenantID(), patientID, n)
	if err != nil {
		return nil, fmt.Errorf("read patient lines: %w", err)
	}
	slices.Reverse(lines)
	return lines, nil
}

// Neighbours reads the turns within span seqs of each given turn in one
// query, by the session's unique seq index.
func (s *Store) Neighbours(ctx context.Context, sc tenancy.Scope, patientID string, turns []session.TurnRef, span int) ([]session.Line, error) {
	sessions, ids := make([]string, len(turns)), make([]string, len(turns))
	for i, t := range turns {
		sessions[i], ids[i] = t.SessionID, t.TurnID
	}
	lines, err := readAll(ctx, s, sc, scanLine, `SELECT session_id, turn_id, seq, speaker, kind, at, text FROM (
			SELECT DISTINCT t.session_id, t.turn_id, t.seq, t.speaker, t.kind, t.at, t.text
			FROM unnest($3::text[], $4::text[]) AS ref(session_id, turn_id)
			JOIN turns r ON r.tenant_id = $1 AND r.patient_id = $2 AND r.session_id = ref.session_id AND r.turn_id = ref.turn_id
			JOIN turns t ON t.tenant_id = r.tenant_id AND t.patient_id = r.patient_id AND t.session_id = r.session_id
				AND t.seq BETWEEN r.seq - $5 AND r.seq + $5) AS near
		ORDER BY session_id COLLATE "C", seq`,
		sc.TenantID(), patientID, sessions, ids, span)
	if err != nil {
		return nil, fmt.Errorf("read neighbours: %w", err)
	}
	return lines, nil
}

func scanLine(row pgx.CollectableRow) (session.Line, error) {
	var l session.Line
	var speaker, kind string
	err := row.Scan(&l.SessionID, &l.TurnID, &l.Seq, &speaker, &kind, &l.At, &l.Text)
	l.Speaker, l.Kind = session.Speaker(speaker), session.Kind(kind)
	l.At = utc(l.At)
	return l, err
}

// PatientExists reports whether the tenant knows the patient: whether a
// turn or a change to the record was ever written for them.
func (s *Store) PatientExists(ctx context.Context, sc tenancy.Scope, patientID string) (bool, error) {
	var ok bool
	err := s.inTenant(ctx, sc, pgx.ReadOnly, func(tx pgx.Tx) error {
		return tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM patients WHERE tenant_id = $1 AND patient_id = $2)`,
			sc.TenantID(), patientID).Scan(&ok)
	})
	if err != nil {
		return false, fmt.Errorf("check patient: %w", err)
	}
	return ok, nil
}

// PatientGeneration returns how many turns and enqueues have changed the
// patient, 0 for an unknown patient.
func (s *Store) PatientGeneration(ctx context.Context, sc tenancy.Scope, patientID string) (int64, error) {
	var g int64
	err := s.inTenant(ctx, sc, pgx.ReadOnly, func(tx pgx.Tx) (err error) {
		g, err = generation(ctx, tx, sc.TenantID(), patientID)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("read patient generation: %w", err)
	}
	return g, nil
}

func generation(ctx context.Context, tx pgx.Tx, tenantID, patientID string) (int64, error) {
	var g int64
	err := tx.QueryRow(ctx, `SELECT generation FROM patients WHERE tenant_id = $1 AND patient_id = $2`,
		tenantID, patientID).Scan(&g)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	return g, err
}

// checkGeneration returns session.ErrStale unless the patient's generation
// is want. The caller holds the patient's advisory lock.
func checkGeneration(ctx context.Context, tx pgx.Tx, tenantID, patientID string, want int64) error {
	got, err := generation(ctx, tx, tenantID, patientID)
	if err != nil {
		return fmt.Errorf("read patient generation: %w", err)
	}
	if got != want {
		return fmt.Errorf("%w: generation %d, read at %d", session.ErrStale, got, want)
	}
	return nil
}

// lockPatients takes the transaction-scoped advisory lock of each patient,
// in sorted order so that two writers of the same patients cannot
// deadlock. The key hashes tenant and patient with a separator that
// neither id may contain.
func lockPatients(ctx context.Context, tx pgx.Tx, tenantID string, patientIDs ...string) error {
	ids := slices.Clone(patientIDs)
	slices.Sort(ids)
	for _, id := range slices.Compact(ids) {
		if id == "" {
			continue
		}
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended($1 || '/' || $2, 0))`, tenantID, id); err != nil {
			return fmt.Errorf("lock patient: %w", err)
		}
	}
	return nil
}

// notePatients records the patients inside tx, which must be bound to the
// tenant, in the same transaction as the first thing written about them,
// and adds one to each one's generation.
func notePatients(ctx context.Context, tx pgx.Tx, tenantID string, at time.Time, patientIDs ...string) error {
	for _, id := range patientIDs {
		if id == "" {
			continue
		}
		if _, err := tx.Exec(ctx, `INSERT INTO patients (tenant_id, patient_id, created_at, generation) VALUES ($1, $2, $3, 1)
			ON CONFLICT (tenant_id, patient_id) DO UPDATE SET generation = patients.generation + 1`, tenantID, id, at); err != nil {
			return fmt.Errorf("record patient: %w", err)
		}
	}
	return nil
}

// scanTurn scans turnColumns, followed by the response into resp if resp is
// not nil.
// scanTurnOnly scans a turn without its stored response.
func scanTurnOnly(row pgx.CollectableRow) (session.Turn, error) { return scanTurn(row, nil) }

func scanTurn(row pgx.CollectableRow, resp *[]byte) (session.Turn, error) {
	var (
		t              session.Turn
		speaker, kind  string
		at, recordedAt time.Time
		dest           []any
	)
	dest = []any{&t.PatientID, &t.SessionID, &t.TurnID, &t.Seq, &speaker, &t.Text, &t.Lang,
		&at, &kind, &t.Topics, &t.Fingerprint, &recordedAt, &t.Reading}
	if resp != nil {
		dest = append(dest, resp)
	}
	if err := row.Scan(dest...); err != nil {
		return session.Turn{}, err
	}
	t.Speaker, t.Kind = session.Speaker(speaker), session.Kind(kind)
	t.At, t.RecordedAt = utc(at), utc(recordedAt)
	if len(t.Topics) == 0 {
		t.Topics = nil
	}
	return t, nil
}

// insertOutbox stores items inside tx, which must be bound to the tenant.
// An ID the tenant already has is session.ErrDuplicate; the failed
// statement has aborted tx, so the caller must roll back.
func insertOutbox(ctx context.Context, tx pgx.Tx, tenantID string, items []session.OutboxItem) error {
	for _, it := range items {
		_, err := tx.Exec(ctx, `INSERT INTO outbox (tenant_id, id, patient_id, kind, payload, created_at)
			VALUES ($1, $2, $3, $4, $5, $6)`,
			tenantID, it.ID, it.PatientID, it.Kind, it.Payload, it.CreatedAt)
		if c, ok := violation(err, codeUniqueViolation); ok && c == "outbox_pkey" {
			return fmt.Errorf("outbox item %s: %w", it.ID, session.ErrDuplicate)
		}
		if err != nil {
			return fmt.Errorf("outbox item %s: %w", it.ID, err)
		}
	}
	return nil
}

// Enqueue seals events into the tenant's chain and stores items in one
// transaction: either all of it is written or none. It returns
// session.ErrDuplicate and writes nothing if an item's ID is already stored
// for the tenant. A concurrent Enqueue of the same ID waits on the primary
// key and gets ErrDuplicate once the first commits.
func (s *Store) Enqueue(ctx context.Context, sc tenancy.Scope, events []audit.Event, items []session.OutboxItem) error {
	// Items go first: a duplicate fails before the chain head is locked.
	patients := make([]string, 0, len(items))
	for _, it := range items {
		patients = append(patients, it.PatientID)
	}
	slices.Sort(patients)
	patients = slices.Compact(patients)
	err := s.inTenant(ctx, sc, pgx.ReadWrite, func(tx pgx.Tx) error {
		if err := lockPatients(ctx, tx, sc.TenantID(), patients...); err != nil {
			return err
		}
		if err := insertOutbox(ctx, tx, sc.TenantID(), items); err != nil {
			return err
		}
		if err := notePatients(ctx, tx, sc.TenantID(), s.now(), patients...); err != nil {
			return err
		}
		return appendEvents(ctx, tx, sc.TenantID(), events)
	})
	if err != nil {
		return fmt.Errorf("enqueue: %w", err)
	}
	return nil
}

// PendingOutbox returns up to limit undone items of the tenant, oldest
// CreatedAt first and in insertion order within an instant; patientID ""
// means any patient.
func (s *Store) PendingOutbox(ctx context.Context, sc tenancy.Scope, patientID string, limit int) ([]session.OutboxItem, error) {
	items, err := readAll(ctx, s, sc, scanOutboxItem, `SELECT `+outboxColumns+` FROM outbox
		WHERE tenant_id = $1 AND done_at IS NULL AND quarantined_at IS NULL AND ($2 = '' OR patient_id = $2)
		ORDER BY created_at, pos LIMIT $3`,
		sc.TenantID(), patientID, limit)
	if err != nil {
		return nil, fmt.Errorf("read outbox: %w", err)
	}
	return items, nil
}

const outboxColumns = `id, patient_id, kind, payload, attempts, last_error, created_at, done_at, quarantined_at`

func scanOutboxItem(row pgx.CollectableRow) (session.OutboxItem, error) {
	var it session.OutboxItem
	var attempts int32
	err := row.Scan(&it.ID, &it.PatientID, &it.Kind, &it.Payload, &attempts, &it.LastError, &it.CreatedAt, &it.DoneAt,
		&it.QuarantinedAt)
	it.Attempts = int(attempts)
	it.CreatedAt, it.DoneAt, it.QuarantinedAt = utc(it.CreatedAt), utcPtr(it.DoneAt), utcPtr(it.QuarantinedAt)
	return it, err
}

// MarkOutboxDone marks the item done at time at. Marking a done item again
// changes nothing (the first time is kept). session.ErrNotFound if the
// tenant has no such item.
func (s *Store) MarkOutboxDone(ctx context.Context, sc tenancy.Scope, id string, at time.Time) error {
	err := s.inTenant(ctx, sc, pgx.ReadWrite, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE outbox SET done_at = COALESCE(done_at, $3) WHERE tenant_id = $1 AND id = $2`,
			sc.TenantID(), id, at)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return session.ErrNotFound
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("mark outbox item done: %w", err)
	}
	return nil
}

// MarkOutboxFailed counts a failed attempt and records reason (a short
// error, never utterance text) on a pending item, which stays pending. On a
// done item it changes nothing. session.ErrNotFound if the tenant has no
// such item.
func (s *Store) MarkOutboxFailed(ctx context.Context, sc tenancy.Scope, id string, reason string) error {
	err := s.inTenant(ctx, sc, pgx.ReadWrite, func(tx pgx.Tx) error {
		var done bool
		err := tx.QueryRow(ctx, `SELECT done_at IS NOT NULL FROM outbox WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
			sc.TenantID(), id).Scan(&done)
		if errors.Is(err, pgx.ErrNoRows) {
			return session.ErrNotFound
		}
		if err != nil || done {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE outbox SET attempts = attempts + 1, last_error = $3 WHERE tenant_id = $1 AND id = $2`,
			sc.TenantID(), id, reason)
		return err
	})
	if err != nil {
		return fmt.Errorf("mark outbox item failed: %w", err)
	}
	return nil
}

// QuarantineOutbox takes a pending item out of the queue at time at. A done
// or quarantined item is left as it is. session.ErrNotFound if the tenant
// has no such item.
func (s *Store) QuarantineOutbox(ctx context.Context, sc tenancy.Scope, id string, at time.Time) error {
	err := s.inTenant(ctx, sc, pgx.ReadWrite, func(tx pgx.Tx) error {
		var found bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM outbox WHERE tenant_id = $1 AND id = $2)`,
			sc.TenantID(), id).Scan(&found); err != nil {
			return err
		}
		if !found {
			return session.ErrNotFound
		}
		_, err := tx.Exec(ctx, `UPDATE outbox SET quarantined_at = $3
			WHERE tenant_id = $1 AND id = $2 AND done_at IS NULL AND quarantined_at IS NULL`, sc.TenantID(), id, at)
		return err
	})
	if err != nil {
		return fmt.Errorf("quarantine outbox item: %w", err)
	}
	return nil
}

// QuarantinedOutbox returns up to limit quarantined items of the tenant,
// oldest first.
func (s *Store) QuarantinedOutbox(ctx context.Context, sc tenancy.Scope, limit int) ([]session.OutboxItem, error) {
	items, err := readAll(ctx, s, sc, scanOutboxItem, `SELECT `+outboxColumns+` FROM outbox
		WHERE tenant_id = $1 AND done_at IS NULL AND quarantined_at IS NOT NULL
		ORDER BY created_at, pos LIMIT $2`, sc.TenantID(), limit)
	if err != nil {
		return nil, fmt.Errorf("read quarantined outbox: %w", err)
	}
	return items, nil
}

// RetryOutbox puts a quarantined item back in the queue with no attempts
// counted. session.ErrNotFound if the tenant has no such quarantined item.
func (s *Store) RetryOutbox(ctx context.Context, sc tenancy.Scope, id string) error {
	err := s.inTenant(ctx, sc, pgx.ReadWrite, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE outbox SET quarantined_at = NULL, attempts = 0
			WHERE tenant_id = $1 AND id = $2 AND done_at IS NULL AND quarantined_at IS NOT NULL`, sc.TenantID(), id)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return session.ErrNotFound
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("retry outbox item %s: %w", id, err)
	}
	return nil
}

// ErasePatient removes the patient's turns, summaries, outbox items and row
// and appends tombstone, in one transaction under the patient's lock.
func (s *Store) ErasePatient(ctx context.Context, sc tenancy.Scope, patientID string, tombstone audit.Event) (session.Erased, error) {
	var out session.Erased
	err := s.inTenant(ctx, sc, pgx.ReadWrite, func(tx pgx.Tx) error {
		if err := lockPatients(ctx, tx, sc.TenantID(), patientID); err != nil {
			return err
		}
		for _, d := range []struct {
			table string
			n     *int
		}{{"turns", &out.Turns}, {"summaries", &out.Summaries}, {"outbox", &out.OutboxItems}, {"session_states", &out.States}, {"patients", nil}} {
			tag, err := tx.Exec(ctx, `DELETE FROM `+d.table+` WHERE tenant_id = $1 AND patient_id = $2`, sc.TenantID(), patientID)
			if err != nil {
				return fmt.Errorf("erase %s: %w", d.table, err)
			}
			if d.n != nil {
				*d.n = int(tag.RowsAffected())
			}
		}
		return appendEvents(ctx, tx, sc.TenantID(), []audit.Event{tombstone})
	})
	if err != nil {
		return session.Erased{}, fmt.Errorf("erase patient: %w", err)
	}
	return out, nil
}
