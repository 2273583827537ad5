package pgstore_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/anamnesis-health/anamnesis/audit"
	auditstoretest "github.com/anamnesis-health/anamnesis/audit/storetest"
	"github.com/anamnesis-health/anamnesis/internal/pgtest"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/session/pgstore"
	sessionstoretest "github.com/anamnesis-health/anamnesis/session/storetest"
	"github.com/anamnesis-health/anamnesis/tenancy"
	tenancystoretest "github.com/anamnesis-health/anamnesis/tenancy/storetest"
)

func testDSN(t *testing.T) string { return pgtest.DSN(t) }

func freshSchema(t *testing.T) string { return pgtest.FreshSchema(t, "pgstore_test") }

// openStore opens a store on a fresh schema, closed when the test ends.
func openStore(t *testing.T) (*pgstore.Store, string) {
	t.Helper()
	dsn := freshSchema(t)
	s, err := pgstore.Open(context.Background(), dsn, pgstore.Options{MaxConns: 4})
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(s.Close)
	return s, dsn
}

func TestSessionConformance(t *testing.T) {
	testDSN(t)
	sessionstoretest.Run(t, func(t *testing.T) sessionstoretest.Backend {
		s, _ := openStore(t)
		return s
	})
}

func TestDirectoryConformance(t *testing.T) {
	testDSN(t)
	tenancystoretest.Run(t, func(t *testing.T) tenancy.Directory {
		s, _ := openStore(t)
		return s
	})
}

func TestAuditConformance(t *testing.T) {
	testDSN(t)
	auditstoretest.Run(t, func(t *testing.T) audit.Log {
		s, _ := openStore(t)
		return s
	})
}

func rawConn(t *testing.T, dsn string) *pgx.Conn { return pgtest.RawConn(t, dsn) }

var base = time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)

// seed writes a turn, its event and outbox item, an access and a key for
// tenant, through the store.
func seed(t *testing.T, s *pgstore.Store, tenant string) {
	t.Helper()
	ctx := context.Background()
	sc := tenancy.System(tenant)
	if err := s.CreateTenant(ctx, tenancy.Tenant{ID: tenant, Name: tenant, CreatedAt: base}); err != nil {
		t.Fatalf("CreateTenant: %v", err)
	}
	if err := s.CreateKey(ctx, tenancy.Key{ID: "key-" + tenant, TenantID: tenant, Role: tenancy.RoleAgent,
		Hash: tenancy.HashKey("secret-" + tenant), CreatedAt: base}); err != nil {
		t.Fatalf("CreateKey: %v", err)
	}
	err := s.AppendTurn(ctx, sc, session.Append{
		Turn: session.Turn{PatientID: "p1", SessionID: "s1", TurnID: "t1", Seq: 1, Speaker: session.Patient,
			Text: "my knee hurts", Lang: "en", At: base, Kind: session.Info, Fingerprint: "fp", RecordedAt: base},
		Response: []byte(`{}`),
		Events:   []audit.Event{{At: base, Actor: "system", Type: audit.TurnAppended, PatientID: "p1", EntityID: "t1"}},
		Outbox:   []session.OutboxItem{{ID: "ob1", PatientID: "p1", Kind: "index.upsert", Payload: []byte(`{}`), CreatedAt: base}},
	})
	if err != nil {
		t.Fatalf("AppendTurn: %v", err)
	}
	if err := s.RecordAccess(ctx, sc, audit.Access{At: base, KeyID: "k", Role: "agent", Route: "context", PatientID: "p1", Items: 1}); err != nil {
		t.Fatalf("RecordAccess: %v", err)
	}
}

// tenantTables are the tables row-level security must guard. summaries has
// no writer yet; it is seeded by hand.
var tenantTables = []string{"tenants", "api_keys", "turns", "outbox", "summaries", "audit_events", "access_log"}

func countRows(t *testing.T, ctx context.Context, q interface {
	QueryRow(context.Context, string, ...any) pgx.Row
}, table string) int {
	t.Helper()
	var n int
	if err := q.QueryRow(ctx, `SELECT count(*) FROM `+table).Scan(&n); err != nil {
		t.Fatalf("count %s: %v", table, err)
	}
	return n
}

