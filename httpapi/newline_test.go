package httpapi_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"
)

// TestEveryBodyEndsWithANewline: `curl` output, and logs read line by line,
// must not run into the next line (issue 12).
func TestEveryBodyEndsWithANewline(t *testing.T) {
	h := newHarness(t)
	keys := h.tenant("acme")
	agent, doc, comp, adm := keys["agent"], keys["clinician"], keys["compliance"], keys["admin"]

	check := func(t *testing.T, what string, r response) {
		t.Helper()
		if len(r.body) == 0 {
			t.Errorf("%s: %d with no body", what, r.status)
			return
		}
		if !bytes.HasSuffix(r.body, []byte("\n")) {
			t.Errorf("%s: %d body does not end with a newline: %q", what, r.status, tail(r.body))
		}
	}

	turn := func(id, text string) response {
		return h.do("POST", turnPath("p1", "s1"), agent, map[string]string{"turn_id": id, "role": "patient", "text": text})
	}
	first := turn("t1", "I have high blood pressure and take amlodipine every morning.")
	if first.status != 201 {
		t.Fatalf("turn: %d %s", first.status, first.body)
	}
	hedged := turn("t2", "I think my blood pressure is normal now, maybe I can stop the amlodipine.")
	var raised struct {
		Claims []struct {
			ClaimID string `json:"claim_id"`
		} `json:"claims"`
	}
	if err := json.Unmarshal(hedged.body, &raised); err != nil || len(raised.Claims) < 2 {
		t.Fatalf("the hedged turn raised %s (%v), want two claims", hedged.body, err)
	}

	t.Run("successes", func(t *testing.T) {
		for _, c := range []struct {
			what, method, path, key string
			body                    any
		}{
			{"a new turn", "POST", turnPath("p1", "s1"), agent,
				map[string]string{"turn_id": "t3", "role": "patient", "text": "My knee hurts."}},
			{"a replayed turn", "POST", turnPath("p1", "s1"), agent,
				map[string]string{"turn_id": "t1", "role": "patient", "text": "I have high blood pressure and take amlodipine every morning."}},
			{"context", "POST", "/v1/patients/p1/context", agent, map[string]any{"session_id": "s1", "query": "amlodipine"}},
			{"a session", "GET", "/v1/patients/p1/sessions/s1", agent, nil},
			{"a state patch", "PATCH", "/v1/patients/p1/sessions/s1/state", agent, nil}, // its body needs the version, read below
			{"the record", "GET", "/v1/patients/p1/record", agent, nil},
			{"facts", "POST", "/v1/patients/p1/facts", doc,
				map[string]any{"facts": []map[string]string{{"type": "condition", "display": "asthma"}}}},
			{"claims", "GET", "/v1/claims?status=pending", doc, nil},
			{"a claim", "GET", "/v1/claims/" + raised.Claims[0].ClaimID, doc, nil},
			{"a confirmation", "POST", "/v1/claims/" + raised.Claims[0].ClaimID + "/confirm", doc, map[string]string{"note": "ok"}},
			{"a rejection", "POST", "/v1/claims/" + raised.Claims[1].ClaimID + "/reject", doc, map[string]string{"note": "no"}},
			{"the access log", "GET", "/v1/audit/access", comp, nil},
			{"the change events", "GET", "/v1/audit/events", comp, nil},
			{"the chain's verification", "GET", "/v1/audit/verify", comp, nil},
			{"the isolation report", "GET", "/v1/compliance/isolation-report", comp, nil},
			{"a new tenant", "POST", "/v1/admin/tenants", adminKey, map[string]string{"id": "beta"}},
			{"a new key", "POST", "/v1/admin/tenants/beta/keys", adminKey, map[string]string{"role": "agent"}},
			{"an erasure", "DELETE", "/v1/patients/p1", adm, nil},
			{"healthz", "GET", "/healthz", "", nil},
			{"readyz", "GET", "/readyz", "", nil},
			{"metrics", "GET", "/metrics", "", nil},
			{"the OpenAPI file", "GET", "/openapi.yaml", "", nil},
		} {
			if c.method == "PATCH" {
				c.body = map[string]any{"goal": "blood pressure", "version": stateVersion(t, h, agent)}
			}
			r := h.do(c.method, c.path, c.key, c.body)
			if r.status >= 300 {
				t.Errorf("%s: %d %s; want a success", c.what, r.status, r.body)
			}
			check(t, c.what, r)
		}
	})

	t.Run("errors", func(t *testing.T) {
		for _, c := range []struct {
			what, method, path, key string
			body                    any
			status                  int
		}{
			{"no key", "GET", "/v1/patients/p1/record", "", nil, 401},
			{"a role that may not", "GET", "/v1/claims", agent, nil, 403},
			{"an unknown route", "GET", "/v1/nothing", agent, nil, 404},
			{"an unknown claim", "GET", "/v1/claims/claim_0", doc, nil, 404},
			{"malformed JSON", "POST", turnPath("p2", "s1"), agent, "{", 400},
			{"a changed replay", "POST", turnPath("p2", "s1"), agent, nil, 0}, // set below
			{"a body over the limit", "POST", turnPath("p2", "s1"), agent, `{"text":"` + strings.Repeat("x", 300<<10) + `"}`, 413},
		} {
			if c.what == "a changed replay" {
				h.do("POST", c.path, agent, map[string]string{"turn_id": "r1", "role": "patient", "text": "one"})
				c.body, c.status = map[string]string{"turn_id": "r1", "role": "patient", "text": "two"}, 409
			}
			r := h.do(c.method, c.path, c.key, c.body)
			if r.status != c.status {
				t.Errorf("%s: %d %s, want %d", c.what, r.status, r.body, c.status)
			}
			check(t, c.what, r)
		}
	})

	// Routes added later are covered too, at least on their error path:
	// every registered route, called with placeholder ids and no key.
	t.Run("every route", func(t *testing.T) {
		for _, rt := range h.handler.(*echo.Echo).Routes() {
			if rt.Method == "echo_route_not_found" || strings.HasSuffix(rt.Path, "*") {
				continue
			}
			path := rt.Path
			for _, seg := range strings.Split(rt.Path, "/") {
				if strings.HasPrefix(seg, ":") {
					path = strings.Replace(path, seg, "x1", 1)
				}
			}
			r := h.do(rt.Method, path, "", nil)
			if r.status == 204 {
				continue
			}
			check(t, rt.Method+" "+rt.Path, r)
		}
	})
}

// stateVersion is the version of session s1's working state, which a
// patch must name.
func stateVersion(t *testing.T, h *harness, key string) float64 {
	t.Helper()
	st, _ := h.do("GET", "/v1/patients/p1/sessions/s1", key, nil).json(t)["state"].(map[string]any)
	v, _ := st["version"].(float64)
	return v
}

func tail(b []byte) []byte {
	if len(b) > 40 {
		return b[len(b)-40:]
	}
	return b
}
