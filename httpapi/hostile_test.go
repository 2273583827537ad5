package httpapi_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Hostile input (issue 9): whatever a caller sends, the answer is API.md's
// error shape with a 4xx, and nothing half-read is stored.

// checkErrorShape fails unless r is API.md's error body, and nothing else:
// {"error": {"code": "...", "message": "..."}} served as JSON.
func checkErrorShape(t testing.TB, contentType string, r response) {
	t.Helper()
	if !strings.HasPrefix(contentType, "application/json") {
		t.Errorf("Content-Type %q, want application/json; body %q", contentType, r.body)
	}
	var body map[string]json.RawMessage
	if err := json.Unmarshal(r.body, &body); err != nil {
		t.Fatalf("error body %q is not JSON: %v", r.body, err)
	}
	var e struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	}
	if err := json.Unmarshal(body["error"], &e); err != nil || len(body) != 1 || e.Code == "" || e.Message == "" {
		t.Fatalf("error body %s is not {\"error\": {\"code\", \"message\"}}", r.body)
	}
}

func TestABodyThatIsNotUTF8IsRejectedAndNothingIsStored(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	cases := []struct{ name, text string }{
		{"a stray continuation byte", "膝盖\x80疼"},
		{"a Latin-1 byte", "caf\xe9"},
		{"a truncated character", "膝\xe8\x86"},
		{"an overlong encoding of /", "a\xc0\xafb"},
		{"a UTF-16 surrogate encoded as UTF-8", "a\xed\xa0\x80b"},
		{"a lone high surrogate escape", `a\ud800b`},
		{"a lone low surrogate escape", `a\udc00b`},
		{"a surrogate pair in the wrong order", `\ude00\ud83d`},
		{"a NUL escape, which PostgreSQL cannot store", `a\u0000b`},
	}
	for _, c := range cases {
		t.Run(c.name+" is invalid_argument", func(t *testing.T) {
			before := h.state("acme")
			r := h.do("POST", turnPath("p1", "s1"), k["agent"], `{"role":"patient","text":"`+c.text+`"}`)
			if r.status != http.StatusBadRequest || r.errorCode(t) != "invalid_argument" {
				t.Fatalf("got %d %s, want 400 invalid_argument", r.status, r.body)
			}
			if after := h.state("acme"); after != before {
				t.Errorf("a rejected body was stored: %s -> %s", before, after)
			}
		})
	}
	t.Run("an invalid byte in a field other than text is rejected too", func(t *testing.T) {
		r := h.do("POST", "/v1/patients/p1/context", k["agent"], "{\"query\":\"\xff\"}")
		if r.status != http.StatusBadRequest || !strings.Contains(string(r.body), "UTF-8") {
			t.Fatalf("got %d %s, want 400 naming UTF-8", r.status, r.body)
		}
	})
	for _, text := range []string{`\ud83d\ude00 emoji as a surrogate pair`, "a replacement character \ufffd said as such", "膝盖疼"} {
		t.Run(fmt.Sprintf("valid text %.20q is stored as sent", text), func(t *testing.T) {
			r := h.do("POST", turnPath("p1", "s1"), k["agent"], `{"role":"patient","text":"`+text+`"}`)
			if r.status != http.StatusCreated {
				t.Fatalf("got %d %s, want 201", r.status, r.body)
			}
		})
	}
}

