package memory

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/summarize"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// TurnPage is GET .../sessions/{id}/turns: a page of the session's turns
// in seq order. NextCursor is "" after the last page, as for claims.
type TurnPage struct {
	PatientID  string     `json:"patient_id"`
	SessionID  string     `json:"session_id"`
	Turns      []TurnView `json:"turns"`
	NextCursor string     `json:"next_cursor"`
}

// SessionEntry is one session in the list of a patient's sessions.
type SessionEntry struct {
	SessionID  string    `json:"session_id"`
	StartedAt  time.Time `json:"started_at"`
	LastTurnAt time.Time `json:"last_turn_at"`
	TurnCount  int64     `json:"turn_count"`
	// SummaryTopics are the topics of the session's summaries, in the
	// order of the turns they cover; none until older turns are folded.
	SummaryTopics []string `json:"summary_topics"`
}

// SessionList is GET .../sessions: a page of the patient's sessions, the
// most recently started first.
type SessionList struct {
	PatientID  string         `json:"patient_id"`
	Sessions   []SessionEntry `json:"sessions"`
	NextCursor string         `json:"next_cursor"`
}

// SessionTurns returns a page of a session's turns (all of them, not only
// the window). limit 0 is session.DefaultPageLimit; cursor is "" or the
// NextCursor of the previous page. ErrNotFound if the session has no
// turns, ErrInvalid for a limit out of range or a cursor of another list.
// The read is logged.
func (s *Service) SessionTurns(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, limit int, cursor string) (TurnPage, error) {
	if err := require(sc, conversationRoles); err != nil {
		return TurnPage{}, err
	}
	if err := session.ValidID("patient_id", patientID); err != nil {
		return TurnPage{}, invalid("%v", err)
	}
	if err := session.ValidID("session_id", sessionID); err != nil {
		return TurnPage{}, invalid("%v", err)
	}
	turns, next, err := s.history.SessionTurns(ctx, sc, patientID, sessionID, session.Page{Limit: limit, Cursor: cursor})
	if err != nil {
		return TurnPage{}, historyError("read session turns", err)
	}
	page := TurnPage{PatientID: patientID, SessionID: sessionID, Turns: make([]TurnView, 0, len(turns)), NextCursor: next}
	for _, t := range turns {
		page.Turns = append(page.Turns, turnView(t))
	}
	if err := s.recordAccess(ctx, sc, "session_turns", patientID, len(page.Turns)); err != nil {
		return TurnPage{}, err
	}
	return page, nil
}

// Sessions returns a page of the patient's sessions, the most recently
// started first, ties by session id. ErrNotFound if the tenant has never
// had a turn or a fact of the patient (as for the record): a patient
// whose record a clinician entered has an empty list. ErrInvalid as for
// SessionTurns. The read is logged.
func (s *Service) Sessions(ctx context.Context, sc tenancy.Scope, patientID string, limit int, cursor string) (SessionList, error) {
	if err := require(sc, conversationRoles); err != nil {
		return SessionList{}, err
	}
	if err := session.ValidID("patient_id", patientID); err != nil {
		return SessionList{}, invalid("%v", err)
	}
	infos, next, err := s.history.Sessions(ctx, sc, patientID, session.Page{Limit: limit, Cursor: cursor})
	if err != nil {
		return SessionList{}, historyError("list sessions", err)
	}
	if len(infos) == 0 {
		if err := s.knownPatient(ctx, sc, patientID); err != nil {
			return SessionList{}, err
		}
	}
	topics, err := s.summaryTopics(ctx, sc, patientID, infos)
	if err != nil {
		return SessionList{}, err
	}
	list := SessionList{PatientID: patientID, Sessions: make([]SessionEntry, 0, len(infos)), NextCursor: next}
	for _, in := range infos {
		list.Sessions = append(list.Sessions, SessionEntry{SessionID: in.SessionID, StartedAt: in.StartedAt,
			LastTurnAt: in.LastTurnAt, TurnCount: in.Turns, SummaryTopics: nonNil(topics[in.SessionID])})
	}
	if err := s.recordAccess(ctx, sc, "sessions", patientID, len(list.Sessions)); err != nil {
		return SessionList{}, err
	}
	return list, nil
}

// summaryTopics returns the topics of the current summaries of each
// listed session, each once, in the order of the turns they cover.
func (s *Service) summaryTopics(ctx context.Context, sc tenancy.Scope, patientID string, infos []session.SessionInfo) (map[string][]string, error) {
	out := map[string][]string{}
	if len(infos) == 0 {
		return out, nil
	}
	listed := make(map[string]bool, len(infos))
	for _, in := range infos {
		listed[in.SessionID] = true
	}
	sums, err := s.st.Summaries.Summaries(ctx, sc, patientID, "")
	if err != nil {
		return nil, backend("read summaries", err)
	}
	byFrom := summarize.Current(sums)
	slices.SortStableFunc(byFrom, func(a, b session.Summary) int { return cmp.Compare(a.FromSeq, b.FromSeq) })
	seen := map[[2]string]bool{}
	for _, sum := range byFrom {
		k := [2]string{sum.SessionID, sum.Topic}
		if !listed[sum.SessionID] || seen[k] {
			continue
		}
		seen[k] = true
		out[sum.SessionID] = append(out[sum.SessionID], sum.Topic)
	}
	return out, nil
}

// historyError is backend for the history reads, whose bad pages are the
// caller's mistake.
func historyError(op string, err error) error {
	if errors.Is(err, session.ErrPage) {
		return invalid("%s", strings.TrimPrefix(err.Error(), session.ErrPage.Error()+": "))
	}
	return backend(op, err)
}
