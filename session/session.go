// Package session holds the short-term memory of a conversation: its turns
// (of which the sliding window is a view), and the Store that keeps them
// together with the audit events and outbox work each turn implies.
package session

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"time"
	"unicode"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Speaker is who said a turn.
type Speaker string

// Speakers of API.md.
const (
	Patient   Speaker = "patient"
	Assistant Speaker = "assistant"
	Clinician Speaker = "clinician"
)

// ParseSpeaker returns the Speaker named s, or an error naming the valid ones.
func ParseSpeaker(s string) (Speaker, error) {
	switch sp := Speaker(s); sp {
	case Patient, Assistant, Clinician:
		return sp, nil
	}
	return "", fmt.Errorf("unknown role %q (want patient, assistant or clinician)", s)
}

// Kind classifies a turn for the pipeline and for eviction.
type Kind string

// Turn kinds: info adds or changes a fact, confirm answers a question,
// chitchat has no clinical content and is evicted first.
const (
	Info     Kind = "info"
	Confirm  Kind = "confirm"
	Chitchat Kind = "chitchat"
)

// Turn is one utterance of a session. Seq is 1-based and dense per session.
type Turn struct {
	PatientID string
	SessionID string
	TurnID    string
	Seq       int64
	Speaker   Speaker
	Text      string
	Lang      string
	At        time.Time
	Kind      Kind
	Topics    []string
	// Reading is how the turn was read (understand.Reading, JSON), so
	// that later turns need not read its text again. Turns stored before
	// readings were kept have none.
	Reading []byte
	// Fingerprint identifies the request that created the turn, so that a
	// repeated turn_id with different content can be told from a retry.
	Fingerprint string
	RecordedAt  time.Time
}

// Line is what a context shows of a turn it offers for its recency alone:
// who said what, and when. It is read without the rest of the stored turn
// (its reading is most of a turn's size), because a context reads a
// hundred of them on every request.
type Line struct {
	SessionID string
	TurnID    string
	Seq       int64
	Speaker   Speaker
	Kind      Kind
	At        time.Time
	Text      string
}

// TurnRef names a stored turn of a patient.
type TurnRef struct {
	SessionID, TurnID string
}

// OutboxItem is graph or index work that a committed turn implies. It is
// stored in the same transaction as the turn and drained idempotently.
type OutboxItem struct {
	ID        string
	PatientID string
	Kind      string // e.g. "entity.apply", "index.upsert"
	Payload   []byte // JSON, interpreted by the worker for Kind
	Attempts  int
	LastError string
	CreatedAt time.Time
	DoneAt    *time.Time
	// QuarantinedAt is set when the item failed too often to be tried
	// again on its own: it no longer blocks the patient's queue and waits
	// for an operator to retry it.
	QuarantinedAt *time.Time
}

// Append is everything one ingested turn writes to the session store, in one
// transaction: the turn, the response body to replay on retry, the
// summaries it folded, its audit events and its outbox items.
type Append struct {
	Turn      Turn
	Response  []byte
	Summaries []Summary
	Events    []audit.Event
	Outbox    []OutboxItem
	// Generation is the patient's generation (PatientGeneration) that the
	// turn was read and gated against. The append is refused with ErrStale
	// if another writer, in this process or another replica, has changed
	// the patient since.
	Generation int64
	// State, if set, is the session's working state after the turn. It is
	// stored with the turn under the same rule as PutState; a version that
	// moved on refuses the whole append with ErrStale.
	State *StateDoc
}

// StateDoc is a session's working state as stored: a document owned by
// package workstate, and its version. Version 0 means none is stored.
type StateDoc struct {
	PatientID string
	SessionID string
	Version   int64
	Doc       []byte
	UpdatedAt time.Time
}

// StaleState makes a working state's version conflict inside an append an
// ErrStale, which tells the writer to re-read the patient and retry; other
// errors pass unchanged.
func StaleState(err error) error {
	if errors.Is(err, ErrVersion) {
		return fmt.Errorf("%w: %w", ErrStale, err)
	}
	return err
}

