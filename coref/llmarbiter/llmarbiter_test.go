package llmarbiter_test

import (
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/coref/llmarbiter"
	"github.com/anamnesis-health/anamnesis/llm/llmtest"
)

func ambiguous() coref.Resolution {
	return coref.Resolution{
		Reference: coref.Reference{Text: "that medicine"},
		Stage:     coref.StageSession,
		Candidates: []coref.Candidate{
			{EntityID: "f-asp", Display: "aspirin", ConceptID: "drug:aspirin", Score: 1},
			{EntityID: "concept:drug:clopidogrel", Display: "clopidogrel", ConceptID: "drug:clopidogrel", Score: 1},
		},
	}
}

const utterance = "Can I take that medicine with ibuprofen?"

var window = []string{"patient: I take aspirin and clopidogrel every morning.", "assistant: Thanks, both are noted."}

// pick answers with the candidate whose name holds name.
func pick(name string) func(llmtest.Request) llmtest.Reply {
	return func(r llmtest.Request) llmtest.Reply {
		var q struct {
			Candidates []struct{ ID, Name string } `json:"candidates"`
		}
		if err := json.Unmarshal([]byte(r.User), &q); err != nil {
			return llmtest.Reply{Status: http.StatusBadRequest}
		}
		for _, c := range q.Candidates {
			if strings.Contains(c.Name, name) {
				return llmtest.JSON(map[string]string{"choice": c.ID, "reason": "the patient named " + name + " first"})
			}
		}
		return llmtest.JSON(map[string]string{"choice": "unresolved", "reason": "no candidate is " + name})
	}
}

func arbitrate(t *testing.T, answer func(llmtest.Request) llmtest.Reply) (coref.Resolution, coref.Verdict, *llmtest.Server) {
	t.Helper()
	srv := llmtest.NewServer(t, answer)
	a := llmarbiter.New(srv.Client(t, 200*time.Millisecond))
	out, vs := coref.ApplyArbiter(context.Background(), a, utterance, window, []coref.Resolution{ambiguous()})
	return out[0], vs[0], srv
}

func TestTheModelChoosesAmongTheCandidates(t *testing.T) {
	r, v, srv := arbitrate(t, pick("aspirin"))
	if !r.Resolved || r.Stage != coref.StageLLM || r.EntityID != "f-asp" {
		t.Fatalf("resolution = %+v, want aspirin resolved at the llm stage", r)
	}
	if !reflect.DeepEqual(r.Candidates, ambiguous().Candidates) {
		t.Errorf("candidates = %+v, want both kept", r.Candidates)
	}
	if v.Outcome != coref.OutcomeChose || v.Reason != "the patient named aspirin first" {
		t.Errorf("verdict = %+v", v)
	}

	t.Run("it is asked with the utterance, the reference, the recent turns and the candidates' names", func(t *testing.T) {
		reqs := srv.Requests()
		if len(reqs) != 1 {
			t.Fatalf("%d requests", len(reqs))
		}
		var q struct {
			Utterance   string   `json:"utterance"`
			Reference   string   `json:"reference"`
			RecentTurns []string `json:"recent_turns"`
			Candidates  []struct {
				ID   string `json:"id"`
				Name string `json:"name"`
			} `json:"candidates"`
		}
		if err := json.Unmarshal([]byte(reqs[0].User), &q); err != nil {
			t.Fatalf("the user message is not JSON: %v", err)
		}
		if q.Utterance != utterance || q.Reference != "that medicine" || !reflect.DeepEqual(q.RecentTurns, window) ||
			len(q.Candidates) != 2 || q.Candidates[0].ID != "f-asp" || q.Candidates[1].Name != "clopidogrel" {
			t.Errorf("question = %+v", q)
		}
	})
	t.Run("its answer may only be a candidate's id or unresolved", func(t *testing.T) {
		req := srv.Requests()[0]
		want := []string{"f-asp", "concept:drug:clopidogrel", coref.Unresolved}
		if got := req.Enum("choice"); !reflect.DeepEqual(got, want) || !req.Strict {
			t.Errorf("choice enum = %v (strict %v), want %v", got, req.Strict, want)
		}
	})
}

func TestTheReferenceStaysUnresolvedUnlessTheModelChoosesWell(t *testing.T) {
	for _, tc := range []struct {
		name    string
		answer  func(llmtest.Request) llmtest.Reply
		outcome string
	}{
		{"an id that is not a candidate's", func(llmtest.Request) llmtest.Reply {
			return llmtest.JSON(map[string]string{"choice": "concept:drug:warfarin", "reason": "the blood thinner"})
		}, coref.OutcomeFailed},
		{"an answer without a reason", func(llmtest.Request) llmtest.Reply {
			return llmtest.JSON(map[string]string{"choice": "f-asp"})
		}, coref.OutcomeFailed},
		{"an answer that is not JSON", func(llmtest.Request) llmtest.Reply {
			return llmtest.Reply{Content: "aspirin"}
		}, coref.OutcomeFailed},
		{"an error status", func(llmtest.Request) llmtest.Reply {
			return llmtest.Reply{Status: http.StatusInternalServerError}
		}, coref.OutcomeFailed},
		{"no answer in time", func(llmtest.Request) llmtest.Reply {
			return llmtest.Reply{Delay: 2 * time.Second, Content: `{"choice":"f-asp","reason":"late"}`}
		}, coref.OutcomeFailed},
		{"unresolved", pick("warfarin"), coref.OutcomeDeclined},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, v, _ := arbitrate(t, tc.answer)
			if !reflect.DeepEqual(r, ambiguous()) {
				t.Errorf("resolution = %+v, want it unresolved with both candidates", r)
			}
			if v.Outcome != tc.outcome {
				t.Errorf("verdict = %+v, want %s", v, tc.outcome)
			}
		})
	}
}
