package embedded_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	auditstoretest "github.com/anamnesis-health/anamnesis/audit/storetest"
	"github.com/anamnesis-health/anamnesis/embedded"
	sessionstoretest "github.com/anamnesis-health/anamnesis/session/storetest"
	"github.com/anamnesis-health/anamnesis/tenancy"
	tenancystoretest "github.com/anamnesis-health/anamnesis/tenancy/storetest"
)

// openDB opens a fresh database in a temporary directory, closed with the
// test.
func openDB(t *testing.T) *embedded.DB {
	t.Helper()
	db, err := embedded.Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatalf("open embedded db: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestDirectoryConformance(t *testing.T) {
	tenancystoretest.Run(t, func(t *testing.T) tenancy.Directory { return openDB(t) })
}

func TestSessionConformance(t *testing.T) {
	sessionstoretest.Run(t, func(t *testing.T) sessionstoretest.Backend { return openDB(t) })
}

func TestAuditConformance(t *testing.T) {
	auditstoretest.Run(t, func(t *testing.T) audit.Log { return openDB(t) })
}

// TestAuditIsAppendOnly checks that the audit tables refuse UPDATE and
// DELETE even from a plain SQL connection, so the chain cannot be rewritten
// behind the store's back.
func TestAuditIsAppendOnly(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, err := embedded.Open(ctx, dir)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	defer db.Close()
	sc := tenancy.System("tenant-a")
	at := time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)
	if err := db.AppendEvents(ctx, sc, []audit.Event{{At: at, Actor: "system", Type: audit.TenantCreated, EntityID: "tenant-a"}}); err != nil {
		t.Fatalf("AppendEvents: %v", err)
	}
	if err := db.RecordAccess(ctx, sc, audit.Access{At: at, KeyID: "k", Role: "agent", Route: "context", PatientID: "p1"}); err != nil {
		t.Fatalf("RecordAccess: %v", err)
	}

	raw, err := sql.Open("sqlite", "file:"+filepath.Join(dir, embedded.FileName))
	if err != nil {
		t.Fatalf("open raw connection: %v", err)
	}
	defer raw.Close()
	for _, stmt := range []string{
		`UPDATE audit_events SET reason = 'rewritten'`,
		`DELETE FROM audit_events`,
		`UPDATE audit_access SET items = 0`,
		`DELETE FROM audit_access`,
	} {
		_, err := raw.ExecContext(ctx, stmt)
		if err == nil || !strings.Contains(err.Error(), "append-only") {
			t.Errorf("%s: error = %v, want an append-only refusal", stmt, err)
		}
	}
	chain, err := db.Chain(ctx, sc)
	if err != nil || len(chain) != 1 || chain[0].Reason != "" || audit.Verify(sc.TenantID(), chain) != -1 {
		t.Errorf("chain after refused rewrites = %+v, %v; want the one event intact", chain, err)
	}
	acc, err := db.Accesses(ctx, sc, audit.Filter{Limit: 10})
	if err != nil || len(acc) != 1 {
		t.Errorf("accesses after refused rewrites = %+v, %v; want the one read", acc, err)
	}
}

// TestReopenKeepsData checks that migrations run once and that a reopened
// file still holds what was written.
func TestReopenKeepsData(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, err := embedded.Open(ctx, dir)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	if err := db.CreateTenant(ctx, tenancy.Tenant{ID: "clinic-1", Name: "Clinic"}); err != nil {
		t.Fatalf("CreateTenant: %v", err)
	}
	db.Close()
	db, err = embedded.Open(ctx, dir)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer db.Close()
	if tn, err := db.Tenant(ctx, "clinic-1"); err != nil || tn.CreatedAt.IsZero() {
		t.Errorf("Tenant after reopen = %+v, %v; want it with a creation time from the clock", tn, err)
	}
}
