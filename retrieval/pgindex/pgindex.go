// Package pgindex is the PostgreSQL backend of retrieval.Index, dense and
// lexical (pgx/v5 with a pgxpool).
//
// Dense search is exact: the patient's vectors are read through an index on
// (tenant_id, patient_id, kind) and scored in Go by cosine similarity, as the
// embedded index does. A patient has a few hundred to a few thousand points,
// so brute force is exact and cheap (STYLE.md); the payload is fetched for
// the winners only.
//
// Lexical search keeps its own inverted index (PostgreSQL's text search has
// no Chinese, and the terms are the retrieval.Analyzer's anyway): postings
// per (point, term) with the BM25 document weight, and, per term, the number
// of points of the whole index that hold it. N, the number of points, is the
// count of retrieval.EveryPointTerm, which every point holds. Upsert and
// DeletePatient maintain the counts in the same transaction as the postings,
// with relative updates (df = df + delta) in ascending term order, so that
// writers in several processes lose no update and cannot deadlock. A search
// reads the counts and the postings in one snapshot and scores in Go.
//
// Tenant isolation follows session/pgstore: points and postings carry
// tenant_id, row-level security is enabled and forced on them, and every
// method runs in a transaction that first sets app.tenant_id. The term
// counts are the exception by contract: they are statistics of the whole
// index (retrieval.Index.SearchTerms), so every tenant's transaction reads
// and writes the same rows. They hold a term hash and a count, never a
// tenant, a patient or text; a query that has set no tenant sees none.
//
// The index persists and searches only: the rules every index backend
// shares (the scope check, the checks of points and queries, limits) are
// retrieval.Managed's, which memory.New puts over it.
//
// Migrations are embedded (migrations/NNNN_name.sql), recorded in
// index_migrations (so that the index may share a schema with pgstore, whose
// table is schema_migrations) and applied by Open under an advisory lock. In
// production the schema's owner runs them, then grants the service role:
//
//	GRANT USAGE ON SCHEMA <schema> TO memoryd;
//	GRANT SELECT, INSERT, UPDATE, DELETE ON index_points, index_postings, index_terms TO memoryd;
//	GRANT SELECT, INSERT ON index_meta TO memoryd;
//
// and the service opens the index with Options.SkipMigrate. The service
// role must be neither superuser nor BYPASSRLS.
package pgindex

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/anamnesis-health/anamnesis/internal/pgerr"
	"github.com/anamnesis-health/anamnesis/internal/pgmigrate"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var _ retrieval.Index = (*Index)(nil)

// Index is a retrieval.Index in PostgreSQL. It is safe for concurrent use,
// and several processes may write the same database at once.
type Index struct {
	pool *pgxpool.Pool
	dim  int
}

// Options configures Open. The zero value is usable.
type Options struct {
	// SkipMigrate leaves the schema alone, for a service role that may not
	// change it; the schema's owner has run the migrations.
	SkipMigrate bool
	// MaxConns caps the pool; 0 keeps pgxpool's default (or the DSN's
	// pool_max_conns).
	MaxConns int32
}

// Open connects to the database at dsn (a libpq URL or keyword string; pool
// settings and run-time parameters such as search_path may be given in it),
// checks that it answers, applies pending migrations unless
// opts.SkipMigrate, and returns the index for vectors of dimension dim. The
// first Open of a schema records dim; a later one with another dimension
// returns an error wrapping retrieval.ErrDimension that names both, because
// vectors of two embedders cannot be compared: configure the embedder the
// index was built with, or build a new index in another schema.
func Open(ctx context.Context, dsn string, dim int, opts Options) (*Index, error) {
	if dim <= 0 {
		return nil, fmt.Errorf("open postgres index: dimension %d must be positive", dim)
	}
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		// The parse error may quote the DSN and with it the password.
		return nil, errors.New("open postgres index: invalid dsn")
	}
	if opts.MaxConns > 0 {
		cfg.MaxConns = opts.MaxConns
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open postgres index: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open postgres index: %w", err)
	}
	if !opts.SkipMigrate {
		if err := Migrate(ctx, pool); err != nil {
			pool.Close()
			return nil, err
		}
	}
	if err := recordDimension(ctx, pool, dim); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open postgres index: %w", err)
	}
	return &Index{pool: pool, dim: dim}, nil
}

