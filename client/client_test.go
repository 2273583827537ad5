package client_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/anamnesis-health/anamnesis/client"
	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/httpapi"
	"github.com/anamnesis-health/anamnesis/internal/embeddedstack"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

const adminKey = "client-test-admin"

// serve runs the real HTTP handler over a fresh embedded store and returns
// its URL.
func serve(t *testing.T) string {
	t.Helper()
	ctx := context.Background()
	db, err := embedded.Open(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	stores, err := embeddedstack.Stores(db, retrieval.NewBuiltin(64))
	if err != nil {
		t.Fatal(err)
	}
	var ids atomic.Int64
	svc, err := memory.New(stores, memory.Config{NewID: func() string { return fmt.Sprintf("gen-%d", ids.Add(1)) }})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(httpapi.New(httpapi.Config{
		Service: svc, Auth: tenancy.Authenticator{Directory: db, AdminKey: adminKey},
		Checks: []httpapi.Check{{Name: "session", Backend: "sqlite", Ping: db.Ping}},
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// keys are a tenant's clients, one per role.
type keys struct {
	agent, clinician, compliance, admin *client.Client
	ids                                 map[string]string // role -> key id
}

// tenant creates a tenant with a key of every role through the admin routes.
func tenant(t *testing.T, admin *client.Client, id string) keys {
	t.Helper()
	ctx := context.Background()
	tn, err := admin.CreateTenant(ctx, id, "Clinic "+id)
	if err != nil {
		t.Fatalf("CreateTenant: %v", err)
	}
	if tn.ID != id || tn.Name != "Clinic "+id || tn.CreatedAt.IsZero() {
		t.Errorf("CreateTenant = %+v", tn)
	}
	k := keys{ids: map[string]string{}}
	for _, role := range []string{"agent", "clinician", "compliance", "admin"} {
		nk, err := admin.CreateKey(ctx, id, role)
		if err != nil {
			t.Fatalf("CreateKey(%s): %v", role, err)
		}
		if nk.Role != role || nk.Tenant != id || !strings.HasPrefix(nk.Key, "amk_") || nk.ID == "" {
			t.Errorf("CreateKey(%s) = %+v", role, nk)
		}
		k.ids[role] = nk.ID
		c := admin.WithKey(nk.Key)
		switch role {
		case "agent":
			k.agent = c
		case "clinician":
			k.clinician = c
		case "compliance":
			k.compliance = c
		case "admin":
			k.admin = c
		}
	}
	return k
}

func apiError(t *testing.T, err error) *client.Error {
	t.Helper()
	var e *client.Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T) is not a *client.Error", err, err)
	}
	return e
}

// TestEveryRouteRoundTrips drives every client method against memoryd's
// real handler, as an assistant backend, a clinician, a compliance officer
// and an operator would.
func TestEveryRouteRoundTrips(t *testing.T) {
	ctx := context.Background()
	base := serve(t)
	rec := &recorder{}
	admin := client.New(base+"/", adminKey, client.WithHTTPClient(&http.Client{Transport: rec})) // a trailing slash is fine
	acme := tenant(t, admin, "acme")
	t.Cleanup(func() { rec.checkStrictly(t) })
	agent, doc := acme.agent, acme.clinician

	t.Run("the operations routes need no key", func(t *testing.T) {
		anon := admin.WithKey("")
		if err := anon.Healthz(ctx); err != nil {
			t.Errorf("Healthz: %v", err)
		}
		r, err := anon.Ready(ctx)
		if err != nil || !r.OK || len(r.Backends) != 1 || r.Backends[0].Backend != "sqlite" || r.Outbox == nil {
			t.Errorf("Ready = %+v, %v", r, err)
		}
		if m, err := anon.Metrics(ctx); err != nil || !strings.Contains(m, "memoryd_http_requests_total") {
			t.Errorf("Metrics = %.80q, %v", m, err)
		}
		if doc, err := anon.OpenAPI(ctx); err != nil || !strings.HasPrefix(string(doc), "openapi: 3") {
			t.Errorf("OpenAPI = %.40q, %v", doc, err)
		}
	})

	at := time.Now().UTC().Add(-time.Hour).Truncate(time.Millisecond)
	var claimIDs []string
	t.Run("an agent posts turns, and a retry is replayed", func(t *testing.T) {
		texts := []string{"我血压150/100", "我好像对青霉素过敏", "I think I might have asthma", "我在吃氨氯地平5mg每天一次"}
		for i, text := range texts {
			when := at.Add(time.Duration(i) * time.Minute)
			r, err := agent.PostTurn(ctx, "p-001", "s-1", client.TurnRequest{TurnID: fmt.Sprintf("t-%d", i+1), Role: "patient", Text: text, At: &when})
			if err != nil {
				t.Fatalf("PostTurn %d: %v", i+1, err)
			}
			if r.Seq != int64(i+1) || r.Replayed || r.PatientID != "p-001" || r.SessionID != "s-1" || !r.At.Equal(when) {
				t.Errorf("turn %d = seq %d replayed %v %s/%s at %v", i+1, r.Seq, r.Replayed, r.PatientID, r.SessionID, r.At)
			}
			for _, cl := range r.Claims {
				claimIDs = append(claimIDs, cl.ClaimID)
			}
		}
		again, err := agent.PostTurn(ctx, "p-001", "s-1", client.TurnRequest{TurnID: "t-1", Role: "patient", Text: texts[0], At: &at})
		if err != nil || !again.Replayed || again.Seq != 1 || len(again.Mentions) == 0 {
			t.Errorf("retry = %+v, %v; want the first response, replayed", again, err)
		}
		_, err = agent.PostTurn(ctx, "p-001", "s-1", client.TurnRequest{TurnID: "t-1", Role: "patient", Text: "something else"})
		if e := apiError(t, err); e.Status != http.StatusConflict || e.Code != "conflict" || e.Message == "" || e.RequestID == "" || e.Retryable() {
			t.Errorf("a reused turn_id = %+v, want a 409 conflict with a reason and a request id", e)
		}
		if len(claimIDs) < 2 {
			t.Fatalf("the turns raised %d claims, want at least 2 to confirm one and reject another", len(claimIDs))
		}
	})

	t.Run("the context, the session and its whole history read back", func(t *testing.T) {
		res, err := agent.Context(ctx, "p-001", client.ContextRequest{SessionID: "s-1", Query: "我能吃布洛芬吗？", BudgetTokens: 800})
		if err != nil || res.Prompt == "" || res.TokensUsed > 800 || res.BudgetTokens != 800 || len(res.Sections) == 0 || res.Sections[0].Items[0].Source.Layer == "" {
			t.Fatalf("Context = %+v, %v", res, err)
		}
		s, err := agent.Session(ctx, "p-001", "s-1")
		if err != nil || len(s.Turns) != 4 || s.Turns[0].TurnID != "t-1" || s.Turns[0].Role != "patient" {
			t.Fatalf("Session = %+v, %v", s, err)
		}
		page, err := agent.SessionTurns(ctx, "p-001", "s-1", client.Page{Limit: 3})
		if err != nil || len(page.Turns) != 3 || page.NextCursor == "" {
			t.Fatalf("SessionTurns = %+v, %v", page, err)
		}
		rest, err := agent.SessionTurns(ctx, "p-001", "s-1", client.Page{Limit: 3, Cursor: page.NextCursor})
		if err != nil || len(rest.Turns) != 1 || rest.Turns[0].TurnID != "t-4" || rest.NextCursor != "" {
			t.Errorf("the second page = %+v, %v", rest, err)
		}
		all, err := agent.AllTurns(ctx, "p-001", "s-1")
		if err != nil || !reflect.DeepEqual(all, s.Turns) {
			t.Errorf("AllTurns = %v, %v; want the 4 turns as the window shows them", all, err)
		}
		if _, err := agent.PostTurn(ctx, "p-001", "s-2", client.TurnRequest{TurnID: "t-1", Role: "patient", Text: "今天好多了"}); err != nil {
			t.Fatal(err)
		}
		list, err := doc.Sessions(ctx, "p-001", client.Page{Limit: 1})
		if err != nil || len(list.Sessions) != 1 || list.Sessions[0].SessionID != "s-2" || list.NextCursor == "" {
			t.Fatalf("Sessions = %+v, %v", list, err)
		}
		every, err := doc.AllSessions(ctx, "p-001")
		if err != nil || len(every) != 2 || every[1].SessionID != "s-1" || every[1].TurnCount != 4 || !every[1].StartedAt.Equal(at) {
			t.Errorf("AllSessions = %+v, %v", every, err)
		}
		_, err = agent.SessionTurns(ctx, "p-001", "s-2", client.Page{Cursor: page.NextCursor})
		if e := apiError(t, err); e.Status != http.StatusBadRequest || e.Code != "invalid_argument" {
			t.Errorf("s-1's cursor on s-2 = %+v, want 400", e)
		}
	})

	t.Run("the working state is patched at the version read", func(t *testing.T) {
		s, err := agent.Session(ctx, "p-001", "s-1")
		if err != nil {
			t.Fatal(err)
		}
		st, err := agent.PatchState(ctx, "p-001", "s-1", client.StatePatch{Goal: "review blood pressure", Why: "the patient asked",
			Constraints: []client.Constraint{{Key: "medication", Value: "no NSAIDs", Why: "gastric ulcer"}}, Version: s.State.Version})
		if err != nil || st.Goal != "review blood pressure" || st.Version != s.State.Version+1 || !slices.Contains(st.Constraints, "medication: no NSAIDs") {
			t.Fatalf("PatchState = %+v, %v", st, err)
		}
		_, err = agent.PatchState(ctx, "p-001", "s-1", client.StatePatch{Goal: "stale", Version: s.State.Version})
		if e := apiError(t, err); e.Status != http.StatusConflict {
			t.Errorf("a stale version = %+v, want 409", e)
		}
	})

	t.Run("a clinician writes facts and reviews claims", func(t *testing.T) {
		facts, err := doc.PostFacts(ctx, "p-001", []client.Proposal{{Type: "medication", Display: "amlodipine",
			Code: &client.Code{System: "ATC", Code: "C08CA01"}, Attributes: map[string]string{"dose": "10 mg", "frequency": "qd"}}})
		if err != nil || len(facts) != 1 || facts[0].Verification != "confirmed" || facts[0].Source.Kind != "clinician" || facts[0].Attributes["dose"] != "10 mg" {
			t.Fatalf("PostFacts = %+v, %v", facts, err)
		}
		rec, err := agent.Record(ctx, "p-001", time.Time{})
		if err != nil || !slices.ContainsFunc(rec.Facts, func(f client.Fact) bool { return f.ID == facts[0].ID }) {
			t.Errorf("Record = %+v, %v; want the written fact", rec, err)
		}
		past, err := agent.Record(ctx, "p-001", at.Add(-time.Hour))
		if err != nil || len(past.Facts) != 0 || !past.AsOf.Equal(at.Add(-time.Hour)) {
			t.Errorf("Record as of before the first turn = %+v, %v; want nothing", past, err)
		}

		page, err := doc.ListClaims(ctx, client.ClaimFilter{Status: "pending", PatientID: "p-001", Limit: 1})
		if err != nil || len(page.Claims) != 1 || page.NextCursor == "" {
			t.Fatalf("ListClaims = %+v, %v", page, err)
		}
		pending, err := doc.AllClaims(ctx, client.ClaimFilter{Status: "pending", PatientID: "p-001"})
		if err != nil || len(pending) != len(claimIDs) {
			t.Fatalf("AllClaims = %d, %v; want the %d raised", len(pending), err, len(claimIDs))
		}
		detail, err := doc.Claim(ctx, claimIDs[0])
		if err != nil || detail.ID != claimIDs[0] || detail.Evidence.SourceTurn == nil || detail.Evidence.SourceTurn.Text == "" || detail.Text == "" {
			t.Fatalf("Claim = %+v, %v", detail, err)
		}
		conf, err := doc.ConfirmClaim(ctx, claimIDs[0], "confirmed on the phone", nil)
		if err != nil || conf.Claim.Status != "confirmed" || conf.Claim.Note != "confirmed on the phone" || conf.Fact.Verification != "confirmed" ||
			conf.Claim.ResolvedAt == nil || !strings.HasPrefix(conf.Claim.ResolvedBy, "key:") {
			t.Errorf("ConfirmClaim = %+v, %v", conf, err)
		}
		rej, err := doc.RejectClaim(ctx, claimIDs[1], "not what the patient meant")
		if err != nil || rej.Status != "rejected" || rej.Note != "not what the patient meant" {
			t.Errorf("RejectClaim = %+v, %v", rej, err)
		}
		_, err = doc.RejectClaim(ctx, claimIDs[0], "")
		if e := apiError(t, err); e.Status != http.StatusConflict {
			t.Errorf("rejecting a confirmed claim = %+v, want 409", e)
		}
		_, err = agent.ListClaims(ctx, client.ClaimFilter{})
		if e := apiError(t, err); e.Status != http.StatusForbidden || e.Code != "permission_denied" {
			t.Errorf("an agent listing claims = %+v, want 403", e)
		}
	})

	t.Run("compliance reads the logs, the chain and the isolation report", func(t *testing.T) {
		acc, err := acme.compliance.AccessLog(ctx, client.AuditFilter{PatientID: "p-001", Since: at.Add(-time.Hour), Limit: 1000})
		if err != nil || !slices.ContainsFunc(acc, func(a client.Access) bool { return a.Route == "session_turns" && a.KeyID == acme.ids["agent"] }) {
			t.Errorf("AccessLog = %+v, %v; want the agent's history reads", acc, err)
		}
		evs, err := acme.compliance.Events(ctx, client.AuditFilter{PatientID: "p-001"})
		if err != nil || !slices.ContainsFunc(evs, func(e client.Event) bool { return e.Type == "claim.resolved" && len(e.After) > 0 }) {
			t.Errorf("Events = %d events, %v; want the claim resolutions", len(evs), err)
		}
		v, err := acme.compliance.VerifyChain(ctx)
		if err != nil || !v.OK || v.Events < len(evs) || v.BrokenAtSeq != 0 {
			t.Errorf("VerifyChain = %+v, %v", v, err)
		}
		for name, c := range map[string]*client.Client{"compliance": acme.compliance, "global admin": admin} {
			r, err := c.IsolationReport(ctx)
			if err != nil || !r.OK || len(r.Checks) == 0 || r.CheckedAt.IsZero() {
				t.Errorf("IsolationReport with the %s key = %+v, %v", name, r, err)
			}
		}
	})

	t.Run("an admin revokes keys and erases a patient", func(t *testing.T) {
		extra, err := admin.CreateKey(ctx, "acme", "agent")
		if err != nil {
			t.Fatal(err)
		}
		if err := admin.RevokeKey(ctx, extra.ID); err != nil {
			t.Fatalf("RevokeKey: %v", err)
		}
		_, err = admin.WithKey(extra.Key).Session(ctx, "p-001", "s-1")
		if e := apiError(t, err); e.Status != http.StatusUnauthorized || e.Code != "unauthenticated" {
			t.Errorf("a revoked key = %+v, want 401", e)
		}
		er, err := acme.admin.ErasePatient(ctx, "p-001", "")
		if err != nil || er.TenantID != "acme" || er.Erased.Turns != 5 || !er.RecordErased || !er.RecallErased {
			t.Errorf("ErasePatient = %+v, %v", er, err)
		}
		if again, err := admin.ErasePatient(ctx, "p-001", "acme"); err != nil || again.Erased.Turns != 0 {
			t.Errorf("ErasePatient again with the global key = %+v, %v", again, err)
		}
		for name, read := range map[string]func() error{
			"Session":     func() error { _, err := agent.Session(ctx, "p-001", "s-1"); return err },
			"AllTurns":    func() error { _, err := agent.AllTurns(ctx, "p-001", "s-1"); return err },
			"AllSessions": func() error { _, err := agent.AllSessions(ctx, "p-001"); return err },
			"Record":      func() error { _, err := agent.Record(ctx, "p-001", time.Time{}); return err },
		} {
			if err := read(); !client.IsNotFound(err) {
				t.Errorf("%s after erasure = %v, want a 404", name, err)
			}
		}
	})
}

func TestErrorsAreTyped(t *testing.T) {
	ctx := context.Background()
	t.Run("a memoryd error keeps status, code, message and request id through wrapping", func(t *testing.T) {
		c := client.New(serve(t), "amk_not-a-key")
		_, err := c.Session(ctx, "p", "s")
		wrapped := fmt.Errorf("load session: %w", err)
		var e *client.Error
		if !errors.As(wrapped, &e) || e.Status != 401 || e.Code != "unauthenticated" || e.Message == "" || e.RequestID == "" {
			t.Fatalf("error = %#v", err)
		}
		if !strings.Contains(err.Error(), "401 unauthenticated") || !strings.Contains(err.Error(), e.RequestID) {
			t.Errorf("Error() = %q", err.Error())
		}
	})
	t.Run("an answer that is not memoryd's JSON is an Error with its text", func(t *testing.T) {
		proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "upstream connect error", http.StatusBadGateway)
		}))
		defer proxy.Close()
		_, err := client.New(proxy.URL, "k").Record(ctx, "p", time.Time{})
		if e := apiError(t, err); e.Status != 502 || e.Code != "" || e.Message != "upstream connect error" || e.Retryable() {
			t.Errorf("error = %#v", e)
		}
	})
	t.Run("a 503 is retryable", func(t *testing.T) {
		down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("X-Request-Id", "rid-1")
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte(`{"error": {"code": "unavailable", "message": "a backend is unavailable; nothing was written"}}`))
		}))
		defer down.Close()
		_, err := client.New(down.URL, "k").PostTurn(ctx, "p", "s", client.TurnRequest{TurnID: "t", Role: "patient", Text: "x"})
		if e := apiError(t, err); !e.Retryable() || e.Code != "unavailable" || e.RequestID != "rid-1" {
			t.Errorf("error = %#v", e)
		}
	})
	t.Run("a transport failure is not an Error", func(t *testing.T) {
		dead := httptest.NewServer(http.NotFoundHandler())
		dead.Close()
		err := client.New(dead.URL, "").Healthz(ctx)
		var e *client.Error
		if err == nil || errors.As(err, &e) {
			t.Errorf("error = %v, want a transport error", err)
		}
	})
}

