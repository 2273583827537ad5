package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/assembly"
)

func baselineHistory(t *testing.T, n int) *history {
	t.Helper()
	count, err := assembly.CL100K()
	if err != nil {
		t.Fatal(err)
	}
	var turns []Turn
	for i := 0; i < n; i++ {
		text := "今天天气不错，去公园走了一圈，心情挺好的。"
		if i == 3 {
			text = "我对青霉素过敏，以前打针起过疹子。"
		}
		turns = append(turns, Turn{TurnID: string(rune('a' + i)), Role: []string{"assistant", "patient"}[i%2], Text: text})
	}
	return newHistory(turns, count)
}

func TestBaselinesStayWithinTheBudget(t *testing.T) {
	h := baselineHistory(t, 20)
	q := "我能吃阿莫西林吗？"
	for _, budget := range []int{60, 200, 1000} {
		for name, bc := range map[string]baselineContext{
			"full history": h.fullHistory(q, budget), "window": h.window(q, budget), "bm25": h.bm25Context(q, budget),
		} {
			if got := h.count.Count(h.render(bc.turns, q)); got != bc.tokens || got > budget {
				t.Errorf("%s at %d: %d tokens counted, %d reported", name, budget, got, bc.tokens)
			}
			if !slices.IsSorted(bc.turns) {
				t.Errorf("%s: turns not in time order: %v", name, bc.turns)
			}
		}
	}
}

func TestFullHistoryTakesTheMostRecentTurns(t *testing.T) {
	h := baselineHistory(t, 20)
	bc := h.fullHistory("天气", 120)
	if len(bc.turns) == 0 || bc.turns[len(bc.turns)-1] != 19 {
		t.Fatalf("turns %v", bc.turns)
	}
	for i := 1; i < len(bc.turns); i++ {
		if bc.turns[i] != bc.turns[i-1]+1 {
			t.Fatalf("not contiguous: %v", bc.turns)
		}
	}
}

func TestWindowIsTheLastTwelveTurns(t *testing.T) {
	h := baselineHistory(t, 20)
	bc := h.window("天气", 4000)
	if !slices.Equal(bc.turns, []int{8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19}) {
		t.Fatalf("turns %v", bc.turns)
	}
}

func TestBM25ContextFindsTheOldFact(t *testing.T) {
	h := baselineHistory(t, 20)
	bc := h.bm25Context("我对什么过敏？", 100)
	if !slices.Contains(bc.turns, 3) {
		t.Fatalf("turns %v", bc.turns)
	}
	if !strings.Contains(h.render(bc.turns, "q"), "青霉素") {
		t.Fatal("rendered prompt lacks the allergy")
	}
}