func TestDataAfterTheJSONValueIsRejected(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	valid := `{"role":"patient","text":"hi"}`
	for _, tail := range []string{"}", " ]", "{}", ` {"role":"patient","text":"second"}`, " x", ` "extra"`, " 1", " null"} {
		t.Run(fmt.Sprintf("%q after the object is invalid_argument", tail), func(t *testing.T) {
			before := h.state("acme")
			r := h.do("POST", turnPath("p1", "s1"), k["agent"], valid+tail)
			if r.status != http.StatusBadRequest || r.errorCode(t) != "invalid_argument" {
				t.Fatalf("got %d %s, want 400 invalid_argument", r.status, r.body)
			}
			if !strings.Contains(string(r.body), "data after the JSON value") {
				t.Errorf("message does not say what is wrong: %s", r.body)
			}
			if after := h.state("acme"); after != before {
				t.Errorf("state changed: %s -> %s", before, after)
			}
		})
	}
	t.Run("trailing white space is fine", func(t *testing.T) {
		if r := h.do("POST", turnPath("p1", "s1"), k["agent"], valid+" \r\n\t"); r.status != http.StatusCreated {
			t.Fatalf("got %d %s, want 201", r.status, r.body)
		}
	})
	t.Run("an optional body with trailing data is rejected as well", func(t *testing.T) {
		r := h.do("POST", "/v1/claims/nope/reject", k["clinician"], `{"note":"n"}]`)
		if r.status != http.StatusBadRequest {
			t.Fatalf("got %d %s, want 400", r.status, r.body)
		}
	})
}

func TestABodyThatIsNotAnObjectSaysSo(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	for _, body := range []string{`[]`, `"text"`, `42`, `true`} {
		r := h.do("POST", turnPath("p1", "s1"), k["agent"], body)
		if r.status != http.StatusBadRequest || !strings.Contains(string(r.body), "JSON object") {
			t.Errorf("%s: got %d %s, want 400 saying a JSON object is wanted", body, r.status, r.body)
		}
		if strings.Contains(string(r.body), "httpapi.") {
			t.Errorf("%s: the message names a Go type: %s", body, r.body)
		}
	}
	r := h.do("POST", turnPath("p1", "s1"), k["agent"], `{"role":"patient","text":"hi","facts":{}}`)
	if r.status != http.StatusBadRequest || !strings.Contains(r.errorMessage(t), `"facts" must be an array`) {
		t.Errorf("facts as an object: got %d %s", r.status, r.body)
	}
}