func TestTheHTTPClientIsTheCallers(t *testing.T) {
	var sawKey atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sawKey.Store(r.Header.Get("Authorization") != "")
		w.Write([]byte(`{"ok": true}`))
	}))
	defer srv.Close()
	var via atomic.Int64
	c := client.New(srv.URL, "secret", client.WithHTTPClient(&http.Client{Transport: roundTripper(func(r *http.Request) (*http.Response, error) {
		via.Add(1)
		return http.DefaultTransport.RoundTrip(r)
	})}))
	if err := c.Healthz(context.Background()); err != nil {
		t.Fatal(err)
	}
	if via.Load() != 1 {
		t.Errorf("%d requests through the given client, want 1", via.Load())
	}
	if sawKey.Load() {
		t.Error("the key was sent to /healthz, which needs none")
	}
}

// recorder keeps every 2xx JSON answer with the route it came from, so
// that checkStrictly can hold the client's types to what memoryd sends.
type recorder struct {
	mu      sync.Mutex
	answers []answer
}

type answer struct {
	route string // "GET /v1/claims/{claim_id}"
	body  []byte
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil || resp.StatusCode/100 != 2 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		return resp, err
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return nil, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(body))
	r.mu.Lock()
	r.answers = append(r.answers, answer{route: req.Method + " " + routeOf(req.URL.Path), body: body})
	r.mu.Unlock()
	return resp, nil
}

