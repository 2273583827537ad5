package httpapi_test

import (
	"net/http"
	"strings"
	"testing"
)

// TestDeletePatientErasesThroughEveryRoute: after DELETE, no route of the
// tenant returns anything of the patient; another tenant's patient of the
// same id and the tenant's other patients are untouched.
func TestDeletePatientErasesThroughEveryRoute(t *testing.T) {
	h := newHarness(t)
	acme, globex := h.tenant("acme"), h.tenant("globex")
	for _, k := range []map[string]string{acme, globex} {
		for _, p := range []string{"p1", "p2"} {
			for i, text := range []string{"我血压150/100", "我好像对青霉素过敏"} {
				r := h.do("POST", turnPath(p, "s1"), k["agent"], map[string]string{"turn_id": "t" + string(rune('1'+i)), "role": "patient", "text": text})
				if r.status != http.StatusCreated {
					t.Fatalf("post turn: %d %s", r.status, r.body)
				}
			}
		}
	}
	readable := []string{"/v1/patients/p1/record", "/v1/patients/p1/sessions/s1", "/v1/patients/p1/sessions/s1/turns",
		"/v1/patients/p1/sessions"}
	for _, path := range readable {
		if r := h.do("GET", path, acme["agent"], nil); r.status != http.StatusOK {
			t.Fatalf("GET %s before erasure: %d %s, want 200", path, r.status, r.body)
		}
	}
	before := h.state("acme", "globex")
	for _, role := range []string{"agent", "clinician", "compliance"} {
		if r := h.do("DELETE", "/v1/patients/p1", acme[role], nil); r.status != http.StatusForbidden {
			t.Errorf("DELETE with a %s key: %d, want 403", role, r.status)
		}
	}
	if r := h.do("DELETE", "/v1/patients/p1?tenant=acme", globex["admin"], nil); r.status != http.StatusForbidden {
		t.Errorf("DELETE by another tenant's admin: %d %s, want 403", r.status, r.body)
	}
	if r := h.do("DELETE", "/v1/patients/..", acme["admin"], nil); r.status != http.StatusBadRequest && r.status != http.StatusNotFound {
		t.Errorf("DELETE of a bad id: %d", r.status)
	}
	if after := h.state("acme", "globex"); after != before {
		t.Errorf("refused erasures changed the stores")
	}

	r := h.do("DELETE", "/v1/patients/p1", acme["admin"], nil)
	if r.status != http.StatusAccepted {
		t.Fatalf("DELETE by the tenant's admin: %d %s", r.status, r.body)
	}
	if erased := r.json(t)["erased"].(map[string]any); erased["turns"].(float64) != 2 {
		t.Errorf("erased = %v, want 2 turns", erased)
	}
	for _, path := range readable {
		if r := h.do("GET", path, acme["agent"], nil); r.status != http.StatusNotFound {
			t.Errorf("GET %s after erasure: %d %s, want 404", path, r.status, r.body)
		}
	}
	if r := h.do("GET", "/v1/claims?patient_id=p1", acme["clinician"], nil); r.status != 200 || strings.Contains(string(r.body), `"patient_id":"p1"`) {
		t.Errorf("claims of p1 after erasure: %d %s", r.status, r.body)
	}
	ctx := h.do("POST", "/v1/patients/p1/context", acme["agent"], map[string]any{"session_id": "s1", "query": "血压"})
	if strings.Contains(string(ctx.body), "150/100") || strings.Contains(string(ctx.body), "青霉素") {
		t.Errorf("context after erasure shows the patient: %s", ctx.body)
	}
	for _, k := range []struct {
		key, patient string
	}{{acme["agent"], "p2"}, {globex["agent"], "p1"}} {
		if r := h.do("GET", "/v1/patients/"+k.patient+"/record", k.key, nil); r.status != 200 || !strings.Contains(string(r.body), "150/100") {
			t.Errorf("a patient not erased lost their record: %d %s", r.status, r.body)
		}
	}
	events := h.do("GET", "/v1/audit/events?patient_id=p1", acme["compliance"], nil)
	if !strings.Contains(string(events.body), `"patient.erased"`) {
		t.Errorf("no tombstone in the audit events: %s", events.body)
	}
	if v := h.do("GET", "/v1/audit/verify", acme["compliance"], nil); !strings.Contains(string(v.body), `"ok":true`) {
		t.Errorf("audit chain after erasure: %s", v.body)
	}

	// The global admin names the tenant; without one it is told to.
	if r := h.do("DELETE", "/v1/patients/p2", adminKey, nil); r.status != http.StatusBadRequest {
		t.Errorf("global admin without ?tenant: %d %s, want 400", r.status, r.body)
	}
	if r := h.do("DELETE", "/v1/patients/p2?tenant=globex", adminKey, nil); r.status != http.StatusAccepted {
		t.Errorf("global admin with ?tenant: %d %s", r.status, r.body)
	}
	if r := h.do("GET", "/v1/patients/p2/record", globex["agent"], nil); r.status != http.StatusNotFound {
		t.Errorf("globex p2 after the global admin's erasure: %d", r.status)
	}
}

func TestReadyzReportsQuarantinedOutboxItems(t *testing.T) {
	h := newHarness(t)
	h.tenant("acme")
	r := h.do("GET", "/readyz", "", nil)
	body := r.json(t)
	outbox, ok := body["outbox"].(map[string]any)
	if r.status != 200 || !ok || outbox["quarantined"] != float64(0) {
		t.Fatalf("/readyz = %d %s, want 200 with outbox.quarantined 0", r.status, r.body)
	}
	m := h.do("GET", "/metrics", "", nil)
	if !strings.Contains(string(m.body), "memoryd_outbox_quarantined_total 0") {
		t.Errorf("/metrics lacks memoryd_outbox_quarantined_total")
	}
}

func TestIsolationReportRoute(t *testing.T) {
	h := newHarness(t)
	acme := h.tenant("acme")
	h.tenant("globex")
	if r := h.do("POST", turnPath("p1", "s1"), acme["agent"], map[string]string{"role": "patient", "text": "我血压150/100"}); r.status != 201 {
		t.Fatalf("post turn: %d %s", r.status, r.body)
	}
	for _, role := range []string{"agent", "clinician", "admin"} {
		if r := h.do("GET", "/v1/compliance/isolation-report", acme[role], nil); r.status != http.StatusForbidden {
			t.Errorf("isolation report with a %s key: %d, want 403", role, r.status)
		}
	}
	for _, key := range []string{acme["compliance"], adminKey} {
		r := h.do("GET", "/v1/compliance/isolation-report", key, nil)
		body := r.json(t)
		checks, _ := body["checks"].([]any)
		if r.status != 200 || body["ok"] != true || body["checked_at"] == nil || len(checks) == 0 {
			t.Fatalf("isolation report: %d %s, want 200, ok and checks", r.status, r.body)
		}
		first := checks[0].(map[string]any)
		for _, f := range []string{"name", "store", "checked", "violations"} {
			if _, ok := first[f]; !ok {
				t.Errorf("a check lacks %q: %v", f, first)
			}
		}
		if strings.Contains(string(r.body), "150/100") {
			t.Errorf("the report holds patient text")
		}
	}
}
