package httpapi_test

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

func TestTurnsAreIdempotentOnTurnID(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	turn := map[string]any{"turn_id": "t-0001", "role": "patient", "text": "我昨晚膝盖又疼了，和上周爬山有关系吗？"}

	first := h.do("POST", turnPath("p1", "s1"), k["agent"], turn)
	if first.status != http.StatusCreated {
		t.Fatalf("first post: %d %s", first.status, first.body)
	}
	got := first.json(t)
	if got["seq"] != 1.0 || got["lang"] != "zh" || got["turn_id"] != "t-0001" {
		t.Errorf("first result = %s", first.body)
	}
	before := h.state("acme")

	again := h.do("POST", turnPath("p1", "s1"), k["agent"], turn)
	if again.status != http.StatusOK {
		t.Fatalf("repeat: status %d, want 200", again.status)
	}
	if !bytes.Equal(again.body, first.body) {
		t.Errorf("repeat body differs:\n%s\n%s", first.body, again.body)
	}
	if after := h.state("acme"); after != before {
		t.Errorf("a repeat wrote something: %s -> %s", before, after)
	}

	t.Run("a reused turn_id with other text is a conflict and writes nothing", func(t *testing.T) {
		other := map[string]any{"turn_id": "t-0001", "role": "patient", "text": "something else"}
		r := h.do("POST", turnPath("p1", "s1"), k["agent"], other)
		if r.status != http.StatusConflict || r.errorCode(t) != "conflict" {
			t.Fatalf("got %d %s, want 409 conflict", r.status, r.body)
		}
		if after := h.state("acme"); after != before {
			t.Errorf("state changed: %s -> %s", before, after)
		}
	})

	t.Run("turns get a dense per-session seq", func(t *testing.T) {
		r := h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"role": "assistant", "text": "Which knee?"})
		if r.status != 201 || r.json(t)["seq"] != 2.0 || r.json(t)["lang"] != "en" {
			t.Fatalf("second turn: %d %s", r.status, r.body)
		}
		r = h.do("POST", turnPath("p1", "s2"), k["agent"], map[string]any{"role": "patient", "text": "new session"})
		if r.json(t)["seq"] != 1.0 {
			t.Fatalf("a new session starts at seq 1: %s", r.body)
		}
	})
}

func TestTheBearerSchemeIsCaseInsensitive(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	for header, want := range map[string]int{
		"bearer " + k["agent"]: 201, "BEARER " + k["agent"]: 201, "Basic " + k["agent"]: 401,
		"Bearer " + strings.ToUpper(k["agent"]): 401, k["agent"]: 401,
	} {
		req, _ := http.NewRequest("POST", h.srv.URL+turnPath("p1", "s1"), strings.NewReader(`{"role":"patient","text":"hi"}`))
		req.Header.Set("Authorization", header)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("Authorization %.12q...: %d, want %d", header, resp.StatusCode, want)
		}
	}
}

func TestSlidingWindowIsAViewOverStoredTurns(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	for i := 1; i <= 15; i++ {
		r := h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{
			"turn_id": fmt.Sprintf("t%02d", i), "role": "patient", "text": fmt.Sprintf("turn number %d", i)})
		if r.status != 201 {
			t.Fatalf("turn %d: %d %s", i, r.status, r.body)
		}
	}
	r := h.do("GET", "/v1/patients/p1/sessions/s1", k["agent"], nil)
	if r.status != 200 {
		t.Fatalf("get session: %d %s", r.status, r.body)
	}
	turns := r.json(t)["turns"].([]any)
	if len(turns) != 12 {
		t.Fatalf("window has %d turns, want the default 12", len(turns))
	}
	if first := turns[0].(map[string]any); first["turn_id"] != "t04" || first["seq"] != 4.0 {
		t.Errorf("window starts at %v, want t04", first["turn_id"])
	}
	if !strings.Contains(h.state("acme"), "15 turns") {
		t.Errorf("older turns must stay stored: %s", h.state("acme"))
	}
}

