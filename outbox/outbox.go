// Package outbox defines the durable formats of the work a committed write
// leaves for the graph and the index: what is queued today is applied by
// the binary deployed tomorrow. Every payload is a tagged type carrying
// its version; Decode reads it strictly, so that a renamed or unknown field
// is an error that keeps the item queued (and, after repeated failures,
// quarantined for an operator) instead of work silently dropped.
//
// The formats are pinned by golden files in testdata. Change a type only by
// adding a new version beside the old one and decoding both.
package outbox

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/retrieval"
)

// Kinds of outbox item.
const (
	KindIndex  = "index.upsert"  // a turn or summary to index for recall
	KindRecord = "entity.apply"  // a change to a patient's record
	KindClaim  = "claim.resolve" // a clinician's resolution of a claim
)

// Version is the version Encode writes.
const Version = 1

// ErrFormat means a payload is not one this binary can read.
var ErrFormat = errors.New("outbox payload format")

// Point is the index work of KindIndex, version 1.
type Point struct {
	V         int       `json:"v"`
	ID        string    `json:"id"`
	PatientID string    `json:"patient_id"`
	SessionID string    `json:"session_id"`
	Kind      string    `json:"kind"`
	SourceID  string    `json:"source_id"`
	Speaker   string    `json:"speaker"`
	Topics    []string  `json:"topics"`
	Concepts  []string  `json:"concepts"`
	At        time.Time `json:"at"`
	Text      string    `json:"text"`
	Lead      string    `json:"lead"`
}

// Change is the record work of KindRecord, version 1.
type Change struct {
	V         int            `json:"v"`
	PatientID string         `json:"patient_id"`
	Create    []Fact         `json:"create"`
	Supersede []Supersession `json:"supersede"`
	Claims    []Claim        `json:"claims"`
}

// Resolution is the claim work of KindClaim, version 1.
type Resolution struct {
	V          int            `json:"v"`
	ClaimID    string         `json:"claim_id"`
	Status     string         `json:"status"`
	ResolvedBy string         `json:"resolved_by"`
	At         time.Time      `json:"at"`
	Note       string         `json:"note"`
	Fact       *Fact          `json:"fact"`
	Supersede  []Supersession `json:"supersede"`
}

// Supersession closes a fact at a time.
type Supersession struct {
	FactID string    `json:"fact_id"`
	At     time.Time `json:"at"`
}

// Fact is a record fact as queued. It is its own type, not entity.Fact, so
// that the API's shape can change without changing what is queued.
type Fact struct {
	ID           string            `json:"id"`
	PatientID    string            `json:"patient_id"`
	Type         string            `json:"type"`
	Display      string            `json:"display"`
	CodeSystem   string            `json:"code_system"`
	Code         string            `json:"code"`
	Attributes   map[string]string `json:"attributes"`
	Status       string            `json:"status"`
	Verification string            `json:"verification"`
	Kind         string            `json:"kind"`
	Confidence   float64           `json:"confidence"`
	SourceKind   string            `json:"source_kind"`
	SourceTurn   string            `json:"source_turn_id"`
	SourceSess   string            `json:"source_session_id"`
	ValidFrom    time.Time         `json:"valid_from"`
	ValidTo      *time.Time        `json:"valid_to"`
	RecordedAt   time.Time         `json:"recorded_at"`
	SupersededAt *time.Time        `json:"superseded_at"`
}

// Claim is a pending claim as queued.
type Claim struct {
	ID            string    `json:"id"`
	PatientID     string    `json:"patient_id"`
	SessionID     string    `json:"session_id"`
	TurnID        string    `json:"turn_id"`
	Status        string    `json:"status"`
	Reason        string    `json:"reason"`
	Confidence    float64   `json:"confidence"`
	Proposed      Fact      `json:"proposed"`
	ConflictsWith []string  `json:"conflicts_with"`
	Text          string    `json:"text"`
	Explanation   string    `json:"explanation"`
	CreatedAt     time.Time `json:"created_at"`
}

