package pgindex_test

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/anamnesis-health/anamnesis/internal/pgtest"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/retrieval/pgindex"
	"github.com/anamnesis-health/anamnesis/retrieval/storetest"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

func testDSN(t *testing.T) string { return pgtest.DSN(t) }

func freshSchema(t *testing.T) string { return pgtest.FreshSchema(t, "pgindex_test") }

// openIndex opens an index of dimension dim on dsn, closed when the test
// ends.
func openIndex(t *testing.T, dsn string, dim int) *pgindex.Index {
	t.Helper()
	ix, err := pgindex.Open(context.Background(), dsn, dim, pgindex.Options{MaxConns: 4})
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(ix.Close)
	return ix
}

func rawConn(t *testing.T, dsn string) *pgx.Conn { return pgtest.RawConn(t, dsn) }

// asTenant runs fn on conn in a transaction of tenant ("" sets none) and
// rolls it back.
func asTenant(t *testing.T, conn *pgx.Conn, tenant string, fn func(tx pgx.Tx) error) error {
	t.Helper()
	ctx := context.Background()
	tx, err := conn.Begin(ctx)
	if err != nil {
		t.Fatalf("begin: %v", err)
	}
	defer tx.Rollback(ctx)
	if tenant != "" {
		if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', $1, true)`, tenant); err != nil {
			t.Fatalf("set tenant: %v", err)
		}
	}
	return fn(tx)
}

func count(t *testing.T, tx pgx.Tx, sql string, args ...any) int64 {
	t.Helper()
	var n int64
	if err := tx.QueryRow(context.Background(), sql, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}

var (
	acme     = tenancy.ForKey(tenancy.Key{TenantID: "acme", ID: "k-acme", Role: tenancy.RoleAgent})
	globex   = tenancy.ForKey(tenancy.Key{TenantID: "globex", ID: "k-globex", Role: tenancy.RoleAgent})
	analyzer = retrieval.NewAnalyzer(nil)
	base     = time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
)

// doc is a turn of patient whose terms are the analyzed text.
func doc(id, patient, text string) retrieval.Point {
	return retrieval.Point{ID: id, PatientID: patient, Kind: "turn", At: base, Text: text,
		Vector: []float32{1, 0, 0, 0}, Terms: retrieval.DocumentTerms(analyzer.Terms(text))}
}

func TestConformance(t *testing.T) {
	testDSN(t)
	storetest.Run(t, func(t *testing.T, dim int) retrieval.Index {
		return openIndex(t, freshSchema(t), dim)
	})
}

func TestDimension(t *testing.T) {
	dsn := freshSchema(t)
	ctx := context.Background()

	t.Run("a dimension that is not positive is refused", func(t *testing.T) {
		if ix, err := pgindex.Open(ctx, dsn, 0, pgindex.Options{}); err == nil {
			ix.Close()
			t.Error("Open with dimension 0 succeeded")
		}
	})

	first := openIndex(t, dsn, 4)
	if err := first.Upsert(ctx, acme, []retrieval.Point{doc("t1", "p1", "knee pain")}); err != nil {
		t.Fatalf("Upsert: %v", err)
	}

	t.Run("the first open records its dimension", func(t *testing.T) {
		conn := rawConn(t, dsn)
		var dim int32
		if err := conn.QueryRow(ctx, `SELECT dimension FROM index_meta`).Scan(&dim); err != nil || dim != 4 {
			t.Errorf("recorded dimension = %d, %v; want 4", dim, err)
		}
	})

	t.Run("a later open with the same dimension finds the points", func(t *testing.T) {
		again := openIndex(t, dsn, 4)
		hits, err := again.Search(ctx, acme, retrieval.Query{PatientID: "p1", Vector: []float32{1, 0, 0, 0}, Limit: 10})
		if err != nil || len(hits) != 1 {
			t.Errorf("Search = %d hits, %v; want the one point", len(hits), err)
		}
	})

	t.Run("a later open with another dimension is ErrDimension", func(t *testing.T) {
		ix, err := pgindex.Open(ctx, dsn, 384, pgindex.Options{})
		if err == nil {
			ix.Close()
		}
		if !errors.Is(err, retrieval.ErrDimension) || !strings.Contains(err.Error(), "4") || !strings.Contains(err.Error(), "384") {
			t.Errorf("Open(384) on a 4-dimension index: err = %v, want ErrDimension naming both", err)
		}
	})

	t.Run("opening with SkipMigrate checks the dimension too", func(t *testing.T) {
		ix, err := pgindex.Open(ctx, dsn, 8, pgindex.Options{SkipMigrate: true})
		if err == nil {
			ix.Close()
		}
		if !errors.Is(err, retrieval.ErrDimension) {
			t.Errorf("Open(8, SkipMigrate): err = %v, want ErrDimension", err)
		}
	})
}

func TestOpen(t *testing.T) {
	ctx := context.Background()

	t.Run("a bad dsn is refused without echoing it", func(t *testing.T) {
		_, err := pgindex.Open(ctx, "postgres://memoryd:s3cret@[bad", 4, pgindex.Options{})
		if err == nil || strings.Contains(err.Error(), "s3cret") {
			t.Errorf("Open(bad dsn) error = %v, want an error that does not quote the password", err)
		}
	})

	t.Run("migrations are recorded apart from the session store's", func(t *testing.T) {
		dsn := freshSchema(t)
		conn := rawConn(t, dsn)
		// What session/pgstore leaves in a schema it shares with the index.
		if _, err := conn.Exec(ctx, `CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL);
			INSERT INTO schema_migrations VALUES (1, 'init')`); err != nil {
			t.Fatal(err)
		}
		ix := openIndex(t, dsn, 4)
		if err := ix.Ping(ctx); err != nil {
			t.Errorf("Ping: %v", err)
		}
		var n int
		if err := conn.QueryRow(ctx, `SELECT count(*) FROM index_migrations`).Scan(&n); err != nil || n != 1 {
			t.Errorf("index_migrations rows = %d, %v; want 1", n, err)
		}
		if err := conn.QueryRow(ctx, `SELECT count(*) FROM schema_migrations`).Scan(&n); err != nil || n != 1 {
			t.Errorf("schema_migrations rows = %d, %v; want pgstore's one, untouched", n, err)
		}
	})

	t.Run("concurrent opens of a new schema migrate it once", func(t *testing.T) {
		dsn := freshSchema(t)
		var wg sync.WaitGroup
		errs := make([]error, 4)
		for i := range errs {
			wg.Go(func() {
				ix, err := pgindex.Open(ctx, dsn, 4, pgindex.Options{MaxConns: 2})
				if err == nil {
					ix.Close()
				}
				errs[i] = err
			})
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Errorf("Open #%d: %v", i, err)
			}
		}
	})
}