func TestRowLevelSecurity(t *testing.T) {
	s, dsn := openStore(t)
	ctx := context.Background()
	seed(t, s, "tenant-a")
	seed(t, s, "tenant-b")
	conn := rawConn(t, dsn)
	insertSummary := func(tx pgx.Tx, tenant string) error {
		_, err := tx.Exec(ctx, `INSERT INTO summaries (tenant_id, patient_id, session_id, id, topic, body, from_seq, to_seq, turn_ids, created_at)
			VALUES ($1, 'p1', 's1', 'sum1', 'knee', '{"site":"knee"}', 1, 1, '{t1}', now())`, tenant)
		return err
	}
	for _, tenant := range []string{"tenant-a", "tenant-b"} {
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', $1, true)`, tenant); err != nil {
				return err
			}
			return insertSummary(tx, tenant)
		})
		if err != nil {
			t.Fatalf("seed summary of %s: %v", tenant, err)
		}
	}

	t.Run("every table has row-level security enabled and forced", func(t *testing.T) {
		for _, table := range tenantTables {
			var enabled, forced bool
			err := conn.QueryRow(ctx, `SELECT relrowsecurity, relforcerowsecurity FROM pg_class
				WHERE oid = to_regclass($1)`, table).Scan(&enabled, &forced)
			if err != nil {
				t.Fatalf("read %s: %v", table, err)
			}
			if !enabled || !forced {
				t.Errorf("%s: row security enabled %v, forced %v; want both", table, enabled, forced)
			}
		}
	})

	t.Run("a query without the tenant setting sees no rows", func(t *testing.T) {
		for _, table := range tenantTables {
			if n := countRows(t, ctx, conn, table); n != 0 {
				t.Errorf("SELECT count(*) FROM %s without tenant = %d, want 0", table, n)
			}
		}
	})

	t.Run("a transaction of one tenant sees only that tenant's rows", func(t *testing.T) {
		for _, tenant := range []string{"tenant-a", "tenant-b", "tenant-c"} {
			err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
				if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', $1, true)`, tenant); err != nil {
					return err
				}
				for _, table := range tenantTables {
					var total, other int
					if err := tx.QueryRow(ctx, `SELECT count(*), count(*) FILTER (WHERE tenant_id <> $1) FROM `+table, tenant).Scan(&total, &other); err != nil {
						return err
					}
					want := 1
					if tenant == "tenant-c" {
						want = 0
					}
					if total != want || other != 0 {
						t.Errorf("%s sees %d rows of %s (%d of other tenants), want %d of its own", tenant, total, table, other, want)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatalf("%s: %v", tenant, err)
			}
		}
	})

	t.Run("the tenant setting ends with its transaction", func(t *testing.T) {
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			_, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', 'tenant-a', true)`)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if n := countRows(t, ctx, conn, "turns"); n != 0 {
			t.Errorf("turns visible after the tenant's transaction ended: %d", n)
		}
	})

	t.Run("a tenant cannot write rows of another tenant", func(t *testing.T) {
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', 'tenant-a', true)`); err != nil {
				return err
			}
			return insertSummary(tx, "tenant-b")
		})
		var pe *pgconn.PgError
		if !errors.As(err, &pe) || pe.Code != "42501" {
			t.Errorf("insert of tenant-b's row as tenant-a error = %v, want a row-level security violation (42501)", err)
		}
	})

	t.Run("a directory transaction sees keys of every tenant and no patient data", func(t *testing.T) {
		err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, `SELECT set_config('app.directory', 'on', true)`); err != nil {
				return err
			}
			for _, table := range tenantTables {
				want := 0
				if table == "tenants" || table == "api_keys" {
					want = 2
				}
				if n := countRows(t, ctx, tx, table); n != want {
					t.Errorf("directory transaction sees %d rows of %s, want %d", n, table, want)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	})
}

func TestAuditTablesAreAppendOnly(t *testing.T) {
	s, dsn := openStore(t)
	ctx := context.Background()
	seed(t, s, "tenant-a")
	conn := rawConn(t, dsn)

	statements := []string{
		`UPDATE audit_events SET actor = 'forged'`,
		`DELETE FROM audit_events`,
		`TRUNCATE audit_events`,
		`UPDATE access_log SET items = 0`,
		`DELETE FROM access_log`,
		`TRUNCATE access_log`,
	}
	// run executes stmt in a transaction of tenant-a, so that row-level
	// security would let it reach the rows, and rolls back.
	run := func(stmt string) error {
		tx, err := conn.Begin(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback(ctx)
		if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', 'tenant-a', true)`); err != nil {
			t.Fatal(err)
		}
		_, err = tx.Exec(ctx, stmt)
		return err
	}
	t.Run("the service role may not update, delete or truncate", func(t *testing.T) {
		for _, stmt := range statements {
			if err := run(stmt); err == nil {
				t.Errorf("%s succeeded, want it refused", stmt)
			}
		}
	})
	t.Run("the trigger refuses them even when the owner grants itself the privileges", func(t *testing.T) {
		if _, err := conn.Exec(ctx, `GRANT UPDATE, DELETE, TRUNCATE ON audit_events, access_log TO CURRENT_USER`); err != nil {
			t.Fatalf("grant: %v", err)
		}
		for _, stmt := range statements {
			err := run(stmt)
			if err == nil || !strings.Contains(err.Error(), "append-only") {
				t.Errorf("%s error = %v, want the append-only trigger's refusal", stmt, err)
			}
		}
	})
	chain, err := s.Chain(ctx, tenancy.System("tenant-a"))
	if err != nil || len(chain) != 1 || audit.Verify("tenant-a", chain) != -1 {
		t.Errorf("chain after refused changes = %d events, %v; want the one event intact", len(chain), err)
	}
	acc, err := s.Accesses(ctx, tenancy.System("tenant-a"), audit.Filter{Limit: 10})
	if err != nil || len(acc) != 1 || acc[0].Items != 1 {
		t.Errorf("access log after refused changes = %+v, %v; want the one access intact", acc, err)
	}
}

