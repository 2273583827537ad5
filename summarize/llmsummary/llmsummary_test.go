package llmsummary_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/llm/llmtest"
	"github.com/anamnesis-health/anamnesis/ontology"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/summarize"
	"github.com/anamnesis-health/anamnesis/summarize/llmsummary"
)

var matcher = sync.OnceValues(func() (*extract.Matcher, error) {
	onto, err := ontology.Load()
	if err != nil {
		return nil, err
	}
	var terms []extract.Term
	for _, c := range onto.Concepts() {
		for _, n := range c.Names {
			if len(n.Text) == 1 && n.Text[0] < utf8.RuneSelf {
				continue
			}
			terms = append(terms, extract.Term{Text: n.Text, ConceptID: c.ID, Type: c.Type})
		}
	}
	return extract.NewMatcher(terms, ontology.Normalize), nil
})

var base = time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)

// knee is a draft of a knee-pain conversation and the extractor it was
// read with.
func knee(t *testing.T) (summarize.Draft, func(session.Turn) extract.Result) {
	t.Helper()
	m, err := matcher()
	if err != nil {
		t.Fatal(err)
	}
	analyze := func(tn session.Turn) extract.Result { return m.Extract(tn.Text, tn.At) }
	var turns []session.Turn
	for i, l := range []struct {
		speaker session.Speaker
		text    string
	}{
		{session.Patient, "我膝盖疼三天了，上周爬山以后开始的"},
		{session.Assistant, "有没有发烧？"},
		{session.Patient, "没有发烧，就是上下楼梯的时候更疼"},
	} {
		seq := int64(i + 1)
		turns = append(turns, session.Turn{PatientID: "p1", SessionID: "s1", TurnID: "t-" + string(rune('0'+seq)), Seq: seq,
			Speaker: l.speaker, Text: l.text, Lang: "zh", At: base.Add(time.Duration(seq) * time.Minute), Topics: []string{"knee pain"}})
	}
	drafts := summarize.Drafts(turns, analyze, "zh", base)
	if len(drafts) != 1 {
		t.Fatalf("%d drafts", len(drafts))
	}
	return drafts[0], analyze
}

func fields(v map[string][]string) llmtest.Reply {
	all := map[string][]string{}
	for _, f := range summarize.FieldOrder {
		all[f] = []string{}
	}
	for k, vs := range v {
		all[k] = vs
	}
	return llmtest.JSON(all)
}

func summarizeWith(t *testing.T, answer func(llmtest.Request) llmtest.Reply) (session.Summary, llmsummary.Outcome, summarize.Draft, *llmtest.Server) {
	t.Helper()
	d, analyze := knee(t)
	srv := llmtest.NewServer(t, answer)
	sum, out := llmsummary.New(srv.Client(t, time.Second)).Summarize(context.Background(), d, analyze)
	return sum, out, d, srv
}

func TestTheModelsInventionsAreDropped(t *testing.T) {
	sum, out, d, srv := summarizeWith(t, func(llmtest.Request) llmtest.Reply {
		return fields(map[string][]string{
			summarize.Site:        {"膝盖"},
			summarize.Duration:    {"三天"},
			summarize.Aggravating: {"爬山以后", "跑步以后"}, // the patient never ran
			summarize.Denies:      {"发烧"},
		})
	})
	if !out.Asked || !out.Used || out.Kept != 4 || out.Dropped != 1 || out.Err != nil {
		t.Fatalf("outcome = %+v, want the model's summary with one value dropped", out)
	}
	want := map[string][]string{summarize.Site: {"膝盖"}, summarize.Duration: {"三天"}, summarize.Aggravating: {"爬山以后"}, summarize.Denies: {"发烧"}}
	if !reflect.DeepEqual(sum.Fields, want) {
		t.Errorf("fields = %q, want %q", sum.Fields, want)
	}
	if strings.Contains(sum.Text, "跑步") || !strings.Contains(sum.Text, "爬山以后") {
		t.Errorf("text = %q", sum.Text)
	}
	if sum.ID != d.Summary.ID || sum.Topic != d.Summary.Topic || sum.FromSeq != d.Summary.FromSeq || sum.ToSeq != d.Summary.ToSeq ||
		!reflect.DeepEqual(sum.TurnIDs, d.Summary.TurnIDs) || !sum.CreatedAt.Equal(d.Summary.CreatedAt) {
		t.Errorf("summary %+v does not keep the extractive one's id, topic, seqs and turns (%+v)", sum, d.Summary)
	}

	t.Run("the model is given the turns, the topic and the language, and a strict schema of every field", func(t *testing.T) {
		reqs := srv.Requests()
		if len(reqs) != 1 {
			t.Fatalf("%d requests", len(reqs))
		}
		var q struct {
			Topic, Language string
			Turns           []struct{ Speaker, Text string }
		}
		if err := json.Unmarshal([]byte(reqs[0].User), &q); err != nil {
			t.Fatal(err)
		}
		if q.Topic != "knee pain" || q.Language != "Chinese" || len(q.Turns) != 3 || q.Turns[1].Speaker != "assistant" {
			t.Errorf("question = %+v", q)
		}
		props, _ := reqs[0].Schema["properties"].(map[string]any)
		if len(props) != len(summarize.FieldOrder) || !reqs[0].Strict {
			t.Errorf("schema = %v", reqs[0].Schema)
		}
	})
}

func TestTheExtractiveSummaryStandsWhenTheModelFails(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer llmtest.Reply
		err    error
	}{
		{"an error status", llmtest.Reply{Status: http.StatusInternalServerError}, nil},
		{"an answer that is not JSON", llmtest.Reply{Content: "膝盖疼三天"}, nil},
		{"an answer missing fields", llmtest.JSON(map[string][]string{summarize.Site: {"膝盖"}}), nil},
		{"no answer in time", llmtest.Reply{Delay: 5 * time.Second}, nil},
		{"nothing the turns said", fields(map[string][]string{summarize.Site: {"肩膀"}, summarize.RelatedEvents: {"发烧"}}), llmsummary.ErrNothingKept},
		{"nothing at all", fields(nil), llmsummary.ErrNothingKept},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sum, out, d, _ := summarizeWith(t, func(llmtest.Request) llmtest.Reply { return tc.answer })
			if !reflect.DeepEqual(sum, d.Summary) {
				t.Errorf("summary = %+v, want the extractive one %+v", sum, d.Summary)
			}
			if !out.Asked || out.Used || out.Err == nil || tc.err != nil && !errors.Is(out.Err, tc.err) {
				t.Errorf("outcome = %+v", out)
			}
		})
	}
}

func TestSmallTalkIsNotPutToTheModel(t *testing.T) {
	m, err := matcher()
	if err != nil {
		t.Fatal(err)
	}
	analyze := func(tn session.Turn) extract.Result { return m.Extract(tn.Text, tn.At) }
	turns := []session.Turn{{PatientID: "p1", SessionID: "s1", TurnID: "t-1", Seq: 1, Speaker: session.Patient,
		Text: "今天天气不错，孙子来看我了", Lang: "zh", At: base}}
	d := summarize.Drafts(turns, analyze, "zh", base)[0]
	srv := llmtest.NewServer(t, func(llmtest.Request) llmtest.Reply { return fields(nil) })
	sum, out := llmsummary.New(srv.Client(t, time.Second)).Summarize(context.Background(), d, analyze)
	if out.Asked || len(srv.Requests()) != 0 || !reflect.DeepEqual(sum, d.Summary) {
		t.Errorf("outcome %+v, %d requests", out, len(srv.Requests()))
	}
}
