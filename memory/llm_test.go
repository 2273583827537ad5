package memory_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/anamnesis-health/anamnesis/llm"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/summarize"
)

// fakeLLM is a memory.LLM in process: answer gives the value Complete
// decodes into out, or an error.
type fakeLLM struct {
	answer func(req llm.Request) (any, error)
	calls  atomic.Int64
}

func (f *fakeLLM) Complete(_ context.Context, req llm.Request, out any) error {
	f.calls.Add(1)
	v, err := f.answer(req)
	if err != nil {
		return err
	}
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, out)
}

// summaryModel answers summary requests: the site and cause the opening
// turn gives when the turns include it, and a finding no turn gives.
// Reference requests fail.
func summaryModel(req llm.Request) (any, error) {
	if req.Schema.Name != "summary_fields" {
		return nil, errors.New("llm: error status: 500")
	}
	out := map[string][]string{}
	for _, f := range summarize.FieldOrder {
		out[f] = []string{}
	}
	if strings.Contains(req.User, "爬山") {
		out[summarize.Site] = []string{"膝盖"}
		out[summarize.Aggravating] = []string{"爬山以后"}
	}
	out[summarize.RelatedEvents] = []string{"胸痛"} // never said
	return out, nil
}

// kneeFollowUps ingests a knee complaint and 19 follow-ups, enough for the
// opening turns to be folded, and returns the session's summaries.
func kneeFollowUps(t *testing.T, model memory.LLM) []memory.SummaryView {
	t.Helper()
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	if model != nil {
		e.llm = model
		e.svc = e.service()
	}
	e.say("t00", "我膝盖疼三天了，上周爬山以后开始的")
	for i := 1; i < 20; i++ {
		e.turn(fmt.Sprintf("t%02d", i), []string{"assistant", "patient"}[i%2], fmt.Sprintf("第%d次随访，膝盖还是有点疼", i), nil)
	}
	view, err := e.svc.Session(context.Background(), e.sc, "p1", "s1")
	if err != nil {
		t.Fatal(err)
	}
	if len(view.Summaries) == 0 {
		t.Fatal("no summaries")
	}
	return view.Summaries
}

func TestAModelWritesSummariesHeldToTheirTurns(t *testing.T) {
	extractive := kneeFollowUps(t, nil)
	model := &fakeLLM{answer: summaryModel}
	written := kneeFollowUps(t, model)
	if model.calls.Load() == 0 {
		t.Fatal("the model was never asked")
	}
	if len(written) != len(extractive) {
		t.Fatalf("%d summaries with the model, %d without", len(written), len(extractive))
	}
	first := written[0]
	want := map[string][]string{summarize.Site: {"膝盖"}, summarize.Aggravating: {"爬山以后"}}
	if !reflect.DeepEqual(first.Fields, want) {
		t.Errorf("fields = %q, want the model's values the turns said, %q", first.Fields, want)
	}
	for _, s := range written {
		if strings.Contains(s.Text, "胸痛") || len(s.Fields[summarize.RelatedEvents]) > 0 {
			t.Errorf("summary %s states what no turn said: %q", s.ID, s.Text)
		}
	}
	for i := range written {
		w, x := written[i], extractive[i]
		if w.ID != x.ID || w.Topic != x.Topic || w.FromSeq != x.FromSeq || w.ToSeq != x.ToSeq || !reflect.DeepEqual(w.TurnIDs, x.TurnIDs) {
			t.Errorf("summary %d: %s %s %d..%d %v, want the extractive one's %s %s %d..%d %v", i,
				w.ID, w.Topic, w.FromSeq, w.ToSeq, w.TurnIDs, x.ID, x.Topic, x.FromSeq, x.ToSeq, x.TurnIDs)
		}
	}
}

func TestAFailingModelLeavesTheExtractiveSummaries(t *testing.T) {
	extractive := kneeFollowUps(t, nil)
	model := &fakeLLM{answer: func(llm.Request) (any, error) { return nil, fmt.Errorf("summarize: %w", llm.ErrTimeout) }}
	written := kneeFollowUps(t, model)
	if model.calls.Load() == 0 {
		t.Fatal("the model was never asked")
	}
	if !reflect.DeepEqual(written, extractive) {
		t.Errorf("summaries with a failing model:\n%+v\nwant the extractive ones:\n%+v", written, extractive)
	}
}
