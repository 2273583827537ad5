package main

import (
	"bytes"
	"flag"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite testdata/report.golden.md")

// sampleReport is a small report with every section filled.
func sampleReport() *Report {
	sys := func(name string, early, recall, confusion float64, tokens float64) SystemQuality {
		return SystemQuality{System: name, Probes: 10, Recall: recall, EarlyProbes: 8, EarlyRecall: early, ConfounderProbes: 5,
			Confused: int(confusion * 5), ConfounderShown: 3, Confusion: confusion, MeanTokens: tokens,
			ByKind: []KindRecall{{Kind: "allergy", Probes: 4, Recall: recall}, {Kind: "family", Probes: 6, Recall: early}}}
	}
	r := &Report{
		Command: "memorybench run -quick", Started: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC), Duration: 12.3, Quick: true,
		Stack: "embedded", Budgets: []int{1000},
		Corpus: CorpusStats{Seed: 1, Patients: 2, TurnsPerPatient: 100, Turns: 200, Zh: 1, Statements: 20, Probes: 10, EarlyProbes: 8, TurnReferences: 6, QueryReferences: 3},
		Quality: []QualityAtBudget{{Budget: 1000, Systems: []SystemQuality{
			sys(systemOurs, 1, 0.95, 0, 900), sys(systemFull, 0.4, 0.5, 0.4, 950), sys(systemWindow, 0, 0.1, 0.2, 200), sys(systemBM25, 0.8, 0.8, 0.2, 300),
		}}},
		References: References{Accuracy: 8.0 / 9,
			Turns:   RefScore{N: 6, Correct: 5, Accuracy: 5.0 / 6, ByOutcome: []Count{{Name: "resolved at session", N: 6, OK: 5}}, Failures: []RefFailure{{N: 1, Where: "p0001/t0012", Phrase: "那个药", Expected: "resolved drug:amlodipine", Why: "left unresolved"}}},
			Queries: RefScore{N: 3, Correct: 3, Accuracy: 1, ByOutcome: []Count{{Name: "resolved at graph", N: 3, OK: 3}}}},
		Gate: GateScore{Statements: 20, Correct: 19, Accuracy: 0.95, ByKind: []Count{{Name: "negation", N: 2, OK: 2}, {Name: "relayed_order", N: 1}},
			Misses: []GateMiss{{N: 1, Statement: "p0001/f09", Kind: "relayed_order", Text: "My doctor started me on omeprazole 20mg before breakfast."}}},
		Claims: ClaimScore{Raised: 5, Expected: 4, Matched: 4, Found: 4, ReasonAgrees: 4, Precision: 0.8, Recall: 1,
			UnexpectedByReason: []Count{{Name: "uncertain", N: 1}},
			Unexpected:         []ClaimSample{{N: 1, PatientID: "p0002", TurnID: "t0071", Reason: "uncertain", Text: "Could my painkillers upset my stomach if I take them often?"}}},
		Load: []LoadStage{{Patients: 2, Turns: 200, Clients: 4, Seconds: 0.5, TurnsPerSecond: 400}},
		Latency: []LatencyAtScale{{Patients: 2,
			Healthz: Stat{Name: "/healthz", Clients: 1, N: 100, P50: 0.1, P95: 0.2, P99: 0.3, Mean: 0.12, Throughput: 8000},
			Context: []Stat{{Name: "context", Clients: 1, N: 100, P50: 2, P95: 4, P99: 6, Mean: 2.5, Throughput: 400}},
			Ingest:  []Stat{{Name: "ingest", Clients: 1, N: 100, P50: 2, P95: 12, P99: 20, Mean: 3, Throughput: 300}}}},
		History:   []HistoryStat{{Turns: 100, Stat: Stat{N: 10, P50: 2, P95: 3, P99: 4}}, {Turns: 3000, Stat: Stat{N: 10, P50: 5, P95: 7, P99: 9}}},
		Resources: []ResourceSample{{Stage: "at the end", Turns: 200, RSSKB: 102400, HWMKB: 112640, StoreBytes: 3 << 20, BytesPer1000Turns: 15 << 20}},
	}
	r.Targets = targets(r)
	return r
}

func TestRenderMarkdownMatchesGolden(t *testing.T) {
	got := RenderMarkdown(sampleReport())
	path := filepath.Join("testdata", "report.golden.md")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Fatalf("report differs from %s (run with -update after checking):\n%s", path, got)
	}
}

func TestTargets(t *testing.T) {
	byName := func(ts []Target) map[string]Target {
		m := map[string]Target{}
		for _, t := range ts {
			m[t.Name] = t
		}
		return m
	}
	r := sampleReport()
	ts := byName(r.Targets)
	check := func(name string, want *bool) {
		t.Helper()
		got, ok := ts[name]
		if !ok {
			t.Fatalf("no target %q in %v", name, ts)
		}
		if (got.Met == nil) != (want == nil) || got.Met != nil && *got.Met != *want {
			t.Errorf("%s: met %v", name, metStr(got.Met))
		}
	}
	yes, no := true, false
	check("early-fact recall at 1000 tokens", &yes)
	check("cross-topic confusion at 1000 tokens", &yes)
	check("reference accuracy", &no)
	check("gate: unsafe confirmed facts", &yes)
	check("context p95, 1 client", &yes)
	check("ingest p95, 1 client", &no)
	check("context p95 at 3,000 turns of history vs 100", &no)

	t.Run("the full stack is held to 30 ms and has no ingest target", func(t *testing.T) {
		r := sampleReport()
		r.Stack = "full stack (session=postgres, entity=neo4j, index=postgres)"
		r.Latency[0].Context[0].P95 = 25
		ts = byName(targets(r))
		check("context p95, 1 client", &yes)
		if _, ok := ts["ingest p95, 1 client"]; ok {
			t.Error("ingest target on the full stack")
		}
	})
	t.Run("without 3000 turns of history the ratio is not measured", func(t *testing.T) {
		r := sampleReport()
		r.History = r.History[:1]
		ts = byName(targets(r))
		check("context p95 at 3,000 turns of history vs 100", nil)
	})
	t.Run("an unsafe fact fails the gate target", func(t *testing.T) {
		r := sampleReport()
		r.Gate.Unsafe = []UnsafeFact{{PatientID: "p1"}}
		ts = byName(targets(r))
		check("gate: unsafe confirmed facts", &no)
	})
}

func TestWriteReportWritesThreeFiles(t *testing.T) {
	dir := t.TempDir()
	var out bytes.Buffer
	if err := writeReport(sampleReport(), dir, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "## Targets") {
		t.Fatal("no Markdown on stdout")
	}
	for _, name := range []string{"report.md", "report.json"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(filepath.Join(dir, "context-latency.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 640 || b.Dy() != 400 {
		t.Fatalf("size %v", b)
	}
	// Something is drawn: the p95 colour appears.
	found := false
	for y := 0; y < 400 && !found; y++ {
		for x := 0; x < 640; x++ {
			if r, g, b, _ := img.At(x, y).RGBA(); r>>8 == 0xd6 && g>>8 == 0x27 && b>>8 == 0x28 {
				found = true
				break
			}
		}
	}
	if !found {
		t.Fatal("no p95 points in the plot")
	}
}

func TestPlotWithoutPointsDrawsAxes(t *testing.T) {
	var buf bytes.Buffer
	if err := plotHistory(&buf, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(&buf); err != nil {
		t.Fatal(err)
	}
}
