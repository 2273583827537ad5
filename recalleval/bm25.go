package recalleval

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
)

// BM25Index is the baseline: Okapi BM25 (k1 1.2, b 0.75) over one history's
// turns with plain tokens, lowercase words and Chinese character bigrams,
// no stop words and no stemming, as a reader would first try it. The
// benchmark (cmd/memorybench) ranks its BM25 baseline with it too.
type BM25Index struct {
	docs  []map[string]int
	lens  []float64
	avg   float64
	df    map[string]int
	count int
}

// NewBM25Index indexes the texts; their positions are the documents' indexes.
func NewBM25Index(texts []string) *BM25Index {
	b := &BM25Index{df: map[string]int{}, count: len(texts)}
	var total float64
	for _, text := range texts {
		tf := map[string]int{}
		toks := plainTokens(text)
		for _, tok := range toks {
			tf[tok]++
		}
		for tok := range tf {
			b.df[tok]++
		}
		b.docs = append(b.docs, tf)
		b.lens = append(b.lens, float64(len(toks)))
		total += float64(len(toks))
	}
	if len(texts) > 0 {
		b.avg = total / float64(len(texts))
	}
	return b
}

func newBM25(turns []Turn) *BM25Index {
	texts := make([]string, len(turns))
	for i, t := range turns {
		texts[i] = t.Text
	}
	return NewBM25Index(texts)
}

// Score is document i's BM25 score for the query.
func (b *BM25Index) Score(i int, query string) float64 { return b.score(i, queryTerms(query)) }

func queryTerms(query string) map[string]bool {
	terms := map[string]bool{}
	for _, tok := range plainTokens(query) {
		terms[tok] = true
	}
	return terms
}

func (b *BM25Index) score(i int, terms map[string]bool) float64 {
	const k1, bb = 1.2, 0.75
	var s float64
	for tok := range terms {
		f := float64(b.docs[i][tok])
		if f == 0 {
			continue
		}
		df := float64(b.df[tok])
		idf := math.Log(1 + (float64(b.count)-df+0.5)/(df+0.5))
		s += idf * f * (k1 + 1) / (f + k1*(1-bb+bb*b.lens[i]/b.avg))
	}
	return s
}

// Rank returns the indexes of the documents sharing a token with the
// query, best first, ties by position (earlier first).
func (b *BM25Index) Rank(query string) []int {
	terms := queryTerms(query)
	type scored struct {
		i int
		s float64
	}
	var out []scored
	for i := range b.docs {
		if s := b.score(i, terms); s > 0 {
			out = append(out, scored{i, s})
		}
	}
	slices.SortFunc(out, func(x, y scored) int {
		if c := cmp.Compare(y.s, x.s); c != 0 {
			return c
		}
		return cmp.Compare(x.i, y.i)
	})
	idx := make([]int, len(out))
	for k, o := range out {
		idx[k] = o.i
	}
	return idx
}

// plainTokens are lowercase runs of letters and digits, and the bigrams of
// each run of Han characters (a lone character itself).
func plainTokens(text string) []string {
	var out []string
	var word strings.Builder
	var han []rune
	flush := func() {
		if word.Len() > 0 {
			out = append(out, word.String())
			word.Reset()
		}
		if len(han) == 1 {
			out = append(out, string(han))
		}
		for i := 0; i+1 < len(han); i++ {
			out = append(out, string(han[i:i+2]))
		}
		han = han[:0]
	}
	for _, r := range text {
		switch {
		case unicode.Is(unicode.Han, r):
			if word.Len() > 0 {
				out = append(out, word.String())
				word.Reset()
			}
			han = append(han, r)
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if len(han) > 0 {
				flush()
			}
			word.WriteRune(unicode.ToLower(r))
		default:
			flush()
		}
	}
	flush()
	return out
}
