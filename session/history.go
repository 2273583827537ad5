package session

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// SessionInfo describes one session of a patient for the list of
// sessions. A session exists from its first turn on.
type SessionInfo struct {
	PatientID string
	SessionID string
	// StartedAt is the At of the session's first turn (its lowest Seq).
	StartedAt time.Time
	// LastTurnAt is the At of its last turn (its highest Seq).
	LastTurnAt time.Time
	// Turns is how many turns it holds.
	Turns int64
}

// SessionKey is a session's place in the order of History.Sessions:
// StartedAt descending, then SessionID ascending. The zero key is before
// the first session.
type SessionKey struct {
	StartedAt time.Time
	SessionID string
}

// Key returns the session's place in the order of History.Sessions.
func (s SessionInfo) Key() SessionKey {
	return SessionKey{StartedAt: s.StartedAt, SessionID: s.SessionID}
}

// History reads whole conversations, a page at a time, where Store reads
// only a session's window. All methods are scoped to one tenant: ids of
// another tenant behave exactly as ids that do not exist. Backends
// implement it under ManagedHistory, which holds the page limits and
// builds the cursors; they are given positions, never cursors.
type History interface {
	// SessionTurns returns up to limit (> 0) turns of the session whose
	// Seq is greater than afterSeq, in Seq order. It returns ErrNotFound
	// if the session has no turns at all; a page after its last turn is
	// empty, not an error.
	SessionTurns(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, afterSeq int64, limit int) ([]Turn, error)
	// Sessions returns up to limit (> 0) of the patient's sessions in the
	// order of SessionKey, those after after (from the first when after
	// is zero). A patient without turns has no sessions; that is not an
	// error.
	Sessions(ctx context.Context, sc tenancy.Scope, patientID string, after SessionKey, limit int) ([]SessionInfo, error)
}

// Page asks for one page of a list: at most Limit items (DefaultPageLimit
// when 0), after the position Cursor names ("" for the first page).
type Page struct {
	Limit  int
	Cursor string
}

// Page limits of the history lists (API.md).
const (
	DefaultPageLimit = 50
	MaxPageLimit     = 500
)

// maxCursor bounds what a cursor may be before it is decoded: the longest
// one this package builds is about 270 bytes.
const maxCursor = 512

// ErrPage means a page's limit is out of range or its cursor is not one
// this list gave; nothing was read.
var ErrPage = errors.New("bad page")

// PagedHistory is History as callers see it: in pages of a bounded size,
// each with the opaque cursor of the next ("" after the last page).
type PagedHistory interface {
	// SessionTurns returns a page of the session's turns in Seq order and
	// the cursor of the next page. ErrNotFound if the session has no
	// turns; ErrPage for a bad limit or a cursor given for another
	// session.
	SessionTurns(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, p Page) ([]Turn, string, error)
	// Sessions returns a page of the patient's sessions, the most recently
	// started first (ties by session id), and the cursor of the next
	// page. A turn added to a session never moves it, so paging while the
	// patient talks returns every session once; a session started after
	// the first page shows on a new listing. ErrPage for a bad limit or a
	// cursor given for another patient's list.
	Sessions(ctx context.Context, sc tenancy.Scope, patientID string, p Page) ([]SessionInfo, string, error)
}

// ManagedHistory returns h under the session rules: a scope without a
// tenant is refused before h is called, a limit of 0 is DefaultPageLimit and
// one outside 1..MaxPageLimit is ErrPage, and the cursors are built and
// checked here. A cursor names its list (tenant, patient and, for turns,
// session) by a hash: one given for another list is refused with ErrPage
// rather than read as a position there. h is asked for one item more than
// the limit, which tells whether there is a next page.
func ManagedHistory(h History) PagedHistory { return managedHistory{backend: h} }

type managedHistory struct{ backend History }

func (m managedHistory) SessionTurns(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, p Page) ([]Turn, string, error) {
	if err := sc.Check(); err != nil {
		return nil, "", err
	}
	limit, err := pageLimit(p.Limit)
	if err != nil {
		return nil, "", err
	}
	list := listID(sc, "turns", patientID, sessionID)
	var after int64
	if p.Cursor != "" {
		pos, err := decodeCursor(p.Cursor, list)
		if err != nil {
			return nil, "", err
		}
		if after, err = strconv.ParseInt(pos, 10, 64); err != nil || after < 1 {
			return nil, "", fmt.Errorf("%w: cursor is malformed", ErrPage)
		}
	}
	turns, err := m.backend.SessionTurns(ctx, sc, patientID, sessionID, after, limit+1)
	if err != nil {
		return nil, "", err
	}
	if len(turns) <= limit {
		return turns, "", nil
	}
	turns = turns[:limit]
	return turns, encodeCursor(list, strconv.FormatInt(turns[limit-1].Seq, 10)), nil
}

func (m managedHistory) Sessions(ctx context.Context, sc tenancy.Scope, patientID string, p Page) ([]SessionInfo, string, error) {
	if err := sc.Check(); err != nil {
		return nil, "", err
	}
	limit, err := pageLimit(p.Limit)
	if err != nil {
		return nil, "", err
	}
	list := listID(sc, "sessions", patientID)
	var after SessionKey
	if p.Cursor != "" {
		pos, err := decodeCursor(p.Cursor, list)
		if err != nil {
			return nil, "", err
		}
		at, id, ok := strings.Cut(pos, " ")
		if after.StartedAt, err = time.Parse(time.RFC3339Nano, at); !ok || err != nil || ValidID("session", id) != nil {
			return nil, "", fmt.Errorf("%w: cursor is malformed", ErrPage)
		}
		after.SessionID = id
	}
	sessions, err := m.backend.Sessions(ctx, sc, patientID, after, limit+1)
	if err != nil {
		return nil, "", err
	}
	if len(sessions) <= limit {
		return sessions, "", nil
	}
	sessions = sessions[:limit]
	last := sessions[limit-1]
	return sessions, encodeCursor(list, last.StartedAt.UTC().Format(time.RFC3339Nano)+" "+last.SessionID), nil
}

func pageLimit(n int) (int, error) {
	if n == 0 {
		return DefaultPageLimit, nil
	}
	if n < 1 || n > MaxPageLimit {
		return 0, fmt.Errorf("%w: limit %d must be from 1 to %d", ErrPage, n, MaxPageLimit)
	}
	return n, nil
}

// listID names a list for its cursors: a short hash, so that a cursor
// carries no id of the patient in a URL and is refused on another list.
func listID(sc tenancy.Scope, kind string, ids ...string) string {
	h := sha256.New()
	h.Write([]byte(kind))
	for _, id := range append([]string{sc.TenantID()}, ids...) {
		h.Write([]byte{0})
		h.Write([]byte(id))
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}

// encodeCursor returns the opaque cursor of position pos in list.
func encodeCursor(list, pos string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(list + " " + pos))
}

// decodeCursor returns the position a cursor of list names, or ErrPage.
func decodeCursor(cursor, list string) (string, error) {
	if len(cursor) > maxCursor {
		return "", fmt.Errorf("%w: cursor is malformed", ErrPage)
	}
	b, err := base64.RawURLEncoding.DecodeString(cursor)
	if err != nil {
		return "", fmt.Errorf("%w: cursor is malformed", ErrPage)
	}
	got, pos, ok := strings.Cut(string(b), " ")
	if !ok {
		return "", fmt.Errorf("%w: cursor is malformed", ErrPage)
	}
	if got != list {
		return "", fmt.Errorf("%w: cursor was given for another list; list again without it", ErrPage)
	}
	return pos, nil
}