// States keeps the working state of sessions. A writer names the version it
// read plus one, so that no write replaces a state it has not seen.
type States interface {
	// State returns the session's working state: Version 0 and no Doc
	// when none is stored.
	State(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (StateDoc, error)
	// PutState stores s if s.Version is one more than the stored version
	// (1 when none is stored), and otherwise returns ErrVersion and
	// changes nothing.
	PutState(ctx context.Context, sc tenancy.Scope, s StateDoc) error
}

// Errors returned by Store implementations; check them with errors.Is.
var (
	// ErrUnavailable means the backend did not answer or could not do the
	// work right now: the call may succeed later. Other errors are bugs
	// or bad data that a retry will not fix.
	ErrUnavailable = errors.New("session store unavailable")
	ErrNotFound    = errors.New("not found")
	// ErrDuplicate means the turn id is already stored in the session.
	ErrDuplicate = errors.New("turn already stored")
	// ErrSeqTaken means another turn took the Seq first; re-read and retry.
	ErrSeqTaken = errors.New("turn sequence number taken")
	// ErrStale means the patient changed after the writer read it; re-read
	// and retry.
	ErrStale = errors.New("patient changed since it was read")
	// ErrVersion means a working state changed since the writer read it.
	ErrVersion = errors.New("working state version changed")
)

// Store keeps sessions and their turns. All methods are scoped to one tenant:
// ids of another tenant behave exactly as ids that do not exist. Backends
// implement it under Managed, which holds the rules they share.
type Store interface {
	// AppendTurn writes a atomically and adds one to the patient's
	// generation. It returns ErrDuplicate if the turn id is already stored
	// in that session, ErrSeqTaken if the Seq is, and ErrStale if the
	// patient's generation is no longer a.Generation; in each case nothing
	// is written. Summaries already stored under their id are kept as
	// they are.
	AppendTurn(ctx context.Context, sc tenancy.Scope, a Append) error
	// Turn returns a stored turn and the response recorded with it, or
	// ErrNotFound.
	Turn(ctx context.Context, sc tenancy.Scope, patientID, sessionID, turnID string) (Turn, []byte, error)
	// LastSeq returns the highest Seq of the session, 0 if it has no turns.
	LastSeq(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (int64, error)
	// Window returns the last n turns of the session in Seq order (none if
	// n <= 0), or ErrNotFound if the session has no turns.
	Window(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, n int) ([]Turn, error)
	// PatientTurns returns the patient's last n turns across all sessions,
	// ordered by At then Seq; none if n <= 0.
	PatientTurns(ctx context.Context, sc tenancy.Scope, patientID string, n int) ([]Turn, error)
	// PatientLines returns the same turns as PatientTurns, in the same
	// order, as lines.
	PatientLines(ctx context.Context, sc tenancy.Scope, patientID string, n int) ([]Line, error)
	// Neighbours returns the lines of the turns within span places (by Seq)
	// of each of turns in its session, those turns included, once each,
	// ordered by session and Seq; a turn not stored has none. It reads none
	// when span is negative or turns is empty.
	Neighbours(ctx context.Context, sc tenancy.Scope, patientID string, turns []TurnRef, span int) ([]Line, error)
	// PatientExists reports whether the patient has any turn.
	PatientExists(ctx context.Context, sc tenancy.Scope, patientID string) (bool, error)
	// PatientGeneration returns how many turns and enqueues have changed
	// the patient, 0 for an unknown patient. Writes of one patient are
	// serialized across processes, and each adds one.
	PatientGeneration(ctx context.Context, sc tenancy.Scope, patientID string) (int64, error)
	// ErasePatient removes everything the store holds of the patient's
	// conversations (turns, summaries, outbox items and the patient's
	// row) and appends tombstone to the tenant's audit chain, in one
	// transaction. Audit events and the access log stay: they hold codes
	// and ids, never content, and the chain must verify. Erasing a patient
	// the store does not know removes nothing and still appends tombstone.
	ErasePatient(ctx context.Context, sc tenancy.Scope, patientID string, tombstone audit.Event) (Erased, error)
}

// Erased counts what ErasePatient removed.
type Erased struct {
	Turns       int `json:"turns"`
	Summaries   int `json:"summaries"`
	OutboxItems int `json:"outbox_items"`
	States      int `json:"states"`
}

// Outbox is the durable queue of work committed with turns. Backends
// implement it under ManagedOutbox, which holds the rules they share.
type Outbox interface {
	// PendingOutbox returns up to limit (DefaultOutboxLimit if not
	// positive) items of the tenant that are neither done nor quarantined,
	// oldest first; patientID "" means any patient.
	PendingOutbox(ctx context.Context, sc tenancy.Scope, patientID string, limit int) ([]OutboxItem, error)
	// MarkOutboxDone marks the item done at time at. Marking a done item
	// again changes nothing. ErrNotFound if there is no such item.
	MarkOutboxDone(ctx context.Context, sc tenancy.Scope, id string, at time.Time) error
	// MarkOutboxFailed records a failed attempt with a short error (never
	// utterance text; cut to MaxOutboxError bytes) and leaves the item
	// pending.
	MarkOutboxFailed(ctx context.Context, sc tenancy.Scope, id string, reason string) error
	// QuarantineOutbox takes a pending item out of the queue at time at,
	// keeping its attempts and last error, so that it blocks no other
	// work. A done or quarantined item is left as it is. ErrNotFound if
	// there is no such item.
	QuarantineOutbox(ctx context.Context, sc tenancy.Scope, id string, at time.Time) error
	// QuarantinedOutbox returns up to limit (DefaultOutboxLimit if not
	// positive) quarantined items of the tenant, oldest first.
	QuarantinedOutbox(ctx context.Context, sc tenancy.Scope, limit int) ([]OutboxItem, error)
	// RetryOutbox puts a quarantined item back in the queue with no
	// attempts counted. ErrNotFound if the tenant has no such quarantined
	// item.
	RetryOutbox(ctx context.Context, sc tenancy.Scope, id string) error
	// Enqueue appends events to the tenant's audit chain and stores items in
	// one transaction, for writes that are not turns (facts posted by a
	// clinician, a claim confirmed): either all of it is written or none.
	// It returns ErrDuplicate and writes nothing if any item's ID is already
	// stored for the tenant or appears twice in items. Every item needs an
	// ID; a zero CreatedAt is set from the manager's clock. Each patient of
	// items gains one generation. Enqueue with no events and no items
	// changes nothing.
	Enqueue(ctx context.Context, sc tenancy.Scope, events []audit.Event, items []OutboxItem) error
}

// Summary is a structured summary of older turns of one topic in a session:
// what was said about it (Fields), rendered as one paragraph for the prompt
// (Text), with the seq range and the ids of the turns it covers so that the
// details can be recalled from them.
type Summary struct {
	ID        string
	PatientID string
	SessionID string
	Topic     string
	FromSeq   int64
	ToSeq     int64
	TurnIDs   []string
	// Fields maps a field name (site, character, onset, duration,
	// frequency, aggravating, relieving, related_events, measurements,
	// meds, denies) to its values in order of mention.
	Fields    map[string][]string
	Text      string
	CreatedAt time.Time
	// Replaces lists summaries of the same patient and session that this
	// one takes the place of (summarize.Merge: one summary per topic).
	// Storing it deletes them, in the same transaction; it is not stored.
	Replaces []string
}

// Summaries keeps the structured summaries of sessions. All methods are
// scoped to one tenant: ids of another tenant behave exactly as ids that do
// not exist. Backends implement it under ManagedSummaries, which holds the
// rules they share.
type Summaries interface {
	// PutSummary stores s. It is idempotent on ID: a second Put of the same
	// id for the same patient and session changes nothing.
	PutSummary(ctx context.Context, sc tenancy.Scope, s Summary) error
	// Summaries returns the session's summaries ordered by FromSeq; with
	// sessionID "" it returns all of the patient's summaries ordered by
	// CreatedAt. No summaries is an empty result, not an error.
	Summaries(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) ([]Summary, error)
	// SummarizedThrough returns the highest ToSeq summarized in the session,
	// 0 if none.
	SummarizedThrough(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (int64, error)
}

var idPattern = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,128}$`)

// ValidID reports why id cannot be a patient, session or turn id (API.md:
// 1-128 chars of [A-Za-z0-9._:-]), or nil. what names the field in the error.
// "." and ".." are refused because ids become path segments of URLs and of
// operator tooling, where they would name another resource.
func ValidID(what, id string) error {
	if !idPattern.MatchString(id) {
		return fmt.Errorf("%s must be 1-128 characters of [A-Za-z0-9._:-]", what)
	}
	if id == "." || id == ".." {
		return fmt.Errorf("%s must not be %q", what, id)
	}
	return nil
}

// DetectLang returns "zh" if text has any Han character, else "en".
func DetectLang(text string) string {
	for _, r := range text {
		if unicode.Is(unicode.Han, r) {
			return "zh"
		}
	}
	return "en"
}
