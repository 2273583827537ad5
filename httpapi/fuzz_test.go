package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// FuzzPostBody posts arbitrary bodies to the JSON handlers (route 0: a
// turn, 1: a context, 2: a clinician's facts, by route modulo 3) through the
// real server over the embedded store, and holds the answer to API.md: never
// a 5xx, a 4xx always in the error shape, a 2xx always JSON; a body that is
// not UTF-8 is never accepted, and no stored turn text gains a U+FFFD that
// the body did not send. Corpus: testdata/fuzz/FuzzPostBody.
func FuzzPostBody(f *testing.F) {
	f.Add(uint8(0), []byte(`{"role":"patient","text":"我昨晚膝盖又疼了，和上周爬山有关系吗？"}`))
	f.Add(uint8(1), []byte(`{"session_id":"s1","query":"Can I take ibuprofen for my knee?"}`))
	f.Add(uint8(2), []byte(`{"facts":[{"type":"allergy","display":"penicillin"}]}`))
	h := newHarness(f)
	k := h.tenant("acme")
	routes := []struct{ path, key string }{
		{turnPath("p1", "s1"), k["agent"]},
		{"/v1/patients/p1/context", k["agent"]},
		{"/v1/patients/p1/facts", k["clinician"]},
	}
	f.Fuzz(func(t *testing.T, route uint8, body []byte) {
		rt := routes[int(route)%len(routes)]
		req := httptest.NewRequest("POST", rt.path, bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+rt.key)
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.handler.ServeHTTP(rec, req)
		r := response{rec.Code, rec.Body.Bytes()}
		switch {
		case r.status >= 500:
			t.Fatalf("POST %s answered %d %s", rt.path, r.status, r.body)
		case r.status >= 400:
			checkErrorShape(t, rec.Header().Get("Content-Type"), r)
			return
		case !json.Valid(r.body):
			t.Fatalf("POST %s answered %d with a body that is not JSON: %q", rt.path, r.status, r.body)
		}
		if !utf8.Valid(body) {
			t.Fatalf("POST %s accepted a body that is not UTF-8 with %d", rt.path, r.status)
		}
		if rt.path != routes[0].path {
			return
		}
		turnID, _ := r.json(t)["turn_id"].(string)
		turn, _, err := h.db.Turn(context.Background(), tenancy.System("acme"), "p1", "s1", turnID)
		if err != nil {
			t.Fatalf("turn %q answered %d but cannot be read: %v", turnID, r.status, err)
		}
		sentFFFD := bytes.Contains(body, []byte("\uFFFD")) || bytes.Contains(bytes.ToLower(body), []byte(`\ufffd`))
		if !utf8.ValidString(turn.Text) || (strings.ContainsRune(turn.Text, utf8.RuneError) && !sentFFFD) {
			t.Fatalf("turn %q was stored altered: %q", turnID, turn.Text)
		}
	})
}
