// Package entity is the long-term memory of a patient: a bi-temporal record
// of facts and inferences, and the pending claims that clinicians review.
package entity

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Fact types, statuses, verifications, kinds and source kinds of API.md.
const (
	Condition     = "condition"
	Medication    = "medication"
	Allergy       = "allergy"
	Observation   = "observation"
	Symptom       = "symptom"
	Procedure     = "procedure"
	Event         = "event"
	FamilyHistory = "family_history"

	Active   = "active"
	Inactive = "inactive"
	Resolved = "resolved"
	Stopped  = "stopped"

	Confirmed   = "confirmed"
	Unconfirmed = "unconfirmed"
	Refuted     = "refuted"

	KindFact      = "fact"
	KindInference = "inference"

	SourcePatient        = "patient"
	SourcePatientRelayed = "patient-relayed"
	SourceClinician      = "clinician"
	// SourceClinicianRelayed is a clinician's turn posted with a key that
	// is not a clinician's: what it says is relayed, not confirmed.
	SourceClinicianRelayed = "clinician-relayed"
	// SourceAssistant is the assistant's own turn: a model's words, which a
	// clinician must never read as the patient's.
	SourceAssistant = "assistant"
	SourceDevice    = "device"
	SourceImport    = "import"
	SourceInferred  = "inferred"
)

// Code is a concept code in a named coding system (ATC, ICD-10, LOINC...).
type Code struct {
	System string `json:"system"`
	Code   string `json:"code"`
}

// Source is where a fact came from.
type Source struct {
	Kind      string `json:"kind"`
	TurnID    string `json:"turn_id,omitempty"`
	SessionID string `json:"session_id,omitempty"`
}

// patientsIn reports whether s is the patient's own word, told or relayed,
// in the session sessionID: what the patient may take back there.
func (s Source) patientsIn(sessionID string) bool {
	return (s.Kind == SourcePatient || s.Kind == SourcePatientRelayed) && s.SessionID != "" && s.SessionID == sessionID
}

// Fact is one statement in a patient's record, with two time axes: ValidFrom
// and ValidTo say when it held in the world; RecordedAt and SupersededAt say
// when the record held it. A superseded fact is closed, never overwritten.
type Fact struct {
	ID           string            `json:"id"`
	PatientID    string            `json:"patient_id"`
	Type         string            `json:"type"`
	Display      string            `json:"display"`
	Code         Code              `json:"code"`
	Attributes   map[string]string `json:"attributes"`
	Status       string            `json:"status"`
	Verification string            `json:"verification"`
	Kind         string            `json:"kind"`
	Confidence   float64           `json:"confidence"`
	Source       Source            `json:"source"`
	ValidFrom    time.Time         `json:"valid_from"`
	ValidTo      *time.Time        `json:"valid_to"`
	RecordedAt   time.Time         `json:"recorded_at"`
	SupersededAt *time.Time        `json:"superseded_at"`
}

// Claim statuses and reasons of API.md.
const (
	ClaimPending   = "pending"
	ClaimConfirmed = "confirmed"
	ClaimRejected  = "rejected"

	ReasonUncertain     = "uncertain"
	ReasonContradiction = "contradiction"
	ReasonRelayed       = "relayed"
	ReasonPolicy        = "policy"
)

// Claim is a proposed change that the gate would not write on its own; a
// clinician confirms or rejects it.
type Claim struct {
	ID            string     `json:"id"`
	PatientID     string     `json:"patient_id"`
	SessionID     string     `json:"session_id"`
	TurnID        string     `json:"turn_id"`
	Status        string     `json:"status"`
	Reason        string     `json:"reason"`
	Confidence    float64    `json:"confidence"`
	Proposed      Fact       `json:"proposed"`
	ConflictsWith []string   `json:"conflicts_with"`
	Text          string     `json:"text"`
	Explanation   string     `json:"explanation,omitempty"`
	CreatedAt     time.Time  `json:"created_at"`
	ResolvedAt    *time.Time `json:"resolved_at"`
	ResolvedBy    string     `json:"resolved_by"`
	Note          string     `json:"note"`
}

