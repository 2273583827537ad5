package llm_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/llm"
)

// phi stands for what a patient said: it is in every prompt and answer of
// these tests, and no error may quote it.
const phi = "张三 takes warfarin"

// fakeChat serves /v1/chat/completions. answer builds the response to each
// request; the requests and their Authorization headers are kept.
type fakeChat struct {
	answer func(w http.ResponseWriter, r *http.Request, req chatRequest)

	mu       sync.Mutex
	requests []chatRequest
	auth     []string
}

type chatRequest struct {
	Model    string `json:"model"`
	Messages []struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	} `json:"messages"`
	ResponseFormat struct {
		Type       string `json:"type"`
		JSONSchema struct {
			Name   string         `json:"name"`
			Schema map[string]any `json:"schema"`
			Strict bool           `json:"strict"`
		} `json:"json_schema"`
	} `json:"response_format"`
	Temperature *float64 `json:"temperature"`
}

func (f *fakeChat) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
		http.NotFound(w, r)
		return
	}
	var req chatRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	f.requests = append(f.requests, req)
	f.auth = append(f.auth, r.Header.Get("Authorization"))
	f.mu.Unlock()
	f.answer(w, r, req)
}

// content answers with one choice whose message content is s.
func content(s string) func(http.ResponseWriter, *http.Request, chatRequest) {
	return func(w http.ResponseWriter, _ *http.Request, _ chatRequest) {
		json.NewEncoder(w).Encode(map[string]any{"choices": []any{map[string]any{
			"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": s}}}})
	}
}

// raw answers with body as is.
func raw(body string) func(http.ResponseWriter, *http.Request, chatRequest) {
	return func(w http.ResponseWriter, _ *http.Request, _ chatRequest) { w.Write([]byte(body)) }
}

var choiceSchema = llm.Schema{Name: "choice", Description: "which drug", Doc: map[string]any{
	"type": "object", "additionalProperties": false, "required": []string{"choice", "reason"},
	"properties": map[string]any{
		"choice": map[string]any{"type": "string", "enum": []string{"drug:aspirin", "drug:clopidogrel", "unresolved"}},
		"reason": map[string]any{"type": "string"},
	},
}}

type choice struct {
	Choice string `json:"choice"`
	Reason string `json:"reason"`
}

func request() llm.Request {
	return llm.Request{System: "choose", User: phi, Schema: choiceSchema}
}

func serve(t *testing.T, answer func(http.ResponseWriter, *http.Request, chatRequest)) (*fakeChat, *llm.Client) {
	t.Helper()
	fake := &fakeChat{answer: answer}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	c, err := llm.New(srv.URL+"/v1/", "test-model", "sk-test", time.Second, nil)
	if err != nil {
		t.Fatal(err)
	}
	return fake, c
}

func TestCompleteDecodesTheFirstChoice(t *testing.T) {
	fake, c := serve(t, content(`{"choice": "drug:aspirin", "reason": "named first"}`))
	var got choice
	if err := c.Complete(context.Background(), request(), &got); err != nil {
		t.Fatal(err)
	}
	if got != (choice{"drug:aspirin", "named first"}) {
		t.Errorf("answer = %+v", got)
	}

	t.Run("the request asks for strict JSON of the schema, with the model and the key", func(t *testing.T) {
		fake.mu.Lock()
		defer fake.mu.Unlock()
		if len(fake.requests) != 1 {
			t.Fatalf("server saw %d requests", len(fake.requests))
		}
		r := fake.requests[0]
		if r.Model != "test-model" || fake.auth[0] != "Bearer sk-test" {
			t.Errorf("model %q, Authorization %q", r.Model, fake.auth[0])
		}
		if len(r.Messages) != 2 || r.Messages[0].Role != "system" || r.Messages[1].Role != "user" || r.Messages[1].Content != phi {
			t.Errorf("messages = %+v", r.Messages)
		}
		rf := r.ResponseFormat
		if rf.Type != "json_schema" || rf.JSONSchema.Name != "choice" || !rf.JSONSchema.Strict || rf.JSONSchema.Schema["type"] != "object" {
			t.Errorf("response_format = %+v", rf)
		}
		if r.Temperature == nil || *r.Temperature != 0 {
			t.Errorf("temperature = %v, want 0", r.Temperature)
		}
	})
}