// routeOf returns the openapi.yaml path a request path matches.
func routeOf(path string) string {
	segs := strings.Split(path, "/")
next:
	for route := range clientMethods {
		_, pattern, _ := strings.Cut(route, " ")
		ps := strings.Split(pattern, "/")
		if len(ps) != len(segs) {
			continue
		}
		for i, p := range ps {
			if p != segs[i] && !(strings.HasPrefix(p, "{") && segs[i] != "") {
				continue next
			}
		}
		return pattern
	}
	return path
}

// answerTypes is the client type each route's answer decodes into.
var answerTypes = map[string]func() any{
	"GET /healthz":                         func() any { return new(struct{ OK bool }) },
	"GET /readyz":                          func() any { return new(client.Readiness) },
	"POST /v1/admin/tenants":               func() any { return new(client.Tenant) },
	"POST /v1/admin/tenants/{tenant}/keys": func() any { return new(client.NewKey) },
	"DELETE /v1/patients/{patient_id}":     func() any { return new(client.Erasure) },
	"POST /v1/patients/{patient_id}/sessions/{session_id}/turns":  func() any { return new(client.TurnResult) },
	"GET /v1/patients/{patient_id}/sessions/{session_id}/turns":   func() any { return new(client.TurnPage) },
	"GET /v1/patients/{patient_id}/sessions/{session_id}":         func() any { return new(client.Session) },
	"GET /v1/patients/{patient_id}/sessions":                      func() any { return new(client.SessionList) },
	"PATCH /v1/patients/{patient_id}/sessions/{session_id}/state": func() any { return new(client.WorkingState) },
	"POST /v1/patients/{patient_id}/context":                      func() any { return new(client.ContextResult) },
	"GET /v1/patients/{patient_id}/record":                        func() any { return new(client.Record) },
	"POST /v1/patients/{patient_id}/facts": func() any {
		return new(struct {
			Facts []client.Fact `json:"facts"`
		})
	},
	"GET /v1/claims":                     func() any { return new(client.ClaimPage) },
	"GET /v1/claims/{claim_id}":          func() any { return new(client.ClaimDetail) },
	"POST /v1/claims/{claim_id}/confirm": func() any { return new(client.Confirmation) },
	"POST /v1/claims/{claim_id}/reject": func() any {
		return new(struct {
			Claim client.Claim `json:"claim"`
		})
	},
	"GET /v1/audit/access": func() any {
		return new(struct {
			Access []client.Access `json:"access"`
		})
	},
	"GET /v1/audit/events": func() any {
		return new(struct {
			Events []client.Event `json:"events"`
		})
	},
	"GET /v1/audit/verify":                func() any { return new(client.Verification) },
	"GET /v1/compliance/isolation-report": func() any { return new(client.IsolationReport) },
}

