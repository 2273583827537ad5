package recalleval

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/assembly"
)

func TestBuildMapsGoldToTheTurnsItNames(t *testing.T) {
	p := DefaultPaths(filepath.Join(".."))
	for _, source := range Sources {
		for _, split := range []string{"dev", "test"} {
			hs, err := Build(p, source, split)
			if err != nil {
				t.Fatalf("%s/%s: %v", source, split, err)
			}
			if len(hs) == 0 {
				t.Fatalf("%s/%s: no histories", source, split)
			}
			for _, h := range hs {
				ids := map[string]bool{}
				for _, turn := range h.Turns {
					if ids[turn.ID] {
						t.Fatalf("%s: turn id %s twice", h.PatientID, turn.ID)
					}
					ids[turn.ID] = true
				}
				for _, q := range h.Questions {
					for _, g := range q.Gold {
						if !ids[g] {
							t.Errorf("%s: question %s names turn %s, not in the history", h.PatientID, q.ID, g)
						}
					}
				}
			}
		}
	}
	// A known gold turn: the first episode of the Chinese dev file asks
	// about its turn 0, which must be that episode's first turn.
	hs, err := Build(p, "episodes-zh", "dev")
	if err != nil {
		t.Fatal(err)
	}
	h := hs[0]
	for _, q := range h.Questions {
		if q.ID != "zh-ep-01-q1" {
			continue
		}
		i := slices.IndexFunc(h.Turns, func(turn Turn) bool { return turn.ID == q.Gold[0] })
		if !strings.Contains(h.Turns[i].Text, "膝盖疼了快一个月") {
			t.Errorf("gold of %s maps to %q", q.ID, h.Turns[i].Text)
		}
	}
}

func TestBM25RanksTheRareTermFirst(t *testing.T) {
	turns := []Turn{{ID: "a", Text: "my knee hurts"}, {ID: "b", Text: "the knee again"}, {ID: "c", Text: "metformin with the knee"}, {ID: "d", Text: "weather"}}
	got := newBM25(turns).rank("metformin knee")
	if len(got) != 3 || got[0] != 2 {
		t.Errorf("rank = %v, want c first and d left out", got)
	}
	if toks := plainTokens("膝盖疼 Knee"); !slices.Equal(toks, []string{"膝盖", "盖疼", "knee"}) {
		t.Errorf("plainTokens = %q", toks)
	}
}

func TestFillStaysWithinTheBudget(t *testing.T) {
	tok, err := assembly.CL100K()
	if err != nil {
		t.Fatal(err)
	}
	turns := []Turn{{ID: "long", Role: "patient", Text: strings.Repeat("word ", 50)}, {ID: "short", Role: "patient", Text: "yes"}}
	if got := fill([]int{0, 1}, turns, 20, tok, true); !got["short"] || got["long"] {
		t.Errorf("skipping fill = %v, want only the short turn", got)
	}
	if got := fill([]int{0, 1}, turns, 20, tok, false); len(got) != 0 {
		t.Errorf("contiguous fill = %v, want nothing past the turn that does not fit", got)
	}
}
