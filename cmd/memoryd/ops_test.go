package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// seed writes, straight into the embedded store of dir, one turn of p1
// and one outbox item of tenant acme that is quarantined.
func seed(t *testing.T, dir string) {
	t.Helper()
	ctx := context.Background()
	db, err := embedded.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	sc := tenancy.System("acme")
	at := time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC)
	if err := db.AppendTurn(ctx, sc, session.Append{Turn: session.Turn{PatientID: "p1", SessionID: "s1", TurnID: "t1", Seq: 1,
		Speaker: session.Patient, Text: "我头疼", Lang: "zh", At: at, Kind: session.Info, Fingerprint: "fp"}}); err != nil {
		t.Fatal(err)
	}
	// A payload of a later release: this binary cannot read it.
	if err := db.Enqueue(ctx, sc, nil, []session.OutboxItem{{ID: "ob-later", PatientID: "p2", Kind: "entity.apply",
		Payload: []byte(`{"v":9,"patient_id":"p2"}`)}}); err != nil {
		t.Fatal(err)
	}
	if err := db.MarkOutboxFailed(ctx, sc, "ob-later", "outbox payload format: version 9"); err != nil {
		t.Fatal(err)
	}
	if err := db.QuarantineOutbox(ctx, sc, "ob-later", at); err != nil {
		t.Fatal(err)
	}
}

func TestOutboxListAndRetry(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	if err := run(ctx, []string{"tenants", "create", "acme", "--data-dir", dir}, io.Discard, io.Discard, noEnv); err != nil {
		t.Fatal(err)
	}
	seed(t, dir)
	var out bytes.Buffer
	if err := run(ctx, []string{"outbox", "list", "--data-dir", dir}, &out, io.Discard, noEnv); err != nil {
		t.Fatal(err)
	}
	var listed struct {
		Quarantined []quarantinedItem `json:"quarantined"`
	}
	if err := json.Unmarshal(out.Bytes(), &listed); err != nil {
		t.Fatalf("%q: %v", out.String(), err)
	}
	if len(listed.Quarantined) != 1 || listed.Quarantined[0].ID != "ob-later" || listed.Quarantined[0].Tenant != "acme" ||
		listed.Quarantined[0].Attempts != 1 || !strings.Contains(listed.Quarantined[0].LastError, "version 9") {
		t.Fatalf("outbox list = %+v, want ob-later of acme with its error", listed)
	}
	if strings.Contains(out.String(), "patient_id\":\"p2\",\"kind") && strings.Contains(out.String(), "payload") {
		t.Errorf("outbox list shows the payload: %s", out.String())
	}
	if err := run(ctx, []string{"outbox", "retry", "ob-later", "--data-dir", dir}, io.Discard, io.Discard, noEnv); err == nil {
		t.Error("retry without --tenant succeeded, want a usage error")
	}
	// Retried, it fails again (this binary still cannot read it) and is
	// back in the queue, counting attempts from zero.
	err := run(ctx, []string{"outbox", "retry", "ob-later", "--tenant", "acme", "--data-dir", dir}, io.Discard, io.Discard, noEnv)
	if err == nil || !strings.Contains(err.Error(), "version 9") {
		t.Errorf("retry of an unreadable item = %v, want its format error", err)
	}
	out.Reset()
	if err := run(ctx, []string{"outbox", "list", "--tenant", "acme", "--data-dir", dir}, &out, io.Discard, noEnv); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "ob-later") {
		t.Errorf("the retried item is still quarantined: %s", out.String())
	}
}

func TestPatientsErase(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	if err := run(ctx, []string{"tenants", "create", "acme", "--data-dir", dir}, io.Discard, io.Discard, noEnv); err != nil {
		t.Fatal(err)
	}
	seed(t, dir)
	var out bytes.Buffer
	if err := run(ctx, []string{"patients", "erase", "p1", "--data-dir", dir}, &out, io.Discard, noEnv); err == nil {
		t.Error("erase without --tenant succeeded, want a usage error")
	}
	if err := run(ctx, []string{"patients", "erase", "p1", "--tenant", "acme", "--data-dir", dir}, &out, io.Discard, noEnv); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Erased struct {
			Turns int `json:"turns"`
		} `json:"erased"`
		Record bool `json:"record_erased"`
		Recall bool `json:"recall_erased"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil || got.Erased.Turns != 1 || !got.Record || !got.Recall {
		t.Fatalf("erase output %q (%v), want 1 turn and the record and recall erased", out.String(), err)
	}
	db, err := embedded.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if ok, err := db.PatientExists(ctx, tenancy.System("acme"), "p1"); err != nil || ok {
		t.Errorf("p1 exists after erase: %v, %v", ok, err)
	}
}

// TestASecondProcessOnTheDataDirectoryIsRefused: the embedded store takes
// its directory for itself, naming it when another process has it.
func TestASecondProcessOnTheDataDirectoryIsRefused(t *testing.T) {
	dir := t.TempDir()
	db, err := embedded.Open(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	err = run(context.Background(), []string{"tenants", "create", "acme", "--data-dir", dir}, io.Discard, io.Discard, noEnv)
	if err == nil || !strings.Contains(err.Error(), dir) || !strings.Contains(err.Error(), "in use") {
		t.Fatalf("a second opener = %v, want a refusal naming %s", err, dir)
	}
}

func TestIsolationAuditExitsTwoOnAViolation(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	if err := run(ctx, []string{"tenants", "create", "acme", "--data-dir", dir}, io.Discard, io.Discard, noEnv); err != nil {
		t.Fatal(err)
	}
	seed(t, dir)
	var out bytes.Buffer
	if err := run(ctx, []string{"isolation-audit", "--data-dir", dir}, &out, io.Discard, noEnv); err != nil {
		t.Fatalf("audit of a clean store: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), `"ok": true`) || !strings.Contains(out.String(), `"checked"`) {
		t.Errorf("clean report: %s", out.String())
	}
	// A row of a tenant that does not exist, written behind the store's back.
	raw, err := sql.Open("sqlite", "file:"+filepath.Join(dir, embedded.FileName))
	if err != nil {
		t.Fatal(err)
	}
	_, err = raw.Exec(`INSERT INTO outbox (tenant_id, id, patient_id, kind, created_at) VALUES ('ghost', 'o-ghost', 'p1', 'index.upsert', '2026')`)
	raw.Close()
	if err != nil {
		t.Fatal(err)
	}
	out.Reset()
	err = run(ctx, []string{"isolation-audit", "--data-dir", dir}, &out, io.Discard, noEnv)
	if !errors.Is(err, errViolations) {
		t.Fatalf("audit with a row of an unknown tenant = %v, want errViolations (exit 2)", err)
	}
	if !strings.Contains(out.String(), `"ok": false`) || !strings.Contains(out.String(), "ghost/o-ghost") {
		t.Errorf("report does not name the violation: %s", out.String())
	}
}
