package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// TestGateScenarioOverHTTP is issue 4's acceptance story on the embedded
// default, as a caller and a clinician see it.
func TestGateScenarioOverHTTP(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	post := func(id, text string) map[string]any {
		t.Helper()
		r := h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"turn_id": id, "role": "patient", "text": text})
		if r.status != 201 {
			t.Fatalf("%s: %d %s", text, r.status, r.body)
		}
		return r.json(t)
	}
	record := func() []map[string]any {
		t.Helper()
		r := h.do("GET", "/v1/patients/p1/record", k["agent"], nil)
		if r.status != 200 {
			t.Fatalf("record: %d %s", r.status, r.body)
		}
		var out []map[string]any
		for _, f := range r.json(t)["facts"].([]any) {
			out = append(out, f.(map[string]any))
		}
		return out
	}
	attr := func(f map[string]any, k string) string {
		a, _ := f["attributes"].(map[string]any)
		s, _ := a[k].(string)
		return s
	}

	r := post("t1", "我血压150/100")
	mentions := r["mentions"].([]any)
	if len(mentions) == 0 || mentions[0].(map[string]any)["concept_id"] != "vital:bp" {
		t.Fatalf("mentions = %v", mentions)
	}
	if ups := r["updates"].([]any); len(ups) != 2 {
		t.Fatalf("updates = %v, want the reading and its grade", ups)
	}
	var grade map[string]any
	for _, f := range record() {
		if f["kind"] == "inference" {
			grade = f
		}
	}
	if grade == nil || attr(grade, "guideline") != "CN2018" || !strings.Contains(grade["display"].(string), "CN2018") {
		t.Fatalf("grade inference = %v", grade)
	}

	post("t2", "我刚量的血压是118/75")
	current := 0
	for _, f := range record() {
		if attr(f, "concept_id") == "vital:bp" {
			current++
			if attr(f, "value") != "118/75" {
				t.Errorf("the current reading is %s, want 118/75", attr(f, "value"))
			}
		}
	}
	if current != 1 {
		t.Fatalf("%d current readings, want 1", current)
	}

	if r := h.do("POST", "/v1/patients/p1/facts", k["clinician"], map[string]any{"facts": []map[string]any{
		{"type": "condition", "display": "高血压", "code": map[string]string{"system": "ICD-10-CM", "code": "I10"}}}}); r.status != 201 {
		t.Fatalf("clinician facts: %d %s", r.status, r.body)
	}
	r = post("t3", "血压好像正常了")
	claims := r["claims"].([]any)
	if len(claims) != 1 || claims[0].(map[string]any)["reason"] != "uncertain" {
		t.Fatalf("claims = %v", claims)
	}
	hedge := claims[0].(map[string]any)["claim_id"].(string)

	post("t4", "我妈妈有糖尿病")
	for _, f := range record() {
		if f["type"] == "condition" && strings.Contains(attr(f, "concept_id"), "diabetes") {
			t.Fatalf("the mother's diabetes is in the patient's record: %v", f)
		}
	}

	post("t5", "我对青霉素过敏")
	r = post("t6", "医生给我开了阿莫西林")
	claims = r["claims"].([]any)
	if len(claims) != 1 || claims[0].(map[string]any)["reason"] != "contradiction" {
		t.Fatalf("amoxicillin after a penicillin allergy: claims = %v", claims)
	}
	contra := claims[0].(map[string]any)["claim_id"].(string)
	// The turn's response names the conflicting fact at once, so the agent
	// can warn the patient without waiting for a clinician.
	conflicts, _ := claims[0].(map[string]any)["conflicts_with"].([]any)
	if len(conflicts) != 1 || conflicts[0].(map[string]any)["type"] != "allergy" || conflicts[0].(map[string]any)["fact_id"] == "" {
		t.Fatalf("conflicts_with = %v, want the penicillin allergy", conflicts)
	}

	t.Run("agents may not review claims", func(t *testing.T) {
		for _, p := range []struct{ method, path string }{
			{"GET", "/v1/claims"}, {"GET", "/v1/claims/" + hedge}, {"POST", "/v1/claims/" + hedge + "/confirm"},
			{"POST", "/v1/claims/" + hedge + "/reject"}, {"POST", "/v1/patients/p1/facts"},
		} {
			if r := h.do(p.method, p.path, k["agent"], `{}`); r.status != http.StatusForbidden {
				t.Errorf("%s %s with an agent key: %d", p.method, p.path, r.status)
			}
		}
	})
	t.Run("a claim's detail names both facts and carries its evidence", func(t *testing.T) {
		r := h.do("GET", "/v1/claims/"+contra, k["clinician"], nil)
		if r.status != 200 {
			t.Fatalf("%d %s", r.status, r.body)
		}
		c := r.json(t)
		ev := c["evidence"].(map[string]any)
		if c["text"] != "医生给我开了阿莫西林" || len(c["conflicts_with"].([]any)) != 1 ||
			ev["source_turn"].(map[string]any)["turn_id"] != "t6" || len(ev["neighbouring_turns"].([]any)) == 0 {
			t.Fatalf("claim = %s", r.body)
		}
		expl := strings.ToLower(c["explanation"].(string))
		if !strings.Contains(expl, "amoxicillin") || !strings.Contains(expl, "penicillin") {
			t.Errorf("explanation %q must name both facts", expl)
		}
	})
	t.Run("listing filters by status and pages with a cursor", func(t *testing.T) {
		seen := map[string]bool{}
		cursor := ""
		for page := 0; page < 5; page++ {
			r := h.do("GET", "/v1/claims?status=pending&patient_id=p1&limit=1&cursor="+cursor, k["clinician"], nil)
			body := r.json(t)
			for _, c := range body["claims"].([]any) {
				id := c.(map[string]any)["id"].(string)
				if seen[id] {
					t.Fatalf("claim %s listed twice", id)
				}
				seen[id] = true
			}
			if cursor = body["next_cursor"].(string); cursor == "" {
				break
			}
		}
		if !seen[hedge] || !seen[contra] {
			t.Fatalf("pages missed a claim: %v", seen)
		}
		if r := h.do("GET", "/v1/claims?status=maybe", k["clinician"], nil); r.status != 400 {
			t.Errorf("a bad status filter: %d", r.status)
		}
	})
	t.Run("confirming writes the fact as confirmed by the clinician, once", func(t *testing.T) {
		r := h.do("POST", "/v1/claims/"+hedge+"/confirm", k["clinician"], map[string]string{"note": "controlled"})
		if r.status != 200 {
			t.Fatalf("%d %s", r.status, r.body)
		}
		body := r.json(t)
		fact := body["fact"].(map[string]any)
		if body["claim"].(map[string]any)["status"] != "confirmed" || fact["verification"] != "confirmed" ||
			fact["source"].(map[string]any)["kind"] != "clinician" || fact["status"] != "resolved" {
			t.Fatalf("confirm = %s", r.body)
		}
		for _, f := range record() {
			if attr(f, "concept_id") == "cond:hypertension" && f["status"] == "active" {
				t.Errorf("hypertension is still active after the resolution was confirmed")
			}
		}
		again := h.do("POST", "/v1/claims/"+hedge+"/confirm", k["clinician"], nil)
		if again.status != http.StatusConflict {
			t.Fatalf("second confirmation: %d %s", again.status, again.body)
		}
		if r := h.do("POST", "/v1/claims/"+hedge+"/reject", k["clinician"], nil); r.status != http.StatusConflict {
			t.Fatalf("rejecting a confirmed claim: %d", r.status)
		}
	})
	t.Run("rejecting leaves the record alone and is audited", func(t *testing.T) {
		before := len(record())
		r := h.do("POST", "/v1/claims/"+contra+"/reject", k["clinician"], map[string]string{"note": "cancelled"})
		if r.status != 200 || r.json(t)["claim"].(map[string]any)["status"] != "rejected" {
			t.Fatalf("%d %s", r.status, r.body)
		}
		if after := len(record()); after != before {
			t.Errorf("rejecting changed the record: %d -> %d facts", before, after)
		}
		ev := h.do("GET", "/v1/audit/events?patient_id=p1&limit=1000", k["compliance"], nil)
		if n := strings.Count(string(ev.body), `"claim.resolved"`); n != 2 {
			t.Errorf("%d claim.resolved events, want 2", n)
		}
		if strings.Contains(string(ev.body), "阿莫西林") || strings.Contains(string(ev.body), "cancelled") {
			t.Errorf("audit events carry clinical text: %s", ev.body)
		}
	})
	t.Run("another tenant's claim is not found", func(t *testing.T) {
		other := h.tenant("other")
		if r := h.do("GET", "/v1/claims/"+contra, other["clinician"], nil); r.status != 404 {
			t.Fatalf("%d", r.status)
		}
		if r := h.do("GET", "/v1/patients/p1/record", other["agent"], nil); r.status != 404 {
			t.Fatalf("record of another tenant's patient: %d", r.status)
		}
	})
}

