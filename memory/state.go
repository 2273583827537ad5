package memory

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
	"github.com/anamnesis-health/anamnesis/understand"
	"github.com/anamnesis-health/anamnesis/workstate"
)

// StatePatch is PATCH …/state: what the caller adds or changes. Version is
// the version the caller read (0 for a session without state); it is
// required, so that no caller overwrites a state it has not seen.
type StatePatch struct {
	Goal        string            `json:"goal"`
	Why         string            `json:"why"`
	Constraints []ConstraintPatch `json:"constraints"`
	Confirmed   []string          `json:"confirmed"`
	Pending     []string          `json:"pending"`
	Version     *int64            `json:"version"`
}

// ConstraintPatch is a constraint in a patch: either the string "key:
// value" (or a bare value), or an object {"key", "value", "why"}.
type ConstraintPatch struct{ workstate.PatchConstraint }

// UnmarshalJSON accepts both forms of a constraint.
func (c *ConstraintPatch) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		c.PatchConstraint = workstate.ParseConstraint(s)
		return nil
	}
	var o struct{ Key, Value, Why string }
	if err := json.Unmarshal(b, &o); err != nil {
		return fmt.Errorf(`a constraint is a string "key: value" or an object {"key", "value", "why"}`)
	}
	c.PatchConstraint = workstate.PatchConstraint{Key: o.Key, Value: o.Value, Why: o.Why}
	return nil
}

// Limits of a state patch.
const (
	maxStateItems = 50
	maxStateRunes = 500
)

// staleAfter is how many turns a constraint may go unmentioned before it
// is shown as "re-confirm".
func (s *Service) staleAfter() int {
	if s.cfg.StateStaleAfter > 0 {
		return s.cfg.StateStaleAfter
	}
	return workstate.DefaultStaleAfter
}

