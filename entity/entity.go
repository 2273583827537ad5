// Package entity is the long-term memory of a patient: a bi-temporal record
// of facts and inferences, and the pending claims that clinicians review.
package entity

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
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
	SourceDevice           = "device"
	SourceImport           = "import"
	SourceInferred         = "inferred"
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

// Key identifies what a fact is about, for supersession: a new observation
// of the same concept replaces the previous one. The ontology concept is the
// best identity (codes and display languages vary between sources), then
// the code, then the display.
func (f Fact) Key() string {
	if c := f.Attributes[conceptAttribute]; c != "" {
		return f.Type + "|concept:" + c
	}
	code := f.Code.System + ":" + f.Code.Code
	if f.Code.Code == "" {
		code = strings.ToLower(f.Display)
	}
	return f.Type + "|" + code
}

// conceptAttribute is the attribute holding a fact's ontology concept id.
const conceptAttribute = "concept_id"
