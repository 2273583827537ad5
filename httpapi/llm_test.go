package httpapi_test

import (
	"encoding/json"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/llm/llmtest"
)

// chooseByName is a fake model that picks the candidate whose name holds
// name, with a reason that quotes the patient (as a real model's may).
func chooseByName(name string) func(llmtest.Request) llmtest.Reply {
	return func(r llmtest.Request) llmtest.Reply {
		if r.SchemaName != "reference_choice" {
			return llmtest.Reply{Status: http.StatusBadRequest}
		}
		var q struct {
			Utterance  string                      `json:"utterance"`
			Candidates []struct{ ID, Name string } `json:"candidates"`
		}
		if err := json.Unmarshal([]byte(r.User), &q); err != nil {
			return llmtest.Reply{Status: http.StatusBadRequest}
		}
		for _, c := range q.Candidates {
			if strings.Contains(strings.ToLower(c.Name), name) {
				return llmtest.JSON(map[string]string{"choice": c.ID, "reason": "asked '" + q.Utterance + "' right after naming " + name})
			}
		}
		return llmtest.JSON(map[string]string{"choice": "unresolved", "reason": "none fits"})
	}
}

var antiplateletTurns = [][2]string{
	{"patient", "I take aspirin and clopidogrel every morning since my stent."},
	{"assistant", "Thanks, both are noted."},
	{"patient", "Can I take that medicine with ibuprofen?"},
}

// referenceEvent returns the after of the audit's reference.resolved
// event of the turn, and the raw events.
func referenceEvent(t *testing.T, h *harness, compliance, turnID string) (map[string]any, string) {
	t.Helper()
	r := h.do("GET", "/v1/audit/events?patient_id=p1&limit=1000", compliance, nil)
	if r.status != http.StatusOK {
		t.Fatalf("audit events: %d %s", r.status, r.body)
	}
	for _, e := range r.json(t)["events"].([]any) {
		ev := e.(map[string]any)
		if after, _ := ev["after"].(map[string]any); ev["type"] == "reference.resolved" && after["turn_id"] == turnID {
			return after, string(r.body)
		}
	}
	t.Fatalf("no reference.resolved event for %s: %s", turnID, r.body)
	return nil, ""
}

func TestAModelChoosesBetweenTwoAntiplatelets(t *testing.T) {
	fake := llmtest.NewServer(t, chooseByName("aspirin"))
	h := newHarness(t, withLLM(fake.Client(t, 2*time.Second)))
	k := h.tenant("acme")
	postTurns(t, h, k["agent"], "p1", "s1", antiplateletTurns[:2]...)
	before := h.do("GET", "/v1/patients/p1/record", k["agent"], nil).json(t)["facts"]
	res := h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"turn_id": "s1-t3", "role": "patient", "text": antiplateletTurns[2][1]})
	if res.status != http.StatusCreated {
		t.Fatalf("turn: %d %s", res.status, res.body)
	}
	body := res.json(t)
	resolved := references(body["resolved"])
	if len(resolved) != 1 || len(references(body["unresolved"])) != 0 {
		t.Fatalf("resolved = %v, unresolved = %v; want the model's choice", body["resolved"], body["unresolved"])
	}
	ref := resolved[0]
	if ref["stage"] != "llm" || ref["arbiter"] != "llm" || !strings.Contains(strings.ToLower(ref["display"].(string)), "aspirin") {
		t.Errorf("reference = %v, want aspirin at stage llm", ref)
	}
	if reason, _ := ref["reason"].(string); !strings.Contains(reason, "naming aspirin") {
		t.Errorf("reason = %q, want the model's", reason)
	}
	if ds := strings.Join(candidateDisplays(ref), " "); !strings.Contains(ds, "aspirin") || !strings.Contains(ds, "clopidogrel") {
		t.Errorf("candidates %q, want both kept", ds)
	}

	t.Run("the model saw the utterance, the recent turns and the candidates' names", func(t *testing.T) {
		reqs := fake.Requests()
		if len(reqs) != 1 {
			t.Fatalf("the model was asked %d times", len(reqs))
		}
		u := reqs[0].User
		for _, want := range []string{antiplateletTurns[2][1], "patient: " + antiplateletTurns[0][1], "assistant: " + antiplateletTurns[1][1], "clopidogrel"} {
			if !strings.Contains(u, want) {
				t.Errorf("the question lacks %q:\n%s", want, u)
			}
		}
	})
	t.Run("the audit event records the arbiter as an inference, without its words", func(t *testing.T) {
		after, raw := referenceEvent(t, h, k["compliance"], "s1-t3")
		if after["arbiter"] != "llm" || after["arbiter_outcome"] != "chose" || after["stage"] != "llm" ||
			after["candidates_stage"] != "session" || after["kind"] != "inference" || after["resolved"] != true {
			t.Errorf("event after = %v", after)
		}
		if strings.Contains(raw, "ibuprofen") || strings.Contains(raw, "naming aspirin") {
			t.Errorf("the audit log holds the utterance or the model's reason: %s", raw)
		}
	})
	t.Run("the choice writes nothing to the record", func(t *testing.T) {
		after := h.do("GET", "/v1/patients/p1/record", k["agent"], nil).json(t)["facts"]
		if !reflect.DeepEqual(before, after) {
			t.Errorf("record before the turn %v, after %v", before, after)
		}
	})
}

