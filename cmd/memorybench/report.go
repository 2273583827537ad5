package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Report is everything a run measured; report.json is its JSON and
// report.md its rendering.
type Report struct {
	Command    string            `json:"command"`
	Started    time.Time         `json:"started"`
	Duration   float64           `json:"duration_seconds"`
	Quick      bool              `json:"quick"`
	Stack      string            `json:"stack"`
	Backends   []Backend         `json:"backends"`
	Budgets    []int             `json:"budgets"`
	Corpus     CorpusStats       `json:"corpus"`
	Targets    []Target          `json:"targets"`
	Quality    []QualityAtBudget `json:"quality"`
	References References        `json:"references"`
	Gate       GateScore         `json:"gate"`
	Claims     ClaimScore        `json:"claims"`
	Load       []LoadStage       `json:"load"`
	Latency    []LatencyAtScale  `json:"latency"`
	History    []HistoryStat     `json:"history"`
	Resources  []ResourceSample  `json:"resources"`
}

// Backend is one layer's backend, as /readyz names it.
type Backend struct {
	Name    string `json:"name"`
	Backend string `json:"backend"`
}

type CorpusStats struct {
	Seed            uint64 `json:"seed"`
	Patients        int    `json:"patients"`
	TurnsPerPatient int    `json:"turns_per_patient"`
	Turns           int    `json:"turns"`
	Zh              int    `json:"patients_zh"`
	Statements      int    `json:"statements"`
	Probes          int    `json:"probes"`
	EarlyProbes     int    `json:"early_probes"`
	TurnReferences  int    `json:"turn_references"`
	QueryReferences int    `json:"query_references"`
}

func corpusStats(c *Corpus) CorpusStats {
	s := CorpusStats{Seed: c.Header.Seed, Patients: len(c.Patients), TurnsPerPatient: c.Header.Turns, Turns: c.TurnCount()}
	for _, p := range c.Patients {
		if p.Patient.Lang == "zh" {
			s.Zh++
		}
		s.Statements += len(p.Statements)
		s.Probes += len(p.Probes)
		for _, q := range p.Probes {
			if q.Early {
				s.EarlyProbes++
			}
			if q.Reference != nil {
				s.QueryReferences++
			}
		}
		for _, t := range p.Turns {
			if t.Reference != nil {
				s.TurnReferences++
			}
		}
	}
	return s
}

// Target is a DESIGN.md target and whether the run met it; Met is nil
// when the run did not measure it.
type Target struct {
	Name     string `json:"name"`
	Goal     string `json:"goal"`
	Measured string `json:"measured"`
	Met      *bool  `json:"met"`
	Note     string `json:"note,omitempty"`
}

type QualityAtBudget struct {
	Budget  int             `json:"budget"`
	Systems []SystemQuality `json:"systems"`
}

// SystemQuality is one system's context quality at one budget. Recall is
// the mean share of a probe's required statements the context cites;
// EarlyRecall the same over probes whose statements were all planted in
// the first session. Confusion is the share of probes with a confounder
// whose context cites it while missing a required statement;
// ConfounderShown counts those citing it at all.
type SystemQuality struct {
	System           string       `json:"system"`
	Probes           int          `json:"probes"`
	Recall           float64      `json:"recall"`
	EarlyProbes      int          `json:"early_probes"`
	EarlyRecall      float64      `json:"early_recall"`
	ConfounderProbes int          `json:"confounder_probes"`
	Confused         int          `json:"confused"`
	ConfounderShown  int          `json:"confounder_shown"`
	Confusion        float64      `json:"confusion"`
	MeanTokens       float64      `json:"mean_tokens"`
	ByKind           []KindRecall `json:"by_kind"`
}

type KindRecall struct {
	Kind   string  `json:"kind"`
	Probes int     `json:"probes"`
	Recall float64 `json:"recall"`
}

// Count is N things of a name, OK of them right.
type Count struct {
	Name string `json:"name"`
	N    int    `json:"n"`
	OK   int    `json:"ok,omitempty"`
}

type References struct {
	Accuracy float64  `json:"accuracy"`
	Turns    RefScore `json:"turns"`
	Queries  RefScore `json:"queries"`
}

type RefScore struct {
	N         int          `json:"n"`
	Correct   int          `json:"correct"`
	Accuracy  float64      `json:"accuracy"`
	ByOutcome []Count      `json:"by_outcome"`
	Failures  []RefFailure `json:"failures,omitempty"`
}

