package retrieval

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Hybrid recall: the lexical and the dense rankings of one patient's points
// are fused by reciprocal rank, then boosted by the query's entities and
// topics and mildly decayed by age. The rules live here, above the
// backends, so every Index ranks alike.
const (
	// RRFK damps the weight of the first ranks: 1/(k + rank). 60 is the
	// constant of Cormack et al. (2009), robust across collections.
	RRFK = 60
	// ConceptBoost multiplies the score of a point that mentions a concept
	// of the query (a drug, a condition, or what a drug treats).
	ConceptBoost = 1.1
	// TopicBoost multiplies the score of a point that shares a topic tag.
	TopicBoost = 1.1
	// RecencyFloor is what the recency factor falls to, very slowly: a
	// point RecencyHalf old keeps half the way between 1 and the floor. A
	// fused score differs by under 2% from one rank to the next, so even a
	// years-old point loses only a few ranks: what was said long ago and
	// matches is still found.
	RecencyFloor = 0.95
	RecencyHalf  = 180 * 24 * time.Hour
	// PersonQueryWeight is the query weight of a relation the question
	// names: "我爱人一天抽多少根" asks about the spouse, and a turn about the
	// patient's own smoking that shares "一天" and "抽" is not the answer.
	PersonQueryWeight = 2
	// conceptPrefix marks a concept id as a lexical term, so that it can
	// never collide with a word of the text; personPrefix a relation.
	conceptPrefix = "\x00concept:"
	personPrefix  = "\x00person:"
)

// PersonTerms are the lexical terms of the people a text names besides the
// patient ("mother", "spouse"), so that a question about "我爱人" meets
// what was said about "老公", and "my mother" meets "mum".
func PersonTerms(people []string) []string {
	out := make([]string, len(people))
	for i, who := range people {
		out[i] = personPrefix + who
	}
	return out
}

// Recaller is hybrid recall over an Index.
type Recaller struct {
	Index    Index
	Embedder Embedder
	Analyzer *Analyzer
	// DenseWeight scales the dense ranking's share of the fused score; 0
	// leaves the dense search out. A model embedder earns 1. The builtin
	// embedder is another lexical ranker, and on the recall harness it only
	// added noise to BM25 with concept terms (docs/recall.md).
	DenseWeight float64
}

// RecallQuery asks for the points of one patient that best answer a text.
type RecallQuery struct {
	PatientID string
	Text      string
	Concepts  []string // concept ids the query names or resolves to
	People    []string // relations the query names: terms, never concepts
	Topics    []string
	Kinds     []string // empty: all kinds
	Limit     int
	Now       time.Time // for the recency decay; zero: no decay
}

// Recalled is a point with its fused score and the ranks it had (0: not
// found by that search).
type Recalled struct {
	Point        Point
	Score        float64
	DenseRank    int
	LexicalRank  int
	ConceptMatch bool
	// Match is how well the point matches the query, in [0, 1]: its score
	// in each search over the best score that search found, weighed as the
	// fusion weighs the searches. Score orders points by rank, and
	// reciprocal ranks differ by under 2% from one rank to the next
	// whatever the scores behind them, so a point that shares one common
	// word with the query scores nearly as a point that shares its rare
	// ones; Match keeps that difference.
	Match float64
}

// Terms returns the lexical terms of a text that mentions concepts: the
// analyzed words plus one term per concept id, so a turn that names
// "amlodipine" and a query about "my blood pressure pill" can meet on the
// concepts they were read as.
func (r *Recaller) Terms(text string, concepts []string) []string {
	terms := r.Analyzer.Terms(text)
	for _, c := range concepts {
		terms = append(terms, conceptPrefix+c)
	}
	return terms
}

// Recall returns up to q.Limit points, best first, ties by point ID. Each
// search fetches more than the limit (prefetch) so that fusion can promote
// a point ranked low by one search and high by the other.
func (r *Recaller) Recall(ctx context.Context, sc tenancy.Scope, q RecallQuery) ([]Recalled, error) {
	if q.Limit <= 0 {
		return nil, nil
	}
	prefetch := max(4*q.Limit, 40)
	if r.DenseWeight <= 0 {
		prefetch = lexicalPrefetch(q.Limit)
	}
	people := PersonTerms(q.People)
	terms := QueryTerms(append(r.Terms(q.Text, q.Concepts), people...))
	for _, who := range people {
		if i, ok := slices.BinarySearch(terms.Indices, TermID(who)); ok {
			terms.Values[i] = PersonQueryWeight
		}
	}
	lexical, err := r.Index.SearchTerms(ctx, sc, TermQuery{PatientID: q.PatientID, Terms: terms, Limit: prefetch, Kinds: q.Kinds})
	if err != nil {
		return nil, fmt.Errorf("recall: %w", err)
	}
	var dense []Hit
	if r.DenseWeight > 0 {
		vec, err := EmbedText(ctx, r.Embedder, q.Text, q.Concepts)
		if err != nil {
			return nil, fmt.Errorf("recall: embed query: %w", err)
		}
		if !zero(vec) {
			if dense, err = r.Index.Search(ctx, sc, Query{PatientID: q.PatientID, Vector: vec, Limit: prefetch, Kinds: q.Kinds}); err != nil {
				return nil, fmt.Errorf("recall: %w", err)
			}
		}
	}
	return Fuse(q, dense, lexical, r.DenseWeight), nil
}

