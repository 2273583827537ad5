package main

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/recalleval"
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
	bm25   *recalleval.BM25Index
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
	h.bm25 = recalleval.NewBM25Index(texts)
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