// RefFailure is one kind of wrong reading, N times; Where is the first.
type RefFailure struct {
	N        int    `json:"n"`
	Where    string `json:"where"`
	Phrase   string `json:"phrase"`
	Expected string `json:"expected"`
	Why      string `json:"why"`
}

type GateScore struct {
	Statements int          `json:"statements"`
	Correct    int          `json:"correct"`
	Accuracy   float64      `json:"accuracy"`
	ByKind     []Count      `json:"by_kind"`
	Unsafe     []UnsafeFact `json:"unsafe"`
	Misses     []GateMiss   `json:"misses,omitempty"`
}

// GateMiss is a statement whose outcome in the record is not the expected
// one, with the words of its planting turn: N statements of that kind and
// words, Statement the first.
type GateMiss struct {
	N         int    `json:"n"`
	Statement string `json:"statement"`
	Kind      string `json:"kind"`
	Text      string `json:"text"`
}

// UnsafeFact is a guarded statement that the record holds as an active
// confirmed fact (or a hedge that closed a condition).
type UnsafeFact struct {
	PatientID    string `json:"patient_id"`
	Statement    string `json:"statement"`
	Kind         string `json:"kind"`
	FactID       string `json:"fact_id"`
	Display      string `json:"display"`
	Status       string `json:"status"`
	Verification string `json:"verification"`
	Why          string `json:"why"`
}

// ClaimScore compares the claims raised with the statements that must
// raise one: a claim is right when its patient and turn are a planted
// hedge, relayed order or drug against an allergy.
type ClaimScore struct {
	Raised             int           `json:"raised"`
	Expected           int           `json:"expected"`
	Matched            int           `json:"matched"`
	Found              int           `json:"found"`
	ReasonAgrees       int           `json:"reason_agrees"`
	Precision          float64       `json:"precision"`
	Recall             float64       `json:"recall"`
	UnexpectedByReason []Count       `json:"unexpected_by_reason,omitempty"`
	Unexpected         []ClaimSample `json:"unexpected,omitempty"`
	Missed             []ClaimSample `json:"missed,omitempty"`
}

// ClaimSample is a claim raised where none was expected, or a statement
// that raised none, by reason (the expected statement's kind for a missed
// one) and words: N of them, the first named by patient and turn.
type ClaimSample struct {
	N         int    `json:"n"`
	PatientID string `json:"patient_id"`
	TurnID    string `json:"turn_id"`
	Reason    string `json:"reason"`
	Text      string `json:"text"`
}

type LoadStage struct {
	Patients       int     `json:"patients"`
	Turns          int     `json:"turns"`
	Clients        int     `json:"clients"`
	Seconds        float64 `json:"seconds"`
	TurnsPerSecond float64 `json:"turns_per_second"`
}

// Stat summarizes latencies in milliseconds; Throughput is requests per
// second of wall time.
type Stat struct {
	Name       string  `json:"name"`
	Clients    int     `json:"clients"`
	N          int     `json:"n"`
	Errors     int     `json:"errors"`
	P50        float64 `json:"p50_ms"`
	P95        float64 `json:"p95_ms"`
	P99        float64 `json:"p99_ms"`
	Mean       float64 `json:"mean_ms"`
	Throughput float64 `json:"throughput_per_second"`
}

type LatencyAtScale struct {
	Patients int    `json:"patients"`
	Healthz  Stat   `json:"healthz"`
	Context  []Stat `json:"context"`
	Ingest   []Stat `json:"ingest"`
}

type HistoryStat struct {
	Turns int `json:"turns"`
	Stat
}

type ResourceSample struct {
	Stage             string  `json:"stage"`
	Turns             int     `json:"turns"`
	RSSKB             int64   `json:"rss_kb"`
	HWMKB             int64   `json:"peak_rss_kb"`
	StoreBytes        int64   `json:"store_bytes"`
	BytesPer1000Turns float64 `json:"store_bytes_per_1000_turns"`
}