func TestCallerFactsAreGatedAndValidated(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	t.Run("a patient turn cannot confirm a diagnosis however confident the caller is", func(t *testing.T) {
		r := h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"turn_id": "t1", "role": "patient", "text": "I have diabetes",
			"facts": []map[string]any{{"type": "condition", "display": "diabetes", "confidence": 1}}})
		if r.status != 201 {
			t.Fatalf("%d %s", r.status, r.body)
		}
		rec := h.do("GET", "/v1/patients/p1/record", k["agent"], nil)
		if strings.Contains(string(rec.body), `"verification":"confirmed"`) {
			t.Fatalf("a patient turn confirmed a diagnosis: %s", rec.body)
		}
	})
	t.Run("a caller cannot turn a hedge into a fact", func(t *testing.T) {
		r := h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"turn_id": "t2", "role": "patient", "text": "I think I have asthma",
			"facts": []map[string]any{{"type": "condition", "display": "asthma", "confidence": 0.99}}})
		if r.status != 201 {
			t.Fatalf("%d %s", r.status, r.body)
		}
		for _, u := range r.json(t)["updates"].([]any) {
			if strings.Contains(fmt.Sprint(u), "asthma") {
				t.Fatalf("a hedged caller fact was written: %v", u)
			}
		}
		if len(r.json(t)["claims"].([]any)) == 0 {
			t.Fatalf("a hedged caller fact must be a claim: %s", r.body)
		}
	})
	for _, c := range []struct{ name, fact, field string }{
		{"an unknown type", `{"type":"wish","display":"x","confidence":0.5}`, "facts[0]: type"},
		{"an empty display", `{"type":"condition","display":" ","confidence":0.5}`, "facts[0]: display"},
		{"a confidence over 1", `{"type":"condition","display":"asthma","confidence":1.5}`, "facts[0]: confidence"},
		{"a code without a system", `{"type":"condition","display":"asthma","code":{"code":"J45"}}`, "facts[0]: code"},
		{"a bad status", `{"type":"condition","display":"asthma","status":"maybe"}`, "facts[0]: status"},
	} {
		t.Run(c.name+" is a 400 naming the field, and the turn is not stored", func(t *testing.T) {
			before := h.state("acme")
			r := h.do("POST", turnPath("p1", "s1"), k["agent"], `{"turn_id":"bad","role":"patient","text":"hi","facts":[`+c.fact+`]}`)
			if r.status != 400 || !strings.Contains(string(r.body), c.field) {
				t.Fatalf("%d %s, want 400 naming %s", r.status, r.body, c.field)
			}
			if after := h.state("acme"); after != before {
				t.Errorf("a rejected turn wrote: %s -> %s", before, after)
			}
		})
	}
}