func TestCompleteRefusesWhatDoesNotFit(t *testing.T) {
	cases := []struct {
		name   string
		answer func(http.ResponseWriter, *http.Request, chatRequest)
		want   error
	}{
		{"an error status", func(w http.ResponseWriter, _ *http.Request, _ chatRequest) {
			w.WriteHeader(http.StatusInternalServerError)
			json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": "failed on: " + phi, "type": "server_error"}})
		}, llm.ErrStatus},
		{"a message that is not JSON", content("The patient means aspirin: " + phi), llm.ErrAnswer},
		{"a message of malformed JSON", content(`{"choice": "drug:aspirin", "reason": "` + phi), llm.ErrAnswer},
		{"a field the schema does not name", content(`{"choice": "drug:aspirin", "reason": "x", "` + phi + `": 1}`), llm.ErrAnswer},
		{"a missing field", content(`{"choice": "drug:aspirin"}`), llm.ErrAnswer},
		{"a value outside the enum", content(`{"choice": "` + phi + `", "reason": "x"}`), llm.ErrAnswer},
		{"a value of the wrong type", content(`{"choice": "drug:aspirin", "reason": 7}`), llm.ErrAnswer},
		{"two JSON values", content(`{"choice": "drug:aspirin", "reason": "x"} {"choice": "unresolved", "reason": "y"}`), llm.ErrAnswer},
		{"JSON in a code fence", content("```json\n{\"choice\": \"drug:aspirin\", \"reason\": \"x\"}\n```"), llm.ErrAnswer},
		{"an empty message", content(""), llm.ErrAnswer},
		{"a refusal", raw(`{"choices": [{"message": {"content": null, "refusal": "I cannot help with ` + phi + `"}, "finish_reason": "stop"}]}`), llm.ErrAnswer},
		{"an answer cut off at the token limit", raw(`{"choices": [{"message": {"content": "{\"choice\": \"drug:aspirin\", \"reason\": \"x\"}"}, "finish_reason": "length"}]}`), llm.ErrAnswer},
		{"no choices", raw(`{"choices": []}`), llm.ErrAnswer},
		{"a body that is not a chat completion", raw(phi), llm.ErrAnswer},
	}
	for _, tc := range cases {
		t.Run(tc.name+" is an error that does not quote the prompt or the answer", func(t *testing.T) {
			_, c := serve(t, tc.answer)
			got := choice{Choice: "untouched"}
			err := c.Complete(context.Background(), request(), &got)
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if strings.Contains(err.Error(), "张三") || strings.Contains(err.Error(), "warfarin") {
				t.Errorf("err = %q quotes the prompt or the answer", err)
			}
			if got.Choice != "untouched" {
				t.Errorf("out was written: %+v", got)
			}
		})
	}

	t.Run("an error status is named", func(t *testing.T) {
		_, c := serve(t, func(w http.ResponseWriter, _ *http.Request, _ chatRequest) {
			w.WriteHeader(http.StatusInternalServerError)
		})
		err := c.Complete(context.Background(), request(), &choice{})
		if err == nil || !strings.Contains(err.Error(), "500") {
			t.Errorf("err = %v, want it to name status 500", err)
		}
	})

	t.Run("a caller's struct without a field of the answer is an error", func(t *testing.T) {
		_, c := serve(t, content(`{"choice": "drug:aspirin", "reason": "x"}`))
		var narrow struct {
			Choice string `json:"choice"`
		}
		if err := c.Complete(context.Background(), request(), &narrow); !errors.Is(err, llm.ErrAnswer) {
			t.Errorf("err = %v, want ErrAnswer", err)
		}
	})
}

func TestCompleteTimesOut(t *testing.T) {
	slow := func(w http.ResponseWriter, r *http.Request, _ chatRequest) {
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	}
	t.Run("after its own timeout", func(t *testing.T) {
		fake := &fakeChat{answer: slow}
		srv := httptest.NewServer(fake)
		defer srv.Close()
		c, err := llm.New(srv.URL+"/v1", "m", "", 50*time.Millisecond, nil)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		err = c.Complete(context.Background(), request(), &choice{})
		if !errors.Is(err, llm.ErrTimeout) || !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("err = %v, want ErrTimeout and DeadlineExceeded", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("Complete took %v with a 50ms timeout", d)
		}
	})
	t.Run("at the caller's deadline when it comes first", func(t *testing.T) {
		fake := &fakeChat{answer: slow}
		srv := httptest.NewServer(fake)
		defer srv.Close()
		c, err := llm.New(srv.URL+"/v1", "m", "", 10*time.Second, nil)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		start := time.Now()
		if err := c.Complete(ctx, request(), &choice{}); !errors.Is(err, llm.ErrTimeout) {
			t.Fatalf("err = %v, want ErrTimeout", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("Complete took %v past a 50ms deadline", d)
		}
	})
}

func TestCompleteRefusesASchemaItCannotCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		doc  map[string]any
	}{
		{"a keyword it does not check", map[string]any{"type": "object", "additionalProperties": false,
			"properties": map[string]any{"n": map[string]any{"type": "string", "maxLength": 3}}}},
		{"an object open to other fields", map[string]any{"type": "object", "properties": map[string]any{}}},
		{"a required field it does not declare", map[string]any{"type": "object", "additionalProperties": false,
			"properties": map[string]any{}, "required": []string{"x"}}},
	} {
		t.Run(tc.name+" is refused before any call", func(t *testing.T) {
			fake, c := serve(t, content(`{}`))
			err := c.Complete(context.Background(), llm.Request{Schema: llm.Schema{Name: "s", Doc: tc.doc}}, &map[string]any{})
			if err == nil {
				t.Fatal("want an error")
			}
			if len(fake.requests) != 0 {
				t.Errorf("the server was called")
			}
		})
	}
}

func TestNew(t *testing.T) {
	for _, tc := range []struct{ url, model string }{
		{"localhost:8000/v1", "m"}, {"ftp://host/v1", "m"}, {"http:///v1", "m"}, {"http://host/v1", ""}, {"http://host/v1", "  "},
	} {
		if _, err := llm.New(tc.url, tc.model, "", 0, nil); err == nil {
			t.Errorf("New(%q, %q): no error", tc.url, tc.model)
		}
	}
	c, err := llm.New("https://api.example.com/v1/", "gpt-x", "", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Endpoint() != "https://api.example.com/v1/chat/completions" || c.Model() != "gpt-x" {
		t.Errorf("endpoint %q, model %q", c.Endpoint(), c.Model())
	}
}