// readState returns the session's working state and its stored version.
func (s *Service) readState(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (workstate.State, int64, error) {
	doc, err := s.st.States.State(ctx, sc, patientID, sessionID)
	if err != nil {
		return workstate.State{}, 0, backend("read working state", err)
	}
	st, err := workstate.Decode(doc.Doc)
	if err != nil {
		return workstate.State{}, 0, fmt.Errorf("%w: session working state: %w", ErrInternal, err)
	}
	return st, doc.Version, nil
}

// observeState folds the turn's reading into the session's working state.
// It returns the document to store with the turn, or nil when the turn
// changes nothing, and the version the session will be at.
func (s *Service) observeState(ctx context.Context, sc tenancy.Scope, t session.Turn, rd understand.Reading) (*session.StateDoc, int64, error) {
	old, version, err := s.readState(ctx, sc, t.PatientID, t.SessionID)
	if err != nil {
		return nil, 0, err
	}
	next := old.Observe(workstate.Turn{ID: t.TurnID, Seq: t.Seq, Speaker: string(t.Speaker), Lang: t.Lang, At: t.RecordedAt}, rd, s.reader)
	doc := workstate.Encode(next)
	if version > 0 && string(doc) == string(workstate.Encode(old)) {
		return nil, version, nil
	}
	return &session.StateDoc{PatientID: t.PatientID, SessionID: t.SessionID, Version: version + 1, Doc: doc, UpdatedAt: t.RecordedAt}, version + 1, nil
}

// PatchState merges a caller's patch into the session's working state: a
// changed goal or constraint replaces the old value and keeps it, with the
// reason, in its history. A version other than the stored one is
// ErrConflict; nothing is written.
func (s *Service) PatchState(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, p StatePatch) (WorkingState, error) {
	if err := require(sc, conversationRoles); err != nil {
		return WorkingState{}, err
	}
	if err := session.ValidID("patient_id", patientID); err != nil {
		return WorkingState{}, invalid("%v", err)
	}
	if err := session.ValidID("session_id", sessionID); err != nil {
		return WorkingState{}, invalid("%v", err)
	}
	if err := validatePatch(p); err != nil {
		return WorkingState{}, err
	}
	last, err := s.st.Sessions.LastSeq(ctx, sc, patientID, sessionID)
	if err != nil {
		return WorkingState{}, backend("read session", err)
	}
	if last == 0 {
		return WorkingState{}, fmt.Errorf("session %s of patient %s: %w", sessionID, patientID, ErrNotFound)
	}
	old, version, err := s.readState(ctx, sc, patientID, sessionID)
	if err != nil {
		return WorkingState{}, err
	}
	if *p.Version != version {
		return WorkingState{}, fmt.Errorf("%w: the working state is at version %d, not %d: read it again and re-apply the change", ErrConflict, version, *p.Version)
	}
	patch := workstate.Patch{Goal: p.Goal, Why: p.Why, Confirmed: p.Confirmed, Pending: p.Pending}
	for _, c := range p.Constraints {
		patch.Constraints = append(patch.Constraints, c.PatchConstraint)
	}
	next, err := old.Merge(patch, workstate.CallerSource+sc.KeyID(), s.now())
	if errors.Is(err, workstate.ErrInvalid) {
		return WorkingState{}, invalid("%v", err)
	}
	if err != nil {
		return WorkingState{}, err
	}
	doc := session.StateDoc{PatientID: patientID, SessionID: sessionID, Version: version + 1, Doc: workstate.Encode(next), UpdatedAt: s.now()}
	if err := s.st.States.PutState(ctx, sc, doc); err != nil {
		if errors.Is(err, session.ErrVersion) {
			return WorkingState{}, fmt.Errorf("%w: the working state changed while the patch was applied: read it again", ErrConflict)
		}
		return WorkingState{}, backend("write working state", err)
	}
	return s.stateView(next, doc.Version), nil
}

func validatePatch(p StatePatch) error {
	if p.Version == nil {
		return invalid("version is required: the version of the state you read (0 for a session without state)")
	}
	if *p.Version < 0 {
		return invalid("version %d must not be negative", *p.Version)
	}
	if n := len(p.Constraints) + len(p.Confirmed) + len(p.Pending); n > maxStateItems {
		return invalid("the patch has %d items, more than the limit of %d", n, maxStateItems)
	}
	texts := map[string]string{"goal": p.Goal, "why": p.Why}
	for i, c := range p.Constraints {
		texts[fmt.Sprintf("constraints[%d].key", i)] = c.Key
		texts[fmt.Sprintf("constraints[%d].value", i)] = c.Value
		texts[fmt.Sprintf("constraints[%d].why", i)] = c.Why
		if strings.TrimSpace(c.Value) == "" {
			return invalid("constraints[%d] has no value", i)
		}
	}
	for i, t := range p.Confirmed {
		texts[fmt.Sprintf("confirmed[%d]", i)] = t
	}
	for i, t := range p.Pending {
		texts[fmt.Sprintf("pending[%d]", i)] = t
	}
	for field, t := range texts {
		switch {
		case !utf8.ValidString(t):
			return invalid("%s is not valid UTF-8", field)
		case utf8.RuneCountInString(t) > maxStateRunes:
			return invalid("%s has more than %d characters", field, maxStateRunes)
		case strings.ContainsFunc(t, isControl):
			return invalid("%s must be one line of text without control characters", field)
		}
	}
	return nil
}

func isControl(r rune) bool { return r < 0x20 || r == 0x7f }

// stateView is the working state as the API shows it.
func (s *Service) stateView(st workstate.State, version int64) WorkingState {
	v := WorkingState{Goal: st.Goal, Constraints: []string{}, Confirmed: workstate.Texts(st.Confirmed),
		Pending: workstate.Texts(st.Pending), Missing: workstate.Texts(st.Missing), Version: version,
		ConstraintDetails: st.Views(s.staleAfter()), GoalHistory: append([]workstate.Replacement{}, st.GoalHistory...)}
	for _, c := range st.Constraints {
		// A caller's key is shown ("diet: low salt"); a derived key
		// ("allergy:drug:x") or a bare value's own key is not.
		text := c.Value
		if c.Key != strings.ToLower(c.Value) && !strings.Contains(c.Key, ":") {
			text = c.Key + ": " + c.Value
		}
		v.Constraints = append(v.Constraints, text)
	}
	return v
}

// stateCandidates offers the working state's lines to the prompt. The goal
// and the constraints are anchors: a tight budget drops chit-chat and old
// turns before the allergy the advice must respect.
func (s *Service) stateCandidates(st workstate.State, sessionID, lang string) []assembly.Candidate {
	var out []assembly.Candidate
	for i, l := range st.Lines(lang, s.staleAfter()) {
		class, score := assembly.ClassMemory, 0.5
		if l.Anchor {
			class, score = assembly.ClassAnchor, 1
		}
		src := assembly.Source{Layer: "state", ID: l.Key, SessionID: sessionID}
		if id, ok := strings.CutPrefix(l.Source, "turn:"); ok {
			src.TurnID = id
		}
		out = append(out, assembly.Candidate{Section: assembly.WorkingState, Text: l.Text, Source: src, Class: class, Score: score,
			Order: int64(i), DedupKey: "state:" + l.Key})
	}
	return out
}