func TestAnotherTenantsPatientIsNotFound(t *testing.T) {
	h := newHarness(t)
	a := h.tenant("tenant-a")
	b := h.tenant("tenant-b")
	if r := h.do("POST", turnPath("p1", "s1"), a["agent"], map[string]any{"turn_id": "t1", "role": "patient", "text": "我对青霉素过敏"}); r.status != 201 {
		t.Fatalf("seed: %d %s", r.status, r.body)
	}
	unknown := []struct {
		method, path string
		status       int
	}{
		// A context is never refused: an unknown patient's is degraded.
		{"POST", "/v1/patients/p1/context", http.StatusOK},
		{"GET", "/v1/patients/p1/sessions/s1", http.StatusNotFound},
		{"GET", "/v1/patients/p1/sessions/s1/turns", http.StatusNotFound},
		{"GET", "/v1/patients/p1/sessions", http.StatusNotFound},
		{"GET", "/v1/patients/p1/record", http.StatusNotFound},
	}
	for _, u := range unknown {
		t.Run(u.method+" "+u.path+" of another tenant answers exactly like an unknown patient", func(t *testing.T) {
			body := map[string]any{"session_id": "s1", "query": "x"}
			if u.method == "GET" {
				body = nil
			}
			cross := h.do(u.method, u.path, b["agent"], body)
			missing := h.do(u.method, strings.Replace(u.path, "p1", "nobody", 1), b["agent"], body)
			if cross.status != u.status {
				t.Fatalf("cross-tenant: %d %s, want %d", cross.status, cross.body, u.status)
			}
			if u.status == http.StatusNotFound && cross.errorCode(t) != "not_found" {
				t.Errorf("cross-tenant error = %s", cross.body)
			}
			if bytes.Contains(cross.body, []byte("青霉素")) || bytes.Contains(cross.body, []byte("penicillin")) {
				t.Errorf("cross-tenant answer shows tenant A's data: %s", cross.body)
			}
			same := bytes.ReplaceAll(missing.body, []byte(`"nobody"`), []byte(`"p1"`))
			if !bytes.Equal(cross.body, same) || cross.status != missing.status {
				t.Errorf("cross-tenant answer %s differs from unknown-patient answer %s", cross.body, missing.body)
			}
		})
	}
	t.Run("tenant B may use the same ids independently", func(t *testing.T) {
		r := h.do("POST", turnPath("p1", "s1"), b["agent"], map[string]any{"turn_id": "t1", "role": "patient", "text": "hello"})
		if r.status != 201 || r.json(t)["seq"] != 1.0 {
			t.Fatalf("tenant B's first turn: %d %s", r.status, r.body)
		}
		ctx := h.do("POST", "/v1/patients/p1/context", b["agent"], map[string]any{"session_id": "s1", "query": "what am I allergic to?"})
		if strings.Contains(string(ctx.body), "青霉素") {
			t.Fatalf("tenant B's context shows tenant A's turn: %s", ctx.body)
		}
	})
}

