package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunAgainstInProcessMemoryd runs the whole benchmark, small, against
// memoryd served in process on an embedded store: loading, latency, the
// history curve, quality, the record and the claims, and the report.
func TestRunAgainstInProcessMemoryd(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	base := inProcessServer(t)
	out := t.TempDir()
	o := RunOptions{
		Seed: 1, Patients: 3, Turns: 70, Budgets: []int{500, 1000}, History: []int{10, 70}, Clients: []int{1, 2},
		Requests: 20, HistoryRequests: 5, LoadClients: 2, LatencyBudget: 1000,
		Addr: strings.TrimPrefix(base, "http://"), AdminKey: testAdminKey, Out: out, Erase: true,
	}
	var stdout, stderr bytes.Buffer
	if err := Run(context.Background(), o, &stdout, &stderr); err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	if !strings.Contains(stdout.String(), "## Targets (DESIGN.md)") {
		t.Fatalf("no report on stdout:\n%s", stdout.String())
	}
	data, err := os.ReadFile(filepath.Join(out, "report.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rep Report
	if err := json.Unmarshal(data, &rep); err != nil {
		t.Fatal(err)
	}
	c := Generate(GenerateOptions{Seed: 1, Patients: 3, Turns: 70})
	stats := corpusStats(c)
	if rep.Stack != "embedded" || rep.Corpus != stats {
		t.Fatalf("stack %q, corpus %+v, want %+v", rep.Stack, rep.Corpus, stats)
	}
	if len(rep.Quality) != 2 || len(rep.Quality[0].Systems) != 4 || rep.Quality[0].Systems[0].Probes != stats.Probes {
		t.Fatalf("quality %+v", rep.Quality)
	}
	if ours := rep.Quality[1].Systems[0]; ours.System != systemOurs || ours.Recall < 0.5 || ours.MeanTokens > 1000 {
		t.Fatalf("memoryd's contexts cite too little or overspend: %+v", ours)
	}
	if rep.References.Turns.N != stats.TurnReferences || rep.References.Queries.N != stats.QueryReferences {
		t.Fatalf("references %+v", rep.References)
	}
	if len(rep.Gate.Unsafe) != 0 {
		t.Fatalf("unsafe facts %+v", rep.Gate.Unsafe)
	}
	if rep.Gate.Statements == 0 || rep.Claims.Expected == 0 {
		t.Fatalf("gate %+v claims %+v", rep.Gate, rep.Claims)
	}
	if len(rep.Latency) != 1 || len(rep.Latency[0].Context) != 2 || len(rep.Latency[0].Ingest) != 2 || rep.Latency[0].Context[1].N != 20 {
		t.Fatalf("latency %+v", rep.Latency)
	}
	if len(rep.History) != 2 || rep.History[1].Turns != 70 || rep.History[1].N != 5 {
		t.Fatalf("history %+v", rep.History)
	}
	if len(rep.Load) != 1 || rep.Load[0].Turns != 3*70+10+70 {
		t.Fatalf("load %+v", rep.Load)
	}
	// 3 patients, 2 history patients, and the ingest phases' own: 1 for one
	// client (20 turns of 70), 2 for two clients.
	if !strings.Contains(stderr.String(), "erased 8 patients") {
		t.Fatalf("patients not erased:\n%s", stderr.String())
	}
	for _, f := range []string{"report.md", "context-latency.png"} {
		if _, err := os.Stat(filepath.Join(out, f)); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRunFlags(t *testing.T) {
	t.Run("-quick sets small defaults", func(t *testing.T) {
		o, err := parseRunFlags([]string{"-quick"}, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if o.Patients != 20 || len(o.Budgets) != 1 || o.Requests != 150 || len(o.History) != 3 {
			t.Fatalf("%+v", o)
		}
	})
	t.Run("flags given with -quick win", func(t *testing.T) {
		o, err := parseRunFlags([]string{"-quick", "-patients", "7", "-budgets", "500,2000"}, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if o.Patients != 7 || len(o.Budgets) != 2 {
			t.Fatalf("%+v", o)
		}
	})
	for name, args := range map[string][]string{
		"a budget memoryd refuses":   {"-budgets", "100"},
		"a list with a non-number":   {"-history", "10,x"},
		"-addr without an admin key": {"-addr", "127.0.0.1:1", "-admin-key", ""},
		"a stray argument":           {"now"},
	} {
		t.Run(name+" is an error", func(t *testing.T) {
			if _, err := parseRunFlags(args, io.Discard); err == nil {
				t.Fatal("no error")
			}
		})
	}
}

func TestCheckScales(t *testing.T) {
	got, err := checkScales([]int{10, 50}, 100)
	if err != nil || len(got) != 3 || got[2] != 100 {
		t.Fatalf("%v %v", got, err)
	}
	if _, err := checkScales([]int{50, 10}, 100); err == nil {
		t.Fatal("descending scales accepted")
	}
	if _, err := checkScales([]int{200}, 100); err == nil {
		t.Fatal("a scale above the corpus accepted")
	}
}
