package retrieval

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"sync"
	"time"
)

// OpenAIConfig configures an OpenAIEmbedder.
type OpenAIConfig struct {
	// URL is the API base, e.g. "http://localhost:8080/v1"; requests go to
	// URL + "/embeddings".
	URL string
	// Model is sent as the "model" field; some servers ignore it.
	Model string
	// APIKey, if set, is sent as a bearer token.
	APIKey string
	// Dim is the expected dimension. Zero means: learn it from the first
	// response (call Probe at startup to learn it before opening an index).
	Dim int
	// Timeout bounds one HTTP request; default 30 s.
	Timeout time.Duration
	// BatchSize caps the texts per request; default 64.
	BatchSize int
	// Client is the HTTP client; default a client with Timeout.
	Client *http.Client
}

// OpenAIEmbedder embeds texts with an OpenAI-compatible /embeddings
// endpoint (MEMORYD_EMBEDDER=<url>). It is safe for concurrent use.
type OpenAIEmbedder struct {
	cfg      OpenAIConfig
	endpoint string
	client   *http.Client

	mu  sync.Mutex
	dim int
}

var _ Embedder = (*OpenAIEmbedder)(nil)

// NewOpenAIEmbedder returns an embedder for cfg. It does not contact the
// server; see Probe.
func NewOpenAIEmbedder(cfg OpenAIConfig) (*OpenAIEmbedder, error) {
	u, err := url.Parse(cfg.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("embedder url %q: want an http(s) base url", cfg.URL)
	}
	if cfg.Dim < 0 {
		return nil, fmt.Errorf("embedder dimension %d: must not be negative", cfg.Dim)
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 30 * time.Second
	}
	if cfg.BatchSize <= 0 {
		cfg.BatchSize = 64
	}
	client := cfg.Client
	if client == nil {
		client = &http.Client{Timeout: cfg.Timeout}
	}
	return &OpenAIEmbedder{
		cfg:      cfg,
		endpoint: strings.TrimRight(cfg.URL, "/") + "/embeddings",
		client:   client,
		dim:      cfg.Dim,
	}, nil
}

// Dim returns the configured dimension, or the one learned from the first
// response, or 0 while neither is known.
func (e *OpenAIEmbedder) Dim() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.dim
}

// Probe embeds a fixed short text to learn (or check) the dimension, and
// returns it. Call it at startup, before opening an index with Dim.
func (e *OpenAIEmbedder) Probe(ctx context.Context) (int, error) {
	if _, err := e.Embed(ctx, []string{"dimension probe"}); err != nil {
		return 0, err
	}
	return e.Dim(), nil
}

// Embed returns one vector per text, in order. Texts are sent in batches of
// at most BatchSize. A response vector whose length differs from the known
// dimension gives an error wrapping ErrDimension. Errors name the HTTP
// status but never echo the texts.
func (e *OpenAIEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, 0, len(texts))
	for start := 0; start < len(texts); start += e.cfg.BatchSize {
		end := min(start+e.cfg.BatchSize, len(texts))
		vs, err := e.embedBatch(ctx, texts[start:end])
		if err != nil {
			return nil, err
		}
		out = append(out, vs...)
	}
	return out, nil
}

type embeddingRequest struct {
	Model string   `json:"model,omitempty"`
	Input []string `json:"input"`
}

type embeddingResponse struct {
	Data []struct {
		Index     int       `json:"index"`
		Embedding []float32 `json:"embedding"`
	} `json:"data"`
}

type errorResponse struct {
	Error struct {
		Type string `json:"type"`
		Code any    `json:"code"`
	} `json:"error"`
}

func (e *OpenAIEmbedder) embedBatch(ctx context.Context, texts []string) ([][]float32, error) {
	body, err := json.Marshal(embeddingRequest{Model: e.cfg.Model, Input: texts})
	if err != nil {
		return nil, fmt.Errorf("embed: encode request: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, e.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.endpoint, bytes.NewReader(body))
	if err != nil {
		return nil, fmt.Errorf("embed: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	if e.cfg.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+e.cfg.APIKey)
	}
	resp, err := e.client.Do(req)
	if err != nil {
		// The url.Error names the endpoint, not the texts.
		return nil, fmt.Errorf("embed: %w", err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 256<<20))
	if err != nil {
		return nil, fmt.Errorf("embed: read response (status %d): %w", resp.StatusCode, err)
	}
	if resp.StatusCode != http.StatusOK {
		// Only the error type and code: a server's message may quote the input.
		detail := ""
		var er errorResponse
		if json.Unmarshal(raw, &er) == nil && (er.Error.Type != "" || er.Error.Code != nil) {
			detail = fmt.Sprintf(" (type %q, code %v)", er.Error.Type, er.Error.Code)
		}
		return nil, fmt.Errorf("embed: %s answered status %d %s%s",
			e.endpoint, resp.StatusCode, http.StatusText(resp.StatusCode), detail)
	}
	var er embeddingResponse
	if err := json.Unmarshal(raw, &er); err != nil {
		return nil, fmt.Errorf("embed: decode response: %w", err)
	}
	if len(er.Data) != len(texts) {
		return nil, fmt.Errorf("embed: got %d embeddings for %d inputs", len(er.Data), len(texts))
	}
	sort.SliceStable(er.Data, func(i, j int) bool { return er.Data[i].Index < er.Data[j].Index })
	out := make([][]float32, len(texts))
	for i, d := range er.Data {
		if d.Index != i {
			return nil, fmt.Errorf("embed: response indexes are not 0..%d", len(texts)-1)
		}
		if err := e.checkDim(len(d.Embedding)); err != nil {
			return nil, err
		}
		out[i] = d.Embedding
	}
	return out, nil
}

// checkDim learns the dimension from the first vector and holds every later
// vector to it.
func (e *OpenAIEmbedder) checkDim(n int) error {
	if n == 0 {
		return errors.New("embed: server returned an empty embedding")
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.dim == 0 {
		e.dim = n
		return nil
	}
	if n != e.dim {
		return fmt.Errorf("embed: server returned %d dimensions, want %d: %w", n, e.dim, ErrDimension)
	}
	return nil
}
