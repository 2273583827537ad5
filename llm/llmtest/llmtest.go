// Package llmtest is a fake OpenAI-compatible chat completions server for
// tests of what calls a model: it decodes each request, hands it to the
// test's answer function and sends back what that returns.
package llmtest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/llm"
)

// Request is a chat request as the server received it.
type Request struct {
	Model  string
	System string
	User   string
	// SchemaName and Schema are the response format's json_schema.
	SchemaName string
	Schema     map[string]any
	Strict     bool
}

// Enum returns the enum of the schema's top-level property, or nil.
func (r Request) Enum(property string) []string {
	props, _ := r.Schema["properties"].(map[string]any)
	p, _ := props[property].(map[string]any)
	e, _ := p["enum"].([]any)
	var out []string
	for _, v := range e {
		s, _ := v.(string)
		out = append(out, s)
	}
	return out
}

// Reply is the server's answer: Content as the first choice's message, or
// with Status set (not 200), an error body; sent after Delay, or never if
// the client gives up first.
type Reply struct {
	Status  int
	Content string
	Delay   time.Duration
}

// JSON returns a Reply whose content is v encoded as JSON.
func JSON(v any) Reply {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return Reply{Content: string(b)}
}

// Server is the fake.
type Server struct {
	URL string // the API base, ending in /v1

	mu       sync.Mutex
	answer   func(Request) Reply
	requests []Request
}

// NewServer starts a fake that answers with answer; it is closed when the
// test ends.
func NewServer(t testing.TB, answer func(Request) Reply) *Server {
	t.Helper()
	s := &Server{answer: answer}
	srv := httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(srv.Close)
	s.URL = srv.URL + "/v1"
	return s
}

// Requests returns the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Client returns an llm.Client of the server with the given timeout.
func (s *Server) Client(t testing.TB, timeout time.Duration) *llm.Client {
	t.Helper()
	c, err := llm.New(s.URL, "fake-model", "", timeout, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
		http.NotFound(w, r)
		return
	}
	var body struct {
		Model    string `json:"model"`
		Messages []struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"messages"`
		ResponseFormat struct {
			JSONSchema struct {
				Name   string         `json:"name"`
				Schema map[string]any `json:"schema"`
				Strict bool           `json:"strict"`
			} `json:"json_schema"`
		} `json:"response_format"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	req := Request{Model: body.Model, SchemaName: body.ResponseFormat.JSONSchema.Name,
		Schema: body.ResponseFormat.JSONSchema.Schema, Strict: body.ResponseFormat.JSONSchema.Strict}
	for _, m := range body.Messages {
		switch m.Role {
		case "system":
			req.System = m.Content
		case "user":
			req.User = m.Content
		}
	}
	s.mu.Lock()
	s.requests = append(s.requests, req)
	answer := s.answer
	s.mu.Unlock()
	rep := answer(req)
	if rep.Delay > 0 {
		select {
		case <-time.After(rep.Delay):
		case <-r.Context().Done():
			return
		}
	}
	if rep.Status != 0 && rep.Status != http.StatusOK {
		w.WriteHeader(rep.Status)
		json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": "fake failure", "type": "server_error"}})
		return
	}
	json.NewEncoder(w).Encode(map[string]any{"choices": []any{map[string]any{
		"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": rep.Content}}}})
}
