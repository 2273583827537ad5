package pgstore_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/anamnesis-health/anamnesis/compliance"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/session/pgstore"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// auditedStore is a store with two tenants, acme and zeta, each with
// patient p1: two turns, a summary of the first, an event, an outbox item,
// an access and a key, all written through the store.
func auditedStore(t *testing.T) (*pgstore.Store, *pgx.Conn) {
	t.Helper()
	s, dsn := openStore(t)
	for _, tenant := range []string{"acme", "zeta"} {
		seed(t, s, tenant)
		err := s.AppendTurn(context.Background(), tenancy.System(tenant), session.Append{
			Turn: session.Turn{PatientID: "p1", SessionID: "s1", TurnID: "t2", Seq: 2, Speaker: session.Patient,
				Text: "since Monday", Lang: "en", At: base, Kind: session.Info, Fingerprint: "fp2", RecordedAt: base},
			Summaries: []session.Summary{{ID: "sum1", PatientID: "p1", SessionID: "s1", Topic: "knee", FromSeq: 1, ToSeq: 1,
				TurnIDs: []string{"t1"}, Text: "knee pain", CreatedAt: base}},
			State:      &session.StateDoc{PatientID: "p1", SessionID: "s1", Version: 1, Doc: []byte(`{"v":1}`), UpdatedAt: base},
			Generation: 1,
		})
		if err != nil {
			t.Fatalf("AppendTurn: %v", err)
		}
	}
	return s, rawConn(t, dsn)
}

func auditPG(t *testing.T, s *pgstore.Store) compliance.Report {
	t.Helper()
	r, err := compliance.Run(context.Background(), base, compliance.Source{Directory: s, Patients: s}, s)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return r
}

func TestIsolationAuditOfACleanStore(t *testing.T) {
	s, _ := auditedStore(t)
	r := auditPG(t, s)
	if !r.OK() {
		t.Errorf("a store written only through its methods is not OK: %+v", r)
	}
	for _, c := range r.Checks {
		if c.Checked == 0 || c.Violations != 0 || c.Error != "" || c.Backend != "postgres" {
			t.Errorf("check %s = %+v, want rows checked and no violation", c.Name, c)
		}
	}
}

// pgViolations are rows no store method writes, each inserted by the
// service role inside the transaction of the tenant it names (row-level
// security demands it), and found by the check named. api_keys has a
// foreign key to tenants and the other tables CHECK (tenant_id <> ”), so
// a key of an unknown tenant, or a turn of none, cannot be written at all.
var pgViolations = []struct {
	check, example, tenant, seed string
}{
	{"turns.tenant", "ghost/p1/s1/t1", "ghost", `INSERT INTO turns (tenant_id, patient_id, session_id, turn_id, seq, speaker, text, lang, at, kind, fingerprint, recorded_at)
		VALUES ('ghost', 'p1', 's1', 't1', 1, 'patient', 'x', 'en', now(), 'info', '', now())`},
	{"turns.patient", "acme/stranger/s1/t1", "acme", `INSERT INTO turns (tenant_id, patient_id, session_id, turn_id, seq, speaker, text, lang, at, kind, fingerprint, recorded_at)
		VALUES ('acme', 'stranger', 's1', 't1', 1, 'patient', 'x', 'en', now(), 'info', '', now())`},
	{"patients.tenant", "(none)/p7", "", `INSERT INTO patients (tenant_id, patient_id, created_at) VALUES ('', 'p7', now())`},
	{"patients.tenant", "ghost/p7", "ghost", `INSERT INTO patients (tenant_id, patient_id, created_at) VALUES ('ghost', 'p7', now())`},
	{"outbox.tenant", "ghost/o1", "ghost", `INSERT INTO outbox (tenant_id, id, patient_id, kind, created_at) VALUES ('ghost', 'o1', 'p1', 'index.upsert', now())`},
	{"outbox.patient", "acme/stranger2/o2", "acme", `INSERT INTO outbox (tenant_id, id, patient_id, kind, created_at) VALUES ('acme', 'o2', 'stranger2', 'index.upsert', now())`},
	{"summaries.tenant", "ghost/p1/s1/sum1", "ghost", `INSERT INTO summaries (tenant_id, patient_id, session_id, id, topic, body, from_seq, to_seq, turn_ids, created_at)
		VALUES ('ghost', 'p1', 's1', 'sum1', 'knee', '{}', 1, 1, '{}', now())`},
	{"summaries.patient", "acme/stranger3/s1/sum1", "acme", `INSERT INTO summaries (tenant_id, patient_id, session_id, id, topic, body, from_seq, to_seq, turn_ids, created_at)
		VALUES ('acme', 'stranger3', 's1', 'sum1', 'knee', '{}', 1, 1, '{}', now())`},
	{"summaries.turns", "acme/p1/s1/sum2", "acme", `INSERT INTO summaries (tenant_id, patient_id, session_id, id, topic, body, from_seq, to_seq, turn_ids, created_at)
		VALUES ('acme', 'p1', 's1', 'sum2', 'knee', '{}', 1, 2, '{t1,t2,zeta-only}', now())`},
	{"audit_events.tenant", "ghost/1", "ghost", `INSERT INTO audit_events (tenant_id, seq, at, actor, type, entity_id, hash, prev_hash)
		VALUES ('ghost', 1, now(), 'system', 'x', 'e', 'h', '')`},
	{"access_log.tenant", "", "ghost", `INSERT INTO access_log (tenant_id, at, key_id, role, route, patient_id, items)
		VALUES ('ghost', now(), 'k', 'agent', 'context', 'p1', 0)`},
}

