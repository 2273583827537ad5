package embedded

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Index is the embedded vector index: exact cosine search over one
// patient's points, scored in Go. A patient has a few hundred to a few
// thousand points, so brute force is microseconds to a millisecond and
// exact (STYLE.md); an approximate index would only add a second copy of
// the data to keep in step.
//
// Index is a separate type from DB because DB also implements entity.Store,
// whose DeletePatient has another meaning.
type Index struct {
	db  *DB
	dim int
}

var _ retrieval.Index = (*Index)(nil)

// Ping reports whether the database under the index answers.
func (ix *Index) Ping(ctx context.Context) error { return ix.db.Ping(ctx) }

// Index returns the vector index over d for vectors of dimension dim. The
// first call on a new file records dim; a later call with another dimension
// returns an error wrapping retrieval.ErrDimension that names both, because
// vectors of two embedders cannot be compared: re-create the data directory
// or configure the embedder the file was built with.
//
// It takes no context (its signature was fixed for the wiring); the one
// query it runs is bounded by the database's busy_timeout.
func (d *DB) Index(dim int) (*Index, error) {
	if dim <= 0 {
		return nil, fmt.Errorf("open vector index: dimension %d must be positive", dim)
	}
	ctx := context.Background()
	err := d.tx(ctx, func(tx *sql.Tx) error {
		var v string
		err := tx.QueryRowContext(ctx, `SELECT value FROM vector_meta WHERE key = 'dimension'`).Scan(&v)
		if errors.Is(err, sql.ErrNoRows) {
			_, err = tx.ExecContext(ctx, `INSERT INTO vector_meta (key, value) VALUES ('dimension', ?)`, strconv.Itoa(dim))
			return err
		}
		if err != nil {
			return err
		}
		stored, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("stored dimension %q: %w", v, err)
		}
		if stored != dim {
			return fmt.Errorf("the file holds %d-dimension vectors but the embedder gives %d: %w", stored, dim, retrieval.ErrDimension)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("open vector index: %w", err)
	}
	return &Index{db: d, dim: dim}, nil
}

// Within returns the index as seen through view, a view of its database
// from DB.Batch: its writes join the batch.
func (ix *Index) Within(view *DB) *Index { return &Index{db: view, dim: ix.dim} }

// Dim returns the dimension of the index's vectors.
func (ix *Index) Dim() int { return ix.dim }

// Upsert stores points, replacing any with the same ID in the scope's
// tenant. It is atomic and idempotent: either all are written or none.
func (ix *Index) Upsert(ctx context.Context, sc tenancy.Scope, points []retrieval.Point) error {
	return ix.db.tx(ctx, func(tx *sql.Tx) error {
		added := 0
		for _, p := range points {
			isNew, err := ix.unindexTerms(ctx, tx, sc.TenantID(), p.ID)
			if err != nil {
				return fmt.Errorf("upsert point %s: %w", p.ID, err)
			}
			if isNew {
				added++
			}
			if err := ix.writePoint(ctx, tx, sc.TenantID(), p); err != nil {
				return fmt.Errorf("upsert point %s: %w", p.ID, err)
			}
		}
		if err := ix.addPointCount(ctx, tx, added); err != nil {
			return fmt.Errorf("upsert points: %w", err)
		}
		return nil
	})
}

// writePoint writes p's row and its postings, counting its terms in
// lexical_df.
func (ix *Index) writePoint(ctx context.Context, tx *sql.Tx, tenantID string, p retrieval.Point) error {
	topics, concepts := p.Topics, p.Concepts
	if topics == nil {
		topics = []string{}
	}
	if concepts == nil {
		concepts = []string{}
	}
	tj, err := json.Marshal(topics)
	if err != nil {
		return fmt.Errorf("topics: %w", err)
	}
	cj, err := json.Marshal(concepts)
	if err != nil {
		return fmt.Errorf("concepts: %w", err)
	}
	if _, err := ix.db.sql.txExec(ctx, tx, `INSERT INTO vector_points
		(tenant_id, id, patient_id, session_id, kind, source_id, speaker, topics, concepts, at, text, vector, terms)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (tenant_id, id) DO UPDATE SET
			patient_id = excluded.patient_id, session_id = excluded.session_id,
			kind = excluded.kind, source_id = excluded.source_id, speaker = excluded.speaker,
			topics = excluded.topics, concepts = excluded.concepts, at = excluded.at,
			text = excluded.text, vector = excluded.vector, terms = excluded.terms`,
		tenantID, p.ID, p.PatientID, p.SessionID, p.Kind, p.SourceID, p.Speaker, string(tj), string(cj),
		timeText(p.At), p.Text, retrieval.EncodeVector(p.Vector), encodeSparse(p.Terms)); err != nil {
		return err
	}
	for i, term := range p.Terms.Indices {
		if _, err := ix.db.sql.txExec(ctx, tx, `INSERT INTO lexical_postings (tenant_id, patient_id, term, id, kind, weight)
			VALUES (?, ?, ?, ?, ?, ?)`, tenantID, p.PatientID, int64(term), p.ID, p.Kind, float64(p.Terms.Values[i])); err != nil {
			return fmt.Errorf("posting: %w", err)
		}
		if _, err := ix.db.sql.txExec(ctx, tx, `INSERT INTO lexical_df (term, df) VALUES (?, 1)
			ON CONFLICT (term) DO UPDATE SET df = df + 1`, int64(term)); err != nil {
			return fmt.Errorf("document frequency: %w", err)
		}
	}
	return nil
}

// unindexTerms removes the postings of the tenant's point id, if stored,
// and uncounts its terms. It reports whether the point is new.
func (ix *Index) unindexTerms(ctx context.Context, tx *sql.Tx, tenantID, id string) (bool, error) {
	var patientID string
	var terms []byte
	err := ix.db.sql.txQueryRow(ctx, tx, `SELECT patient_id, terms FROM vector_points WHERE tenant_id = ? AND id = ?`,
		tenantID, id).Scan(&patientID, &terms)
	if errors.Is(err, sql.ErrNoRows) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	old, err := decodeSparse(terms)
	if err != nil {
		return false, fmt.Errorf("stored terms: %w", err)
	}
	for _, term := range old.Indices {
		if _, err := ix.db.sql.txExec(ctx, tx, `DELETE FROM lexical_postings WHERE tenant_id = ? AND patient_id = ? AND term = ? AND id = ?`,
			tenantID, patientID, int64(term), id); err != nil {
			return false, err
		}
	}
	return false, ix.uncount(ctx, tx, old.Indices)
}

// uncount lowers the document frequency of each term by one.
func (ix *Index) uncount(ctx context.Context, tx *sql.Tx, terms []uint32) error {
	for _, term := range terms {
		if _, err := ix.db.sql.txExec(ctx, tx, `UPDATE lexical_df SET df = df - 1 WHERE term = ?`, int64(term)); err != nil {
			return fmt.Errorf("document frequency: %w", err)
		}
	}
	if len(terms) > 0 {
		if _, err := ix.db.sql.txExec(ctx, tx, `DELETE FROM lexical_df WHERE df <= 0`); err != nil {
			return fmt.Errorf("document frequency: %w", err)
		}
	}
	return nil
}

// addPointCount adds n (which may be negative) to the index's point count.
func (ix *Index) addPointCount(ctx context.Context, tx *sql.Tx, n int) error {
	if n == 0 {
		return nil
	}
	_, err := ix.db.sql.txExec(ctx, tx, `UPDATE vector_meta SET value = CAST(CAST(value AS INTEGER) + ? AS TEXT) WHERE key = 'points'`, n)
	return err
}

// Search returns up to q.Limit (> 0) of the patient's points in the
// scope's tenant, best first by cosine similarity, ties by ID. Only rows of
// that tenant and patient are read. Returned points carry no Vector.
func (ix *Index) Search(ctx context.Context, sc tenancy.Scope, q retrieval.Query) ([]retrieval.Hit, error) {
	query := retrieval.Normalize(q.Vector)

	filter := ` WHERE tenant_id = ? AND patient_id = ?`
	args := []any{sc.TenantID(), q.PatientID}
	if len(q.Kinds) > 0 {
		filter += ` AND kind IN (?` + strings.Repeat(`, ?`, len(q.Kinds)-1) + `)`
		for _, k := range q.Kinds {
			args = append(args, k)
		}
	}
	top, err := ix.score(ctx, query, q.Limit, filter, args)
	if err != nil {
		return nil, err
	}

	return ix.hits(ctx, sc.TenantID(), q.PatientID, top)
}

// hits fetches the payload of the winners only, in their order. The
// patient is in this WHERE clause too: a point moved to another patient
// between the two queries is dropped, never returned under the wrong
// patient.
func (ix *Index) hits(ctx context.Context, tenantID, patientID string, top []retrieval.Scored) ([]retrieval.Hit, error) {
	if len(top) == 0 {
		return nil, nil
	}
	ids := make([]string, len(top))
	for i, c := range top {
		ids[i] = c.ID
	}
	rows, err := ix.db.sql.QueryContext(ctx, hitsQuery, tenantID, patientID, stringList(ids))
	if err != nil {
		return nil, fmt.Errorf("fetch points: %w", err)
	}
	defer rows.Close()
	points := make(map[string]retrieval.Point, len(top))
	for rows.Next() {
		p := retrieval.Point{PatientID: patientID}
		var topics, concepts, at string
		if err := rows.Scan(&p.ID, &p.SessionID, &p.Kind, &p.SourceID, &p.Speaker, &topics, &concepts, &at, &p.Text); err != nil {
			return nil, fmt.Errorf("fetch points: %w", err)
		}
		if p.Topics, err = decodeStrings(topics); err != nil {
			return nil, fmt.Errorf("fetch points: point %s topics: %w", p.ID, err)
		}
		if p.Concepts, err = decodeStrings(concepts); err != nil {
			return nil, fmt.Errorf("fetch points: point %s concepts: %w", p.ID, err)
		}
		if p.At, err = parseTime(at); err != nil {
			return nil, fmt.Errorf("fetch points: point %s time: %w", p.ID, err)
		}
		points[p.ID] = p
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("fetch points: %w", err)
	}
	hits := make([]retrieval.Hit, 0, len(top))
	for _, c := range top {
		if p, ok := points[c.ID]; ok {
			hits = append(hits, retrieval.Hit{Point: p, Score: c.Score})
		}
	}
	return hits, nil
}

// hitsQuery reads the payloads of a patient's points by id, the ids a JSON
// array (see termPostingsQuery), from vector_points_payload alone: each id
// is one search of the index, among the patient's other entries, and no
// row of the table (nor its vector) is read. Through vector_points_patient
// SQLite read every point of the patient, vectors included, to find a few
// hundred, and a context's cost grew with the patient's history (issue
// 11); the payload index has one more equality column than either of the
// others, so the planner prefers it without statistics.
const hitsQuery = `SELECT id, session_id, kind, source_id, speaker, topics, concepts, at, text FROM vector_points` +
	` WHERE tenant_id = ? AND patient_id = ? AND id IN (SELECT value FROM json_each(?))`

// decodeStrings reads a JSON array of strings as writePoint stores it, nil
// for an empty one. Arrays of plain strings, nearly all of them, are split
// in place: encoding/json took longer than the rest of a payload's fetch.
func decodeStrings(s string) ([]string, error) {
	if s == "[]" {
		return nil, nil
	}
	if inner, ok := strings.CutPrefix(s, `["`); ok && strings.HasSuffix(inner, `"]`) && !strings.ContainsAny(inner, "\\\x00") {
		inner = inner[:len(inner)-2]
		out := strings.Split(inner, `","`)
		// A string holding "," or a lone quote would have been escaped or
		// split wrong: no element may still contain a quote.
		ok := true
		for _, e := range out {
			if strings.Contains(e, `"`) {
				ok = false
				break
			}
		}
		if ok {
			return out, nil
		}
	}
	var out []string
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

// score returns the best limit (id, score) pairs among the rows matching
// filter, best first. Only ids and vectors are read: decoding the texts of
// every row would cost more than the scoring.
func (ix *Index) score(ctx context.Context, query []float32, limit int, filter string, args []any) ([]retrieval.Scored, error) {
	rows, err := ix.db.sql.QueryContext(ctx, `SELECT id, vector FROM vector_points`+filter, args...)
	if err != nil {
		return nil, fmt.Errorf("search vectors: %w", err)
	}
	defer rows.Close()
	top := retrieval.NewTopK(limit)
	var id, vec sql.RawBytes
	for rows.Next() {
		if err := rows.Scan(&id, &vec); err != nil {
			return nil, fmt.Errorf("search vectors: %w", err)
		}
		if len(vec) != 4*ix.dim {
			return nil, fmt.Errorf("search vectors: stored point %s has %d bytes, want %d: %w", id, len(vec), 4*ix.dim, retrieval.ErrDimension)
		}
		top.Offer(string(id), retrieval.DotEncoded(query, vec))
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("search vectors: %w", err)
	}
	return top.Best(), nil
}

// DeletePatient removes every point of the patient in the scope's tenant,
// with its postings and its share of the document frequencies. Deleting a
// patient without points is not an error.
func (ix *Index) DeletePatient(ctx context.Context, sc tenancy.Scope, patientID string) error {
	defer ix.db.scrub.Store(true)
	err := ix.db.tx(ctx, func(tx *sql.Tx) error {
		rows, err := ix.db.sql.txQuery(ctx, tx, `SELECT term, COUNT(*) FROM lexical_postings WHERE tenant_id = ? AND patient_id = ? GROUP BY term`,
			sc.TenantID(), patientID)
		if err != nil {
			return err
		}
		counts := map[int64]int64{}
		for rows.Next() {
			var term, n int64
			if err := rows.Scan(&term, &n); err != nil {
				rows.Close()
				return err
			}
			counts[term] = n
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for term, n := range counts {
			if _, err := ix.db.sql.txExec(ctx, tx, `UPDATE lexical_df SET df = df - ? WHERE term = ?`, n, term); err != nil {
				return err
			}
		}
		if _, err := ix.db.sql.txExec(ctx, tx, `DELETE FROM lexical_df WHERE df <= 0`); err != nil {
			return err
		}
		if _, err := ix.db.sql.txExec(ctx, tx, `DELETE FROM lexical_postings WHERE tenant_id = ? AND patient_id = ?`, sc.TenantID(), patientID); err != nil {
			return err
		}
		res, err := ix.db.sql.txExec(ctx, tx, `DELETE FROM vector_points WHERE tenant_id = ? AND patient_id = ?`, sc.TenantID(), patientID)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		if err != nil {
			return err
		}
		return ix.addPointCount(ctx, tx, -int(n))
	})
	if err != nil {
		return fmt.Errorf("delete patient vectors: %w", err)
	}
	return nil
}
