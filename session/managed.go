package session

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// The managers below hold the rules every session backend shares (STYLE.md
// rule 4), so that backends only persist and cannot differ on them. Each
// refuses a scope without a tenant with tenancy.ErrNoTenant before the
// backend is called, and sets the times a caller left zero from its clock.
// Backends may assume all of it. None embeds the interface it wraps: a
// method added to it must be given its rules here rather than pass through
// unchecked.

// DefaultOutboxLimit is the number of items PendingOutbox and
// QuarantinedOutbox return when their limit is not positive.
const DefaultOutboxLimit = 100

// MaxOutboxError is the most bytes of a failure reason MarkOutboxFailed
// keeps: a reason is a short error, and the bound keeps a misbehaving worker
// from filling the store.
const MaxOutboxError = 512

// errSummaryKey is returned for a summary without id, patient or session.
var errSummaryKey = errors.New("summary needs an id, a patient and a session")

// Managed returns st under the session rules. Besides the scope check:
// AppendTurn sets a zero RecordedAt, and a zero CreatedAt of its summaries
// and outbox items, from now, and refuses a summary without id, patient or
// session and an outbox item without id before anything is written; Window
// and PatientTurns with n <= 0 return no turns (Window still returns
// ErrNotFound for a session without turns).
func Managed(st Store, now func() time.Time) Store { return managedStore{backend: st, now: now} }

type managedStore struct {
	backend Store
	now     func() time.Time
}

func (m managedStore) AppendTurn(ctx context.Context, sc tenancy.Scope, a Append) error {
	if err := sc.Check(); err != nil {
		return err
	}
	now := m.now()
	if a.Turn.RecordedAt.IsZero() {
		a.Turn.RecordedAt = now
	}
	var err error
	if a.Summaries, err = summariesAt(a.Summaries, now); err != nil {
		return fmt.Errorf("append turn: %w", err)
	}
	if a.Outbox, err = itemsAt(a.Outbox, now); err != nil {
		return fmt.Errorf("append turn: %w", err)
	}
	if a.State != nil {
		st, err := stateAt(*a.State, now)
		if err != nil {
			return fmt.Errorf("append turn: %w", err)
		}
		a.State = &st
	}
	return m.backend.AppendTurn(ctx, sc, a)
}

func (m managedStore) Turn(ctx context.Context, sc tenancy.Scope, patientID, sessionID, turnID string) (Turn, []byte, error) {
	if err := sc.Check(); err != nil {
		return Turn{}, nil, err
	}
	return m.backend.Turn(ctx, sc, patientID, sessionID, turnID)
}

