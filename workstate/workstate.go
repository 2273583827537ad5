// Package workstate keeps a session's working state, the agent's "inner
// monologue" of DESIGN.md: the goal of the conversation, the constraints
// that bind any advice (allergies, a caller's "no NSAIDs"), what the patient
// has confirmed, what is pending review and what is still to be asked.
//
// It is pure: Observe folds a turn's reading into a State, Merge applies a
// caller's patch, View renders it. A State is stored as a tagged, versioned
// document (Encode, Decode), so a renamed Go field cannot silently drop a
// session's state after a deploy. Nothing here rewrites blindly: a changed
// constraint keeps what it replaced, by whom and why.
package workstate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// FormatVersion is the version of the stored document.
const FormatVersion = 1

// DefaultStaleAfter is how many turns a constraint may go unmentioned
// before it is shown as "re-confirm".
const DefaultStaleAfter = 20

// CallerSource begins the source of what a caller merged: "caller:<key id>".
const CallerSource = "caller:"

// maxNotes bounds each of the confirmed, pending and missing lists: the
// oldest notes leave first. A long session must not grow its state without
// bound, and the record keeps everything the lists forget.
const maxNotes = 20

// maxConstraints bounds the constraints; a patch that would exceed it is
// refused rather than trimmed, because a constraint must never be dropped
// silently.
const maxConstraints = 50

// State is a session's working state.
type State struct {
	V           int           `json:"v"`
	Goal        string        `json:"goal,omitempty"`
	GoalSource  string        `json:"goal_source,omitempty"`
	GoalHistory []Replacement `json:"goal_history,omitempty"`
	Constraints []Constraint  `json:"constraints"`
	Confirmed   []Note        `json:"confirmed"`
	Pending     []Note        `json:"pending"`
	Missing     []Note        `json:"missing"`
	// Anchors are the session's key turns, which a prompt keeps after they
	// leave the window: the chief complaint, allergy statements and new
	// medications.
	Anchors []Anchor `json:"anchors,omitempty"`
	// LastSeq is the seq of the latest turn observed; staleness counts
	// from it.
	LastSeq int64 `json:"last_seq"`
}

// Anchor is a key turn of the session.
type Anchor struct {
	TurnID string `json:"turn_id"`
	Seq    int64  `json:"seq"`
	Why    string `json:"why"` // AnchorComplaint, AnchorAllergy or AnchorMedication
}

// Why a turn is an anchor.
const (
	AnchorComplaint  = "chief complaint"
	AnchorAllergy    = "allergy"
	AnchorMedication = "new medication"
)

// maxAnchors bounds the anchors besides the chief complaint, which always
// stays: the newest are kept.
const maxAnchors = 8

// Constraint binds the advice of the session: what must (not) be done.
// Key identifies it ("allergy:drug:penicillin", "diet"), so that a new value
// replaces the old one instead of standing beside it.
type Constraint struct {
	Key   string `json:"key"`
	Value string `json:"value"`
	// Source is "turn:<turn id>" or "caller:<key id>".
	Source string `json:"source"`
	// LastSeq is the seq of the last turn that stated or mentioned it.
	LastSeq  int64         `json:"last_seq"`
	Replaced []Replacement `json:"replaced,omitempty"`
}

// Replacement records a value that a change replaced.
type Replacement struct {
	Value  string    `json:"value"`
	Why    string    `json:"why"`
	Source string    `json:"source"`
	At     time.Time `json:"at"`
}

// Note is one confirmed, pending or missing item. Key dedupes notes about
// the same thing (a concept id, or the text itself).
type Note struct {
	Key    string `json:"key"`
	Text   string `json:"text"`
	Source string `json:"source"`
	Seq    int64  `json:"seq"`
	// Type is what a missing note asks about (understand.Ask.Type): an
	// answer of that type settles it.
	Type string `json:"type,omitempty"`
}

// New returns an empty state.
func New() State {
	return State{V: FormatVersion, Constraints: []Constraint{}, Confirmed: []Note{}, Pending: []Note{}, Missing: []Note{}}
}