func TestRejectedRequestsAnswerTheErrorTableAndWriteNothing(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	if r := h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"turn_id": "t1", "role": "patient", "text": "seed"}); r.status != 201 {
		t.Fatalf("seed: %d", r.status)
	}
	revoked := h.do("POST", "/v1/admin/tenants/acme/keys", adminKey, map[string]string{"role": "agent"}).json(t)
	if r := h.do("DELETE", "/v1/admin/keys/"+revoked["id"].(string), adminKey, nil); r.status != 204 {
		t.Fatalf("revoke: %d %s", r.status, r.body)
	}
	valid := `{"role":"patient","text":"hello"}`
	cases := []struct {
		name, method, path, key string
		body                    any
		status                  int
		code, message           string
	}{
		{"malformed JSON", "POST", turnPath("p1", "s1"), k["agent"], `{"role":`, 400, "invalid_argument", "malformed JSON"},
		{"a wrongly typed field", "POST", turnPath("p1", "s1"), k["agent"], `{"role":"patient","text":42}`, 400, "invalid_argument", `"text"`},
		{"an empty body", "POST", turnPath("p1", "s1"), k["agent"], ``, 400, "invalid_argument", "empty"},
		{"an unknown role", "POST", turnPath("p1", "s1"), k["agent"], `{"role":"doctor","text":"hi"}`, 400, "invalid_argument", "unknown role"},
		{"a missing role", "POST", turnPath("p1", "s1"), k["agent"], `{"text":"hi"}`, 400, "invalid_argument", "role"},
		{"empty text", "POST", turnPath("p1", "s1"), k["agent"], `{"role":"patient","text":"  "}`, 400, "invalid_argument", "text must not be empty"},
		{"missing text", "POST", turnPath("p1", "s1"), k["agent"], `{"role":"patient"}`, 400, "invalid_argument", "text is required"},
		{"text over 8000 characters", "POST", turnPath("p1", "s1"), k["agent"],
			map[string]any{"role": "patient", "text": strings.Repeat("疼", 8001)}, 400, "invalid_argument", "limit of 8000"},
		{"a bad lang", "POST", turnPath("p1", "s1"), k["agent"], `{"role":"patient","text":"hi","lang":"fr"}`, 400, "invalid_argument", "lang"},
		{"a bad patient id", "POST", turnPath("p%201", "s1"), k["agent"], valid, 400, "invalid_argument", "patient_id"},
		{"a bad session id", "POST", turnPath("p1", strings.Repeat("s", 129)), k["agent"], valid, 400, "invalid_argument", "session_id"},
		{"a bad turn id", "POST", turnPath("p1", "s1"), k["agent"], `{"turn_id":"a/b","role":"patient","text":"hi"}`, 400, "invalid_argument", "turn_id"},
		{"a body over 256 KiB", "POST", turnPath("p1", "s1"), k["agent"],
			`{"role":"patient","text":"` + strings.Repeat("a", 300<<10) + `"}`, 413, "payload_too_large", "256 KiB"},
		{"a budget under 200", "POST", "/v1/patients/p1/context", k["agent"], `{"budget_tokens":10}`, 400, "invalid_argument", "budget_tokens"},
		{"a budget over 32000", "POST", "/v1/patients/p1/context", k["agent"], `{"budget_tokens":40000}`, 400, "invalid_argument", "budget_tokens"},
		{"no key", "POST", turnPath("p1", "s1"), "", valid, 401, "unauthenticated", ""},
		{"an unknown key", "POST", turnPath("p1", "s1"), "amk_nope", valid, 401, "unauthenticated", ""},
		{"a revoked key", "POST", turnPath("p1", "s1"), revoked["key"].(string), valid, 401, "unauthenticated", ""},
		{"a compliance key posting a turn", "POST", turnPath("p1", "s1"), k["compliance"], valid, 403, "permission_denied", ""},
		{"an agent key reading the audit log", "GET", "/v1/audit/events", k["agent"], nil, 403, "permission_denied", ""},
		{"a tenant admin key creating a tenant", "POST", "/v1/admin/tenants", k["admin"], `{"id":"evil"}`, 403, "permission_denied", ""},
		{"an agent key creating keys", "POST", "/v1/admin/tenants/acme/keys", k["agent"], `{"role":"admin"}`, 403, "permission_denied", ""},
		{"an unknown patient's record", "GET", "/v1/patients/nobody/record", k["agent"], nil, 404, "not_found", ""},
		{"an unknown session", "GET", "/v1/patients/p1/sessions/nope", k["agent"], nil, 404, "not_found", ""},
		{"a duplicate tenant", "POST", "/v1/admin/tenants", adminKey, `{"id":"acme"}`, 409, "conflict", ""},
		{"a key for an unknown tenant", "POST", "/v1/admin/tenants/nope/keys", adminKey, `{"role":"agent"}`, 404, "not_found", ""},
		{"a bad key role", "POST", "/v1/admin/tenants/acme/keys", adminKey, `{"role":"root"}`, 400, "invalid_argument", "unknown role"},
	}
	for _, c := range cases {
		t.Run(c.name+" answers "+fmt.Sprint(c.status), func(t *testing.T) {
			before := h.state("acme")
			r := h.do(c.method, c.path, c.key, c.body)
			if r.status != c.status || r.errorCode(t) != c.code {
				t.Fatalf("got %d %s, want %d %s", r.status, r.body, c.status, c.code)
			}
			msg := r.json(t)["error"].(map[string]any)["message"].(string)
			if !strings.Contains(msg, c.message) {
				t.Errorf("message %q does not give the reason %q", msg, c.message)
			}
			if after := h.state("acme"); after != before {
				t.Errorf("a rejected request wrote: %s -> %s", before, after)
			}
		})
	}
}