// targets marks each DESIGN.md target met or not.
func targets(r *Report) []Target {
	var out []Target
	met := func(ok bool) *bool { return &ok }
	for _, q := range r.Quality {
		for _, s := range q.Systems {
			if s.System != systemOurs {
				continue
			}
			out = append(out,
				Target{Name: fmt.Sprintf("early-fact recall at %d tokens", q.Budget), Goal: "≥ 98%",
					Measured: pct(s.EarlyRecall), Met: met(s.EarlyRecall >= 0.98)},
				Target{Name: fmt.Sprintf("cross-topic confusion at %d tokens", q.Budget), Goal: "≤ 1%",
					Measured: pct(s.Confusion), Met: met(s.Confusion <= 0.01)})
		}
	}
	refs := r.References.Turns.N + r.References.Queries.N
	out = append(out, Target{Name: "reference accuracy", Goal: "≥ 95%", Measured: fmt.Sprintf("%s of %d", pct(r.References.Accuracy), refs),
		Met: met(r.References.Accuracy >= 0.95)})
	out = append(out, Target{Name: "gate: unsafe confirmed facts", Goal: "0", Measured: fmt.Sprint(len(r.Gate.Unsafe)), Met: met(len(r.Gate.Unsafe) == 0)})
	embedded := r.Stack == "embedded"
	if len(r.Latency) > 0 {
		l := r.Latency[len(r.Latency)-1]
		note := ""
		if l.Patients < 1000 {
			note = fmt.Sprintf("at %d patients; DESIGN.md states it at 1,000 × 100 turns", l.Patients)
		}
		if len(l.Context) > 0 {
			c := l.Context[0]
			goal, limit := "≤ 5 ms (embedded)", 5.0
			if !embedded {
				goal, limit = "≤ 30 ms (full stack)", 30.0
			}
			out = append(out, Target{Name: fmt.Sprintf("context p95, %d client", c.Clients), Goal: goal, Measured: msStr(c.P95), Met: met(c.P95 <= limit), Note: note})
		}
		if len(l.Ingest) > 0 && embedded {
			c := l.Ingest[0]
			out = append(out, Target{Name: fmt.Sprintf("ingest p95, %d client", c.Clients), Goal: "≤ 10 ms (embedded)", Measured: msStr(c.P95), Met: met(c.P95 <= 10), Note: note})
		}
	}
	var h100, h3000 *HistoryStat
	for i := range r.History {
		switch r.History[i].Turns {
		case 100:
			h100 = &r.History[i]
		case 3000:
			h3000 = &r.History[i]
		}
	}
	t := Target{Name: "context p95 at 3,000 turns of history vs 100", Goal: "≤ 2×"}
	if h100 != nil && h3000 != nil && h100.P95 > 0 {
		ratio := h3000.P95 / h100.P95
		t.Measured = fmt.Sprintf("%.1f× (%s vs %s)", ratio, msStr(h3000.P95), msStr(h100.P95))
		t.Met = met(ratio <= 2)
	} else {
		t.Measured = "—"
		t.Note = "needs -history with 100 and 3000"
	}
	out = append(out, t)
	return out
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

func msStr(x float64) string {
	if math.IsNaN(x) {
		return "—"
	}
	return fmt.Sprintf("%.2f ms", x)
}

func metStr(m *bool) string {
	switch {
	case m == nil:
		return "not measured"
	case *m:
		return "met"
	}
	return "**not met**"
}

// writeReport writes report.md, report.json and context-latency.png into
// dir, and the Markdown to w.
func writeReport(r *Report, dir string, w io.Writer) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	md := RenderMarkdown(r)
	if err := os.WriteFile(filepath.Join(dir, "report.md"), []byte(md), 0o644); err != nil {
		return err
	}
	js, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "report.json"), append(js, '\n'), 0o644); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(dir, "context-latency.png"))
	if err != nil {
		return err
	}
	if err := plotHistory(f, r.History); err != nil {
		f.Close()
		return fmt.Errorf("plot: %w", err)
	}
	if err := f.Close(); err != nil {
		return err
	}
	_, err = io.WriteString(w, md)
	return err
}