// tenantTables are the tables row-level security must guard per tenant.
var tenantTables = []string{"index_points", "index_postings"}

func TestRowLevelSecurity(t *testing.T) {
	dsn := freshSchema(t)
	ix := openIndex(t, dsn, 4)
	ctx := context.Background()
	if err := ix.Upsert(ctx, acme, []retrieval.Point{doc("t1", "p1", "penicillin allergy"), doc("t2", "p1", "rash")}); err != nil {
		t.Fatal(err)
	}
	if err := ix.Upsert(ctx, globex, []retrieval.Point{doc("g1", "p1", "penicillin")}); err != nil {
		t.Fatal(err)
	}
	conn := rawConn(t, dsn)

	t.Run("row-level security is enabled and forced on every table with rows", func(t *testing.T) {
		for _, table := range append(slices.Clone(tenantTables), "index_terms") {
			var enabled, forced bool
			err := conn.QueryRow(ctx, `SELECT relrowsecurity, relforcerowsecurity FROM pg_class WHERE oid = to_regclass($1)`,
				table).Scan(&enabled, &forced)
			if err != nil {
				t.Fatalf("read %s: %v", table, err)
			}
			if !enabled || !forced {
				t.Errorf("%s: row security enabled %v, forced %v; want both", table, enabled, forced)
			}
		}
	})

	t.Run("a query without the tenant setting sees no rows, statistics included", func(t *testing.T) {
		asTenant(t, conn, "", func(tx pgx.Tx) error {
			for _, table := range append(slices.Clone(tenantTables), "index_terms") {
				if n := count(t, tx, `SELECT count(*) FROM `+table); n != 0 {
					t.Errorf("%s without tenant: %d rows, want 0", table, n)
				}
			}
			return nil
		})
	})

	t.Run("another tenant's raw select sees none of acme's rows", func(t *testing.T) {
		for _, tenant := range []string{"globex", "initech"} {
			asTenant(t, conn, tenant, func(tx pgx.Tx) error {
				for _, table := range tenantTables {
					if n := count(t, tx, `SELECT count(*) FROM `+table+` WHERE tenant_id = 'acme'`); n != 0 {
						t.Errorf("%s sees %d of acme's rows in %s", tenant, n, table)
					}
					if n := count(t, tx, `SELECT count(*) FROM `+table+` WHERE tenant_id <> $1`, tenant); n != 0 {
						t.Errorf("%s sees %d rows of other tenants in %s", tenant, n, table)
					}
				}
				if n := count(t, tx, `SELECT count(*) FROM index_points`); tenant == "initech" && n != 0 {
					t.Errorf("initech, with no points, sees %d", n)
				}
				return nil
			})
		}
	})

	t.Run("the tenant itself sees its rows", func(t *testing.T) {
		asTenant(t, conn, "acme", func(tx pgx.Tx) error {
			if n := count(t, tx, `SELECT count(*) FROM index_points`); n != 2 {
				t.Errorf("acme sees %d points, want 2", n)
			}
			return nil
		})
	})

	t.Run("every tenant sees the collection-wide statistics", func(t *testing.T) {
		for _, tenant := range []string{"acme", "initech"} {
			asTenant(t, conn, tenant, func(tx pgx.Tx) error {
				n := count(t, tx, `SELECT df FROM index_terms WHERE term_id = $1`, int64(retrieval.EveryPointTerm))
				if n != 3 {
					t.Errorf("%s reads N = %d, want the 3 points of both tenants", tenant, n)
				}
				return nil
			})
		}
	})

	t.Run("a tenant cannot write rows of another tenant", func(t *testing.T) {
		err := asTenant(t, conn, "globex", func(tx pgx.Tx) error {
			_, err := tx.Exec(ctx, `INSERT INTO index_points (tenant_id, id, patient_id, session_id, kind, source_id,
				speaker, topics, concepts, at, text, vector) VALUES ('acme', 'forged', 'p1', '', 'turn', '', '', '{}', '{}', now(), 'x', '')`)
			return err
		})
		var pe *pgconn.PgError
		if !errors.As(err, &pe) || pe.Code != "42501" {
			t.Errorf("insert of acme's row as globex: err = %v, want a row-level security violation (42501)", err)
		}
	})
}

