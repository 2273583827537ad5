package main

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/anamnesis-health/anamnesis/assembly"
)

// The baselines are what an agent without memoryd would put in front of
// its model, within the same budget and counted with the same tokenizer
// (cl100k_base, assembly.CL100K, as memoryd counts tokens_used): one line
// per turn, "Patient: ..." or "Assistant: ...", then the question.
const (
	systemFull   = "full history"
	systemWindow = "window (12 turns)"
	systemBM25   = "BM25"
	systemOurs   = "memoryd"
)

// baselineSystems are the baselines, in report order.
var baselineSystems = []string{systemFull, systemWindow, systemBM25}

// windowTurns is memoryd's default sliding window (--window 12).
const windowTurns = 12

// history is one patient's turns prepared for the baselines: each turn's
// rendered line and its token count, and a BM25 index over the turns.
type history struct {
	turns  []Turn
	lines  []string
	tokens []int
	bm25   *BM25
	count  assembly.Counter
}

func newHistory(turns []Turn, count assembly.Counter) *history {
	h := &history{turns: turns, count: count}
	texts := make([]string, len(turns))
	for i, t := range turns {
		h.lines = append(h.lines, renderLine(t))
		h.tokens = append(h.tokens, count.Count(h.lines[i]))
		texts[i] = t.Text
	}
	h.bm25 = NewBM25(texts)
	return h
}

func renderLine(t Turn) string {
	who := map[string]string{"patient": "Patient", "assistant": "Assistant", "clinician": "Clinician"}[t.Role]
	return who + ": " + t.Text
}

// baselineContext is a baseline's context: the turns it shows (indexes,
// in time order) and the tokens of the whole prompt.
type baselineContext struct {
	turns  []int
	tokens int
}

// render is the prompt: the chosen lines in time order, then the question.
func (h *history) render(idx []int, query string) string {
	var sb strings.Builder
	for _, i := range idx {
		sb.WriteString(h.lines[i])
		sb.WriteByte('\n')
	}
	sb.WriteString("Question: ")
	sb.WriteString(query)
	return sb.String()
}

// fit keeps the candidates (in preference order) whose lines fit the
// budget with the question, skipping a line that does not fit when
// contiguous is false and stopping at it when true; it returns them in time
// order, with the prompt's exact token count (dropping the least preferred
// until the rendered prompt is within budget).
func (h *history) fit(cands []int, query string, budget int, contiguous bool) baselineContext {
	room := budget - h.count.Count("Question: "+query)
	var chosen []int
	for _, i := range cands {
		need := h.tokens[i] + 1 // the line and its newline
		if need > room {
			if contiguous {
				break
			}
			continue
		}
		chosen = append(chosen, i)
		room -= need
	}
	for {
		idx := slices.Sorted(slices.Values(chosen))
		n := h.count.Count(h.render(idx, query))
		if n <= budget || len(chosen) == 0 {
			return baselineContext{turns: idx, tokens: n}
		}
		chosen = chosen[:len(chosen)-1]
	}
}

// fullHistory is the whole history cut to the budget: the most recent
// turns that fit, contiguous.
func (h *history) fullHistory(query string, budget int) baselineContext {
	var cands []int
	for i := len(h.turns) - 1; i >= 0; i-- {
		cands = append(cands, i)
	}
	return h.fit(cands, query, budget, true)
}

// window is the last windowTurns turns, cut to the budget.
func (h *history) window(query string, budget int) baselineContext {
	var cands []int
	for i := len(h.turns) - 1; i >= 0 && len(cands) < windowTurns; i-- {
		cands = append(cands, i)
	}
	return h.fit(cands, query, budget, true)
}

// bm25 is the turns ranked by BM25 against the query, best first, as many
// as fit.
func (h *history) bm25Context(query string, budget int) baselineContext {
	return h.fit(h.bm25.Rank(query), query, budget, false)
}

// BM25 is Okapi BM25 (k1 1.2, b 0.75) over a list of documents with plain
// tokens: lowercase runs of letters and digits, and Chinese character
// bigrams; no stop words, no stemming. recalleval's BM25 is the same model
// but unexported.
type BM25 struct {
	docs []map[string]int
	lens []float64
	avg  float64
	df   map[string]int
}

// NewBM25 indexes docs.
func NewBM25(docs []string) *BM25 {
	b := &BM25{df: map[string]int{}}
	var total float64
	for _, d := range docs {
		tf := map[string]int{}
		toks := plainTokens(d)
		for _, t := range toks {
			tf[t]++
		}
		for t := range tf {
			b.df[t]++
		}
		b.docs = append(b.docs, tf)
		b.lens = append(b.lens, float64(len(toks)))
		total += float64(len(toks))
	}
	if len(docs) > 0 {
		b.avg = total / float64(len(docs))
	}
	return b
}

// Score is the BM25 score of document i for the query.
func (b *BM25) Score(i int, query string) float64 {
	return b.score(i, uniqueTokens(query))
}

func (b *BM25) score(i int, terms []string) float64 {
	const k1, bb = 1.2, 0.75
	n := float64(len(b.docs))
	var s float64
	for _, t := range terms {
		f := float64(b.docs[i][t])
		if f == 0 {
			continue
		}
		df := float64(b.df[t])
		idf := math.Log(1 + (n-df+0.5)/(df+0.5))
		s += idf * f * (k1 + 1) / (f + k1*(1-bb+bb*b.lens[i]/max(b.avg, 1)))
	}
	return s
}

// Rank returns the indexes of the documents sharing a token with the
// query, best first, ties by position (earlier first).
func (b *BM25) Rank(query string) []int {
	terms := uniqueTokens(query)
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

func uniqueTokens(text string) []string {
	var out []string
	for _, t := range plainTokens(text) {
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// plainTokens are lowercase runs of letters and digits, and the bigrams of
// each run of Han characters (a lone character itself).
func plainTokens(text string) []string {
	var out []string
	var word strings.Builder
	var han []rune
	flushWord := func() {
		if word.Len() > 0 {
			out = append(out, word.String())
			word.Reset()
		}
	}
	flushHan := func() {
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
			flushWord()
			han = append(han, r)
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			flushHan()
			word.WriteRune(unicode.ToLower(r))
		default:
			flushWord()
			flushHan()
		}
	}
	flushWord()
	flushHan()
	return out
}