// RenderMarkdown renders the report as Markdown tables.
func RenderMarkdown(r *Report) string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# memorybench\n\n")
	p("`%s` — %s, %.0f s, stack: %s.\n\n", r.Command, r.Started.Format("2006-01-02 15:04 MST"), r.Duration, r.Stack)
	c := r.Corpus
	p("Corpus: seed %d, %d patients (%d zh, %d en) × %d turns = %d turns; %d planted statements, %d probes (%d early), %d references in turns, %d in probes.\n\n",
		c.Seed, c.Patients, c.Zh, c.Patients-c.Zh, c.TurnsPerPatient, c.Turns, c.Statements, c.Probes, c.EarlyProbes, c.TurnReferences, c.QueryReferences)

	p("## Targets (DESIGN.md)\n\n| target | goal | measured | |\n|---|---|---|---|\n")
	for _, t := range r.Targets {
		m := t.Measured
		if t.Note != "" {
			m += " (" + t.Note + ")"
		}
		p("| %s | %s | %s | %s |\n", t.Name, t.Goal, m, metStr(t.Met))
	}

	for _, q := range r.Quality {
		p("\n## Context quality at %d tokens\n\n", q.Budget)
		p("| | %s |\n|---|%s\n", strings.Join(systemNames(q.Systems), " | "), strings.Repeat("---|", len(q.Systems)))
		row := func(name string, f func(SystemQuality) string) {
			var cells []string
			for _, s := range q.Systems {
				cells = append(cells, f(s))
			}
			p("| %s | %s |\n", name, strings.Join(cells, " | "))
		}
		if len(q.Systems) > 0 {
			s0 := q.Systems[0]
			row(fmt.Sprintf("early-fact recall (%d probes)", s0.EarlyProbes), func(s SystemQuality) string { return pct(s.EarlyRecall) })
			row(fmt.Sprintf("fact recall, all probes (%d)", s0.Probes), func(s SystemQuality) string { return pct(s.Recall) })
			row(fmt.Sprintf("cross-topic confusion (%d probes with a confounder)", s0.ConfounderProbes), func(s SystemQuality) string {
				return fmt.Sprintf("%s (%d)", pct(s.Confusion), s.Confused)
			})
			row("confounder in context at all", func(s SystemQuality) string { return pct(ratio(s.ConfounderShown, s.ConfounderProbes)) })
			row("mean tokens used", func(s SystemQuality) string { return fmt.Sprintf("%.0f", s.MeanTokens) })
			for ki, k := range s0.ByKind {
				row(fmt.Sprintf("recall: %s (%d)", k.Kind, k.Probes), func(s SystemQuality) string {
					if ki < len(s.ByKind) {
						return pct(s.ByKind[ki].Recall)
					}
					return "—"
				})
			}
		}
	}

	refs := r.References
	p("\n## References (memoryd only)\n\n| read in | n | correct | accuracy |\n|---|---|---|---|\n")
	p("| turn responses | %d | %d | %s |\n", refs.Turns.N, refs.Turns.Correct, pct(refs.Turns.Accuracy))
	for _, g := range refs.Turns.ByOutcome {
		p("| turns: expected %s | %d | %d | %s |\n", g.Name, g.N, g.OK, pct(ratio(g.OK, g.N)))
	}
	p("| context responses (probes) | %d | %d | %s |\n", refs.Queries.N, refs.Queries.Correct, pct(refs.Queries.Accuracy))
	for _, g := range refs.Queries.ByOutcome {
		p("| probes: expected %s | %d | %d | %s |\n", g.Name, g.N, g.OK, pct(ratio(g.OK, g.N)))
	}
	if fs := append(refs.Turns.Failures, refs.Queries.Failures...); len(fs) > 0 {
		p("\nWrong readings, by kind:\n\n| n | first at | phrase | expected | got |\n|---|---|---|---|---|\n")
		for _, f := range fs {
			p("| %d | %s | %s | %s | %s |\n", f.N, f.Where, f.Phrase, f.Expected, f.Why)
		}
	}

	g := r.Gate
	p("\n## Gate (memoryd only): GET /record after the whole history\n\n")
	p("Unsafe confirmed facts: **%d**. Statements with the expected outcome: %d of %d (%s).\n\n", len(g.Unsafe), g.Correct, g.Statements, pct(g.Accuracy))
	p("| statement kind | n | as expected |\n|---|---|---|\n")
	for _, k := range g.ByKind {
		p("| %s | %d | %s |\n", k.Name, k.N, pct(ratio(k.OK, k.N)))
	}
	if len(g.Misses) > 0 {
		p("\nStatements without the expected outcome, by words:\n\n| n | first | kind | turn |\n|---|---|---|---|\n")
		for _, m := range g.Misses {
			p("| %d | %s | %s | %s |\n", m.N, m.Statement, m.Kind, m.Text)
		}
	}
	if len(g.Unsafe) > 0 {
		p("\n| unsafe: patient | statement | kind | fact | status | why |\n|---|---|---|---|---|---|\n")
		for _, u := range g.Unsafe {
			p("| %s | %s | %s | %s %s | %s/%s | %s |\n", u.PatientID, u.Statement, u.Kind, u.FactID, u.Display, u.Status, u.Verification, u.Why)
		}
	}

	cl := r.Claims
	p("\n## Claims (memoryd only): GET /v1/claims with a clinician key\n\n")
	p("| claims raised | expected | precision | recall | reason as expected |\n|---|---|---|---|---|\n")
	p("| %d | %d | %s (%d) | %s (%d) | %d of %d |\n", cl.Raised, cl.Expected, pct(cl.Precision), cl.Matched, pct(cl.Recall), cl.Found, cl.ReasonAgrees, cl.Matched)
	if len(cl.UnexpectedByReason) > 0 {
		var parts []string
		for _, u := range cl.UnexpectedByReason {
			parts = append(parts, fmt.Sprintf("%s %d", u.Name, u.N))
		}
		p("\nUnexpected claims by reason: %s.\n", strings.Join(parts, ", "))
	}
	if len(cl.Unexpected)+len(cl.Missed) > 0 {
		p("\n| n | claim | first | reason | turn |\n|---|---|---|---|---|\n")
		for _, c := range cl.Unexpected {
			p("| %d | unexpected | %s/%s | %s | %s |\n", c.N, c.PatientID, c.TurnID, c.Reason, c.Text)
		}
		for _, c := range cl.Missed {
			p("| %d | missing | %s/%s | %s | %s |\n", c.N, c.PatientID, c.TurnID, c.Reason, c.Text)
		}
	}

	p("\n## Latency (client side, keep-alive)\n\n| request | patients | clients | n | p50 | p95 | p99 | mean | per second | errors |\n|---|---|---|---|---|---|---|---|---|---|\n")
	stat := func(s Stat, patients string) {
		p("| %s | %s | %d | %d | %s | %s | %s | %s | %.0f | %d |\n", s.Name, patients, s.Clients, s.N, msStr(s.P50), msStr(s.P95), msStr(s.P99), msStr(s.Mean), s.Throughput, s.Errors)
	}
	for _, l := range r.Latency {
		n := fmt.Sprint(l.Patients)
		stat(l.Healthz, n)
		for _, s := range l.Context {
			stat(s, n)
		}
		for _, s := range l.Ingest {
			stat(s, n)
		}
	}
	if len(r.History) > 0 {
		p("\n## Context latency against history length (1 client)\n\n| turns of history | n | p50 | p95 | p99 |\n|---|---|---|---|---|\n")
		for _, h := range r.History {
			p("| %d | %d | %s | %s | %s |\n", h.Turns, h.N, msStr(h.P50), msStr(h.P95), msStr(h.P99))
		}
		p("\nPlotted in context-latency.png.\n")
	}
	p("\n## Load and resources\n\n| load (not measured per request) | turns | clients | seconds | turns per second |\n|---|---|---|---|---|\n")
	for _, l := range r.Load {
		p("| up to %d patients | %d | %d | %.1f | %.0f |\n", l.Patients, l.Turns, l.Clients, l.Seconds, l.TurnsPerSecond)
	}
	p("\n| memoryd | turns stored | RSS | peak RSS | data dir (embedded) | per 1,000 turns |\n|---|---|---|---|---|---|\n")
	for _, s := range r.Resources {
		if s.RSSKB == 0 && s.StoreBytes == 0 {
			p("| %s | %d | — | — | — | — |\n", s.Stage, s.Turns)
			continue
		}
		store, per := "—", "—"
		if s.StoreBytes > 0 && r.Stack == "embedded" {
			store, per = fmt.Sprintf("%.1f MB", float64(s.StoreBytes)/(1<<20)), fmt.Sprintf("%.0f KB", s.BytesPer1000Turns/1024)
		}
		p("| %s | %d | %.0f MB | %.0f MB | %s | %s |\n", s.Stage, s.Turns, float64(s.RSSKB)/1024, float64(s.HWMKB)/1024, store, per)
	}
	return b.String()
}

func systemNames(ss []SystemQuality) []string {
	var out []string
	for _, s := range ss {
		out = append(out, s.System)
	}
	return out
}