// Repeats reports whether c proposes what the pending claim p already
// does: the same change from the same kind of source, for the same reason,
// against the same facts. A patient who says twice that their sugar is
// fine now leaves one claim to review, not two a clinician must confirm
// and then find in conflict with each other. c may leave out a detail p
// gives ("I get wheezy with aspirin, I think" … "maybe aspirin"); one
// that adds a detail extends p instead (Extends).
func (c Claim) Repeats(p Claim) bool {
	return p.Status == ClaimPending && p.PatientID == c.PatientID && p.Reason == c.Reason &&
		p.Proposed.Same(c.Proposed) && p.Proposed.Verification == c.Proposed.Verification &&
		p.Proposed.Source.Kind == c.Proposed.Source.Kind && consistent(p.Proposed, c.Proposed) &&
		slices.Equal(p.ConflictsWith, c.ConflictsWith)
}

// Extends reports whether c proposes what the pending claim p does, with
// more detail, both raised by the patient's own word in one session: "I
// think I might be allergic to aspirin" … "I think I might be allergic to
// aspirin, I get wheezy" (session 68's review, X03). c replaces p, so that
// a clinician reviews the proposal once, with all it says.
func (c Claim) Extends(p Claim) bool {
	src := p.Proposed.Source
	return p.Status == ClaimPending && p.PatientID == c.PatientID && p.Reason == c.Reason &&
		p.Proposed.Same(c.Proposed) && p.Proposed.Verification == c.Proposed.Verification &&
		src.Kind == c.Proposed.Source.Kind && src.patientsIn(c.Proposed.Source.SessionID) &&
		consistent(c.Proposed, p.Proposed) && !sameContent(p.Proposed, c.Proposed) &&
		slices.Equal(p.ConflictsWith, c.ConflictsWith)
}

// TakenBackBy reports whether the patient's word s, as the gate decided
// it (d), leaves the pending claim c nothing to review: c proposes what the
// patient's own word raised earlier in the same session, and the patient
// now takes it back ("I think I'm allergic to penicillin" … "sorry, that
// was my brother") or denies it outright ("我好像对头孢过敏" … "我自己吃头孢
// 没事", a denial written). A claim of a clinician's word, or of another
// session, stays: the correction of a slip just made cannot retire what a
// clinician must still review, as with facts (withdrawn).
func (c Claim) TakenBackBy(s Statement, d Decision) bool {
	src := c.Proposed.Source
	if c.Status != ClaimPending || s.Speaker != "patient" || c.PatientID != s.Fact.PatientID ||
		!src.patientsIn(s.Fact.Source.SessionID) || src.TurnID == s.Fact.Source.TurnID {
		return false
	}
	if c.Proposed.Verification == Refuted || !c.Proposed.Same(s.Fact) {
		return false
	}
	return s.Withdraws || d.Outcome == WriteNegative
}

// Supersession closes a current fact at a time.
type Supersession struct {
	FactID string
	At     time.Time
}

// Change is one atomic write to a patient's record.
type Change struct {
	PatientID string
	Create    []Fact
	Supersede []Supersession
	Claims    []Claim
}

// Check refuses a change that names no patient, has a fact or claim
// without an id, or one naming another patient than the change. Managed
// calls it before any backend writes.
func (c Change) Check() error {
	if c.PatientID == "" {
		return errors.New("apply: change names no patient")
	}
	for _, f := range c.Create {
		if f.ID == "" {
			return errors.New("apply: fact without id")
		}
		if f.PatientID != "" && f.PatientID != c.PatientID {
			return fmt.Errorf("apply: fact %s names another patient than its change", f.ID)
		}
	}
	for _, cl := range c.Claims {
		if cl.ID == "" {
			return errors.New("apply: claim without id")
		}
		if cl.PatientID != "" && cl.PatientID != c.PatientID {
			return fmt.Errorf("apply: claim %s names another patient than its change", cl.ID)
		}
	}
	return nil
}

// Resolution resolves a pending claim.
type Resolution struct {
	Status     string // ClaimConfirmed or ClaimRejected
	ResolvedBy string
	At         time.Time
	Note       string
	// Fact, on confirmation, is written as part of the same transaction.
	Fact      *Fact
	Supersede []Supersession // on confirmation, current facts to close in the same transaction
}

