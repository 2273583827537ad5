package retrieval

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

func hit(id string, at time.Time, concepts ...string) Hit {
	return Hit{Point: Point{ID: id, At: at, Concepts: concepts}, Score: 1}
}

func fusedIDs(rs []Recalled) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.Point.ID
	}
	return out
}

func TestFuse(t *testing.T) {
	now := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	q := RecallQuery{Limit: 10, Now: now}
	t.Run("a point both searches find outranks one only one finds first", func(t *testing.T) {
		got := Fuse(q, []Hit{hit("a", now), hit("both", now)}, []Hit{hit("b", now), hit("both", now)}, 1)
		if want := []string{"both", "a", "b"}; !slices.Equal(fusedIDs(got), want) {
			t.Errorf("order = %q, want %q", fusedIDs(got), want)
		}
		if got[0].DenseRank != 2 || got[0].LexicalRank != 2 {
			t.Errorf("ranks of both = %d, %d", got[0].DenseRank, got[0].LexicalRank)
		}
	})
	t.Run("equal scores are ordered by id", func(t *testing.T) {
		got := Fuse(q, []Hit{hit("z", now)}, []Hit{hit("m", now)}, 1)
		if want := []string{"m", "z"}; !slices.Equal(fusedIDs(got), want) {
			t.Errorf("order = %q, want %q", fusedIDs(got), want)
		}
	})
	t.Run("a point naming a concept of the query is boosted", func(t *testing.T) {
		cq := q
		cq.Concepts = []string{"drug:metformin"}
		got := Fuse(cq, nil, []Hit{hit("first", now), hit("second", now), hit("metformin", now, "drug:metformin")}, 1)
		if got[0].Point.ID != "metformin" || !got[0].ConceptMatch {
			t.Errorf("order = %q, want the concept's point first", fusedIDs(got))
		}
	})
	t.Run("age decays the score mildly", func(t *testing.T) {
		old := now.Add(-2 * 365 * 24 * time.Hour)
		got := Fuse(q, nil, []Hit{hit("old", old), hit("b", now), hit("c", now), hit("d", now), hit("e", now)}, 1)
		if i := slices.Index(fusedIDs(got), "old"); i < 1 || i > 2 {
			t.Fatalf("order = %q: a two-year-old rank-1 point must lose a rank or two to newer ones, no more", fusedIDs(got))
		}
		got = Fuse(q, []Hit{hit("old", old), hit("new", now)}, []Hit{hit("new", now), hit("old", old)}, 1)
		if got[0].Point.ID != "new" {
			t.Errorf("order = %q: at equal fused ranks the newer point goes first", fusedIDs(got))
		}
		if r := recency(now, old); r < RecencyFloor || r >= 1 {
			t.Errorf("recency of a 2-year-old point = %v, want in [%v, 1)", r, RecencyFloor)
		}
	})
	t.Run("dense hits without similarity are no evidence", func(t *testing.T) {
		zero := hit("zero", now)
		zero.Score = 0
		if got := Fuse(q, []Hit{zero}, nil, 1); len(got) != 0 {
			t.Errorf("got %q, want nothing", fusedIDs(got))
		}
	})
	t.Run("the dense weight scales the dense ranking", func(t *testing.T) {
		got := Fuse(q, []Hit{hit("dense", now)}, []Hit{hit("lexical", now)}, 0.5)
		if want := []string{"lexical", "dense"}; !slices.Equal(fusedIDs(got), want) {
			t.Errorf("order = %q, want %q", fusedIDs(got), want)
		}
	})
	t.Run("match keeps how far a point's score is from the best", func(t *testing.T) {
		scored := func(id string, score float32) Hit {
			h := hit(id, now)
			h.Score = score
			return h
		}
		// Lexical only: the second point scores a third of the first, and
		// a third of the match, though its reciprocal rank is within 2%.
		got := Fuse(q, nil, []Hit{scored("rare", 9), scored("common", 3)}, 0)
		if got[0].Match != 1 || math.Abs(got[1].Match-1.0/3) > 1e-9 {
			t.Errorf("match = %v, %v; want 1, 1/3", got[0].Match, got[1].Match)
		}
		if got[1].Score/got[0].Score < 0.98 {
			t.Errorf("fused scores %v, %v: expected reciprocal ranks within 2%%", got[0].Score, got[1].Score)
		}
		// Both searches, the dense one weighed half: the best of both
		// matches fully, the best of one search only by that search's share.
		got = Fuse(q, []Hit{scored("both", 0.8), scored("dense", 0.4)}, []Hit{scored("both", 6), scored("lexical", 6)}, 0.5)
		want := map[string]float64{"both": 1, "lexical": 1 / 1.5, "dense": 0.5 * 0.5 / 1.5}
		for _, r := range got {
			if math.Abs(r.Match-want[r.Point.ID]) > 1e-9 {
				t.Errorf("match of %s = %v, want %v", r.Point.ID, r.Match, want[r.Point.ID])
			}
		}
	})
	t.Run("limit caps the result", func(t *testing.T) {
		lq := q
		lq.Limit = 1
		if got := Fuse(lq, []Hit{hit("a", now), hit("b", now)}, nil, 1); len(got) != 1 || got[0].Point.ID != "a" {
			t.Errorf("got %q, want [a]", fusedIDs(got))
		}
	})
}