// checkStrictly decodes every recorded answer into its client type with
// unknown fields refused: a field memoryd sends that the client's types
// lack fails here, as does a route the test never called.
func (r *recorder) checkStrictly(t *testing.T) {
	t.Helper()
	called := map[string]bool{}
	for _, a := range r.answers {
		newT, ok := answerTypes[a.route]
		if !ok {
			t.Errorf("%s answered JSON that no client type is listed for", a.route)
			continue
		}
		called[a.route] = true
		dec := json.NewDecoder(bytes.NewReader(a.body))
		dec.DisallowUnknownFields()
		if err := dec.Decode(newT()); err != nil {
			t.Errorf("%s: the client's type does not hold the answer: %v\n%s", a.route, err, a.body)
		}
	}
	for route := range answerTypes {
		if !called[route] {
			t.Errorf("%s was never called with a JSON answer", route)
		}
	}
}

type roundTripper func(*http.Request) (*http.Response, error)

func (f roundTripper) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// clientMethods names the client method of every route in openapi.yaml:
// the OpenAPI file stays the source for other languages, and a route added
// there without a Go method fails here.
var clientMethods = map[string]string{
	"GET /healthz":                         "Healthz",
	"GET /readyz":                          "Ready",
	"GET /metrics":                         "Metrics",
	"GET /openapi.yaml":                    "OpenAPI",
	"POST /v1/admin/tenants":               "CreateTenant",
	"POST /v1/admin/tenants/{tenant}/keys": "CreateKey",
	"DELETE /v1/admin/keys/{key_id}":       "RevokeKey",
	"DELETE /v1/patients/{patient_id}":     "ErasePatient",
	"POST /v1/patients/{patient_id}/sessions/{session_id}/turns":  "PostTurn",
	"GET /v1/patients/{patient_id}/sessions/{session_id}/turns":   "SessionTurns",
	"GET /v1/patients/{patient_id}/sessions/{session_id}":         "Session",
	"GET /v1/patients/{patient_id}/sessions":                      "Sessions",
	"PATCH /v1/patients/{patient_id}/sessions/{session_id}/state": "PatchState",
	"POST /v1/patients/{patient_id}/context":                      "Context",
	"GET /v1/patients/{patient_id}/record":                        "Record",
	"POST /v1/patients/{patient_id}/facts":                        "PostFacts",
	"GET /v1/claims":                                              "ListClaims",
	"GET /v1/claims/{claim_id}":                                   "Claim",
	"POST /v1/claims/{claim_id}/confirm":                          "ConfirmClaim",
	"POST /v1/claims/{claim_id}/reject":                           "RejectClaim",
	"GET /v1/audit/access":                                        "AccessLog",
	"GET /v1/audit/events":                                        "Events",
	"GET /v1/audit/verify":                                        "VerifyChain",
	"GET /v1/compliance/isolation-report":                         "IsolationReport",
}

