// Package llm calls an OpenAI-compatible chat completions endpoint for
// answers in JSON of a given schema (MEMORYD_LLM_URL). It is the one client
// the optional model-backed steps share: reference arbitration
// (coref/llmarbiter) and summaries (summarize/llmsummary).
//
// What is sent is the caller's business; the client never logs it, and its
// errors name what failed (the endpoint, a status code, a timeout, the part
// of the answer that broke the schema) without quoting the prompt or the
// answer: both may hold what a patient said.
package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"time"
)

// DefaultTimeout bounds one call when New is given no timeout. It is
// short because the model sits on a request's path: a turn waits for it.
const DefaultTimeout = 3 * time.Second

// maxResponse bounds the bytes read from one response.
const maxResponse = 4 << 20

// Errors of Complete, for errors.Is. Each is wrapped with what failed.
var (
	// ErrTimeout: no answer before the call's timeout or the caller's
	// deadline. The error also wraps context.DeadlineExceeded.
	ErrTimeout = errors.New("llm: no answer in time")
	// ErrStatus: the server answered with a status other than 200.
	ErrStatus = errors.New("llm: error status")
	// ErrAnswer: the server answered 200, but not with JSON of the schema:
	// no choice, a refusal, a truncated or empty message, a message that
	// is not JSON, or JSON that breaks the schema (a missing or unknown
	// field, a wrong type, a value outside an enum).
	ErrAnswer = errors.New("llm: answer does not fit the schema")
)

// Schema is the JSON schema the answer must follow. Doc is sent as the
// response format's schema with "strict": true, and the answer is checked
// against it here too, since not every OpenAI-compatible server enforces
// it. Doc may use only what both strict mode and that check understand:
// "type" (object, array, string, number, integer, boolean, null, or a list
// of them), "properties", "required", "additionalProperties": false,
// "items", "enum" and "description". Strict mode wants every property
// required and additionalProperties false on every object.
type Schema struct {
	// Name names the schema to the server: letters, digits, _ and -, at
	// most 64.
	Name        string
	Description string
	Doc         map[string]any
}

// Request is one chat call: a system and a user message, and the schema
// of the answer.
type Request struct {
	System string
	User   string
	Schema Schema
}

// Client calls one OpenAI-compatible chat completions endpoint. It is safe
// for concurrent use.
type Client struct {
	endpoint string
	model    string
	apiKey   string
	timeout  time.Duration
	http     *http.Client
}

// New returns a client of the API at baseURL, which includes the version
// path as OpenAI's own base does ("https://api.openai.com/v1",
// "http://127.0.0.1:8000/v1"); calls go to baseURL + "/chat/completions".
// model is required. apiKey, if set, is sent as a bearer token. timeout
// bounds each call, DefaultTimeout if zero or less; a caller's earlier
// deadline bounds it further. httpClient nil means a client of its own. New
// does not contact the server.
func New(baseURL, model, apiKey string, timeout time.Duration, httpClient *http.Client) (*Client, error) {
	u, err := url.Parse(baseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, errors.New("llm url: want an http(s) base url such as http://127.0.0.1:8000/v1")
	}
	if strings.TrimSpace(model) == "" {
		return nil, errors.New("llm model: must be set")
	}
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	if httpClient == nil {
		httpClient = &http.Client{}
	}
	return &Client{
		endpoint: strings.TrimRight(baseURL, "/") + "/chat/completions",
		model:    model, apiKey: apiKey, timeout: timeout, http: httpClient,
	}, nil
}

// Model returns the model the client asks.
func (c *Client) Model() string { return c.model }

// Endpoint returns the URL the client posts to.
func (c *Client) Endpoint() string { return c.endpoint }

type message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type chatRequest struct {
	Model          string         `json:"model"`
	Messages       []message      `json:"messages"`
	ResponseFormat responseFormat `json:"response_format"`
	// Temperature 0: the same question should get the same answer.
	Temperature float64 `json:"temperature"`
}

type responseFormat struct {
	Type       string     `json:"type"`
	JSONSchema jsonSchema `json:"json_schema"`
}

type jsonSchema struct {
	Name        string          `json:"name"`
	Description string          `json:"description,omitempty"`
	Schema      json.RawMessage `json:"schema"`
	Strict      bool            `json:"strict"`
}

