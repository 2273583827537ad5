package memory_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/anamnesis-health/anamnesis/internal/corpustext"
	"github.com/anamnesis-health/anamnesis/memory"
)

var benchTurns = []string{
	"我昨晚膝盖又疼了，和上周爬山有关系吗？", "我血压150/100", "医生给我开了络活喜 5mg 每日一次",
	"I've had a headache for 3 days", "my sugar was 7.8 this morning", "今天天气不错",
}

// BenchmarkIngest measures one turn through the whole pipeline on the
// embedded store: extraction, gate, commit, outbox drain.
func BenchmarkIngest(b *testing.B) {
	e := newEnv(b, recordBackends(b)["embedded"], nil)
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, _, err := e.svc.Ingest(ctx, e.sc, memory.TurnRequest{PatientID: fmt.Sprintf("p%d", i%50), SessionID: "s1",
			TurnID: fmt.Sprintf("t%d", i), Role: "patient", Text: benchTurns[i%len(benchTurns)]})
		if err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkContext measures a context fetch for a patient with 100 turns.
func BenchmarkContext(b *testing.B) {
	e := newEnv(b, recordBackends(b)["embedded"], nil)
	ctx := context.Background()
	for i := 0; i < 100; i++ {
		if _, _, err := e.svc.Ingest(ctx, e.sc, memory.TurnRequest{PatientID: "p1", SessionID: fmt.Sprintf("s%d", i/20),
			TurnID: fmt.Sprintf("t%d", i), Role: "patient", Text: benchTurns[i%len(benchTurns)]}); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := e.svc.Context(ctx, e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s4",
			Query: "我能吃布洛芬吗？", BudgetTokens: 1500}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkContextHistory measures a context fetch as one session's
// history grows (issue 11: the cost must stay flat, not grow with it).
func BenchmarkContextHistory(b *testing.B) {
	for _, n := range []int{10, 100, 1000, 3000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			e := newEnv(b, recordBackends(b)["embedded"], nil)
			ctx := context.Background()
			for i := 0; i < n; i++ {
				if _, _, err := e.svc.Ingest(ctx, e.sc, memory.TurnRequest{PatientID: "p1", SessionID: "s1",
					TurnID: fmt.Sprintf("t%d", i), Role: []string{"patient", "assistant"}[i%2], Text: benchTurns[i%len(benchTurns)]}); err != nil {
					b.Fatal(err)
				}
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := e.svc.Context(ctx, e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s1",
					Query: "我能吃布洛芬吗？", BudgetTokens: 2000}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkIngestLongTurn measures one patient turn of 8,000 characters
// (the longest a turn may be) through the whole pipeline, made of the
// patient turns of a dev file of the reading corpus: a dictated
// consultation or a pasted letter must cost in proportion to its length.
// "first" is the session's first turn; "window" comes after a window of
// such turns, which every turn's references are resolved against.
func BenchmarkIngestLongTurn(b *testing.B) {
	for _, src := range []struct{ lang, file string }{{"zh", "zh/a1.json"}, {"en", "primock57/day1_consultation04.json"}} {
		text, err := corpustext.PatientText(filepath.Join(corpusDir, src.file), 8000)
		if err != nil {
			b.Fatal(err)
		}
		for _, window := range []bool{false, true} {
			name := src.lang + "/first"
			if window {
				name = src.lang + "/window"
			}
			b.Run(name, func(b *testing.B) {
				e := newEnv(b, recordBackends(b)["embedded"], nil)
				ctx := context.Background()
				post := func(patient, turn, role string) {
					if _, _, err := e.svc.Ingest(ctx, e.sc, memory.TurnRequest{PatientID: patient, SessionID: "s1",
						TurnID: turn, Role: role, Text: text}); err != nil {
						b.Fatal(err)
					}
				}
				if window {
					for i := range memory.DefaultWindowSize {
						post("p0", fmt.Sprintf("w%d", i), []string{"patient", "clinician"}[i%2])
					}
				}
				i := 0
				for b.Loop() {
					i++
					patient := fmt.Sprintf("p%d", i)
					if window {
						patient = "p0"
					}
					post(patient, fmt.Sprintf("t%d", i), "patient")
				}
			})
		}
	}
}