// recount returns, from the postings of every tenant, the number of points
// holding each term (term 0: every point), and the counts index_terms
// holds.
func recount(t *testing.T, conn *pgx.Conn, tenants ...string) (want, got map[int64]int64, points int64) {
	t.Helper()
	ctx := context.Background()
	want, got = map[int64]int64{}, map[int64]int64{}
	collect := func(tx pgx.Tx, sql string, into map[int64]int64) error {
		rows, err := tx.Query(ctx, sql)
		if err != nil {
			return err
		}
		var term, n int64
		_, err = pgx.ForEachRow(rows, []any{&term, &n}, func() error {
			into[term] += n
			return nil
		})
		return err
	}
	for _, tenant := range tenants {
		err := asTenant(t, conn, tenant, func(tx pgx.Tx) error {
			points += count(t, tx, `SELECT count(*) FROM index_points`)
			return collect(tx, `SELECT term_id, count(*) FROM index_postings GROUP BY term_id`, want)
		})
		if err != nil {
			t.Fatalf("recount %s: %v", tenant, err)
		}
	}
	if err := asTenant(t, conn, tenants[0], func(tx pgx.Tx) error {
		return collect(tx, `SELECT term_id, df FROM index_terms`, got)
	}); err != nil {
		t.Fatalf("read index_terms: %v", err)
	}
	return want, got, points
}