// recordDimension records dim if the index has no dimension yet, and
// refuses another one. Of two Opens racing on a new schema, one records its
// dimension and the other compares against it.
func recordDimension(ctx context.Context, pool *pgxpool.Pool, dim int) error {
	if _, err := pool.Exec(ctx, `INSERT INTO index_meta (dimension) VALUES ($1) ON CONFLICT DO NOTHING`, dim); err != nil {
		return fmt.Errorf("record dimension: %w", err)
	}
	var stored int32
	if err := pool.QueryRow(ctx, `SELECT dimension FROM index_meta`).Scan(&stored); err != nil {
		return fmt.Errorf("read dimension: %w", err)
	}
	if int(stored) != dim {
		return fmt.Errorf("the index holds %d-dimension vectors but the embedder gives %d: %w", stored, dim, retrieval.ErrDimension)
	}
	return nil
}

// Dim returns the dimension of the index's vectors.
func (ix *Index) Dim() int { return ix.dim }

// Close closes every connection of the pool.
func (ix *Index) Close() { ix.pool.Close() }

// Ping reports whether the database answers, for readiness checks.
func (ix *Index) Ping(ctx context.Context) error {
	if err := ix.pool.Ping(ctx); err != nil {
		return fmt.Errorf("ping postgres index: %w", err)
	}
	return nil
}

// Upsert stores points, replacing any with the same ID in the scope's
// tenant, with their postings and the term counts. It is atomic and
// idempotent: either all are written or none. Of several points with the
// same ID, the last is stored. It may be retried.
func (ix *Index) Upsert(ctx context.Context, sc tenancy.Scope, points []retrieval.Point) error {
	points = lastByID(points)
	ids := make([]string, len(points))
	for i, p := range points {
		ids[i] = p.ID
	}
	err := ix.write(ctx, sc, func(tx pgx.Tx) error {
		// Writing the points first locks them, in id order, for the rest of
		// the transaction (a concurrent writer of the same point waits here
		// for this one to commit, or this one for it): no one else changes
		// their postings until the counts are settled.
		batch := &pgx.Batch{}
		for _, p := range points {
			batch.Queue(`INSERT INTO index_points
				(tenant_id, id, patient_id, session_id, kind, source_id, speaker, topics, concepts, at, text, vector)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
				ON CONFLICT (tenant_id, id) DO UPDATE SET
					patient_id = excluded.patient_id, session_id = excluded.session_id, kind = excluded.kind,
					source_id = excluded.source_id, speaker = excluded.speaker, topics = excluded.topics,
					concepts = excluded.concepts, at = excluded.at, text = excluded.text, vector = excluded.vector`,
				sc.TenantID(), p.ID, p.PatientID, p.SessionID, p.Kind, p.SourceID, p.Speaker,
				orEmpty(p.Topics), orEmpty(p.Concepts), p.At, p.Text, retrieval.EncodeVector(p.Vector))
		}
		if err := tx.SendBatch(ctx, batch).Close(); err != nil {
			return fmt.Errorf("write points: %w", err)
		}
		// The old postings, if the points existed, are undone: read in a
		// statement that starts after the locks were taken, so it sees what
		// the previous writer committed.
		delta, err := deletePostings(ctx, tx, sc.TenantID(), ids)
		if err != nil {
			return err
		}
		var (
			patients, pointIDs, kinds []string
			terms                     []int64
			weights                   []float32
		)
		for _, p := range points {
			add := func(term uint32, weight float32) {
				patients = append(patients, p.PatientID)
				pointIDs = append(pointIDs, p.ID)
				kinds = append(kinds, p.Kind)
				terms = append(terms, int64(term))
				weights = append(weights, weight)
				delta[term]++
			}
			add(retrieval.EveryPointTerm, 0)
			for i, term := range p.Terms.Indices {
				add(term, p.Terms.Values[i])
			}
		}
		if _, err := tx.Exec(ctx, `INSERT INTO index_postings (tenant_id, patient_id, point_id, kind, term_id, weight)
			SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[], $6::real[])`,
			sc.TenantID(), patients, pointIDs, kinds, terms, weights); err != nil {
			return fmt.Errorf("write postings: %w", err)
		}
		return addCounts(ctx, tx, delta)
	})
	if err != nil {
		return fmt.Errorf("upsert points: %w", err)
	}
	return nil
}