func TestConcurrentMigrate(t *testing.T) {
	dsn := freshSchema(t)
	ctx := context.Background()
	const migrators = 4
	pools := make([]*pgxpool.Pool, migrators)
	for i := range pools {
		p, err := pgxpool.New(ctx, dsn)
		if err != nil {
			t.Fatalf("pool: %v", err)
		}
		defer p.Close()
		pools[i] = p
	}
	var wg sync.WaitGroup
	errs := make([]error, migrators)
	start := make(chan struct{})
	for i, p := range pools {
		wg.Go(func() {
			<-start
			errs[i] = pgstore.Migrate(ctx, p)
		})
	}
	close(start)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("Migrate #%d: %v", i, err)
		}
	}
	rows, err := pools[0].Query(ctx, `SELECT version, count(*) OVER (PARTITION BY version) FROM schema_migrations ORDER BY version`)
	if err != nil {
		t.Fatalf("read schema_migrations: %v", err)
	}
	type applied struct{ version, times int }
	got, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (applied, error) {
		var a applied
		err := row.Scan(&a.version, &a.times)
		return a, err
	})
	if err != nil {
		t.Fatalf("read schema_migrations: %v", err)
	}
	if len(got) == 0 {
		t.Fatal("no migration recorded")
	}
	for i, a := range got {
		if a.times != 1 || a.version != i+1 {
			t.Errorf("schema_migrations row %d = version %d recorded %d times, want version %d once", i, a.version, a.times, i+1)
		}
	}
	// A store opened afterwards finds nothing to do and reports the version.
	s, err := pgstore.Open(ctx, dsn, pgstore.Options{})
	if err != nil {
		t.Fatalf("Open after migrating: %v", err)
	}
	defer s.Close()
	if v, err := s.SchemaVersion(ctx); err != nil || v != len(got) {
		t.Errorf("SchemaVersion = %d, %v; want %d", v, err, len(got))
	}
	if err := s.Ping(ctx); err != nil {
		t.Errorf("Ping: %v", err)
	}
}

func TestConcurrentAppendsKeepOneChain(t *testing.T) {
	s, _ := openStore(t)
	ctx := context.Background()
	const writers, each = 4, 10
	var wg sync.WaitGroup
	errs := make(chan error, writers*each)
	for w := range writers {
		wg.Go(func() {
			for i := range each {
				sc := tenancy.System("tenant-a")
				e := audit.Event{At: base, Actor: "system", Type: audit.FactCreated, PatientID: "p1",
					EntityID: fmt.Sprintf("f-%d-%d", w, i), After: json.RawMessage(`{}`)}
				if err := s.AppendEvents(ctx, sc, []audit.Event{e}); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("AppendEvents: %v", err)
	}
	chain, err := s.Chain(ctx, tenancy.System("tenant-a"))
	if err != nil {
		t.Fatalf("Chain: %v", err)
	}
	if len(chain) != writers*each || audit.Verify("tenant-a", chain) != -1 {
		t.Errorf("chain = %d events, Verify %d; want %d intact", len(chain), audit.Verify("tenant-a", chain), writers*each)
	}
}

func TestOpenRefusesABadDSNWithoutEchoingIt(t *testing.T) {
	_, err := pgstore.Open(context.Background(), "postgres://memoryd:s3cret@[bad", pgstore.Options{})
	if err == nil || strings.Contains(err.Error(), "s3cret") {
		t.Errorf("Open(bad dsn) error = %v, want an error that does not quote the password", err)
	}
}