func (m managedStore) LastSeq(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (int64, error) {
	if err := sc.Check(); err != nil {
		return 0, err
	}
	return m.backend.LastSeq(ctx, sc, patientID, sessionID)
}

func (m managedStore) Window(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, n int) ([]Turn, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	if n > 0 {
		return m.backend.Window(ctx, sc, patientID, sessionID, n)
	}
	last, err := m.backend.LastSeq(ctx, sc, patientID, sessionID)
	if err != nil {
		return nil, err
	}
	if last == 0 {
		return nil, ErrNotFound
	}
	return nil, nil
}

func (m managedStore) PatientTurns(ctx context.Context, sc tenancy.Scope, patientID string, n int) ([]Turn, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	if n <= 0 {
		return nil, nil
	}
	return m.backend.PatientTurns(ctx, sc, patientID, n)
}

func (m managedStore) PatientLines(ctx context.Context, sc tenancy.Scope, patientID string, n int) ([]Line, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	if n <= 0 {
		return nil, nil
	}
	return m.backend.PatientLines(ctx, sc, patientID, n)
}

func (m managedStore) Neighbours(ctx context.Context, sc tenancy.Scope, patientID string, turns []TurnRef, span int) ([]Line, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	if span < 0 || len(turns) == 0 {
		return nil, nil
	}
	return m.backend.Neighbours(ctx, sc, patientID, turns, span)
}

func (m managedStore) PatientExists(ctx context.Context, sc tenancy.Scope, patientID string) (bool, error) {
	if err := sc.Check(); err != nil {
		return false, err
	}
	return m.backend.PatientExists(ctx, sc, patientID)
}

func (m managedStore) PatientGeneration(ctx context.Context, sc tenancy.Scope, patientID string) (int64, error) {
	if err := sc.Check(); err != nil {
		return 0, err
	}
	return m.backend.PatientGeneration(ctx, sc, patientID)
}

func (m managedStore) ErasePatient(ctx context.Context, sc tenancy.Scope, patientID string, tombstone audit.Event) (Erased, error) {
	if err := sc.Check(); err != nil {
		return Erased{}, err
	}
	return m.backend.ErasePatient(ctx, sc, patientID, tombstone)
}

// ManagedOutbox returns o under the session rules. Besides the scope check:
// a limit that is not positive is DefaultOutboxLimit; a zero at of
// MarkOutboxDone and QuarantineOutbox is now; a failure reason is cut to
// MaxOutboxError bytes without splitting a character; Enqueue with no
// events and no items changes nothing, refuses an item without id, and an
// id given twice with ErrDuplicate, before anything is written, and sets a
// zero CreatedAt from now.
func ManagedOutbox(o Outbox, now func() time.Time) Outbox { return managedOutbox{backend: o, now: now} }

type managedOutbox struct {
	backend Outbox
	now     func() time.Time
}

func (m managedOutbox) PendingOutbox(ctx context.Context, sc tenancy.Scope, patientID string, limit int) ([]OutboxItem, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	return m.backend.PendingOutbox(ctx, sc, patientID, outboxLimit(limit))
}

func (m managedOutbox) MarkOutboxDone(ctx context.Context, sc tenancy.Scope, id string, at time.Time) error {
	if err := sc.Check(); err != nil {
		return err
	}
	return m.backend.MarkOutboxDone(ctx, sc, id, m.orNow(at))
}

func (m managedOutbox) MarkOutboxFailed(ctx context.Context, sc tenancy.Scope, id string, reason string) error {
	if err := sc.Check(); err != nil {
		return err
	}
	if len(reason) > MaxOutboxError {
		n := MaxOutboxError
		for n > 0 && !utf8.RuneStart(reason[n]) {
			n--
		}
		reason = reason[:n]
	}
	return m.backend.MarkOutboxFailed(ctx, sc, id, reason)
}

func (m managedOutbox) QuarantineOutbox(ctx context.Context, sc tenancy.Scope, id string, at time.Time) error {
	if err := sc.Check(); err != nil {
		return err
	}
	return m.backend.QuarantineOutbox(ctx, sc, id, m.orNow(at))
}

func (m managedOutbox) QuarantinedOutbox(ctx context.Context, sc tenancy.Scope, limit int) ([]OutboxItem, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	return m.backend.QuarantinedOutbox(ctx, sc, outboxLimit(limit))
}

func (m managedOutbox) RetryOutbox(ctx context.Context, sc tenancy.Scope, id string) error {
	if err := sc.Check(); err != nil {
		return err
	}
	return m.backend.RetryOutbox(ctx, sc, id)
}

func (m managedOutbox) Enqueue(ctx context.Context, sc tenancy.Scope, events []audit.Event, items []OutboxItem) error {
	if err := sc.Check(); err != nil {
		return err
	}
	if len(events) == 0 && len(items) == 0 {
		return nil
	}
	items, err := itemsAt(items, m.now())
	if err != nil {
		return fmt.Errorf("enqueue: %w", err)
	}
	seen := make(map[string]bool, len(items))
	for _, it := range items {
		if seen[it.ID] {
			return fmt.Errorf("enqueue: outbox item %s given twice: %w", it.ID, ErrDuplicate)
		}
		seen[it.ID] = true
	}
	return m.backend.Enqueue(ctx, sc, events, items)
}

func (m managedOutbox) orNow(at time.Time) time.Time {
	if at.IsZero() {
		return m.now()
	}
	return at
}

func outboxLimit(limit int) int {
	if limit <= 0 {
		return DefaultOutboxLimit
	}
	return limit
}

// itemsAt returns a copy of items in which a zero CreatedAt is now, or an
// error for an item without id: its id is what makes it idempotent.
func itemsAt(items []OutboxItem, now time.Time) ([]OutboxItem, error) {
	if len(items) == 0 {
		return items, nil
	}
	out := slices.Clone(items)
	for i := range out {
		if out[i].ID == "" {
			return nil, fmt.Errorf("outbox item %d has no id", i)
		}
		if out[i].CreatedAt.IsZero() {
			out[i].CreatedAt = now
		}
	}
	return out, nil
}

// ManagedSummaries returns s under the session rules. Besides the scope
// check: PutSummary refuses a summary without id, patient or session and
// sets a zero CreatedAt from now.
func ManagedSummaries(s Summaries, now func() time.Time) Summaries {
	return managedSummaries{backend: s, now: now}
}

type managedSummaries struct {
	backend Summaries
	now     func() time.Time
}

func (m managedSummaries) PutSummary(ctx context.Context, sc tenancy.Scope, s Summary) error {
	if err := sc.Check(); err != nil {
		return err
	}
	sums, err := summariesAt([]Summary{s}, m.now())
	if err != nil {
		return err
	}
	return m.backend.PutSummary(ctx, sc, sums[0])
}

func (m managedSummaries) Summaries(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) ([]Summary, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	return m.backend.Summaries(ctx, sc, patientID, sessionID)
}

func (m managedSummaries) SummarizedThrough(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (int64, error) {
	if err := sc.Check(); err != nil {
		return 0, err
	}
	return m.backend.SummarizedThrough(ctx, sc, patientID, sessionID)
}

// summariesAt returns a copy of sums in which a zero CreatedAt is now, or
// an error for a summary without id, patient or session.
func summariesAt(sums []Summary, now time.Time) ([]Summary, error) {
	if len(sums) == 0 {
		return sums, nil
	}
	out := slices.Clone(sums)
	for i := range out {
		if out[i].ID == "" || out[i].PatientID == "" || out[i].SessionID == "" {
			return nil, fmt.Errorf("put summary: %w", errSummaryKey)
		}
		if out[i].CreatedAt.IsZero() {
			out[i].CreatedAt = now
		}
	}
	return out, nil
}

// ManagedStates returns st under the session rules: a state needs a
// patient, a session, a version from 1 and a document, and a zero UpdatedAt
// is the clock's.
func ManagedStates(st States, now func() time.Time) States {
	return managedStates{backend: st, now: now}
}

type managedStates struct {
	backend States
	now     func() time.Time
}

func (m managedStates) State(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (StateDoc, error) {
	if err := sc.Check(); err != nil {
		return StateDoc{}, err
	}
	return m.backend.State(ctx, sc, patientID, sessionID)
}

func (m managedStates) PutState(ctx context.Context, sc tenancy.Scope, s StateDoc) error {
	if err := sc.Check(); err != nil {
		return err
	}
	s, err := stateAt(s, m.now())
	if err != nil {
		return err
	}
	return m.backend.PutState(ctx, sc, s)
}

// errStateKey is returned for a working state that cannot be stored.
var errStateKey = errors.New("working state needs a patient, a session, a version from 1 and a document")

func stateAt(s StateDoc, now time.Time) (StateDoc, error) {
	if s.PatientID == "" || s.SessionID == "" || s.Version < 1 || len(s.Doc) == 0 {
		return StateDoc{}, fmt.Errorf("put working state: %w", errStateKey)
	}
	if s.UpdatedAt.IsZero() {
		s.UpdatedAt = now
	}
	return s, nil
}