// lexicalPrefetch is how deep the lexical ranking must be read for the
// best limit points when it is the only ranking: deep enough to give the
// same result as any deeper read, and no deeper, since every point read is
// a payload fetched (issue 11: a long history matched 800 points for 200
// results). Fused alone, the point at lexical rank r scores between
// RecencyFloor/(RRFK+r) (no boost, oldest) and
// ConceptBoost·TopicBoost/(RRFK+r) (both boosts, newest). The first limit
// points all score at least RecencyFloor/(RRFK+limit), so a point whose
// best possible score is below that can never be among them, nor tie with
// them: every rank past maxBoost/RecencyFloor·(RRFK+limit) − RRFK. One more
// rank covers rounding.
func lexicalPrefetch(limit int) int {
	const maxBoost = ConceptBoost * TopicBoost
	return int(maxBoost/RecencyFloor*float64(RRFK+limit)) - RRFK + 1
}

// Fuse combines a dense and a lexical ranking: Σ w/(RRFK + rank) over the
// rankings a point is in (w is denseWeight for the dense one, 1 for the
// lexical one), times ConceptBoost if it shares a concept with the query,
// TopicBoost if it shares a topic, and the recency factor. A dense hit with
// no similarity at all is no evidence and is left out.
func Fuse(q RecallQuery, dense, lexical []Hit, denseWeight float64) []Recalled {
	byID := map[string]*Recalled{}
	var order []string
	// The best score of each search, for Match.
	var bestDense, bestLexical float64
	for _, h := range dense {
		bestDense = max(bestDense, float64(h.Score))
	}
	for _, h := range lexical {
		bestLexical = max(bestLexical, float64(h.Score))
	}
	searches := 0.0 // the fusion weights of the searches that found anything
	if bestDense > 0 {
		searches += denseWeight
	}
	if bestLexical > 0 {
		searches++
	}
	add := func(h Hit, rank int, lexicalRank bool) {
		rc, ok := byID[h.Point.ID]
		if !ok {
			rc = &Recalled{Point: h.Point}
			byID[h.Point.ID] = rc
			order = append(order, h.Point.ID)
		}
		w := 1.0
		if !lexicalRank {
			w = denseWeight
		}
		rc.Score += w / float64(RRFK+rank)
		best := bestDense
		if lexicalRank {
			best = bestLexical
		}
		if best > 0 && searches > 0 {
			rc.Match += w * float64(h.Score) / best / searches
		}
		if lexicalRank {
			rc.LexicalRank = rank
		} else {
			rc.DenseRank = rank
		}
	}
	rank := 0
	for _, h := range dense {
		if h.Score <= 0 {
			continue
		}
		rank++
		add(h, rank, false)
	}
	for i, h := range lexical {
		add(h, i+1, true)
	}
	out := make([]Recalled, 0, len(order))
	for _, id := range order {
		rc := byID[id]
		if shares(rc.Point.Concepts, q.Concepts) {
			rc.Score *= ConceptBoost
			rc.ConceptMatch = true
		}
		if shares(rc.Point.Topics, q.Topics) {
			rc.Score *= TopicBoost
		}
		rc.Score *= recency(q.Now, rc.Point.At)
		out = append(out, *rc)
	}
	slices.SortFunc(out, func(a, b Recalled) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return cmp.Compare(a.Point.ID, b.Point.ID)
	})
	return out[:min(q.Limit, len(out))]
}

// recency is 1 for a point of now, falling towards RecencyFloor: half way
// at RecencyHalf.
func recency(now, at time.Time) float64 {
	if now.IsZero() || at.IsZero() || !at.Before(now) {
		return 1
	}
	age := float64(now.Sub(at))
	return RecencyFloor + (1-RecencyFloor)*float64(RecencyHalf)/(float64(RecencyHalf)+age)
}

func shares(a, b []string) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

func zero(v []float32) bool {
	for _, x := range v {
		if x != 0 {
			return false
		}
	}
	return true
}
