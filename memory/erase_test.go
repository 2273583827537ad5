package memory_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/internal/embeddedstack"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// TestErasureLeavesNothingOfThePatient erases a patient with a record,
// claims, summaries and recall points, on every record backend: no read
// returns anything of them afterwards, another patient is untouched, and
// the audit chain still verifies with a tombstone.
func TestErasureLeavesNothingOfThePatient(t *testing.T) {
	for name, record := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, record, nil)
			ctx := context.Background()
			doc := tenancy.ForKey(tenancy.Key{TenantID: e.sc.TenantID(), ID: "doc", Role: tenancy.RoleClinician})
			lines := []string{"我血压150/100", "我好像对青霉素过敏", "我每天吃氨氯地平5mg", "我昨晚膝盖又疼了", "我头疼了三天",
				"我血糖是7.8", "晚上睡不好", "我对花生过敏", "我还在吃二甲双胍", "膝盖疼得上不了楼", "我血压140/90", "我最近咳嗽", "嗓子也疼"}
			for i, text := range lines {
				for _, p := range []string{"p1", "p2"} {
					if _, _, err := e.svc.Ingest(ctx, e.sc, memory.TurnRequest{PatientID: p, SessionID: "s1",
						TurnID: "t" + string(rune('a'+i)), Role: "patient", Text: text}); err != nil {
						t.Fatal(err)
					}
				}
			}
			claims, _, err := e.svc.Claims(ctx, doc, memory.ClaimFilter{PatientID: "p1"})
			if err != nil || len(claims) == 0 {
				t.Fatalf("p1 has %d claims (%v); the test needs some", len(claims), err)
			}
			if sums, _ := e.stores.Summaries.Summaries(ctx, e.sc, "p1", ""); len(sums) == 0 {
				t.Fatal("p1 has no summaries; the test needs some")
			}

			other := tenancy.ForKey(tenancy.Key{TenantID: "elsewhere", ID: "adm2", Role: tenancy.RoleAdmin})
			if _, err := e.svc.ErasePatient(ctx, other, e.sc.TenantID(), "p1"); !errors.Is(err, memory.ErrForbidden) {
				t.Errorf("erasure by another tenant's admin = %v, want ErrForbidden", err)
			}
			if _, err := e.svc.ErasePatient(ctx, e.sc, "", "p1"); !errors.Is(err, memory.ErrForbidden) {
				t.Errorf("erasure by an agent key = %v, want ErrForbidden", err)
			}
			admin := tenancy.ForKey(tenancy.Key{TenantID: e.sc.TenantID(), ID: "adm", Role: tenancy.RoleAdmin})
			got, err := e.svc.ErasePatient(ctx, admin, "", "p1")
			if err != nil {
				t.Fatalf("ErasePatient: %v", err)
			}
			if got.Erased.Turns != len(lines) || !got.Record || !got.Recall {
				t.Errorf("erasure = %+v, want %d turns and the record and recall erased", got, len(lines))
			}

			if _, err := e.svc.Record(ctx, e.sc, "p1", time.Time{}); !errors.Is(err, memory.ErrNotFound) {
				t.Errorf("Record after erasure = %v, want ErrNotFound", err)
			}
			if _, err := e.svc.Session(ctx, e.sc, "p1", "s1"); !errors.Is(err, memory.ErrNotFound) {
				t.Errorf("Session after erasure = %v, want ErrNotFound", err)
			}
			if cs, _, err := e.svc.Claims(ctx, doc, memory.ClaimFilter{PatientID: "p1"}); err != nil || len(cs) != 0 {
				t.Errorf("Claims after erasure = %d, %v", len(cs), err)
			}
			if _, err := e.svc.Claim(ctx, doc, claims[0].ID); !errors.Is(err, memory.ErrNotFound) {
				t.Errorf("Claim after erasure = %v, want ErrNotFound", err)
			}
			facts, err := e.stores.Entities.Record(ctx, e.sc, "p1", time.Time{})
			if err != nil || len(facts) != 0 {
				t.Errorf("record store holds %d facts of p1 (%v)", len(facts), err)
			}
			terms := retrieval.QueryTerms(retrieval.NewAnalyzer(nil).Terms("血压 青霉素 膝盖 我"))
			hits, err := e.stores.Index.SearchTerms(ctx, e.sc, retrieval.TermQuery{PatientID: "p1", Limit: 50, Terms: terms})
			if err != nil || len(hits) != 0 {
				t.Errorf("index holds %d points of p1 (%v)", len(hits), err)
			}
			if hits, err := e.stores.Index.SearchTerms(ctx, e.sc, retrieval.TermQuery{PatientID: "p2", Limit: 50, Terms: terms}); err != nil || len(hits) == 0 {
				t.Errorf("the same search finds %d points of p2 (%v); it must find some for the check above to mean anything", len(hits), err)
			}
			res, err := e.svc.Context(ctx, e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s1", Query: "血压"})
			if err == nil && (strings.Contains(res.Prompt, "150/100") || strings.Contains(res.Prompt, "青霉素")) {
				t.Errorf("context after erasure still shows the patient:\n%s", res.Prompt)
			}
			if e.pending() != 0 {
				t.Errorf("%d outbox items left", e.pending())
			}

			if rec, err := e.svc.Record(ctx, e.sc, "p2", time.Time{}); err != nil || len(rec.Facts) == 0 {
				t.Errorf("p2's record after p1's erasure: %d facts, %v", len(rec.Facts), err)
			}
			chain, err := e.db.Chain(ctx, e.sc)
			if err != nil || audit.Verify(e.sc.TenantID(), chain) != -1 || chain[len(chain)-1].Type != audit.PatientErased {
				t.Errorf("chain after erasure: %d events, verify %d, last %q", len(chain), audit.Verify(e.sc.TenantID(), chain), chain[len(chain)-1].Type)
			}
			for _, ev := range chain {
				for _, b := range [][]byte{ev.Before, ev.After} {
					if strings.Contains(string(b), "青霉素") || strings.Contains(string(b), "150/100") {
						t.Errorf("audit event %s holds the patient's words: %s", ev.Type, b)
					}
				}
			}

			// The global admin erases by naming the tenant; again is fine.
			root := tenancy.GlobalAdmin("root")
			if _, err := e.svc.ErasePatient(ctx, root, "", "p1"); !errors.Is(err, memory.ErrInvalid) {
				t.Errorf("global admin without a tenant = %v, want ErrInvalid", err)
			}
			if again, err := e.svc.ErasePatient(ctx, root, e.sc.TenantID(), "p1"); err != nil || again.Erased.Turns != 0 {
				t.Errorf("second erasure = %+v, %v; want nothing left to erase", again, err)
			}
			if _, _, err := e.stores.Entities.Claims(ctx, e.sc, entity.ClaimFilter{PatientID: "p1"}); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestErasureLeavesNoWordsInTheEmbeddedFile reads the embedded store's files
// byte by byte after an erasure: SQLite leaves deleted rows in freed pages
// and in the write-ahead log until they are overwritten, so a patient's
// words stayed readable in memoryd.db after "erasing" them. Another
// patient's words must still be found, or the check proves nothing.
func TestErasureLeavesNoWordsInTheEmbeddedFile(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, err := embedded.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	stores, err := embeddedstack.Stores(db, retrieval.NewBuiltin(64))
	if err != nil {
		t.Fatal(err)
	}
	var ids int
	svc, err := memory.New(stores, memory.Config{NewID: func() string { ids++; return fmt.Sprintf("id-%d", ids) }})
	if err != nil {
		t.Fatal(err)
	}
	admin := tenancy.GlobalAdmin("root")
	if _, err := svc.CreateTenant(ctx, admin, "t1", "t1"); err != nil {
		t.Fatal(err)
	}
	agent := tenancy.ForKey(tenancy.Key{TenantID: "t1", ID: "k", Role: tenancy.RoleAgent})
	words := map[string]string{"p1": "Xylophonist Wabernathy", "p2": "Quorbleton Fennimore"}
	for p, w := range words {
		for i := 0; i < 5; i++ {
			text := fmt.Sprintf("%s told me I have a headache and take ibuprofen, visit %d", w, i)
			if _, _, err := svc.Ingest(ctx, agent, memory.TurnRequest{PatientID: p, SessionID: "s1", TurnID: fmt.Sprintf("t%d", i), Role: "patient", Text: text}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := svc.ErasePatient(ctx, admin, "t1", "p1"); err != nil {
		t.Fatal(err)
	}
	found := func(word string) []string {
		var in []string
		files, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err == nil && bytes.Contains(b, []byte(word)) {
				in = append(in, filepath.Base(f))
			}
		}
		return in
	}
	deadline := time.Now().Add(10 * time.Second)
	for len(found(words["p1"])) > 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if in := found(words["p1"]); len(in) > 0 {
		t.Errorf("the erased patient's words are still in %v", in)
	}
	if in := found(words["p2"]); len(in) == 0 {
		t.Error("the other patient's words are in no file: the check cannot see words at all")
	}
}