func TestConcurrentWritersKeepCountsExact(t *testing.T) {
	dsn := freshSchema(t)
	ctx := context.Background()
	// Three indexes with pools of their own stand for three memoryd
	// processes writing one database.
	ixs := []*pgindex.Index{openIndex(t, dsn, 4), openIndex(t, dsn, 4), openIndex(t, dsn, 4)}
	const workers, rounds, shared = 8, 12, 4
	scopes := []tenancy.Scope{acme, globex}

	var wg sync.WaitGroup
	errs := make(chan error, workers*rounds*2)
	for w := range workers {
		wg.Go(func() {
			ix, sc := ixs[w%len(ixs)], scopes[w%len(scopes)]
			for r := range rounds {
				// Every point holds "asthma"; the shared points, written by
				// every worker of a tenant, hold "wheeze" or not by turns.
				points := []retrieval.Point{
					doc(fmt.Sprintf("w%d-r%d", w, r), "p1", "asthma at night"),
					doc(fmt.Sprintf("churn-w%d-r%d", w, r), "p-churn", "asthma in the cold"),
				}
				for s := range shared {
					text := "asthma with a cough"
					if (w+r+s)%2 == 0 {
						text = "asthma and a wheeze"
					}
					points = append(points, doc(fmt.Sprintf("shared-%d", s), "p1", text))
				}
				if (w/len(scopes)+r)%2 == 1 {
					// Half the writers of a tenant list the points the
					// other way round: the index must lock them alike.
					slices.Reverse(points)
				}
				if err := ix.Upsert(ctx, sc, points); err != nil {
					errs <- fmt.Errorf("worker %d round %d: %w", w, r, err)
				}
				if w < len(scopes) && r%3 == 2 {
					if err := ix.DeletePatient(ctx, sc, "p-churn"); err != nil {
						errs <- fmt.Errorf("worker %d round %d: delete: %w", w, r, err)
					}
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}

	conn := rawConn(t, dsn)
	want, got, points := recount(t, conn, "acme", "globex")

	t.Run("every term's count equals the number of points holding it", func(t *testing.T) {
		if !maps.Equal(want, got) {
			t.Errorf("index_terms = %v, want the recount from the postings %v", got, want)
		}
		if got[int64(retrieval.EveryPointTerm)] != points {
			t.Errorf("N = %d, want %d points", got[int64(retrieval.EveryPointTerm)], points)
		}
		if minimum := int64(workers*rounds + len(scopes)*shared); points < minimum {
			t.Errorf("%d points, want at least the %d that no one deletes", points, minimum)
		}
	})

	t.Run("scores use N and df computed by hand", func(t *testing.T) {
		// Which shared points hold "wheeze" depends on who wrote last; read
		// their final text back and count.
		var wheezy int64
		for _, sc := range scopes {
			hits, err := ixs[0].Search(ctx, sc, retrieval.Query{PatientID: "p1", Vector: []float32{1, 0, 0, 0}, Limit: 1000})
			if err != nil {
				t.Fatal(err)
			}
			for _, h := range hits {
				if strings.Contains(h.Point.Text, "wheeze") {
					wheezy++
				}
			}
		}
		for _, tt := range []struct {
			query, id string
			df        int64
		}{
			{"asthma", "w0-r0", points},
			{"wheeze", "", wheezy},
		} {
			q := retrieval.TermQuery{PatientID: "p1", Terms: retrieval.QueryTerms(analyzer.Terms(tt.query)), Limit: 1000}
			hits, err := ixs[1].SearchTerms(ctx, acme, q)
			if err != nil {
				t.Fatal(err)
			}
			if len(hits) == 0 {
				t.Fatalf("%q: no hits", tt.query)
			}
			hit := hits[0]
			if tt.id != "" {
				i := slices.IndexFunc(hits, func(h retrieval.Hit) bool { return h.Point.ID == tt.id })
				if i < 0 {
					t.Fatalf("%q: %s not found", tt.query, tt.id)
				}
				hit = hits[i]
			}
			d := doc(hit.Point.ID, "p1", hit.Point.Text).Terms
			wantScore := float64(q.Terms.Values[0]) * retrieval.IDF(points, tt.df) * float64(d.Values[slices.Index(d.Indices, q.Terms.Indices[0])])
			if math.Abs(float64(hit.Score)-wantScore) > 1e-4*math.Max(1, wantScore) {
				t.Errorf("%q: %s scores %.6f, want %.6f (N=%d, df=%d)", tt.query, hit.Point.ID, hit.Score, wantScore, points, tt.df)
			}
		}
	})

	t.Run("deleting every patient leaves no counts behind", func(t *testing.T) {
		for _, sc := range scopes {
			for _, p := range []string{"p1", "p-churn"} {
				if err := ixs[2].DeletePatient(ctx, sc, p); err != nil {
					t.Fatal(err)
				}
			}
		}
		_, got, points := recount(t, conn, "acme", "globex")
		if len(got) != 0 || points != 0 {
			t.Errorf("after deleting everything: %d points, index_terms = %v; want none", points, got)
		}
	})
}