// seedAs runs stmt in a transaction bound to tenant, as the store's own
// writes are.
func seedAs(t *testing.T, conn *pgx.Conn, tenant, stmt string) {
	t.Helper()
	ctx := context.Background()
	err := pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', $1, true)`, tenant); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, stmt)
		return err
	})
	if err != nil {
		t.Fatalf("seed: %v", err)
	}
}

func TestIsolationAuditFindsEachViolation(t *testing.T) {
	testDSN(t)
	for _, v := range pgViolations {
		t.Run(v.check+" finds "+v.example, func(t *testing.T) {
			s, conn := auditedStore(t)
			seedAs(t, conn, v.tenant, v.seed)
			r := auditPG(t, s)
			if r.OK() || r.Violations != 1 {
				t.Errorf("report has %d violations, want 1", r.Violations)
			}
			for _, c := range r.Checks {
				want := 0
				if c.Name == v.check {
					want = 1
					if v.example != "" && (len(c.Examples) != 1 || c.Examples[0] != v.example) {
						t.Errorf("examples = %v, want [%s]", c.Examples, v.example)
					}
				}
				if c.Violations != want {
					t.Errorf("check %s: %d violations, want %d (examples %v)", c.Name, c.Violations, want, c.Examples)
				}
			}
		})
	}
}

// TestIsolationAuditPolicyAdmitsOnlyReadOnlyAudits checks migration 0005:
// app.isolation_audit shows every tenant's rows to a READ ONLY transaction,
// and nothing more to one that can write or that has not set it.
func TestIsolationAuditPolicyAdmitsOnlyReadOnlyAudits(t *testing.T) {
	_, conn := auditedStore(t)
	ctx := context.Background()
	cases := []struct {
		name   string
		mode   pgx.TxAccessMode
		audit  bool
		tenant string
		want   int
	}{
		{"a read-only audit sees both tenants' turns", pgx.ReadOnly, true, "", 4},
		{"a read-write transaction with the audit setting sees none", pgx.ReadWrite, true, "", 0},
		{"a read-write tenant transaction with the audit setting sees its own only", pgx.ReadWrite, true, "acme", 2},
		{"a read-only tenant transaction without it sees its own only", pgx.ReadOnly, false, "acme", 2},
		{"a bare read-only transaction sees none", pgx.ReadOnly, false, "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var n int
			err := pgx.BeginTxFunc(ctx, conn, pgx.TxOptions{AccessMode: c.mode}, func(tx pgx.Tx) error {
				if c.audit {
					if _, err := tx.Exec(ctx, `SELECT set_config('app.isolation_audit', 'on', true)`); err != nil {
						return err
					}
				}
				if c.tenant != "" {
					if _, err := tx.Exec(ctx, `SELECT set_config('app.tenant_id', $1, true)`, c.tenant); err != nil {
						return err
					}
				}
				return tx.QueryRow(ctx, `SELECT count(*) FROM turns`).Scan(&n)
			})
			if err != nil {
				t.Fatal(err)
			}
			if n != c.want {
				t.Errorf("sees %d turns, want %d", n, c.want)
			}
		})
	}
	t.Run("an audit transaction cannot change another tenant's rows", func(t *testing.T) {
		err := pgx.BeginTxFunc(ctx, conn, pgx.TxOptions{AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
			if _, err := tx.Exec(ctx, `SELECT set_config('app.isolation_audit', 'on', true)`); err != nil {
				return err
			}
			_, err := tx.Exec(ctx, `UPDATE turns SET kind = 'chitchat'`)
			return err
		})
		if err == nil {
			t.Error("an UPDATE in the audit transaction succeeded")
		}
	})
}

func TestPatientIDsListsOneTenantsPatients(t *testing.T) {
	s, conn := auditedStore(t)
	seedAs(t, conn, "zeta", `INSERT INTO patients (tenant_id, patient_id, created_at) VALUES ('zeta', 'z2', now())`)
	var got []string
	if err := s.PatientIDs(context.Background(), tenancy.System("zeta"), func(p string) error {
		got = append(got, p)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0] != "p1" || got[1] != "z2" {
		t.Errorf("zeta's patients = %v, want [p1 z2]", got)
	}
}
