package recalleval

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestRecallBeatsBM25 runs the dev split and fails if memoryd's evidence
// recall falls below plain BM25's at any budget on any source. With
// MEMORYD_RECALL_SPLIT=test it runs the held-out split instead (for the
// figures of a change, never for tuning), and MEMORYD_RECALL_REPORT=path
// writes the tables there.
func TestRecallBeatsBM25(t *testing.T) {
	if testing.Short() {
		t.Skip("recall evaluation: not in -short")
	}
	split := os.Getenv("MEMORYD_RECALL_SPLIT")
	if split == "" {
		split = "dev"
	}
	started := time.Now()
	rep, err := Run(context.Background(), Options{Paths: DefaultPaths(filepath.Join("..")), Split: split, Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := rep.Write(&b); err != nil {
		t.Fatal(err)
	}
	t.Logf("recall evaluation in %s:\n%s", time.Since(started).Round(time.Second), b.String())
	if path := os.Getenv("MEMORYD_RECALL_REPORT"); path != "" {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, x := range rep.Recalls {
		if x.System != Memoryd {
			continue
		}
		if x.Questions == 0 {
			t.Errorf("%s: no questions asked", x.Source)
		}
		bm, _ := rep.Find(x.Source, BM25, x.Budget)
		if x.Whole < bm.Whole {
			t.Errorf("%s at %d tokens: memoryd recall %.3f is below BM25's %.3f", x.Source, x.Budget, x.Whole, bm.Whole)
		}
	}
}