// IndexPoint returns the queued form of p. Vector and Terms are computed
// when the item is applied, so they are not queued.
func IndexPoint(p retrieval.Point) Point {
	return Point{V: Version, ID: p.ID, PatientID: p.PatientID, SessionID: p.SessionID, Kind: p.Kind, SourceID: p.SourceID,
		Speaker: p.Speaker, Topics: p.Topics, Concepts: p.Concepts, At: p.At, Text: p.Text, Lead: p.Lead}
}

// Point returns the point to index.
func (p Point) Point() retrieval.Point {
	return retrieval.Point{ID: p.ID, PatientID: p.PatientID, SessionID: p.SessionID, Kind: p.Kind, SourceID: p.SourceID,
		Speaker: p.Speaker, Topics: p.Topics, Concepts: p.Concepts, At: p.At, Text: p.Text, Lead: p.Lead}
}

// RecordChange returns the queued form of c.
func RecordChange(c entity.Change) Change {
	out := Change{V: Version, PatientID: c.PatientID, Supersede: supersessions(c.Supersede)}
	for _, f := range c.Create {
		out.Create = append(out.Create, fact(f))
	}
	for _, cl := range c.Claims {
		out.Claims = append(out.Claims, Claim{ID: cl.ID, PatientID: cl.PatientID, SessionID: cl.SessionID, TurnID: cl.TurnID,
			Status: cl.Status, Reason: cl.Reason, Confidence: cl.Confidence, Proposed: fact(cl.Proposed),
			ConflictsWith: cl.ConflictsWith, Text: cl.Text, Explanation: cl.Explanation, CreatedAt: cl.CreatedAt})
	}
	return out
}

// Change returns the record change to apply.
func (c Change) Change() entity.Change {
	out := entity.Change{PatientID: c.PatientID, Supersede: c.supersessions()}
	for _, f := range c.Create {
		out.Create = append(out.Create, f.Fact())
	}
	for _, cl := range c.Claims {
		out.Claims = append(out.Claims, entity.Claim{ID: cl.ID, PatientID: cl.PatientID, SessionID: cl.SessionID,
			TurnID: cl.TurnID, Status: cl.Status, Reason: cl.Reason, Confidence: cl.Confidence, Proposed: cl.Proposed.Fact(),
			ConflictsWith: cl.ConflictsWith, Text: cl.Text, Explanation: cl.Explanation, CreatedAt: cl.CreatedAt})
	}
	return out
}

func (c Change) supersessions() []entity.Supersession { return entitySupersessions(c.Supersede) }

// ClaimResolution returns the queued form of a resolution of claimID.
func ClaimResolution(claimID string, r entity.Resolution) Resolution {
	out := Resolution{V: Version, ClaimID: claimID, Status: r.Status, ResolvedBy: r.ResolvedBy, At: r.At, Note: r.Note,
		Supersede: supersessions(r.Supersede)}
	if r.Fact != nil {
		f := fact(*r.Fact)
		out.Fact = &f
	}
	return out
}

// Resolution returns the resolution to apply.
func (r Resolution) Resolution() entity.Resolution {
	out := entity.Resolution{Status: r.Status, ResolvedBy: r.ResolvedBy, At: r.At, Note: r.Note,
		Supersede: entitySupersessions(r.Supersede)}
	if r.Fact != nil {
		f := r.Fact.Fact()
		out.Fact = &f
	}
	return out
}

func fact(f entity.Fact) Fact {
	return Fact{ID: f.ID, PatientID: f.PatientID, Type: f.Type, Display: f.Display, CodeSystem: f.Code.System, Code: f.Code.Code,
		Attributes: f.Attributes, Status: f.Status, Verification: f.Verification, Kind: f.Kind, Confidence: f.Confidence,
		SourceKind: f.Source.Kind, SourceTurn: f.Source.TurnID, SourceSess: f.Source.SessionID, ValidFrom: f.ValidFrom,
		ValidTo: f.ValidTo, RecordedAt: f.RecordedAt, SupersededAt: f.SupersededAt}
}

