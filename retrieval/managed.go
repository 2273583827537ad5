package retrieval

import (
	"context"
	"errors"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Managed returns ix, an index of dim-dimension vectors, under the rules
// every index backend shares (STYLE.md rule 4), so that backends only
// persist and search and cannot differ on them:
//
//   - a scope without a tenant is refused with tenancy.ErrNoTenant before
//     ix is called;
//   - Upsert refuses all the points if one fails Point.Check, and upserting
//     none changes nothing;
//   - Search refuses a query that fails Query.Check, SearchTerms one that
//     fails TermQuery.Check; a Limit of zero or less, or a term query
//     without terms, returns no hits;
//   - DeletePatient refuses an empty patient id.
//
// Backends may assume all of it.
func Managed(ix Index, dim int) Index { return managed{backend: ix, dim: dim} }

// managed does not embed Index: a method added to Index must be given its
// rules here rather than pass through unchecked.
type managed struct {
	backend Index
	dim     int
}

func (m managed) Upsert(ctx context.Context, sc tenancy.Scope, points []Point) error {
	if err := sc.Check(); err != nil {
		return err
	}
	for _, p := range points {
		if err := p.Check(m.dim); err != nil {
			return err
		}
	}
	if len(points) == 0 {
		return nil
	}
	return m.backend.Upsert(ctx, sc, points)
}

func (m managed) Search(ctx context.Context, sc tenancy.Scope, q Query) ([]Hit, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	if err := q.Check(m.dim); err != nil {
		return nil, err
	}
	if q.Limit <= 0 {
		return nil, nil
	}
	return m.backend.Search(ctx, sc, q)
}

func (m managed) SearchTerms(ctx context.Context, sc tenancy.Scope, q TermQuery) ([]Hit, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	if err := q.Check(); err != nil {
		return nil, err
	}
	if q.Limit <= 0 || q.Terms.Len() == 0 {
		return nil, nil
	}
	return m.backend.SearchTerms(ctx, sc, q)
}

func (m managed) DeletePatient(ctx context.Context, sc tenancy.Scope, patientID string) error {
	if err := sc.Check(); err != nil {
		return err
	}
	if patientID == "" {
		return errors.New("delete patient vectors: empty patient id")
	}
	return m.backend.DeletePatient(ctx, sc, patientID)
}