type chatResponse struct {
	Choices []struct {
		Message struct {
			Content *string `json:"content"`
			Refusal *string `json:"refusal"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
}

type errorResponse struct {
	Error struct {
		Type string `json:"type"`
		Code any    `json:"code"`
	} `json:"error"`
}

var schemaName = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// Complete posts req and decodes the first choice's message, which must be
// JSON of req.Schema, into out (a pointer), strictly: a field that out
// does not have is an error, as is anything after the JSON value. Nothing
// is written to out unless the answer fits. Complete is one HTTP call; it
// does not retry.
//
// Errors wrap ErrTimeout, ErrStatus or ErrAnswer, or else name a transport
// failure (connection refused) or the caller's cancellation; none quotes
// the messages sent or the answer.
func (c *Client) Complete(ctx context.Context, req Request, out any) error {
	if !schemaName.MatchString(req.Schema.Name) {
		return fmt.Errorf("llm: schema name %q: want 1-64 letters, digits, _ or -", req.Schema.Name)
	}
	doc, err := json.Marshal(req.Schema.Doc)
	if err != nil {
		return fmt.Errorf("llm: encode schema %s: %w", req.Schema.Name, err)
	}
	var schema any
	if err := json.Unmarshal(doc, &schema); err != nil {
		return fmt.Errorf("llm: schema %s: %w", req.Schema.Name, err)
	}
	if err := checkSchema(schema, "$"); err != nil {
		return fmt.Errorf("llm: schema %s: %w", req.Schema.Name, err)
	}
	body, err := json.Marshal(chatRequest{
		Model:    c.model,
		Messages: []message{{Role: "system", Content: req.System}, {Role: "user", Content: req.User}},
		ResponseFormat: responseFormat{Type: "json_schema", JSONSchema: jsonSchema{
			Name: req.Schema.Name, Description: req.Schema.Description, Schema: doc, Strict: true,
		}},
	})
	if err != nil {
		return fmt.Errorf("llm: encode request: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	start := time.Now()
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("llm: %w", err)
	}
	hreq.Header.Set("Content-Type", "application/json")
	if c.apiKey != "" {
		hreq.Header.Set("Authorization", "Bearer "+c.apiKey)
	}
	resp, err := c.http.Do(hreq)
	if err != nil {
		return c.transportError(ctx, err, start)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxResponse+1))
	if err != nil {
		return c.transportError(ctx, err, start)
	}
	if resp.StatusCode != http.StatusOK {
		// Only the error type and code: a server's message may quote the
		// prompt.
		detail := ""
		var er errorResponse
		if json.Unmarshal(raw, &er) == nil && (er.Error.Type != "" || er.Error.Code != nil) {
			detail = fmt.Sprintf(" (type %q, code %v)", er.Error.Type, er.Error.Code)
		}
		return fmt.Errorf("%w: %s answered %d %s%s", ErrStatus, c.endpoint, resp.StatusCode, http.StatusText(resp.StatusCode), detail)
	}
	if len(raw) > maxResponse {
		return fmt.Errorf("%w: response larger than %d bytes", ErrAnswer, maxResponse)
	}
	content, err := firstContent(raw)
	if err != nil {
		return err
	}
	return decode(content, schema, out)
}

// transportError names a failed exchange: a timeout (the call's or the
// caller's deadline), the caller's cancellation, or the transport's error,
// whose url.Error names the endpoint, not the body.
func (c *Client) transportError(ctx context.Context, err error, start time.Time) error {
	var ne net.Error
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout() {
		return fmt.Errorf("%w after %v (limit %v): %w", ErrTimeout, time.Since(start).Round(time.Millisecond), c.timeout, context.DeadlineExceeded)
	}
	if errors.Is(err, context.Canceled) {
		return fmt.Errorf("llm: call canceled: %w", context.Canceled)
	}
	return fmt.Errorf("llm: %w", err)
}

// firstContent returns the first choice's message content.
func firstContent(raw []byte) ([]byte, error) {
	var cr chatResponse
	if err := json.Unmarshal(raw, &cr); err != nil {
		return nil, fmt.Errorf("%w: the response is not a chat completion", ErrAnswer)
	}
	if len(cr.Choices) == 0 {
		return nil, fmt.Errorf("%w: the response has no choices", ErrAnswer)
	}
	ch := cr.Choices[0]
	switch {
	case ch.Message.Refusal != nil && *ch.Message.Refusal != "":
		return nil, fmt.Errorf("%w: the model refused", ErrAnswer)
	case ch.FinishReason == "length":
		return nil, fmt.Errorf("%w: the answer was cut off at the token limit", ErrAnswer)
	case ch.Message.Content == nil || strings.TrimSpace(*ch.Message.Content) == "":
		return nil, fmt.Errorf("%w: the message is empty", ErrAnswer)
	}
	return []byte(*ch.Message.Content), nil
}

// decode checks content against schema, then decodes it into out with
// unknown fields refused. Neither error quotes the content.
func decode(content []byte, schema any, out any) error {
	dec := json.NewDecoder(bytes.NewReader(content))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return fmt.Errorf("%w: the message is not JSON%s", ErrAnswer, syntaxOffset(err))
	}
	if rest := bytes.TrimSpace(content[dec.InputOffset():]); len(rest) > 0 {
		return fmt.Errorf("%w: the message holds more than one JSON value", ErrAnswer)
	}
	if err := conform(schema, v, "$"); err != nil {
		return fmt.Errorf("%w: %v", ErrAnswer, err)
	}
	strict := json.NewDecoder(bytes.NewReader(content))
	strict.DisallowUnknownFields()
	if err := strict.Decode(out); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			// Field is the path of out's own field names.
			return fmt.Errorf("%w: field %s has the wrong type for the caller", ErrAnswer, te.Field)
		}
		return fmt.Errorf("%w: the answer does not decode into %T", ErrAnswer, out)
	}
	return nil
}

func syntaxOffset(err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf(" (syntax error at byte %d)", se.Offset)
	}
	return ""
}