// DeletePatient removes every point of the patient in the scope's tenant,
// with its postings, and takes them out of the term counts. It is atomic.
// Deleting a patient without points is not an error.
func (ix *Index) DeletePatient(ctx context.Context, sc tenancy.Scope, patientID string) error {
	err := ix.write(ctx, sc, func(tx pgx.Tx) error {
		// Lock the points in id order, as Upsert does, then delete those
		// and only those: a point written meanwhile by another transaction
		// is left whole, never without its postings.
		rows, err := tx.Query(ctx, `SELECT id FROM index_points WHERE tenant_id = $1 AND patient_id = $2
			ORDER BY id FOR UPDATE`, sc.TenantID(), patientID)
		if err != nil {
			return fmt.Errorf("lock points: %w", err)
		}
		ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return fmt.Errorf("lock points: %w", err)
		}
		if len(ids) == 0 {
			return nil
		}
		if _, err := tx.Exec(ctx, `DELETE FROM index_points WHERE tenant_id = $1 AND id = ANY($2)`, sc.TenantID(), ids); err != nil {
			return fmt.Errorf("delete points: %w", err)
		}
		delta, err := deletePostings(ctx, tx, sc.TenantID(), ids)
		if err != nil {
			return err
		}
		return addCounts(ctx, tx, delta)
	})
	if err != nil {
		return fmt.Errorf("delete patient points: %w", err)
	}
	return nil
}