// Encode returns the stored document of s.
func Encode(s State) []byte {
	s.V = FormatVersion
	b, err := json.Marshal(s)
	if err != nil {
		panic("workstate: encode: " + err.Error()) // plain strings and numbers cannot fail
	}
	return b
}

// Decode reads a stored document strictly: unknown fields and versions are
// errors, not silently dropped state. Empty input is a new state.
func Decode(doc []byte) (State, error) {
	if len(doc) == 0 {
		return New(), nil
	}
	var s State
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return State{}, fmt.Errorf("decode working state: %w", err)
	}
	if s.V != FormatVersion {
		return State{}, fmt.Errorf("decode working state: unknown format version %d", s.V)
	}
	for _, l := range []*[]Note{&s.Confirmed, &s.Pending, &s.Missing} {
		if *l == nil {
			*l = []Note{}
		}
	}
	if s.Constraints == nil {
		s.Constraints = []Constraint{}
	}
	return s, nil
}

// Patch is a caller's change to the state (PATCH …/state). Absent fields
// change nothing; there is no way to delete a constraint except by giving it
// a new value, which keeps the old one in its history.
type Patch struct {
	Goal        string
	Why         string // why the goal or constraints changed; optional
	Constraints []PatchConstraint
	Confirmed   []string
	Pending     []string
}

// PatchConstraint is a constraint as a caller states it.
type PatchConstraint struct {
	Key, Value, Why string
}

// ParseConstraint reads the string form of a constraint: "key: value", or
// a bare value that is its own key ("no NSAIDs").
func ParseConstraint(s string) PatchConstraint {
	s = strings.TrimSpace(s)
	for _, sep := range []string{":", "："} {
		if k, v, ok := strings.Cut(s, sep); ok && strings.TrimSpace(k) != "" && strings.TrimSpace(v) != "" {
			return PatchConstraint{Key: strings.TrimSpace(k), Value: strings.TrimSpace(v)}
		}
	}
	return PatchConstraint{Value: s}
}

// ErrInvalid marks a patch that cannot be applied; the message says why.
var ErrInvalid = errors.New("invalid working state patch")

// Merge applies p, by source ("caller:<key id>"), at time at, and returns
// the new state. The receiver is not changed. A constraint with a new value
// replaces the old one and keeps it, with the reason, in Replaced; confirming
// an item takes it off the pending and missing lists.
func (s State) Merge(p Patch, source string, at time.Time) (State, error) {
	out := s.clone()
	if g := strings.TrimSpace(p.Goal); g != "" && g != out.Goal {
		if out.Goal != "" {
			out.GoalHistory = append(out.GoalHistory, Replacement{Value: out.Goal, Why: why(p.Why, source), Source: out.GoalSource, At: at})
		}
		out.Goal, out.GoalSource = g, source
	}
	for _, c := range p.Constraints {
		c.Key, c.Value = strings.TrimSpace(c.Key), strings.TrimSpace(c.Value)
		if c.Value == "" {
			return State{}, fmt.Errorf("%w: a constraint needs a value", ErrInvalid)
		}
		if c.Key == "" {
			c.Key = strings.ToLower(c.Value)
		}
		if c.Why == "" {
			c.Why = p.Why
		}
		out.constrain(c.Key, c.Value, why(c.Why, source), source, at)
	}
	if len(out.Constraints) > maxConstraints {
		return State{}, fmt.Errorf("%w: at most %d constraints", ErrInvalid, maxConstraints)
	}
	for _, t := range p.Confirmed {
		if t = strings.TrimSpace(t); t != "" {
			out.confirm(Note{Key: strings.ToLower(t), Text: t, Source: source, Seq: out.LastSeq})
		}
	}
	for _, t := range p.Pending {
		if t = strings.TrimSpace(t); t != "" && !has(out.Confirmed, strings.ToLower(t)) {
			out.Pending = upsert(out.Pending, Note{Key: strings.ToLower(t), Text: t, Source: source, Seq: out.LastSeq})
		}
	}
	return out, nil
}