// Check refuses a resolution that neither confirms nor rejects. Managed
// calls it before any backend writes.
func (r Resolution) Check(claimID string) error {
	if r.Status != ClaimConfirmed && r.Status != ClaimRejected {
		return fmt.Errorf("resolve claim %s: status %q is neither confirmed nor rejected", claimID, r.Status)
	}
	return nil
}

// ClaimFilter selects claims. Zero fields do not filter. After is an
// opaque cursor: the id of the last claim of the previous page.
type ClaimFilter struct {
	Status    string
	PatientID string
	Limit     int
	After     string
}

// Errors returned by Store implementations; check them with errors.Is.
var (
	// ErrUnavailable means the backend did not answer in time: the call
	// may succeed later, and says nothing about the data it was given.
	ErrUnavailable = errors.New("record store unavailable")
	ErrNotFound    = errors.New("not found")
	// ErrConflict means the claim is already resolved.
	ErrConflict = errors.New("conflict")
)

// Store keeps patients' records and claims. Every method is scoped to one
// tenant; ids of another tenant behave exactly as ids that do not exist.
// Backends implement it under Managed, which holds the rules they share.
type Store interface {
	// Apply writes c atomically: facts created, facts closed (SupersededAt
	// set), claims created. It is idempotent: applying a Change whose ids
	// are already stored changes nothing and returns nil, so the outbox may
	// retry it. Superseding a fact that is unknown returns ErrNotFound and
	// writes nothing; superseding one already closed keeps its first
	// closing time and is not an error, since two writers may close the
	// same fact and the second must not block the patient's queue.
	Apply(ctx context.Context, sc tenancy.Scope, c Change) error
	// Record returns the patient's facts as the record stood at asOf:
	// RecordedAt <= asOf and SupersededAt nil or after asOf. A zero asOf
	// means now (current facts). Ordered by RecordedAt, then ID.
	Record(ctx context.Context, sc tenancy.Scope, patientID string, asOf time.Time) ([]Fact, error)
	// Fact returns one fact, current or superseded, or ErrNotFound.
	Fact(ctx context.Context, sc tenancy.Scope, patientID, factID string) (Fact, error)
	// Claims returns claims matching f ordered by CreatedAt then ID, and the
	// cursor of the next page ("" when there is none).
	Claims(ctx context.Context, sc tenancy.Scope, f ClaimFilter) ([]Claim, string, error)
	// Claim returns one claim or ErrNotFound.
	Claim(ctx context.Context, sc tenancy.Scope, claimID string) (Claim, error)
	// ResolveClaim sets a pending claim's status, writes r.Fact (if any)
	// and closes r.Supersede in one transaction; r.Fact and r.Supersede are
	// applied only when r.Status is ClaimConfirmed. A supersession with a
	// zero At closes its fact at r.At. Superseding an unknown fact (or a
	// fact of another patient than the claim's) returns ErrNotFound and
	// writes nothing (the claim stays pending). Superseding a fact already
	// closed at the same time is a no-op; at another time it is ErrConflict,
	// as in Apply. ErrConflict if the claim is not pending, ErrNotFound if
	// it does not exist.
	ResolveClaim(ctx context.Context, sc tenancy.Scope, claimID string, r Resolution) (Claim, error)
	// DeletePatient erases the patient's facts and claims.
	DeletePatient(ctx context.Context, sc tenancy.Scope, patientID string) error
}

// ID derives a deterministic id from its parts, so that the same input
// always yields the same fact or claim id and retries are idempotent.
//
// Ids of facts and claims go through RecordID, which puts the tenant in.
func ID(prefix string, parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return prefix + "_" + hex.EncodeToString(h.Sum(nil))[:20]
}

// RecordID derives the id of a fact or claim from its tenant and parts, so
// that equal inputs in two tenants never share an id: a record id must not
// tell one tenant anything about another, nor collide in a shared store.
func RecordID(prefix, tenantID string, parts ...string) string {
	return ID(prefix, append([]string{tenantID}, parts...)...)
}

// Current reports whether f was in the record at asOf (zero: now).
func (f Fact) Current(asOf time.Time) bool {
	if asOf.IsZero() {
		return f.SupersededAt == nil
	}
	return !f.RecordedAt.After(asOf) && (f.SupersededAt == nil || f.SupersededAt.After(asOf))
}

