package embedded

import (
	"context"
	"database/sql"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"strconv"

	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// SearchTerms returns up to q.Limit of the patient's points that share a
// term with the query, best first by BM25 score, ties by ID. The document
// frequencies and the point count are those of the whole file, read in the
// same transaction as the postings; only the postings of the scope's tenant
// and the patient are read. q has a positive Limit and terms
// (retrieval.Managed).
func (ix *Index) SearchTerms(ctx context.Context, sc tenancy.Scope, q retrieval.TermQuery) ([]retrieval.Hit, error) {
	var top []retrieval.Scored
	err := ix.db.readTx(ctx, func(tx *sql.Tx) error {
		idf, err := ix.idfs(ctx, tx, q.Terms.Indices)
		if err != nil {
			return err
		}
		scores, err := ix.postingScores(ctx, tx, sc.TenantID(), q, idf)
		if err != nil {
			return err
		}
		k := retrieval.NewTopK(q.Limit)
		for id, score := range scores {
			k.Offer(id, float32(score))
		}
		top = k.Best()
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("search terms: %w", err)
	}
	return ix.hits(ctx, sc.TenantID(), q.PatientID, top)
}

// idfs returns the IDF of each term over the whole index.
func (ix *Index) idfs(ctx context.Context, tx *sql.Tx, terms []uint32) (map[uint32]float64, error) {
	var v string
	if err := ix.db.sql.txQueryRow(ctx, tx, `SELECT value FROM vector_meta WHERE key = 'points'`).Scan(&v); err != nil {
		return nil, fmt.Errorf("point count: %w", err)
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("point count %q: %w", v, err)
	}
	rows, err := ix.db.sql.txQuery(ctx, tx, `SELECT term, df FROM lexical_df WHERE term IN (SELECT value FROM json_each(?))`,
		termList(terms))
	if err != nil {
		return nil, fmt.Errorf("document frequencies: %w", err)
	}
	defer rows.Close()
	out := make(map[uint32]float64, len(terms))
	for rows.Next() {
		var term, df int64
		if err := rows.Scan(&term, &df); err != nil {
			return nil, fmt.Errorf("document frequencies: %w", err)
		}
		out[uint32(term)] = retrieval.IDF(n, df)
	}
	return out, rows.Err()
}

// The lists of a search (its terms, kinds and winners) are bound as one
// JSON array read with json_each, not as an IN list of one parameter each:
// the statement's text is then the same for every search and is prepared
// once (stmtDB), where each length of IN list was a statement of its own,
// parsed again inside every transaction.
const (
	termPostingsQuery      = `SELECT id, term, weight FROM lexical_postings WHERE tenant_id = ? AND patient_id = ? AND term IN (SELECT value FROM json_each(?))`
	termPostingsKindsQuery = termPostingsQuery + ` AND kind IN (SELECT value FROM json_each(?))`
)

// postingScores sums, per point of the patient, query weight · IDF ·
// document weight over the query's terms.
func (ix *Index) postingScores(ctx context.Context, tx *sql.Tx, tenantID string, q retrieval.TermQuery, idf map[uint32]float64) (map[string]float64, error) {
	query, args := termPostingsQuery, []any{tenantID, q.PatientID, termList(q.Terms.Indices)}
	if len(q.Kinds) > 0 {
		query, args = termPostingsKindsQuery, append(args, stringList(q.Kinds))
	}
	weight := make(map[uint32]float64, q.Terms.Len())
	for i, t := range q.Terms.Indices {
		weight[t] = float64(q.Terms.Values[i])
	}
	rows, err := ix.db.sql.txQuery(ctx, tx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("postings: %w", err)
	}
	defer rows.Close()
	scores := map[string]float64{}
	for rows.Next() {
		var id string
		var term int64
		var w float64
		if err := rows.Scan(&id, &term, &w); err != nil {
			return nil, fmt.Errorf("postings: %w", err)
		}
		t := uint32(term)
		scores[id] += weight[t] * idf[t] * w
	}
	return scores, rows.Err()
}

// termList is terms as a JSON array of numbers.
func termList(terms []uint32) string {
	b := make([]byte, 0, 2+11*len(terms))
	b = append(b, '[')
	for i, t := range terms {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, uint64(t), 10)
	}
	return string(append(b, ']'))
}

// stringList is ss as a JSON array of strings.
func stringList(ss []string) string {
	b, err := json.Marshal(ss)
	if err != nil {
		panic(fmt.Sprintf("marshal strings: %v", err)) // a []string always marshals
	}
	return string(b)
}

// encodeSparse stores s as pairs of little-endian uint32 term id and
// float32 weight.
func encodeSparse(s retrieval.Sparse) []byte {
	b := make([]byte, 8*s.Len())
	for i, t := range s.Indices {
		binary.LittleEndian.PutUint32(b[8*i:], t)
		binary.LittleEndian.PutUint32(b[8*i+4:], math.Float32bits(s.Values[i]))
	}
	return b
}

func decodeSparse(b []byte) (retrieval.Sparse, error) {
	if len(b)%8 != 0 {
		return retrieval.Sparse{}, fmt.Errorf("%d bytes is not a whole number of terms", len(b))
	}
	s := retrieval.Sparse{Indices: make([]uint32, len(b)/8), Values: make([]float32, len(b)/8)}
	for i := range s.Indices {
		s.Indices[i] = binary.LittleEndian.Uint32(b[8*i:])
		s.Values[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[8*i+4:]))
	}
	return s, nil
}
