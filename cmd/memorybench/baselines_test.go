package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/assembly"
)

func TestPlainTokens(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"English words are lowercased", "My Knee HURTS", []string{"my", "knee", "hurts"}},
		{"digits stay in their word", "BP 150/95 today", []string{"bp", "150", "95", "today"}},
		{"Chinese runs become bigrams", "膝盖疼", []string{"膝盖", "盖疼"}},
		{"a lone Han character is itself", "疼，", []string{"疼"}},
		{"mixed text splits at the script change", "吃了Norvasc两片", []string{"吃了", "norvasc", "两片"}},
		{"punctuation separates", "阿司匹林。布洛芬", []string{"阿司", "司匹", "匹林", "布洛", "洛芬"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := plainTokens(tt.in); !slices.Equal(got, tt.want) {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestBM25(t *testing.T) {
	docs := []string{
		"今天天气不错，去公园走了一圈。",
		"我在吃氨氯地平，每天一片。",
		"今天天气不错。",
		"My knee hurts when I climb the stairs.",
		"The weather is nice today, the weather is lovely.",
	}
	b := NewBM25(docs)
	t.Run("the document sharing the rare term ranks first", func(t *testing.T) {
		if got := b.Rank("氨氯地平怎么吃"); len(got) == 0 || got[0] != 1 {
			t.Fatalf("rank %v", got)
		}
	})
	t.Run("documents sharing no term are left out", func(t *testing.T) {
		if got := b.Rank("knee"); !slices.Equal(got, []int{3}) {
			t.Fatalf("rank %v", got)
		}
		if got := b.Rank("xyz"); len(got) != 0 {
			t.Fatalf("rank %v", got)
		}
	})
	t.Run("a shorter document with the same terms ranks higher", func(t *testing.T) {
		got := b.Rank("今天天气")
		if len(got) < 2 || got[0] != 2 || got[1] != 0 {
			t.Fatalf("rank %v", got)
		}
	})
	t.Run("repeating a term raises the score less than linearly", func(t *testing.T) {
		one := NewBM25([]string{"weather", "weather weather", "sun"})
		s1, s2 := one.Score(0, "weather"), one.Score(1, "weather")
		if !(s2 > s1*0.5 && s2 < 2*s1) {
			t.Fatalf("scores %v %v", s1, s2)
		}
	})
	t.Run("ties keep the earlier document first", func(t *testing.T) {
		tie := NewBM25([]string{"sun", "sun", "rain"})
		if got := tie.Rank("sun"); !slices.Equal(got, []int{0, 1}) {
			t.Fatalf("rank %v", got)
		}
	})
}

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