// Key is the identity of a fact as one string: its type and what it is
// about (the ontology concept, else the code, else the display) and, for
// the types whose identity has qualifiers, the qualifiers it states: the
// site of a symptom, the timing and setting of an observation. Facts with
// equal keys are the same thing in the record (Same); facts without
// qualifiers keep the key of the versions before qualifiers counted
// ("symptom|concept:sym:knee_pain"), which neo4jstore has stored as
// fact_key.
//
// Key is exact: a symptom with a site and one without have different keys,
// though Same may find them the same symptom. Use Same to decide
// supersession and Key to group facts already current.
func (f Fact) Key() string {
	k := f.baseKey()
	for _, q := range qualifiers[f.Type] {
		if v := qualifier(f, q); v != "" {
			k += "|" + q + ":" + v
		}
	}
	return k
}

// baseKey is what a fact is about without its qualifiers. The ontology
// concept is the best identity (codes and display languages vary between
// sources), then the code, then the display.
func (f Fact) baseKey() string {
	if c := f.Attributes[conceptAttribute]; c != "" {
		return f.Type + "|concept:" + c
	}
	code := f.Code.System + ":" + f.Code.Code
	if f.Code.Code == "" {
		code = strings.ToLower(f.Display)
	}
	return f.Type + "|" + code
}

// Same reports whether f and g are the same thing in the record, so that a
// newer statement of one updates (closes) the other and two of them are
// never current together. This is the identity rule of supersession
// (issue 10), the same on every backend:
//
//   - a symptom is its concept and its site: knee pain and ankle pain are
//     two symptoms. A symptom said without a site is the same as one at a
//     site (a composed concept such as "ankle pain" names its site, and a
//     patient need not repeat where it hurts); the gate decides what an
//     unplaced statement does when the record has the symptom at two sites.
//   - an observation is its analyte and its qualifiers, timing (fasting,
//     post-meal) and setting (home, clinic), all equal: a fasting and a
//     post-meal glucose are two series, and a reading without a qualifier
//     is a series of its own, since nothing says which one it belongs to.
//   - any other fact, a medication included, is its concept: a new dose of
//     a drug updates the drug, and the old dose stays in the history.
func (f Fact) Same(g Fact) bool {
	if f.Type != g.Type || f.baseKey() != g.baseKey() {
		return false
	}
	switch f.Type {
	case Symptom:
		a, b := qualifier(f, SiteAttribute), qualifier(g, SiteAttribute)
		return a == "" || b == "" || a == b
	case Observation:
		for _, q := range qualifiers[Observation] {
			if qualifier(f, q) != qualifier(g, q) {
				return false
			}
		}
	}
	return true
}

// IsIntolerance reports whether f is an allergy of type intolerance ("I
// just can't tolerate codeine").
func (f Fact) IsIntolerance() bool {
	return f.Type == Allergy && f.Attributes[AllergyTypeAttribute] == Intolerance
}

// AllergyTypeAttribute is an allergy's type as FHIR's AllergyIntolerance
// types it: Intolerance for a drug the patient cannot tolerate ("it's not
// an allergy, I just can't tolerate it"), absent for an allergy.
const (
	AllergyTypeAttribute = "type"
	Intolerance          = "intolerance"
)

// Attributes that qualify a fact's identity (see Same).
const (
	// SiteAttribute is the body site of a symptom ("knee").
	SiteAttribute = "site"
	// TimingAttribute is when an observation was taken against meals:
	// "fasting" or "post-meal".
	TimingAttribute = "timing"
	// SettingAttribute is where an observation was taken: "home" or
	// "clinic".
	SettingAttribute = "setting"
)

// qualifiers are, per fact type, the attributes of its identity, in the
// order Key writes them.
var qualifiers = map[string][]string{
	Symptom:     {SiteAttribute},
	Observation: {TimingAttribute, SettingAttribute},
}

// qualifier returns the attribute q of f as identity compares it: lower
// case, spaces collapsed, so "Left  Knee" and "left knee" are one site.
func qualifier(f Fact, q string) string {
	return strings.ToLower(strings.Join(strings.Fields(f.Attributes[q]), " "))
}

// conceptAttribute is the attribute holding a fact's ontology concept id.
const conceptAttribute = "concept_id"
