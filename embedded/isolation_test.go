package embedded_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/compliance"
	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

var isolationTime = time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)

// cleanStore writes, through the store's own methods under their managers,
// as the service does, a little of every kind of row the audit reads, for
// two tenants: acme (patient p1) and zeta (patient z1).
func cleanStore(t *testing.T, db *embedded.DB, ix *embedded.Index) {
	t.Helper()
	ctx := context.Background()
	clock := func() time.Time { return isolationTime }
	sessions, accesses := session.Managed(db, clock), audit.Managed(db, clock)
	record, index := entity.Managed(db, clock), retrieval.Managed(ix, ix.Dim())
	for _, tenant := range []string{"acme", "zeta"} {
		if err := db.CreateTenant(ctx, tenancy.Tenant{ID: tenant, Name: tenant, CreatedAt: isolationTime}); err != nil {
			t.Fatal(err)
		}
		k, _, err := tenancy.NewKey(strings.NewReader(strings.Repeat(tenant, 20)), tenant, tenancy.RoleAgent, isolationTime)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.CreateKey(ctx, k); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range [][2]string{{"acme", "p1"}, {"zeta", "z1"}} {
		tenant, patient := p[0], p[1]
		sc := tenancy.System(tenant)
		for seq, turn := range []string{"t1", "t2"} {
			a := session.Append{
				Turn: session.Turn{PatientID: patient, SessionID: "s1", TurnID: turn, Seq: int64(seq + 1), Speaker: session.Patient,
					Text: "I take metformin", Lang: "en", At: isolationTime, Kind: session.Info, Fingerprint: "fp"},
				Events:     []audit.Event{{At: isolationTime, Actor: "system", Type: audit.TurnAppended, PatientID: patient, EntityID: turn}},
				Outbox:     []session.OutboxItem{{ID: tenant + "-" + turn, PatientID: patient, Kind: "index.upsert"}},
				Generation: int64(seq),
			}
			if seq == 1 {
				a.Summaries = []session.Summary{{ID: "sum1", PatientID: patient, SessionID: "s1", Topic: "meds",
					FromSeq: 1, ToSeq: 1, TurnIDs: []string{"t1"}, Text: "metformin", CreatedAt: isolationTime}}
				a.State = &session.StateDoc{PatientID: patient, SessionID: "s1", Version: 1, Doc: []byte(`{"v":1}`), UpdatedAt: isolationTime}
			}
			if err := sessions.AppendTurn(ctx, sc, a); err != nil {
				t.Fatalf("append %s/%s: %v", tenant, turn, err)
			}
		}
		fact := entity.RecordID("fact", tenant, patient, "metformin")
		if err := record.Apply(ctx, sc, entity.Change{PatientID: patient,
			Create: []entity.Fact{{ID: fact, Type: entity.Medication, Display: "metformin", Status: entity.Active,
				Verification: entity.Unconfirmed, Kind: entity.KindFact, Source: entity.Source{Kind: entity.SourcePatient},
				ValidFrom: isolationTime}},
			Claims: []entity.Claim{{ID: entity.RecordID("claim", tenant, patient, "stop"), ConflictsWith: []string{fact},
				Proposed: entity.Fact{ID: entity.RecordID("fact", tenant, patient, "stopped"), PatientID: patient, Type: entity.Medication},
				Reason:   entity.ReasonContradiction, Text: "I stopped it"}},
		}); err != nil {
			t.Fatal(err)
		}
		if err := index.Upsert(ctx, sc, []retrieval.Point{{ID: "t1", PatientID: patient, SessionID: "s1", Kind: "turn", SourceID: "t1",
			At: isolationTime, Text: "I take metformin", Vector: []float32{1, 0, 0},
			Terms: retrieval.DocumentTerms([]string{"metformin"})}}); err != nil {
			t.Fatal(err)
		}
		if err := accesses.RecordAccess(ctx, sc, audit.Access{At: isolationTime, KeyID: "k", Role: "agent", Route: "context", PatientID: patient}); err != nil {
			t.Fatal(err)
		}
	}
}

func openAudited(t *testing.T) (*embedded.DB, *embedded.Index, *sql.DB) {
	t.Helper()
	dir := t.TempDir()
	db, err := embedded.Open(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	ix, err := db.Index(3)
	if err != nil {
		t.Fatal(err)
	}
	// A raw connection without foreign_keys, to write what the store never
	// would.
	raw, err := sql.Open("sqlite", "file:"+filepath.Join(dir, embedded.FileName))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { raw.Close() })
	return db, ix, raw
}

func audit1(t *testing.T, db *embedded.DB, ix *embedded.Index) compliance.Report {
	t.Helper()
	r, err := compliance.Run(context.Background(), isolationTime, compliance.Source{Directory: db, Patients: db}, db, ix)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return r
}

func checksByName(r compliance.Report) map[string]compliance.Check {
	out := map[string]compliance.Check{}
	for _, c := range r.Checks {
		out[c.Name] = c
	}
	return out
}

func TestIsolationAuditOfACleanStore(t *testing.T) {
	db, ix, _ := openAudited(t)
	cleanStore(t, db, ix)
	r := audit1(t, db, ix)
	if !r.OK() {
		t.Errorf("a store written only through its methods is not OK: %+v", r)
	}
	for _, c := range r.Checks {
		if c.Checked == 0 || c.Violations != 0 || c.Error != "" || c.Backend != "sqlite" {
			t.Errorf("check %s/%s = %+v, want rows checked and no violation", c.Store, c.Name, c)
		}
	}
}

// violations are rows that no store method writes, each seeded with raw SQL
// and found by the check named.
var violations = []struct {
	check, example string
	seed           string
}{
	{"turns.tenant", "(none)/p1/s9/t1", `INSERT INTO turns (tenant_id, patient_id, session_id, turn_id, seq, speaker, text, lang, at, kind, fingerprint, recorded_at)
		VALUES ('', 'p1', 's9', 't1', 1, 'patient', 'x', 'en', '2026', 'info', '', '2026')`},
	{"turns.tenant", "ghost/p1/s1/t1", `INSERT INTO turns (tenant_id, patient_id, session_id, turn_id, seq, speaker, text, lang, at, kind, fingerprint, recorded_at)
		VALUES ('ghost', 'p1', 's1', 't1', 1, 'patient', 'x', 'en', '2026', 'info', '', '2026')`},
	{"turns.patient", "acme/stranger/s1/t1", `INSERT INTO turns (tenant_id, patient_id, session_id, turn_id, seq, speaker, text, lang, at, kind, fingerprint, recorded_at)
		VALUES ('acme', 'stranger', 's1', 't1', 1, 'patient', 'x', 'en', '2026', 'info', '', '2026')`},
	{"patients.tenant", "(none)/p7", `INSERT INTO patients (tenant_id, patient_id, created_at) VALUES ('', 'p7', '2026')`},
	{"api_keys.tenant", "ghost/key_ghost", `INSERT INTO api_keys (id, tenant_id, role, hash, created_at) VALUES ('key_ghost', 'ghost', 'agent', 'h', '2026')`},
	{"outbox.tenant", "ghost/o1", `INSERT INTO outbox (tenant_id, id, patient_id, kind, created_at) VALUES ('ghost', 'o1', 'p1', 'index.upsert', '2026')`},
	{"outbox.patient", "acme/stranger2/o2", `INSERT INTO outbox (tenant_id, id, patient_id, kind, created_at) VALUES ('acme', 'o2', 'stranger2', 'index.upsert', '2026')`},
	{"summaries.tenant", "ghost/p1/s1/sum1", `INSERT INTO summaries (tenant_id, patient_id, session_id, id, topic, text, from_seq, to_seq, created_at)
		VALUES ('ghost', 'p1', 's1', 'sum1', 'meds', 'x', 1, 1, '2026')`},
	{"summaries.turns", "acme/p1/s1/sum2", `INSERT INTO summaries (tenant_id, patient_id, session_id, id, topic, text, from_seq, to_seq, turn_ids, created_at)
		VALUES ('acme', 'p1', 's1', 'sum2', 'meds', 'x', 1, 1, '["t1","t2","zeta-only"]', '2026')`},
	{"audit_events.tenant", "ghost/1", `INSERT INTO audit_events (tenant_id, seq, at, actor, type, entity_id, reason, hash, prev_hash)
		VALUES ('ghost', 1, '2026', 'system', 'x', 'e', '', 'h', '')`},
	{"access_log.tenant", "ghost/1", `INSERT INTO audit_access (tenant_id, seq, at, key_id, role, route, patient_id, items)
		VALUES ('ghost', 1, '2026', 'k', 'agent', 'context', 'p1', 0)`},
	{"facts.tenant", "(none)/f-orphan", `INSERT INTO entity_facts SELECT '', 'f-orphan', patient_id, type, display, code_system, code, attributes,
		status, verification, kind, confidence, source_kind, source_turn_id, source_session_id, valid_from, valid_to, recorded_at, superseded_at
		FROM entity_facts WHERE tenant_id = 'acme' LIMIT 1`},
	{"facts.patient", "acme/stranger3/f-stranger", `INSERT INTO entity_facts SELECT tenant_id, 'f-stranger', 'stranger3', type, display, code_system, code, attributes,
		status, verification, kind, confidence, source_kind, source_turn_id, source_session_id, valid_from, valid_to, recorded_at, superseded_at
		FROM entity_facts WHERE tenant_id = 'acme' LIMIT 1`},
	{"claims.tenant", "ghost/c-ghost", `INSERT INTO entity_claims SELECT 'ghost', 'c-ghost', patient_id, session_id, turn_id, status, reason, confidence,
		'{}', '[]', text, explanation, created_at, resolved_at, resolved_by, note FROM entity_claims WHERE tenant_id = 'acme' LIMIT 1`},
	{"claims.patient", "acme/stranger4/c-stranger", `INSERT INTO entity_claims SELECT tenant_id, 'c-stranger', 'stranger4', session_id, turn_id, status, reason, confidence,
		'{}', '[]', text, explanation, created_at, resolved_at, resolved_by, note FROM entity_claims WHERE tenant_id = 'acme' LIMIT 1`},
	// A claim of acme's p1 that conflicts with zeta's fact.
	{"claims.facts", "", `INSERT INTO entity_claims SELECT 'acme', 'c-cross', 'p1', c.session_id, c.turn_id, c.status, c.reason, c.confidence,
		'{}', json_array(f.id), c.text, c.explanation, c.created_at, c.resolved_at, c.resolved_by, c.note
		FROM entity_claims c, entity_facts f WHERE c.tenant_id = 'acme' AND f.tenant_id = 'zeta' LIMIT 1`},
	// A claim of acme's p1 proposing a fact of another patient.
	{"claims.facts", "acme/p1/c-proposed -> f1", `INSERT INTO entity_claims SELECT 'acme', 'c-proposed', 'p1', session_id, turn_id, status, reason, confidence,
		'{"id":"f1","patient_id":"p2"}', '[]', text, explanation, created_at, resolved_at, resolved_by, note FROM entity_claims WHERE tenant_id = 'acme' LIMIT 1`},
	{"points.tenant", "ghost/p1/t1", `INSERT INTO vector_points (tenant_id, id, patient_id, session_id, kind, source_id, topics, at, text, vector)
		VALUES ('ghost', 't1', 'p1', 's1', 'turn', 't1', '[]', '2026', 'x', x'00')`},
	{"points.patient", "acme/stranger5/t9", `INSERT INTO vector_points (tenant_id, id, patient_id, session_id, kind, source_id, topics, at, text, vector)
		VALUES ('acme', 't9', 'stranger5', 's1', 'turn', 't9', '[]', '2026', 'x', x'00')`},
	{"postings.point", "acme/p1/t-none", `INSERT INTO lexical_postings (tenant_id, patient_id, term, id, kind, weight) VALUES ('acme', 'p1', 7, 't-none', 'turn', 1)`},
	// acme's posting of zeta's patient's point id t1 under acme: another patient's point.
	{"postings.point", "acme/z1/t1", `INSERT INTO lexical_postings (tenant_id, patient_id, term, id, kind, weight) VALUES ('acme', 'z1', 7, 't1', 'turn', 1)`},
}

func TestIsolationAuditFindsEachViolation(t *testing.T) {
	for _, v := range violations {
		t.Run(v.check+" finds "+v.example, func(t *testing.T) {
			db, ix, raw := openAudited(t)
			cleanStore(t, db, ix)
			res, err := raw.Exec(v.seed)
			if err != nil {
				t.Fatalf("seed: %v", err)
			}
			if n, _ := res.RowsAffected(); n != 1 {
				t.Fatalf("seed wrote %d rows, want 1", n)
			}
			r := audit1(t, db, ix)
			if r.OK() || r.Violations != 1 {
				t.Errorf("report has %d violations, want 1", r.Violations)
			}
			for name, c := range checksByName(r) {
				want := 0
				if name == v.check {
					want = 1
				}
				if c.Violations != want {
					t.Errorf("check %s: %d violations, want %d (examples %v)", name, c.Violations, want, c.Examples)
				}
			}
			got := checksByName(r)[v.check]
			if v.example != "" && (len(got.Examples) != 1 || got.Examples[0] != v.example) {
				t.Errorf("examples = %v, want [%s]", got.Examples, v.example)
			}
		})
	}
}

func TestIsolationAuditExamplesForOneTenant(t *testing.T) {
	db, ix, raw := openAudited(t)
	cleanStore(t, db, ix)
	for _, v := range violations {
		if _, err := raw.Exec(v.seed); err != nil {
			t.Fatalf("seed %s: %v", v.check, err)
		}
	}
	r := audit1(t, db, ix)
	if r.Violations != len(violations) {
		t.Errorf("report has %d violations, want %d", r.Violations, len(violations))
	}
	byName := checksByName(r)
	if c := byName["claims.facts"]; c.Violations != 2 || len(c.Examples) != 2 || !strings.Contains(c.Examples[0], "acme/p1/c-cross -> fact_") {
		t.Errorf("claims.facts = %+v, want the cross-tenant and the cross-patient claim", c)
	}
	acme := checksByName(r.ForTenant("acme"))
	if got := acme["claims.facts"].Examples; len(got) != 1 || got[0] != "acme/p1/c-proposed -> f1" {
		t.Errorf("acme sees claims.facts examples %v, want only the one inside acme", got)
	}
	for _, c := range r.ForTenant("acme").Checks {
		for _, ex := range c.Examples {
			if !strings.HasPrefix(ex, "acme/") || strings.Contains(ex, "zeta") || strings.Contains(ex, "ghost") {
				t.Errorf("acme sees %s example %q", c.Name, ex)
			}
		}
	}
	if got := checksByName(r.ForTenant("zeta"))["turns.tenant"].Examples; len(got) != 0 {
		t.Errorf("zeta sees turns.tenant examples %v of rows without or of another tenant", got)
	}
}

func TestPatientIDsListsOneTenantsPatients(t *testing.T) {
	db, ix, _ := openAudited(t)
	cleanStore(t, db, ix)
	var got []string
	if err := db.PatientIDs(context.Background(), tenancy.System("acme"), func(p string) error {
		got = append(got, p)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0] != "p1" {
		t.Errorf("acme's patients = %v, want [p1]", got)
	}
	if err := db.PatientIDs(context.Background(), tenancy.Scope{}, func(string) error { return nil }); err == nil {
		t.Error("PatientIDs without a tenant succeeded")
	}
}
