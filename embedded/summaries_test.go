package embedded_test

import (
	"context"
	"testing"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/session"
	sessionstoretest "github.com/anamnesis-health/anamnesis/session/storetest"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

func TestSummariesConformance(t *testing.T) {
	sessionstoretest.RunSummaries(t, func(t *testing.T) session.Summaries { return openDB(t) })
}

// TestSummariesMigrationSurvivesReopen checks that the summaries migration is
// recorded, so a reopened file keeps its summaries and migrates nothing twice.
func TestSummariesMigrationSurvivesReopen(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db, err := embedded.Open(ctx, dir)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	sc := tenancy.System("tenant-a")
	if err := db.PutSummary(ctx, sc, session.Summary{ID: "sum-1", PatientID: "p1", SessionID: "s1", Topic: "knee pain",
		FromSeq: 1, ToSeq: 4, Text: "knee pain: site knee"}); err != nil {
		t.Fatalf("PutSummary: %v", err)
	}
	db.Close()
	db, err = embedded.Open(ctx, dir)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer db.Close()
	if v, err := db.SchemaVersion(ctx); err != nil || v < 4 {
		t.Errorf("SchemaVersion = %d, %v; want at least 4", v, err)
	}
	if n, err := db.SummarizedThrough(ctx, sc, "p1", "s1"); err != nil || n != 4 {
		t.Errorf("SummarizedThrough after reopen = %d, %v; want 4", n, err)
	}
}
