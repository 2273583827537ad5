package retrieval_test

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

	"github.com/anamnesis-health/anamnesis/retrieval"
)

// fakeEmbeddings serves /v1/embeddings: each input's vector is
// [len(input), index, 1, ...] padded to dim, returned in reverse order so
// that the client must sort by index.
type fakeEmbeddings struct {
	dim    int
	status int // non-zero: answer this status with an error body

	mu       sync.Mutex
	requests []map[string]any
	auth     []string
}

func (f *fakeEmbeddings) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/embeddings" {
		http.NotFound(w, r)
		return
	}
	var req struct {
		Model string   `json:"model"`
		Input []string `json:"input"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	f.requests = append(f.requests, map[string]any{"model": req.Model, "n": len(req.Input)})
	f.auth = append(f.auth, r.Header.Get("Authorization"))
	f.mu.Unlock()
	if f.status != 0 {
		w.WriteHeader(f.status)
		json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{
			"message": "bad input: " + strings.Join(req.Input, ","), "type": "invalid_request_error", "code": nil}})
		return
	}
	type item struct {
		Index     int       `json:"index"`
		Embedding []float32 `json:"embedding"`
	}
	var data []item
	for i := len(req.Input) - 1; i >= 0; i-- {
		v := make([]float32, f.dim)
		v[0] = float32(len([]rune(req.Input[i])))
		if f.dim > 1 {
			v[1] = float32(i)
		}
		data = append(data, item{Index: i, Embedding: v})
	}
	json.NewEncoder(w).Encode(map[string]any{"object": "list", "data": data, "model": req.Model})
}

func TestOpenAIEmbedder(t *testing.T) {
	fake := &fakeEmbeddings{dim: 8}
	srv := httptest.NewServer(fake)
	defer srv.Close()

	e, err := retrieval.NewOpenAIEmbedder(retrieval.OpenAIConfig{
		URL: srv.URL + "/v1/", Model: "bge-m3", APIKey: "sk-test", BatchSize: 2})
	if err != nil {
		t.Fatal(err)
	}
	if e.Dim() != 0 {
		t.Fatalf("Dim() before any response = %d, want 0", e.Dim())
	}
	ctx := context.Background()

	t.Run("probe learns the dimension from the first response", func(t *testing.T) {
		dim, err := e.Probe(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if dim != 8 || e.Dim() != 8 {
			t.Errorf("Probe() = %d, Dim() = %d, want 8", dim, e.Dim())
		}
	})

	t.Run("texts come back in order across batches", func(t *testing.T) {
		texts := []string{"a", "bb", "ccc", "dddd", "eeeee"}
		vs, err := e.Embed(ctx, texts)
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) != len(texts) {
			t.Fatalf("got %d vectors, want %d", len(vs), len(texts))
		}
		for i, v := range vs {
			if len(v) != 8 || int(v[0]) != len(texts[i]) {
				t.Errorf("vector %d = %v, want the embedding of %q", i, v, texts[i])
			}
		}
	})

	t.Run("requests carry the model, the key and at most BatchSize inputs", func(t *testing.T) {
		fake.mu.Lock()
		defer fake.mu.Unlock()
		if len(fake.requests) != 4 { // probe + 3 batches of 2, 2, 1
			t.Errorf("server saw %d requests, want 4", len(fake.requests))
		}
		for i, r := range fake.requests {
			if r["model"] != "bge-m3" || r["n"].(int) > 2 {
				t.Errorf("request %d = %v", i, r)
			}
			if fake.auth[i] != "Bearer sk-test" {
				t.Errorf("request %d Authorization = %q", i, fake.auth[i])
			}
		}
	})
}

func TestOpenAIEmbedderErrors(t *testing.T) {
	ctx := context.Background()

	t.Run("a configured dimension that the server does not match is ErrDimension", func(t *testing.T) {
		srv := httptest.NewServer(&fakeEmbeddings{dim: 8})
		defer srv.Close()
		e, err := retrieval.NewOpenAIEmbedder(retrieval.OpenAIConfig{URL: srv.URL + "/v1", Dim: 16})
		if err != nil {
			t.Fatal(err)
		}
		_, err = e.Embed(ctx, []string{"x"})
		if !errors.Is(err, retrieval.ErrDimension) {
			t.Errorf("err = %v, want ErrDimension", err)
		}
	})

	t.Run("an error status is named and the input is not echoed", func(t *testing.T) {
		srv := httptest.NewServer(&fakeEmbeddings{dim: 8, status: http.StatusBadRequest})
		defer srv.Close()
		e, err := retrieval.NewOpenAIEmbedder(retrieval.OpenAIConfig{URL: srv.URL + "/v1"})
		if err != nil {
			t.Fatal(err)
		}
		_, err = e.Embed(ctx, []string{"患者姓名张三"})
		if err == nil {
			t.Fatal("want an error")
		}
		if !strings.Contains(err.Error(), "400") {
			t.Errorf("err = %q, want it to name status 400", err)
		}
		if strings.Contains(err.Error(), "张三") {
			t.Errorf("err = %q echoes the input", err)
		}
	})

	t.Run("a slow server times out", func(t *testing.T) {
		release := make(chan struct{})
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-release:
			case <-r.Context().Done():
			}
		}))
		defer srv.Close()
		defer close(release)
		e, err := retrieval.NewOpenAIEmbedder(retrieval.OpenAIConfig{URL: srv.URL, Timeout: 50 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if _, err := e.Embed(ctx, []string{"x"}); err == nil {
			t.Fatal("want a timeout error")
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("Embed took %v with a 50ms timeout", d)
		}
	})

	t.Run("a url without a scheme is refused", func(t *testing.T) {
		if _, err := retrieval.NewOpenAIEmbedder(retrieval.OpenAIConfig{URL: "localhost:8080"}); err == nil {
			t.Error("want an error")
		}
	})
}