// termIndex is an Index whose lexical search returns the best q.Limit of a
// fixed ranking, and remembers the deepest read.
type termIndex struct {
	Index
	ranking []Hit
	deepest int
}

func (ix *termIndex) SearchTerms(_ context.Context, _ tenancy.Scope, q TermQuery) ([]Hit, error) {
	ix.deepest = max(ix.deepest, q.Limit)
	return ix.ranking[:min(q.Limit, len(ix.ranking))], nil
}

// randomRanking is a lexical ranking of n points of random ages, some
// naming the query's concept or topic, so that boosts and decay reorder it.
func randomRanking(r *rand.Rand, n int, now time.Time) []Hit {
	hits := make([]Hit, n)
	ids := r.Perm(n) // unique ids, in no relation to the rank
	for i := range hits {
		p := Point{ID: fmt.Sprintf("p%04d", ids[i]), At: now.Add(-time.Duration(r.Int64N(int64(20 * 365 * 24 * time.Hour))))}
		if r.IntN(3) == 0 {
			p.Concepts = []string{"drug:amlodipine"}
		}
		if r.IntN(3) == 0 {
			p.Topics = []string{"blood pressure"}
		}
		hits[i] = Hit{Point: p, Score: float32(n - i)}
	}
	return hits
}

func TestLexicalRecallReadsNoDeeperThanItsResultNeeds(t *testing.T) {
	now := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	r := rand.New(rand.NewPCG(11, 12))
	for _, limit := range []int{1, 7, 40, 200} {
		for trial := range 50 {
			ranking := randomRanking(r, 1200, now)
			ix := &termIndex{ranking: ranking}
			rc := &Recaller{Index: ix, Analyzer: NewAnalyzer(nil)}
			q := RecallQuery{PatientID: "p", Text: "amlodipine", Concepts: []string{"drug:amlodipine"},
				Topics: []string{"blood pressure"}, Limit: limit, Now: now}
			got, err := rc.Recall(context.Background(), tenancy.System("acme"), q)
			if err != nil {
				t.Fatal(err)
			}
			if want := Fuse(q, nil, ranking, 0); !slices.Equal(fusedIDs(got), fusedIDs(want)) {
				t.Fatalf("limit %d, trial %d: recall %q, fusing the whole ranking %q", limit, trial, fusedIDs(got), fusedIDs(want))
			}
			if ix.deepest >= 4*limit && limit > 7 {
				t.Errorf("limit %d: read %d lexical hits, want fewer than 4·limit", limit, ix.deepest)
			}
		}
	}
	t.Run("a point just inside the bound can still reach the result", func(t *testing.T) {
		// Behind 200 ancient points without boosts, a new point with both
		// boosts at lexical rank 271 scores 1.21/331 > 0.95/260: it is the
		// deepest that can be recalled at limit 200.
		const limit, deep = 200, 271
		ancient := now.AddDate(-1000, 0, 0)
		ranking := make([]Hit, 1200)
		for i := range ranking {
			ranking[i] = Hit{Point: Point{ID: fmt.Sprintf("old-%04d", i), At: ancient}, Score: float32(len(ranking) - i)}
		}
		ranking[deep-1].Point = Point{ID: "boosted", At: now, Concepts: []string{"drug:amlodipine"}, Topics: []string{"blood pressure"}}
		rc := &Recaller{Index: &termIndex{ranking: ranking}, Analyzer: NewAnalyzer(nil)}
		q := RecallQuery{PatientID: "p", Text: "amlodipine", Concepts: []string{"drug:amlodipine"}, Topics: []string{"blood pressure"}, Limit: limit, Now: now}
		got, err := rc.Recall(context.Background(), tenancy.System("acme"), q)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(fusedIDs(got), "boosted") {
			t.Errorf("the boosted point at lexical rank %d is not recalled in the top %d", deep, limit)
		}
	})
}

// queryIndex keeps the lexical query it was asked.
type queryIndex struct {
	Index
	asked TermQuery
}

func (ix *queryIndex) SearchTerms(_ context.Context, _ tenancy.Scope, q TermQuery) ([]Hit, error) {
	ix.asked = q
	return nil, nil
}

// A question about a relative ("我爱人一天抽多少根") is about them: the
// relation outweighs any one word it shares with a turn about the patient.
func TestRecallWeighsTheRelationTheQuestionNames(t *testing.T) {
	ix := &queryIndex{}
	rc := &Recaller{Index: ix, Analyzer: NewAnalyzer(nil)}
	q := RecallQuery{PatientID: "p", Text: "how much does he smoke", People: []string{"spouse"}, Limit: 5}
	if _, err := rc.Recall(context.Background(), tenancy.System("acme"), q); err != nil {
		t.Fatal(err)
	}
	weight := map[uint32]float32{}
	for i, id := range ix.asked.Terms.Indices {
		weight[id] = ix.asked.Terms.Values[i]
	}
	if got := weight[TermID(PersonTerms([]string{"spouse"})[0])]; got != PersonQueryWeight {
		t.Errorf("the spouse weighs %v in the query, want %v", got, PersonQueryWeight)
	}
	if got := weight[TermID("smoke")]; got != 1 {
		t.Errorf("a word weighs %v in the query, want 1", got)
	}
}