// deletePostings deletes the postings of the points ids and returns, per
// term, minus the number of postings deleted.
func deletePostings(ctx context.Context, tx pgx.Tx, tenantID string, ids []string) (map[uint32]int64, error) {
	rows, err := tx.Query(ctx, `DELETE FROM index_postings WHERE tenant_id = $1 AND point_id = ANY($2) RETURNING term_id`,
		tenantID, ids)
	if err != nil {
		return nil, fmt.Errorf("delete postings: %w", err)
	}
	delta := map[uint32]int64{}
	var term int64
	_, err = pgx.ForEachRow(rows, []any{&term}, func() error {
		delta[uint32(term)]--
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("delete postings: %w", err)
	}
	return delta, nil
}

// addCounts adds delta to the term counts. The update is relative, so
// concurrent writers add up instead of overwriting each other, and takes
// the row locks in ascending term order, so that two writers cannot each
// hold a term the other waits for. Terms whose count falls to zero are
// deleted.
func addCounts(ctx context.Context, tx pgx.Tx, delta map[uint32]int64) error {
	var terms, deltas, fallen []int64
	for t := range delta {
		if delta[t] != 0 {
			terms = append(terms, int64(t))
		}
	}
	if len(terms) == 0 {
		return nil
	}
	slices.Sort(terms)
	for _, t := range terms {
		d := delta[uint32(t)]
		deltas = append(deltas, d)
		if d < 0 {
			fallen = append(fallen, t)
		}
	}
	if _, err := tx.Exec(ctx, `INSERT INTO index_terms (term_id, df)
		SELECT t, d FROM unnest($1::bigint[], $2::bigint[]) AS u(t, d) ORDER BY t
		ON CONFLICT (term_id) DO UPDATE SET df = index_terms.df + excluded.df`, terms, deltas); err != nil {
		return fmt.Errorf("count terms: %w", err)
	}
	if len(fallen) == 0 {
		return nil
	}
	// These rows are locked by this transaction since the update above. A
	// negative count would mean postings and counts have parted: refuse to
	// commit it.
	rows, err := tx.Query(ctx, `DELETE FROM index_terms WHERE term_id = ANY($1) AND df <= 0 RETURNING term_id, df`, fallen)
	if err != nil {
		return fmt.Errorf("count terms: %w", err)
	}
	var term, df int64
	_, err = pgx.ForEachRow(rows, []any{&term, &df}, func() error {
		if df < 0 {
			return fmt.Errorf("term %d would count %d points", term, df)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("count terms: %w", err)
	}
	return nil
}

// Search returns up to q.Limit (> 0) of the patient's points in the
// scope's tenant, best first by cosine similarity, ties by ID. Only rows of
// that tenant and patient are read; a stored vector of another dimension is
// retrieval.ErrDimension. Returned points carry no Vector and no Terms.
func (ix *Index) Search(ctx context.Context, sc tenancy.Scope, q retrieval.Query) ([]retrieval.Hit, error) {
	query := retrieval.Normalize(q.Vector)
	var hits []retrieval.Hit
	err := ix.read(ctx, sc, func(tx pgx.Tx) error {
		sql := `SELECT id, vector FROM index_points WHERE tenant_id = $1 AND patient_id = $2`
		args := []any{sc.TenantID(), q.PatientID}
		if len(q.Kinds) > 0 {
			sql += ` AND kind = ANY($3)`
			args = append(args, q.Kinds)
		}
		rows, err := tx.Query(ctx, sql, args...)
		if err != nil {
			return err
		}
		top := retrieval.NewTopK(q.Limit)
		var (
			id  string
			vec pgtype.DriverBytes // read in place: decoding copies nothing
		)
		_, err = pgx.ForEachRow(rows, []any{&id, &vec}, func() error {
			if len(vec) != 4*ix.dim {
				return fmt.Errorf("stored point %s has %d bytes, want %d: %w", id, len(vec), 4*ix.dim, retrieval.ErrDimension)
			}
			top.Offer(id, retrieval.DotEncoded(query, vec))
			return nil
		})
		if err != nil {
			return err
		}
		hits, err = fetchHits(ctx, tx, sc.TenantID(), q.PatientID, top.Best())
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("search vectors: %w", err)
	}
	return hits, nil
}

// SearchTerms returns up to q.Limit of the patient's points in the scope's
// tenant that share a term with the query, best first by BM25 score, ties
// by ID. A point scores Σ query weight · IDF(N, df) · document weight, with
// N and df counted over the whole index, read in the same snapshot as the
// postings; only the postings of the scope's tenant and the patient are
// read. q has a positive Limit and terms (retrieval.Managed).
func (ix *Index) SearchTerms(ctx context.Context, sc tenancy.Scope, q retrieval.TermQuery) ([]retrieval.Hit, error) {
	terms := make([]int64, q.Terms.Len())
	weight := make(map[uint32]float64, q.Terms.Len())
	for i, t := range q.Terms.Indices {
		terms[i] = int64(t)
		weight[t] = float64(q.Terms.Values[i])
	}
	var hits []retrieval.Hit
	err := ix.read(ctx, sc, func(tx pgx.Tx) error {
		idf, err := idfs(ctx, tx, terms)
		if err != nil {
			return err
		}
		sql := `SELECT point_id, term_id, weight FROM index_postings
			WHERE tenant_id = $1 AND patient_id = $2 AND term_id = ANY($3)`
		args := []any{sc.TenantID(), q.PatientID, terms}
		if len(q.Kinds) > 0 {
			sql += ` AND kind = ANY($4)`
			args = append(args, q.Kinds)
		}
		rows, err := tx.Query(ctx, sql, args...)
		if err != nil {
			return fmt.Errorf("postings: %w", err)
		}
		scores := map[string]float64{}
		var (
			id   string
			term int64
			w    float32
		)
		_, err = pgx.ForEachRow(rows, []any{&id, &term, &w}, func() error {
			t := uint32(term)
			scores[id] += weight[t] * idf[t] * float64(w)
			return nil
		})
		if err != nil {
			return fmt.Errorf("postings: %w", err)
		}
		top := retrieval.NewTopK(q.Limit)
		for id, s := range scores {
			top.Offer(id, float32(s))
		}
		hits, err = fetchHits(ctx, tx, sc.TenantID(), q.PatientID, top.Best())
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("search terms: %w", err)
	}
	return hits, nil
}

// idfs returns the IDF of each of terms over the whole index.
func idfs(ctx context.Context, tx pgx.Tx, terms []int64) (map[uint32]float64, error) {
	rows, err := tx.Query(ctx, `SELECT term_id, df FROM index_terms WHERE term_id = ANY($1)`,
		append([]int64{int64(retrieval.EveryPointTerm)}, terms...))
	if err != nil {
		return nil, fmt.Errorf("term counts: %w", err)
	}
	df := make(map[uint32]int64, len(terms)+1)
	var term, n int64
	if _, err := pgx.ForEachRow(rows, []any{&term, &n}, func() error {
		df[uint32(term)] = n
		return nil
	}); err != nil {
		return nil, fmt.Errorf("term counts: %w", err)
	}
	points := df[retrieval.EveryPointTerm]
	idf := make(map[uint32]float64, len(terms))
	for _, t := range terms {
		idf[uint32(t)] = retrieval.IDF(points, df[uint32(t)])
	}
	return idf, nil
}

// fetchHits returns the payloads of the candidates, in their order, with
// their scores. The patient is in the WHERE clause too: a point is never
// returned under another patient.
func fetchHits(ctx context.Context, tx pgx.Tx, tenantID, patientID string, top []retrieval.Scored) ([]retrieval.Hit, error) {
	if len(top) == 0 {
		return nil, nil
	}
	ids := make([]string, len(top))
	for i, c := range top {
		ids[i] = c.ID
	}
	rows, err := tx.Query(ctx, `SELECT id, session_id, kind, source_id, speaker, topics, concepts, at, text
		FROM index_points WHERE tenant_id = $1 AND patient_id = $2 AND id = ANY($3)`, tenantID, patientID, ids)
	if err != nil {
		return nil, fmt.Errorf("fetch points: %w", err)
	}
	points := make(map[string]retrieval.Point, len(top))
	var p retrieval.Point
	_, err = pgx.ForEachRow(rows, []any{&p.ID, &p.SessionID, &p.Kind, &p.SourceID, &p.Speaker, &p.Topics, &p.Concepts, &p.At, &p.Text},
		func() error {
			pt := p
			pt.PatientID = patientID
			pt.At = pt.At.UTC()
			pt.Topics = orNil(pt.Topics)
			pt.Concepts = orNil(pt.Concepts)
			points[pt.ID] = pt
			p = retrieval.Point{}
			return nil
		})
	if err != nil {
		return nil, fmt.Errorf("fetch points: %w", err)
	}
	hits := make([]retrieval.Hit, 0, len(top))
	for _, c := range top {
		if pt, ok := points[c.ID]; ok {
			hits = append(hits, retrieval.Hit{Point: pt, Score: c.Score})
		}
	}
	return hits, nil
}

// write runs fn in a read-write transaction bound to sc's tenant and
// commits if fn returns nil. It is READ COMMITTED whatever the server's
// default: Upsert and DeletePatient rely on each statement seeing what
// concurrent writers committed before it, once their locks are released.
func (ix *Index) write(ctx context.Context, sc tenancy.Scope, fn func(pgx.Tx) error) error {
	return ix.inTenant(ctx, sc, pgx.TxOptions{IsoLevel: pgx.ReadCommitted, AccessMode: pgx.ReadWrite}, fn)
}

// read runs fn in a read-only transaction bound to sc's tenant. It is
// REPEATABLE READ, so that the counts, the postings and the payloads fn
// reads are of one snapshot; a read-only transaction never fails to
// serialize.
func (ix *Index) read(ctx context.Context, sc tenancy.Scope, fn func(pgx.Tx) error) error {
	return ix.inTenant(ctx, sc, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, fn)
}

// inTenant runs fn in a transaction in which row-level security shows the
// rows of sc's tenant only.
// A failure of PostgreSQL to answer is marked retrieval.ErrUnavailable.
func (ix *Index) inTenant(ctx context.Context, sc tenancy.Scope, opts pgx.TxOptions, fn func(pgx.Tx) error) error {
	err := pgx.BeginTxFunc(ctx, ix.pool, opts, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', $1, true)`, sc.TenantID()); err != nil {
			return fmt.Errorf("set tenant: %w", err)
		}
		return fn(tx)
	})
	if pgerr.Transient(err) {
		return fmt.Errorf("%w: %w", retrieval.ErrUnavailable, err)
	}
	return err
}

// lastByID returns points sorted by ID, keeping the last of each ID. The
// order is the order in which Upsert locks them.
func lastByID(points []retrieval.Point) []retrieval.Point {
	out := slices.Clone(points)
	slices.Reverse(out)
	slices.SortStableFunc(out, func(a, b retrieval.Point) int { return strings.Compare(a.ID, b.ID) })
	return slices.CompactFunc(out, func(a, b retrieval.Point) bool { return a.ID == b.ID })
}

// orEmpty returns s, or an empty slice for nil: pgx writes a nil slice as
// NULL.
func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func orNil(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Migrate applies the index's pending embedded migrations to the schema
// that pool's connections create tables in (the first of their
// search_path), each in its own transaction and recorded in
// index_migrations. It holds a session advisory lock keyed on that schema
// throughout, so concurrent callers apply each migration once: the later
// caller waits and then finds nothing to do. It may be retried.
func Migrate(ctx context.Context, pool *pgxpool.Pool) error {
	ms, err := pgmigrate.Load(migrationFiles, "migrations")
	if err != nil {
		return err
	}
	if err := pgmigrate.Apply(ctx, pool, ms, "index_migrations", "anamnesis.pgindex.migrate"); err != nil {
		return fmt.Errorf("migrate index: %w", err)
	}
	return nil
}
