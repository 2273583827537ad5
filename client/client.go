// Package client calls memoryd's HTTP API from Go: typed requests and
// responses for every route of docs/api.md, errors as *Error, and helpers
// for the paged lists (AllTurns, AllSessions, AllClaims). It imports only
// the standard library, so a backend that uses it pulls in none of the
// server. For other languages, httpapi/openapi.yaml (served at
// GET /openapi.yaml) is the description to generate from.
//
//	c := client.New("http://127.0.0.1:8080", os.Getenv("AGENT"))
//	turn, err := c.PostTurn(ctx, "p-001", "s-1", client.TurnRequest{TurnID: "t-0004", Role: "patient", Text: "我好像对青霉素过敏"})
//	var apiErr *client.Error
//	if errors.As(err, &apiErr) && apiErr.Retryable() {
//		log.Fatalf("memoryd is degraded; retry turn t-0004 later: %v", err)
//	} else if err != nil {
//		log.Fatal(err)
//	}
//	fmt.Println(len(turn.Claims), "claim(s) for a clinician")
//	res, err := c.Context(ctx, "p-001", client.ContextRequest{SessionID: "s-1", Query: "我能吃阿莫西林吗？", BudgetTokens: 800})
//	if err != nil {
//		log.Fatal(err)
//	}
//	fmt.Println(res.Prompt) // what your model reads before it answers
//
// Every method takes a context, whose deadline and cancellation apply to
// the whole call. A Client is safe for concurrent use. A 503 (Retryable)
// means memoryd wrote nothing: send the same request again, with the same
// TurnID for a turn.
package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Client calls one memoryd with one API key.
type Client struct {
	base string
	key  string
	hc   *http.Client
}

// Option configures a Client.
type Option func(*Client)

// WithHTTPClient sends requests through hc (its timeout, transport and
// proxies) instead of http.DefaultClient.
func WithHTTPClient(hc *http.Client) Option {
	return func(c *Client) {
		if hc != nil {
			c.hc = hc
		}
	}
}

// New returns a client of the memoryd at baseURL ("http://127.0.0.1:8080")
// that authenticates with key. The key decides the tenant and the role; an
// empty key calls only the routes that need none (Healthz, Ready, Metrics,
// OpenAPI).
func New(baseURL, key string, opts ...Option) *Client {
	c := &Client{base: strings.TrimRight(baseURL, "/"), key: key, hc: http.DefaultClient}
	for _, o := range opts {
		o(c)
	}
	return c
}

// WithKey returns a client of the same memoryd and HTTP client that
// authenticates with key: one per role, for a program that acts as the
// agent and as a clinician.
func (c *Client) WithKey(key string) *Client {
	cp := *c
	cp.key = key
	return &cp
}

// Error is an answer of memoryd other than 2xx, in API.md's error shape.
// Branch on Status or Code; Message is for people.
type Error struct {
	Status    int    // the HTTP status
	Code      string // "invalid_argument", "not_found", "conflict", "unavailable"...
	Message   string // the reason, such as which field is wrong
	RequestID string // the X-Request-Id, which memoryd's logs carry too
}

func (e *Error) Error() string {
	msg := fmt.Sprintf("memoryd: %d %s: %s", e.Status, e.Code, e.Message)
	if e.RequestID != "" {
		msg += " (request " + e.RequestID + ")"
	}
	return msg
}

// Retryable reports whether the request may succeed if sent again as it
// was: memoryd answers 503 when a backend is down or other writers of the
// patient kept winning, and has then written nothing.
func (e *Error) Retryable() bool { return e.Status == http.StatusServiceUnavailable }

// maxErrorBody bounds what is read of an error answer that is not
// memoryd's JSON (a proxy's page, say).
const maxErrorBody = 64 << 10

// call is one request: the method and path, the query, the body to send
// as JSON (nil for none), where to decode a 2xx answer (nil to drop it; a
// *[]byte takes it as it is), and whether to send the key. An answer of
// status also is decoded like a 2xx one.
type call struct {
	method, path string
	query        url.Values
	in, out      any
	public       bool
	also         int
}

// do sends cl and returns its status, or an *Error for an answer that is
// not 2xx. Transport failures are returned wrapped, with the method and
// path.
func (c *Client) do(ctx context.Context, cl call) (int, error) {
	u := c.base + cl.path
	if len(cl.query) > 0 {
		u += "?" + cl.query.Encode()
	}
	var body io.Reader
	if cl.in != nil {
		b, err := json.Marshal(cl.in)
		if err != nil {
			return 0, fmt.Errorf("memoryd %s %s: encode request: %w", cl.method, cl.path, err)
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, cl.method, u, body)
	if err != nil {
		return 0, fmt.Errorf("memoryd %s %s: %w", cl.method, cl.path, err)
	}
	if cl.in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if _, raw := cl.out.(*[]byte); !raw {
		req.Header.Set("Accept", "application/json")
	}
	if !cl.public && c.key != "" {
		req.Header.Set("Authorization", "Bearer "+c.key)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return 0, fmt.Errorf("memoryd %s %s: %w", cl.method, cl.path, err)
	}
	defer resp.Body.Close()
	if (resp.StatusCode < 200 || resp.StatusCode > 299) && resp.StatusCode != cl.also {
		return resp.StatusCode, readError(resp)
	}
	if cl.out == nil || resp.StatusCode == http.StatusNoContent {
		io.Copy(io.Discard, resp.Body)
		return resp.StatusCode, nil
	}
	if raw, ok := cl.out.(*[]byte); ok {
		if *raw, err = io.ReadAll(resp.Body); err != nil {
			return resp.StatusCode, fmt.Errorf("memoryd %s %s: read answer: %w", cl.method, cl.path, err)
		}
		return resp.StatusCode, nil
	}
	if err := json.NewDecoder(resp.Body).Decode(cl.out); err != nil {
		return resp.StatusCode, fmt.Errorf("memoryd %s %s: decode answer: %w", cl.method, cl.path, err)
	}
	return resp.StatusCode, nil
}

// readError makes an *Error of an answer that is not 2xx.
func readError(resp *http.Response) error {
	e := &Error{Status: resp.StatusCode, RequestID: resp.Header.Get("X-Request-Id")}
	b, _ := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
	var body struct {
		Error struct {
			Code    string `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.Unmarshal(b, &body); err == nil && body.Error.Code != "" {
		e.Code, e.Message = body.Error.Code, body.Error.Message
		return e
	}
	e.Message = strings.TrimSpace(string(b))
	if len(e.Message) > 200 {
		e.Message = e.Message[:200]
	}
	if e.Message == "" {
		e.Message = http.StatusText(resp.StatusCode)
	}
	return e
}

// seg escapes one id for a URL path.
func seg(id string) string { return url.PathEscape(id) }

// IsNotFound reports whether err is memoryd's 404: an unknown id, or one
// of another tenant (the two are answered alike).
func IsNotFound(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status == http.StatusNotFound
}
