package recalleval

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/memory"
)

// TestInspectDev shows, for development, what memoryd's contexts hold on
// the dev split: MEMORYD_RECALL_INSPECT=source:budget, written to the file
// MEMORYD_RECALL_INSPECT_OUT or logged. It never runs the test split.
func TestInspectDev(t *testing.T) {
	spec := os.Getenv("MEMORYD_RECALL_INSPECT")
	if spec == "" {
		t.Skip("MEMORYD_RECALL_INSPECT not set")
	}
	var source string
	var budget int
	if _, err := fmt.Sscanf(strings.Replace(spec, ":", " ", 1), "%s %d", &source, &budget); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	_, err := Run(context.Background(), Options{Paths: DefaultPaths(filepath.Join("..")), Split: "dev", Dir: t.TempDir(),
		Sources: []string{source}, Budgets: []int{budget}, MaxHistories: inspectHistories(),
		Inspect: func(h History, q Question, b int, early bool, res memory.ContextResult, recall float64) {
			when := "whole"
			if early {
				when = "quarter"
			}
			fmt.Fprintf(&out, "=== %s %s %q gold %v recall %.2f tokens %d\n", when, q.ID, q.Query, q.Gold, recall, res.TokensUsed)
			for _, sec := range res.Sections {
				n := 0
				for _, it := range sec.Items {
					n += it.Tokens
				}
				fmt.Fprintf(&out, "  [%s] %d items %d tokens\n", sec.Name, len(sec.Items), n)
				for _, it := range sec.Items {
					txt := it.Text
					if len([]rune(txt)) > 90 {
						txt = string([]rune(txt)[:90])
					}
					fmt.Fprintf(&out, "    %.2f %s %s (%d tokens)\n", it.Score, it.Source.TurnID, txt, it.Tokens)
				}
			}
			reasons := map[string]int{}
			for _, e := range res.Evicted {
				reasons[e.Reason]++
			}
			fmt.Fprintf(&out, "  evicted %v\n", reasons)
			fmt.Fprintf(&out, "  gold: %s\n", goldFate(q.Gold, res))
			if os.Getenv("MEMORYD_RECALL_INSPECT_PROMPT") != "" {
				fmt.Fprintf(&out, "  prompt:\n%s\n", res.Prompt)
			}
		}})
	if err != nil {
		t.Fatal(err)
	}
	if path := os.Getenv("MEMORYD_RECALL_INSPECT_OUT"); path != "" {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Log(out.String())
}

// inspectHistories is MEMORYD_RECALL_INSPECT_HISTORIES, or 1.
func inspectHistories() int {
	var n int
	if _, err := fmt.Sscan(os.Getenv("MEMORYD_RECALL_INSPECT_HISTORIES"), &n); err != nil || n <= 0 {
		return 1
	}
	return n
}

// goldFate says where each gold turn went: cited, evicted (and how many
// evicted lines ranked above it: 0 means it was the next line to keep), or
// never offered.
func goldFate(gold []string, res memory.ContextResult) string {
	cited := map[string]bool{}
	for _, sec := range res.Sections {
		for _, it := range sec.Items {
			cited[it.Source.TurnID] = true
		}
	}
	var parts []string
	for _, g := range gold {
		fate := "not offered"
		switch {
		case cited[g]:
			fate = "cited"
		default:
			for i := len(res.Evicted) - 1; i >= 0; i-- {
				if res.Evicted[i].Source.TurnID == g {
					fate = fmt.Sprintf("evicted %s, %d evicted above it", res.Evicted[i].Reason, len(res.Evicted)-1-i)
					break
				}
			}
		}
		parts = append(parts, g+" "+fate)
	}
	return strings.Join(parts, "; ")
}
