package recalleval

import (
	"fmt"
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
	got := newBM25(turns).Rank("metformin knee")
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
	b := NewBM25Index(docs)
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
		one := NewBM25Index([]string{"weather", "weather weather", "sun"})
		s1, s2 := one.Score(0, "weather"), one.Score(1, "weather")
		if !(s2 > s1*0.5 && s2 < 2*s1) {
			t.Fatalf("scores %v %v", s1, s2)
		}
	})
	t.Run("ties keep the earlier document first", func(t *testing.T) {
		tie := NewBM25Index([]string{"sun", "sun", "rain"})
		if got := tie.Rank("sun"); !slices.Equal(got, []int{0, 1}) {
			t.Fatalf("rank %v", got)
		}
	})
}

func TestEverySplitFileOfEpisodesIsAHistoryOfItsOwn(t *testing.T) {
	p := DefaultPaths(filepath.Join(".."))
	for _, tt := range []struct {
		source, split string
		patients      []string
	}{
		{"episodes-en", "dev", []string{"episodes-en-dev", "episodes-en-dev2", "episodes-en-dev3", "episodes-en-dev4"}},
		{"episodes-zh", "dev", []string{"episodes-zh-dev", "episodes-zh-dev2", "episodes-zh-dev3", "episodes-zh-dev4"}},
		{"episodes-en", "test", []string{"episodes-en-test", "episodes-en-test2", "episodes-en-test3"}},
	} {
		hs, err := Build(p, tt.source, tt.split)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, h := range hs {
			got = append(got, h.PatientID)
			for _, q := range h.Questions {
				// Episode ids say their file (testdata/README.md): 1–60 the
				// first dev and test files, 61–90 the second dev file,
				// 91–120 the third, 121–150 the second test file, 151–180
				// the fourth dev file, 181–210 the third test file.
				var n int
				if _, err := fmt.Sscanf(q.ID[len("en-ep-"):], "%d", &n); err != nil {
					t.Fatalf("question id %s: %v", q.ID, err)
				}
				file := ""
				switch {
				case n > 180:
					file = "3"
				case n > 150:
					file = "4"
				case n > 120 || n > 60 && n <= 90:
					file = "2"
				case n > 90:
					file = "3"
				}
				if !strings.HasSuffix(h.PatientID, tt.split+file) {
					t.Errorf("%s: question %s in the wrong history", h.PatientID, q.ID)
				}
			}
		}
		if !slices.Equal(got, tt.patients) {
			t.Errorf("%s %s: histories %q, want %q", tt.source, tt.split, got, tt.patients)
		}
	}
}