func why(w, source string) string {
	if w = strings.TrimSpace(w); w != "" {
		return w
	}
	return "changed by " + source
}

// constrain sets constraint key to value. The same value only refreshes
// when it was last mentioned; a new value replaces the old and keeps it.
func (s *State) constrain(key, value, why, source string, at time.Time) {
	for i := range s.Constraints {
		c := &s.Constraints[i]
		if c.Key != key {
			continue
		}
		if c.Value != value {
			c.Replaced = append(c.Replaced, Replacement{Value: c.Value, Why: why, Source: c.Source, At: at})
			c.Value, c.Source = value, source
		}
		c.LastSeq = s.LastSeq
		return
	}
	s.Constraints = append(s.Constraints, Constraint{Key: key, Value: value, Source: source, LastSeq: s.LastSeq})
}

// replace sets constraint key to value in place of the constraints at
// keys untrue, which the new one makes untrue ("no known allergies" once
// an allergy is told); what each said is kept among its replacements.
func (s *State) replace(untrue []string, key, value, why, source string, at time.Time) {
	var replaced []Replacement
	s.Constraints = slices.DeleteFunc(s.Constraints, func(c Constraint) bool {
		if c.Key == key || !slices.Contains(untrue, c.Key) {
			return false
		}
		replaced = append(append(replaced, c.Replaced...), Replacement{Value: c.Value, Why: why, Source: c.Source, At: at})
		return true
	})
	s.constrain(key, value, why, source, at)
	if len(replaced) > 0 {
		c := &s.Constraints[slices.IndexFunc(s.Constraints, func(c Constraint) bool { return c.Key == key })]
		c.Replaced = append(c.Replaced, replaced...)
	}
}

// confirm adds n to the confirmed notes and takes its key off the pending
// and missing ones.
func (s *State) confirm(n Note) {
	s.Confirmed = upsert(s.Confirmed, n)
	s.Pending = without(s.Pending, n.Key)
	s.Missing = without(s.Missing, n.Key)
}

func (s State) clone() State {
	out := s
	out.V = FormatVersion
	out.GoalHistory = append([]Replacement(nil), s.GoalHistory...)
	out.Constraints = make([]Constraint, len(s.Constraints))
	for i, c := range s.Constraints {
		c.Replaced = append([]Replacement(nil), c.Replaced...)
		out.Constraints[i] = c
	}
	out.Confirmed = append([]Note{}, s.Confirmed...)
	out.Pending = append([]Note{}, s.Pending...)
	out.Missing = append([]Note{}, s.Missing...)
	out.Anchors = append([]Anchor(nil), s.Anchors...)
	return out
}

// anchor marks the turn as a key turn for why, once.
func (s *State) anchor(a Anchor) {
	for _, b := range s.Anchors {
		if b.TurnID == a.TurnID {
			return
		}
	}
	s.Anchors = append(s.Anchors, a)
	var others []int
	for i, b := range s.Anchors {
		if b.Why != AnchorComplaint {
			others = append(others, i)
		}
	}
	if len(others) > maxAnchors {
		drop := others[0]
		s.Anchors = append(s.Anchors[:drop], s.Anchors[drop+1:]...)
	}
}

// upsert replaces the note with n's key, or appends n; the list keeps at
// most maxNotes, dropping the oldest.
func upsert(l []Note, n Note) []Note {
	l = without(l, n.Key)
	l = append(l, n)
	if len(l) > maxNotes {
		l = l[len(l)-maxNotes:]
	}
	return l
}

func without(l []Note, key string) []Note {
	out := l[:0:0]
	for _, n := range l {
		if n.Key != key {
			out = append(out, n)
		}
	}
	return out
}

func has(l []Note, key string) bool {
	for _, n := range l {
		if n.Key == key {
			return true
		}
	}
	return false
}