func TestAContextQueryIsArbitratedToo(t *testing.T) {
	fake := llmtest.NewServer(t, chooseByName("clopidogrel"))
	h := newHarness(t, withLLM(fake.Client(t, 2*time.Second)))
	k := h.tenant("acme")
	postTurns(t, h, k["agent"], "p1", "s1", antiplateletTurns[:2]...)
	r := h.do("POST", "/v1/patients/p1/context", k["agent"], map[string]any{"session_id": "s1", "query": antiplateletTurns[2][1]})
	if r.status != http.StatusOK {
		t.Fatalf("context: %d %s", r.status, r.body)
	}
	got := references(r.json(t)["resolved"])
	if len(got) != 1 || got[0]["stage"] != "llm" || !strings.Contains(strings.ToLower(got[0]["display"].(string)), "clopidogrel") {
		t.Errorf("resolved = %v, want clopidogrel at stage llm", got)
	}
}

func TestAFailingModelLeavesTheReferenceUnresolved(t *testing.T) {
	for _, tc := range []struct {
		name    string
		answer  llmtest.Reply
		timeout time.Duration // the request's deadline; 0: the default
	}{
		{name: "an error status", answer: llmtest.Reply{Status: http.StatusInternalServerError}},
		{name: "a choice that is not a candidate", answer: llmtest.JSON(map[string]string{"choice": "concept:drug:warfarin", "reason": "x"})},
		// The client would wait 10 s; the turn's deadline leaves the model
		// all but the reserve the stores need.
		{name: "a model that does not answer before the request's deadline", answer: llmtest.Reply{Delay: time.Minute}, timeout: 1500 * time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fake := llmtest.NewServer(t, func(llmtest.Request) llmtest.Reply { return tc.answer })
			h := newHarness(t, withLLM(fake.Client(t, 10*time.Second)), withRequestTimeout(tc.timeout))
			k := h.tenant("acme")
			start := time.Now()
			body := postTurns(t, h, k["agent"], "p1", "s1", antiplateletTurns...) // each answered 201
			if tc.timeout > 0 && time.Since(start) > tc.timeout+time.Second {
				t.Errorf("the turns took %v", time.Since(start))
			}
			if r := body["resolved"].([]any); len(r) != 0 {
				t.Fatalf("resolved %v", r)
			}
			un := references(body["unresolved"])
			if len(un) != 1 || un[0]["stage"] != "session" || un[0]["arbiter"] != nil {
				t.Fatalf("unresolved = %v", un)
			}
			if ds := strings.Join(candidateDisplays(un[0]), " "); !strings.Contains(ds, "aspirin") || !strings.Contains(ds, "clopidogrel") {
				t.Errorf("candidates %q, want both", ds)
			}
			if len(fake.Requests()) != 1 {
				t.Errorf("the model was asked %d times, want once", len(fake.Requests()))
			}
			after, _ := referenceEvent(t, h, k["compliance"], "s1-t3")
			if after["arbiter"] != "llm" || after["arbiter_outcome"] != "failed" || after["resolved"] != false {
				t.Errorf("event after = %v", after)
			}
		})
	}
}

func TestWithoutAModelNothingIsArbitrated(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	body := postTurns(t, h, k["agent"], "p1", "s1", antiplateletTurns...)
	if un := references(body["unresolved"]); len(un) != 1 || un[0]["arbiter"] != nil {
		t.Fatalf("unresolved = %v", body["unresolved"])
	}
	if after, _ := referenceEvent(t, h, k["compliance"], "s1-t3"); after["arbiter"] != nil {
		t.Errorf("event after = %v", after)
	}
}