// Confirming a claim on a denial writes the denial and closes what it
// contradicted: confirming "I don't have diabetes" against a confirmed
// type 2 diabetes wrote a second, confirmed diabetes, the opposite of what
// the patient said. A hedged denial's claim proposes the denial too.
func TestConfirmingADenialWritesTheDenial(t *testing.T) {
	eachStack(t, func(t *testing.T, h *harness) {
		k := h.tenant("acme")
		r := h.do("POST", "/v1/patients/p1/facts", k["clinician"], map[string]any{"facts": []map[string]any{
			{"type": "condition", "display": "type 2 diabetes", "attributes": map[string]string{"concept_id": "cond:type2_diabetes"}, "status": "active"}}})
		if r.status != http.StatusCreated {
			t.Fatalf("facts: %d %s", r.status, r.body)
		}
		res := postTurns(t, h, k["agent"], "p1", "s1", [2]string{"patient", "I don't have diabetes."})
		claims := res["claims"].([]any)
		if len(claims) != 1 {
			t.Fatalf("claims = %v, want the contradiction", claims)
		}
		id := claims[0].(map[string]any)["claim_id"].(string)
		if r := h.do("POST", "/v1/claims/"+id+"/confirm", k["clinician"], nil); r.status != http.StatusOK {
			t.Fatalf("confirm: %d %s", r.status, r.body)
		}
		rec := h.do("GET", "/v1/patients/p1/record", k["agent"], nil).json(t)
		var got []string
		for _, x := range rec["facts"].([]any) {
			f := x.(map[string]any)
			got = append(got, fmt.Sprint(f["display"], " ", f["status"], " ", f["verification"]))
		}
		if strings.Join(got, "; ") != "diabetes mellitus inactive refuted" {
			t.Errorf("record after the denial was confirmed = %q, want only the denial", got)
		}
		res = postTurns(t, h, k["agent"], "p2", "s1", [2]string{"patient", "我对青霉素好像不过敏。"})
		cl := h.do("GET", "/v1/claims?patient_id=p2", k["clinician"], nil).json(t)["claims"].([]any)
		if len(cl) != 1 || cl[0].(map[string]any)["proposed"].(map[string]any)["verification"] != "refuted" {
			t.Errorf("a hedged denial's claims = %v, want one proposing the denial", cl)
		}
	})
}