func TestEveryRouteOfTheOpenAPIFileHasAMethod(t *testing.T) {
	var doc struct {
		Paths map[string]map[string]any `yaml:"paths"`
	}
	if err := yaml.Unmarshal(httpapi.OpenAPI, &doc); err != nil {
		t.Fatalf("parse openapi.yaml: %v", err)
	}
	typ := reflect.TypeFor[*client.Client]()
	documented := map[string]bool{}
	for path, ops := range doc.Paths {
		for method := range ops {
			switch method {
			case "get", "post", "put", "patch", "delete":
			default:
				continue
			}
			route := strings.ToUpper(method) + " " + path
			documented[route] = true
			name, ok := clientMethods[route]
			if !ok {
				t.Errorf("%s is in openapi.yaml but the client has no method for it", route)
				continue
			}
			if _, ok := typ.MethodByName(name); !ok {
				t.Errorf("%s: *client.Client has no method %s", route, name)
			}
		}
	}
	for route := range clientMethods {
		if !documented[route] {
			t.Errorf("%s has a client method but is not in openapi.yaml", route)
		}
	}
	if len(documented) < 20 {
		t.Fatalf("only %d routes in openapi.yaml: the check would prove nothing", len(documented))
	}
}

// TestTheClientImportsOnlyTheStandardLibrary: a backend that uses the
// client must not pull in memoryd's dependencies.
func TestTheClientImportsOnlyTheStandardLibrary(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		ast, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range ast.Imports {
			path := strings.Trim(imp.Path.Value, `"`)
			if first, _, _ := strings.Cut(path, "/"); strings.Contains(first, ".") {
				t.Errorf("%s imports %s, which is not the standard library", f, path)
			}
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no source files found")
	}
}
