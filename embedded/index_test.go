package embedded_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/retrieval/storetest"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

func openIndexDB(t testing.TB, path string) *embedded.DB {
	t.Helper()
	db, err := embedded.OpenFile(context.Background(), path)
	if err != nil {
		t.Fatalf("open %s: %v", path, err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestIndexConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T, dim int) retrieval.Index {
		db := openIndexDB(t, filepath.Join(t.TempDir(), embedded.FileName))
		ix, err := db.Index(dim)
		if err != nil {
			t.Fatal(err)
		}
		return ix
	})
}

func TestIndexDimensionIsRecorded(t *testing.T) {
	path := filepath.Join(t.TempDir(), embedded.FileName)
	ctx := context.Background()
	sc := tenancy.System("acme")

	db := openIndexDB(t, path)
	ix, err := db.Index(3)
	if err != nil {
		t.Fatal(err)
	}
	if err := ix.Upsert(ctx, sc, []retrieval.Point{{ID: "a", PatientID: "p", Kind: "turn", Vector: []float32{0, 3, 4}}}); err != nil {
		t.Fatal(err)
	}
	db.Close()

	t.Run("reopening with the same dimension finds the points", func(t *testing.T) {
		ix, err := openIndexDB(t, path).Index(3)
		if err != nil {
			t.Fatal(err)
		}
		hits, err := ix.Search(ctx, sc, retrieval.Query{PatientID: "p", Vector: []float32{0, 1, 0}, Limit: 5})
		if err != nil {
			t.Fatal(err)
		}
		if len(hits) != 1 || hits[0].Score < 0.5999 || hits[0].Score > 0.6001 {
			t.Errorf("hits = %+v, want a with score 0.6", hits)
		}
	})

	t.Run("reopening with another dimension is ErrDimension naming both", func(t *testing.T) {
		_, err := openIndexDB(t, path).Index(384)
		if !errors.Is(err, retrieval.ErrDimension) {
			t.Fatalf("err = %v, want ErrDimension", err)
		}
		for _, n := range []string{"3", "384"} {
			if !containsWord(err.Error(), n) {
				t.Errorf("err = %q does not name %s", err, n)
			}
		}
	})

	t.Run("a non-positive dimension is refused", func(t *testing.T) {
		if _, err := openIndexDB(t, path).Index(0); err == nil {
			t.Error("want an error")
		}
	})
}

// containsWord reports whether s has w as a whole word, so "384" is not
// found in "3840".
func containsWord(s, w string) bool {
	return regexp.MustCompile(`\b` + regexp.QuoteMeta(w) + `\b`).MatchString(s)
}

// BenchmarkIndexSearch measures exact search over one patient's points
// among other patients' points, with the builtin embedder's dimension.
func BenchmarkIndexSearch(b *testing.B) {
	for _, n := range []int{100, 1000, 5000} {
		b.Run(fmt.Sprintf("%d points", n), func(b *testing.B) {
			ctx := context.Background()
			sc := tenancy.System("acme")
			db := openIndexDB(b, filepath.Join(b.TempDir(), embedded.FileName))
			ix, err := db.Index(retrieval.DefaultDim)
			if err != nil {
				b.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(1, 2))
			vec := func() []float32 {
				v := make([]float32, retrieval.DefaultDim)
				for i := range v {
					v[i] = rng.Float32() - 0.5
				}
				return v
			}
			var points []retrieval.Point
			for i := range n {
				for _, patient := range []string{"p", "other"} {
					points = append(points, retrieval.Point{ID: fmt.Sprintf("%s-%d", patient, i), PatientID: patient,
						Kind: "turn", At: time.Unix(int64(i), 0), Text: "knee pain after hiking last week", Vector: vec()})
				}
			}
			if err := ix.Upsert(ctx, sc, points); err != nil {
				b.Fatal(err)
			}
			q := retrieval.Query{PatientID: "p", Vector: vec(), Limit: 10}
			b.ResetTimer()
			for b.Loop() {
				if _, err := ix.Search(ctx, sc, q); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
