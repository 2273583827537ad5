package memory_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

func TestOlderTurnsAreFoldedIntoSummaries(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	ctx := context.Background()
	e.say("t00", "我膝盖疼三天了，上周爬山以后开始的")
	summarized := false
	for i := 1; i < 30; i++ {
		r := e.turn(fmt.Sprintf("t%02d", i), []string{"assistant", "patient"}[i%2], fmt.Sprintf("第%d次随访，膝盖还是有点疼", i), nil)
		summarized = summarized || r.Summarized
	}
	if !summarized {
		t.Fatal("30 turns in one session and no turn reported summarized")
	}
	view, err := e.svc.Session(ctx, e.sc, "p1", "s1")
	if err != nil {
		t.Fatal(err)
	}
	if len(view.Summaries) == 0 {
		t.Fatal("the session view has no summaries")
	}
	topics := map[string]int{}
	for _, sum := range view.Summaries {
		topics[sum.Topic]++
	}
	for topic, n := range topics {
		if n > 1 {
			t.Errorf("topic %q has %d summaries in the session view, want one", topic, n)
		}
	}
	first := view.Summaries[0]
	if first.FromSeq != 1 || len(first.TurnIDs) == 0 || first.TurnIDs[0] != "t00" {
		t.Errorf("first summary covers %d..%d %v; want it to start at t00", first.FromSeq, first.ToSeq, first.TurnIDs)
	}
	if len(view.Turns) != memory.DefaultWindowSize || view.Turns[0].Seq <= first.FromSeq {
		t.Errorf("window = %d turns from seq %d", len(view.Turns), view.Turns[0].Seq)
	}
	// The opening turn has left the window; its summary and its detail
	// still reach the context, each once.
	res, err := e.svc.Context(ctx, e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s1", Query: "膝盖疼是怎么开始的？", BudgetTokens: 600})
	if err != nil {
		t.Fatal(err)
	}
	summaries := 0
	for _, sec := range res.Sections {
		if sec.Name == "summary" {
			summaries += len(sec.Items)
		}
	}
	if summaries == 0 || !strings.Contains(res.Prompt, "爬山") {
		t.Errorf("summaries %d; the early detail must reach the context:\n%s", summaries, res.Prompt)
	}
	if strings.Count(res.Prompt, first.Text) != 1 {
		t.Errorf("the first summary appears %d times:\n%s", strings.Count(res.Prompt, first.Text), res.Prompt)
	}
}

// lateSummaryIndex holds back the first summary point it is given until
// released, while later summaries' points are written: the order an
// outage can leave.
type lateSummaryIndex struct {
	retrieval.Index
	held     string
	passed   int // later summaries' points written while one was held
	released bool
}

func (ix *lateSummaryIndex) Upsert(ctx context.Context, sc tenancy.Scope, ps []retrieval.Point) error {
	for _, p := range ps {
		if p.Kind != "summary" {
			continue
		}
		if ix.held == "" {
			ix.held = p.SourceID
		}
		if p.SourceID == ix.held && !ix.released {
			return errDown
		}
		if p.SourceID != ix.held {
			ix.passed++
		}
	}
	return ix.Index.Upsert(ctx, sc, ps)
}

// TestATopicHasOneRecallPoint: each fold of a topic replaces its summary
// and the summary's recall point, so recall never offers a topic twice;
// and a point queued for a summary that a later fold replaced, applied
// late, leaves the later one in place.
func TestATopicHasOneRecallPoint(t *testing.T) {
	var ix *lateSummaryIndex
	e := newEnv(t, recordBackends(t)["embedded"], func(s memory.Stores) memory.Stores {
		ix = &lateSummaryIndex{Index: s.Index}
		s.Index = ix
		return s
	})
	ctx := context.Background()
	for i := 0; i < 30; i++ {
		e.turn(fmt.Sprintf("t%02d", i), []string{"patient", "assistant"}[i%2], fmt.Sprintf("第%d次随访，膝盖还是有点疼", i), nil)
	}
	ix.released = true
	if err := e.svc.DrainAll(ctx); err != nil {
		t.Fatal(err)
	}
	if ix.passed == 0 {
		t.Fatal("the session was folded fewer than twice: nothing was tested")
	}
	view, err := e.svc.Session(ctx, e.sc, "p1", "s1")
	if err != nil {
		t.Fatal(err)
	}
	current := map[string]string{}
	for _, sum := range view.Summaries {
		current[sum.Topic] = sum.ID
	}
	v, err := e.stores.Embedder.Embed(ctx, []string{"膝盖疼"})
	if err != nil {
		t.Fatal(err)
	}
	hits, err := e.stores.Index.Search(ctx, e.sc, retrieval.Query{PatientID: "p1", Vector: v[0], Limit: 100, Kinds: []string{"summary"}})
	if err != nil {
		t.Fatal(err)
	}
	points := map[string][]string{}
	for _, h := range hits {
		points[h.Point.Topics[0]] = append(points[h.Point.Topics[0]], h.Point.SourceID)
	}
	for topic, id := range current {
		if got := points[topic]; len(got) != 1 || got[0] != id {
			t.Errorf("topic %q: recall points of summaries %v, want one, of the current summary %s", topic, got, id)
		}
	}
}