// Fact returns the record fact.
func (f Fact) Fact() entity.Fact {
	return entity.Fact{ID: f.ID, PatientID: f.PatientID, Type: f.Type, Display: f.Display,
		Code: entity.Code{System: f.CodeSystem, Code: f.Code}, Attributes: f.Attributes, Status: f.Status,
		Verification: f.Verification, Kind: f.Kind, Confidence: f.Confidence,
		Source:    entity.Source{Kind: f.SourceKind, TurnID: f.SourceTurn, SessionID: f.SourceSess},
		ValidFrom: f.ValidFrom, ValidTo: f.ValidTo, RecordedAt: f.RecordedAt, SupersededAt: f.SupersededAt}
}

func supersessions(ss []entity.Supersession) []Supersession {
	var out []Supersession
	for _, s := range ss {
		out = append(out, Supersession{FactID: s.FactID, At: s.At})
	}
	return out
}

func entitySupersessions(ss []Supersession) []entity.Supersession {
	var out []entity.Supersession
	for _, s := range ss {
		out = append(out, entity.Supersession{FactID: s.FactID, At: s.At})
	}
	return out
}

// Encode returns the JSON of a payload. Payloads are this package's plain
// types, which always encode.
func Encode(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("outbox: encode %T: %v", v, err))
	}
	return b
}

// DecodePoint reads a KindIndex payload.
func DecodePoint(b []byte) (Point, error) {
	var p Point
	if legacy(b) {
		var old retrieval.Point // version 0: the untagged Go struct
		if err := json.Unmarshal(b, &old); err != nil {
			return Point{}, fmt.Errorf("%w: index point v0: %v", ErrFormat, err)
		}
		return IndexPoint(old), nil
	}
	return p, strict(b, &p)
}

// DecodeChange reads a KindRecord payload.
func DecodeChange(b []byte) (Change, error) {
	var c Change
	if legacy(b) {
		var old entity.Change // version 0: the untagged Go struct
		if err := json.Unmarshal(b, &old); err != nil {
			return Change{}, fmt.Errorf("%w: record change v0: %v", ErrFormat, err)
		}
		return RecordChange(old), nil
	}
	return c, strict(b, &c)
}

// DecodeResolution reads a KindClaim payload.
func DecodeResolution(b []byte) (Resolution, error) {
	var r Resolution
	if legacy(b) {
		var old struct { // version 0
			ClaimID    string            `json:"claim_id"`
			Resolution entity.Resolution `json:"resolution"`
		}
		if err := json.Unmarshal(b, &old); err != nil {
			return Resolution{}, fmt.Errorf("%w: claim resolution v0: %v", ErrFormat, err)
		}
		return ClaimResolution(old.ClaimID, old.Resolution), nil
	}
	return r, strict(b, &r)
}

// legacy reports whether b is a version-0 payload, written before payloads
// carried a version: a JSON object without "v".
func legacy(b []byte) bool {
	var probe map[string]json.RawMessage
	if json.Unmarshal(b, &probe) != nil {
		return false // let the strict decoder say what is wrong
	}
	_, ok := probe["v"]
	return !ok
}

// strict decodes b into v, refusing a version other than Version (checked
// first, since a later version's fields are unknown here by design),
// unknown fields and trailing data.
func strict(b []byte, v any) error {
	var probe struct {
		V int `json:"v"`
	}
	if err := json.Unmarshal(b, &probe); err != nil {
		return fmt.Errorf("%w: %v", ErrFormat, err)
	}
	if probe.V != Version {
		return fmt.Errorf("%w: version %d, this binary reads %d", ErrFormat, probe.V, Version)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %v", ErrFormat, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: data after the payload", ErrFormat)
	}
	return nil
}
