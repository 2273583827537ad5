// Package retrieval is vector recall: embedding text and searching a
// patient's embedded turns and summaries, always inside one tenant.
package retrieval

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Embedder turns text into a fixed-dimension vector.
type Embedder interface {
	Dim() int
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// Point is one embedded item with its payload.
type Point struct {
	ID        string // unique per tenant; deterministic (turn or summary id)
	PatientID string
	SessionID string
	Kind      string // "turn" or "summary"
	SourceID  string // turn id or summary id
	Speaker   string // who said a turn: "patient", "assistant" or "clinician"; empty for a summary
	Topics    []string
	Concepts  []string // ontology concept ids the text mentions, for boosting
	At        time.Time
	Text      string // kept for rendering; never logged
	Vector    []float32
	Terms     Sparse // lexical terms with their BM25 document weights (DocumentTerms)
	// Lead is the text a short answer answers, folded into Terms by the
	// caller so that "No, just the inhaler" is found by the question's
	// words. Backends do not store it.
	Lead string
}

// Query is a filtered nearest-neighbour search. PatientID is required:
// recall never crosses patients, and the tenant comes from the Scope.
type Query struct {
	PatientID string
	Vector    []float32
	Limit     int
	Kinds     []string // empty: all kinds
}

// Hit is a search result with its similarity score (higher is closer).
type Hit struct {
	Point Point
	Score float32
}

// ErrUnavailable means the index did not answer in time: the call may
// succeed later, and says nothing about the points it was given.
var ErrUnavailable = errors.New("index unavailable")

// ErrDimension means a vector's length differs from the index's dimension.
var ErrDimension = errors.New("vector dimension mismatch")

// Check reports why p cannot be stored in an index of dimension dim.
// Managed calls it before any backend is called, so they refuse alike.
func (p Point) Check(dim int) error {
	switch {
	case p.ID == "":
		return errors.New("upsert point: empty id")
	case p.PatientID == "":
		return fmt.Errorf("upsert point %s: empty patient id", p.ID)
	case len(p.Vector) != dim:
		return fmt.Errorf("upsert point %s: %d dimensions, index has %d: %w", p.ID, len(p.Vector), dim, ErrDimension)
	}
	if err := p.Terms.Check(); err != nil {
		return fmt.Errorf("upsert point %s: %w", p.ID, err)
	}
	return nil
}

// Check reports why q cannot search an index of dimension dim.
func (q Query) Check(dim int) error {
	if q.PatientID == "" {
		return errors.New("search vectors: empty patient id")
	}
	if len(q.Vector) != dim {
		return fmt.Errorf("search vectors: query has %d dimensions, index has %d: %w", len(q.Vector), dim, ErrDimension)
	}
	return nil
}

// TermQuery is a lexical (BM25) search of one patient's points.
type TermQuery struct {
	PatientID string
	Terms     Sparse // query weights (QueryTerms)
	Limit     int
	Kinds     []string // empty: all kinds
}

// Check reports why q cannot search an index.
func (q TermQuery) Check() error {
	if q.PatientID == "" {
		return errors.New("search terms: empty patient id")
	}
	if err := q.Terms.Check(); err != nil {
		return fmt.Errorf("search terms: %w", err)
	}
	return nil
}

// Index stores points and searches them. The tenant and patient filters are
// applied inside the index call, never after it. Backends implement it under
// Managed, which holds the rules they share.
type Index interface {
	// Upsert stores points, replacing any with the same ID. Idempotent.
	Upsert(ctx context.Context, sc tenancy.Scope, points []Point) error
	// Search returns up to q.Limit points of the patient, best first by
	// cosine similarity, ties by ID.
	Search(ctx context.Context, sc tenancy.Scope, q Query) ([]Hit, error)
	// SearchTerms returns up to q.Limit points of the patient that share a
	// term with the query, best first by BM25 score, ties by ID. A point
	// scores Σ query weight · IDF(N, df) · document weight over the terms it
	// shares, where N is the number of points in the whole index and df the
	// number holding the term (Qdrant's IDF modifier: statistics of the
	// collection, not of the patient).
	SearchTerms(ctx context.Context, sc tenancy.Scope, q TermQuery) ([]Hit, error)
	// DeletePatient removes every point of the patient.
	DeletePatient(ctx context.Context, sc tenancy.Scope, patientID string) error
}