func TestABackendFailureIs503AndWritesNothing(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	h.db.Close() // every store of this harness is now down
	r := h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"role": "patient", "text": "hello"})
	// The key lookup itself needs the store: the request cannot be
	// authenticated, which is a backend failure, not a bad key.
	if r.status != http.StatusServiceUnavailable || r.errorCode(t) != "unavailable" {
		t.Fatalf("got %d %s, want 503 unavailable", r.status, r.body)
	}
	ready := h.do("GET", "/readyz", "", nil)
	if ready.status != http.StatusServiceUnavailable || !strings.Contains(string(ready.body), `"name":"session"`) {
		t.Fatalf("readyz: %d %s", ready.status, ready.body)
	}
}

func TestReadsAndWritesAreAudited(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"turn_id": "t1", "role": "patient", "text": "hello"})
	h.do("POST", "/v1/patients/p1/context", k["agent"], map[string]any{"session_id": "s1", "query": "q"})
	h.do("GET", "/v1/patients/p1/sessions/s1", k["clinician"], nil)

	acc := h.do("GET", "/v1/audit/access?patient_id=p1", k["compliance"], nil)
	if acc.status != 200 {
		t.Fatalf("access log: %d %s", acc.status, acc.body)
	}
	entries := acc.json(t)["access"].([]any)
	if len(entries) != 2 {
		t.Fatalf("access log has %d entries, want 2: %s", len(entries), acc.body)
	}
	first := entries[0].(map[string]any)
	if first["route"] != "context" || first["role"] != "agent" || first["patient_id"] != "p1" || first["key_id"] == "" {
		t.Errorf("first access = %v", first)
	}
	ev := h.do("GET", "/v1/audit/events?patient_id=p1", k["compliance"], nil)
	events := ev.json(t)["events"].([]any)
	if len(events) != 1 || events[0].(map[string]any)["type"] != "turn.appended" {
		t.Fatalf("events = %s", ev.body)
	}
	if strings.Contains(string(ev.body), "hello") {
		t.Errorf("audit events carry utterance text: %s", ev.body)
	}
	v := h.do("GET", "/v1/audit/verify", k["compliance"], nil).json(t)
	if v["ok"] != true || v["events"].(float64) < 2 {
		t.Errorf("verify = %v", v)
	}
}

func TestContextFitsTheBudget(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	for i := 0; i < 30; i++ {
		h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"role": "patient",
			"text": fmt.Sprintf("第%d次：我昨晚膝盖又疼了，和上周爬山有关系吗？血压150/100，医生给我开了络活喜 5mg 每日一次。", i)})
	}
	for _, budget := range []int{200, 350, 800, 5000} {
		r := h.do("POST", "/v1/patients/p1/context", k["agent"], map[string]any{"session_id": "s1", "query": "晚上吃药可以吗？", "budget_tokens": budget})
		if r.status != 200 {
			t.Fatalf("budget %d: %d %s", budget, r.status, r.body)
		}
		m := r.json(t)
		if used := int(m["tokens_used"].(float64)); used > budget || used <= 0 {
			t.Errorf("budget %d: tokens_used %d", budget, used)
		}
		if m["budget_tokens"].(float64) != float64(budget) || !strings.Contains(m["prompt"].(string), "当前问题") {
			t.Errorf("budget %d: %v", budget, m["budget_tokens"])
		}
	}
}

// A turn that names an organism by its abbreviated genus is read, not a
// 500: "They said it was an H. pylori infection" failed, and the turn was
// lost, because a reading rule measured past a sentence the dot of "H."
// had ended (session 71).
func TestATurnWithAnAbbreviatedGenusIsRead(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	last := postTurns(t, h, k["agent"], "p-hp", "s-1",
		[2]string{"patient", "They said it was an H. pylori infection, I was on antibiotics for a week."},
		[2]string{"patient", "Last year I ended up with terrible diarrhoea. It was an E. coli infection."})
	if last["turn_id"] != "s-1-t2" {
		t.Errorf("second turn answered %v", last)
	}
}