// send writes a raw request on a fresh connection, as a hostile client
// would, and reads the answer. With truncated, the client then closes its
// side as if the rest of the body were lost (only for requests with a
// body: net/http cancels the context of a request whose client is gone).
func send(t *testing.T, h *harness, raw string, truncated bool) (response, string) {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(h.srv.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, raw); err != nil {
		t.Fatal(err)
	}
	if truncated {
		if err := conn.(*net.TCPConn).CloseWrite(); err != nil {
			t.Fatal(err)
		}
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no HTTP answer: %v", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return response{resp.StatusCode, body}, resp.Header.Get("Content-Type")
}

func TestHeaderProblemsAnswerWithTheErrorShape(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	path := turnPath("p1", "s1")
	valid := `{"role":"patient","text":"hi"}`
	cases := []struct {
		name    string
		headers map[string]string
		status  int
		code    string
		message string
	}{
		{"a scheme without a key", map[string]string{"Authorization": "Bearer"}, 401, "unauthenticated", ""},
		{"a scheme with an empty key", map[string]string{"Authorization": "Bearer    "}, 401, "unauthenticated", ""},
		{"a key without a scheme", map[string]string{"Authorization": k["agent"]}, 401, "unauthenticated", ""},
		{"another scheme", map[string]string{"Authorization": "Basic YWxhZGRpbjpvcGVuc2VzYW1l"}, 401, "unauthenticated", ""},
		{"a key with bytes that are not UTF-8", map[string]string{"Authorization": "Bearer \xff\xfe"}, 401, "unauthenticated", ""},
		{"a malformed Content-Type", map[string]string{"Authorization": "Bearer " + k["agent"], "Content-Type": "application/json; charset"},
			400, "invalid_argument", "Content-Type"},
		{"a body declared as Latin-1", map[string]string{"Authorization": "Bearer " + k["agent"], "Content-Type": "application/json; charset=ISO-8859-1"},
			400, "invalid_argument", "UTF-8"},
		{"a body declared as UTF-16", map[string]string{"Authorization": "Bearer " + k["agent"], "Content-Type": "text/plain; charset=utf-16"},
			400, "invalid_argument", "UTF-8"},
	}
	for _, c := range cases {
		t.Run(c.name+" answers "+fmt.Sprint(c.status), func(t *testing.T) {
			req, err := http.NewRequest("POST", h.srv.URL+path, strings.NewReader(valid))
			if err != nil {
				t.Fatal(err)
			}
			for name, v := range c.headers {
				req.Header[name] = []string{v}
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			r := response{resp.StatusCode, body}
			checkErrorShape(t, resp.Header.Get("Content-Type"), r)
			if r.status != c.status || r.errorCode(t) != c.code || !strings.Contains(string(r.body), c.message) {
				t.Fatalf("got %d %s, want %d %s naming %q", r.status, r.body, c.status, c.code, c.message)
			}
		})
	}

	// These need a raw connection: Go's client would not send them.
	auth := "Authorization: Bearer " + k["agent"] + "\r\n"
	raw := []struct {
		name, request string
		truncated     bool
		status        int
		code          string
	}{
		{"a body shorter than its Content-Length",
			"POST " + path + " HTTP/1.1\r\nHost: x\r\n" + auth + "Content-Length: 100\r\nConnection: close\r\n\r\n{\"role\":", true, 400, "invalid_argument"},
		{"a malformed chunked body",
			"POST " + path + " HTTP/1.1\r\nHost: x\r\n" + auth + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\n{\"rol\r\nzz\r\n", true, 400, "invalid_argument"},
		{"a malformed query string",
			"GET /v1/claims?status=%zz HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + k["clinician"] + "\r\nConnection: close\r\n\r\n", false, 400, "invalid_argument"},
		{"a method the route does not have",
			"POST /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", false, 405, "method_not_allowed"},
		{"an unknown route", "GET /v2/nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", false, 404, "not_found"},
	}
	for _, c := range raw {
		t.Run(c.name+" answers "+fmt.Sprint(c.status), func(t *testing.T) {
			before := h.state("acme")
			r, contentType := send(t, h, c.request, c.truncated)
			checkErrorShape(t, contentType, r)
			if r.status != c.status || r.errorCode(t) != c.code {
				t.Fatalf("got %d %s, want %d %s", r.status, r.body, c.status, c.code)
			}
			if after := h.state("acme"); after != before {
				t.Errorf("state changed: %s -> %s", before, after)
			}
		})
	}

	t.Run("curl's default form Content-Type is read as JSON, as the README does", func(t *testing.T) {
		req, _ := http.NewRequest("POST", h.srv.URL+path, strings.NewReader(valid))
		req.Header.Set("Authorization", "Bearer "+k["agent"])
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusCreated {
			t.Fatalf("got %d, want 201", resp.StatusCode)
		}
	})
}

// panickingEntities is an entity store whose Record panics, as a bug would.
type panickingEntities struct{ *embedded.DB }

func (panickingEntities) Record(context.Context, tenancy.Scope, string, time.Time) ([]entity.Fact, error) {
	panic("bug in the store")
}

func TestAPanicAnswers500WithTheErrorShape(t *testing.T) {
	h := newHarness(t, withEntities(func(db *embedded.DB) entity.Store { return panickingEntities{db} }))
	k := h.tenant("acme")
	req, _ := http.NewRequest("GET", h.srv.URL+"/v1/patients/p1/record", nil)
	req.Header.Set("Authorization", "Bearer "+k["agent"])
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("the connection was dropped instead of answered: %v", err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	r := response{resp.StatusCode, body}
	checkErrorShape(t, resp.Header.Get("Content-Type"), r)
	if r.status != http.StatusInternalServerError || strings.Contains(string(body), "bug in the store") {
		t.Fatalf("got %d %s, want 500 without the panic's words", r.status, body)
	}
	if r := h.do("GET", "/healthz", "", nil); r.status != http.StatusOK {
		t.Errorf("the server did not survive the panic: %d", r.status)
	}
}

// blockingEntities is an entity store whose Record waits until its context
// is done, as a hung backend would.
type blockingEntities struct{ *embedded.DB }

func (blockingEntities) Record(ctx context.Context, _ tenancy.Scope, _ string, _ time.Time) ([]entity.Fact, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

func TestARequestThatOutlivesItsDeadlineIsUnavailable(t *testing.T) {
	h := newHarness(t,
		withEntities(func(db *embedded.DB) entity.Store { return blockingEntities{db} }),
		// Long enough for the tenant's setup on a loaded machine (50 ms
		// was not, under a parallel test run); the blocked read waits it
		// out whatever it is.
		withRequestTimeout(time.Second))
	k := h.tenant("acme")
	// The guard only keeps a missing deadline from hanging the test; it
	// asserts nothing about time.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", h.srv.URL+"/v1/patients/p1/record", nil)
	req.Header.Set("Authorization", "Bearer "+k["agent"])
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("no answer: the request has no deadline (%v)", err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	r := response{resp.StatusCode, body}
	checkErrorShape(t, resp.Header.Get("Content-Type"), r)
	if r.status != http.StatusServiceUnavailable || r.errorCode(t) != "unavailable" {
		t.Fatalf("got %d %s, want 503 unavailable", r.status, r.body)
	}
	if !strings.Contains(string(body), "deadline") {
		t.Errorf("the message does not say the deadline passed: %s", body)
	}
}

func TestATamperedCursorIsAnInvalidArgument(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	other := h.tenant("other")
	for i, text := range []string{"血压好像正常了", "我好像对青霉素过敏", "可能是高血压吧"} {
		r := h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"turn_id": fmt.Sprint("t", i), "role": "patient", "text": text})
		if r.status != http.StatusCreated {
			t.Fatalf("seed: %d %s", r.status, r.body)
		}
		h.do("POST", turnPath("p2", "s2"), other["agent"], map[string]any{"turn_id": fmt.Sprint("o", i), "role": "patient", "text": text})
	}
	page := h.do("GET", "/v1/claims?limit=1", k["clinician"], nil).json(t)
	cursor, _ := page["next_cursor"].(string)
	if cursor == "" {
		t.Fatalf("no second page to tamper with: %v", page)
	}
	otherPage := h.do("GET", "/v1/claims?limit=1", other["clinician"], nil).json(t)
	otherCursor, _ := otherPage["next_cursor"].(string)

	t.Run("the cursor it gave pages on", func(t *testing.T) {
		if r := h.do("GET", "/v1/claims?limit=1&cursor="+cursor, k["clinician"], nil); r.status != http.StatusOK {
			t.Fatalf("got %d %s", r.status, r.body)
		}
	})
	t.Run("a malformed query escape is not read as no cursor", func(t *testing.T) {
		r := h.do("GET", "/v1/claims?limit=1&cursor=%zz", k["clinician"], nil)
		if r.status != http.StatusBadRequest || r.errorCode(t) != "invalid_argument" {
			t.Fatalf("got %d %s, want 400 invalid_argument", r.status, r.body)
		}
	})
	tampered := map[string]string{
		"garbage":                      "garbage",
		"a changed character":          cursor[:len(cursor)-1] + string("0123456789abcdef"[(strings.IndexByte("0123456789abcdef", cursor[len(cursor)-1])+1)%16]),
		"another tenant's cursor":      otherCursor,
		"a cursor over 256 characters": strings.Repeat("c", 300),
	}
	for name, c := range tampered {
		t.Run(name+" is invalid_argument, not an empty page", func(t *testing.T) {
			r := h.do("GET", "/v1/claims?limit=1&cursor="+c, k["clinician"], nil)
			if r.status != http.StatusBadRequest || r.errorCode(t) != "invalid_argument" {
				t.Fatalf("got %d %s, want 400 invalid_argument", r.status, r.body)
			}
		})
	}
}
