package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// thirtyTurns is a consultation that opens on a headache with a penicillin
// allergy, switches to blood pressure and diet at turn 11, wanders into
// small talk and comes back: 30 turns in all.
var thirtyTurns = [][2]string{
	{"patient", "I've had a headache for three days now."},
	{"patient", "Also, I'm allergic to penicillin, it gave me a rash years ago."},
	{"assistant", "Thanks, noted. Any fever?"},
	{"patient", "No fever."},
	{"assistant", "Is the headache worse in the morning?"},
	{"patient", "Yes, mostly when I wake up."},
	{"assistant", "Have you taken anything for it?"},
	{"patient", "Just some paracetamol, it helps a bit."},
	{"assistant", "All right. How much sleep are you getting?"},
	{"patient", "About six hours, I'd say."},
	{"patient", "Can we talk about my blood pressure? The nurse said it was high."},
	{"assistant", "Of course. Do you know the reading?"},
	{"patient", "It was 150 over 95 at the clinic."},
	{"assistant", "Do you measure it at home?"},
	{"patient", "Not yet, I don't have a cuff."},
	{"assistant", "How much salt do you eat?"},
	{"patient", "Quite a lot honestly, I like crisps."},
	{"assistant", "Cutting down would help."},
	{"patient", "The weather has been awful this week."},
	{"assistant", "It has, hasn't it."},
	{"patient", "My grandson visited on Sunday, that was nice."},
	{"assistant", "That sounds lovely."},
	{"patient", "Anyway, should I buy a blood pressure monitor?"},
	{"assistant", "Yes, a validated upper-arm cuff is a good idea."},
	{"patient", "Which one should I get?"},
	{"assistant", "Any validated upper-arm model will do."},
	{"patient", "OK, I'll order one tonight."},
	{"assistant", "Take two readings morning and evening for a week."},
	{"patient", "Will do. Thanks."},
	{"assistant", "You're welcome. Anything else?"},
}

func stateOf(t *testing.T, h *harness, key, patient, session string) map[string]any {
	t.Helper()
	r := h.do("GET", "/v1/patients/"+patient+"/sessions/"+session, key, nil)
	if r.status != http.StatusOK {
		t.Fatalf("get session: %d %s", r.status, r.body)
	}
	return r.json(t)["state"].(map[string]any)
}

func strs(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

func TestWorkingStateKeepsEarlyConstraintsThroughThirtyTurns(t *testing.T) {
	eachStack(t, func(t *testing.T, h *harness) {
		k := h.tenant("acme")
		var lastVersion float64
		for i, tn := range thirtyTurns {
			r := h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"turn_id": fmt.Sprintf("t%02d", i+1), "role": tn[0], "text": tn[1]})
			if r.status != http.StatusCreated {
				t.Fatalf("turn %d: %d %s", i+1, r.status, r.body)
			}
			v := r.json(t)["state_version"].(float64)
			if v < lastVersion {
				t.Fatalf("turn %d: state_version went back from %v to %v", i+1, lastVersion, v)
			}
			lastVersion = v
			if i == 2 {
				// The caller adds its own constraint early on.
				st := stateOf(t, h, k["agent"], "p1", "s1")
				p := h.do("PATCH", "/v1/patients/p1/sessions/s1/state", k["agent"], map[string]any{
					"constraints": []any{"medication: no NSAIDs"}, "version": st["version"]})
				if p.status != http.StatusOK {
					t.Fatalf("patch: %d %s", p.status, p.body)
				}
			}
		}
		st := stateOf(t, h, k["agent"], "p1", "s1")
		if goal := st["goal"].(string); !strings.Contains(strings.ToLower(goal), "headache") {
			t.Errorf("goal = %q, want the chief complaint (headache)", goal)
		}
		constraints := strings.Join(strs(st["constraints"]), " | ")
		for _, want := range []string{"allergic to penicillin", "medication: no NSAIDs"} {
			if !strings.Contains(constraints, want) {
				t.Errorf("constraints %q lost %q after a topic switch and 30 turns", constraints, want)
			}
		}
		for _, d := range st["constraint_details"].([]any) {
			c := d.(map[string]any)
			if c["status"] != "re-confirm" {
				t.Errorf("constraint %v unmentioned for over 20 turns has status %v, want re-confirm", c["key"], c["status"])
			}
		}
		if confirmed := strings.Join(strs(st["confirmed"]), " | "); !strings.Contains(confirmed, "no fever") && !strings.Contains(confirmed, "No fever") {
			t.Errorf("confirmed %q lacks the denied fever", confirmed)
		}

		// Under a tight budget the working state's constraints are still in
		// the prompt.
		r := h.do("POST", "/v1/patients/p1/context", k["agent"], map[string]any{"session_id": "s1", "query": "Which monitor should I buy?", "budget_tokens": 300})
		if r.status != http.StatusOK {
			t.Fatalf("context: %d %s", r.status, r.body)
		}
		var lines []string
		for _, sec := range r.json(t)["sections"].([]any) {
			s := sec.(map[string]any)
			if s["name"] != "working_state" {
				continue
			}
			for _, it := range s["items"].([]any) {
				item := it.(map[string]any)
				lines = append(lines, item["text"].(string))
				if src := item["source"].(map[string]any); src["layer"] != "state" {
					t.Errorf("working state line %q has source %v", item["text"], src)
				}
			}
		}
		if joined := strings.Join(lines, "\n"); !strings.Contains(joined, "penicillin") || !strings.Contains(joined, "no NSAIDs") ||
			!strings.Contains(joined, "(re-confirm)") {
			t.Errorf("working_state section at 300 tokens = %q, want both constraints marked re-confirm", lines)
		}
		// The key turns left the 12-turn window long ago. At 300 tokens the
		// goal and the constraints speak for them; with room they come back
		// as turns, before older turns that are not key.
		r = h.do("POST", "/v1/patients/p1/context", k["agent"], map[string]any{"session_id": "s1", "query": "Which monitor should I buy?", "budget_tokens": 800})
		if r.status != http.StatusOK {
			t.Fatalf("context: %d %s", r.status, r.body)
		}
		recent := map[string]bool{}
		for _, sec := range r.json(t)["sections"].([]any) {
			if s := sec.(map[string]any); s["name"] == "recent_turns" {
				for _, it := range s["items"].([]any) {
					recent[it.(map[string]any)["source"].(map[string]any)["turn_id"].(string)] = true
				}
			}
		}
		for id, why := range map[string]string{"t01": "the chief complaint", "t02": "the allergy", "t08": "the new medication"} {
			if !recent[id] {
				t.Errorf("recent_turns at 800 tokens lost %s (%s): %v", id, why, recent)
			}
		}
	})
}

func TestPatchStateMergesAndRefusesAStaleVersion(t *testing.T) {
	h := newHarness(t)
	k := h.tenant("acme")
	if r := h.do("POST", turnPath("p1", "s1"), k["agent"], map[string]any{"turn_id": "t1", "role": "patient", "text": "My knee hurts."}); r.status != 201 {
		t.Fatalf("turn: %d %s", r.status, r.body)
	}
	st := stateOf(t, h, k["agent"], "p1", "s1")
	v := st["version"].(float64)
	path := "/v1/patients/p1/sessions/s1/state"
	r := h.do("PATCH", path, k["agent"], map[string]any{"goal": "plan knee imaging", "constraints": []any{"diet: low salt"}, "version": v})
	if r.status != http.StatusOK {
		t.Fatalf("patch: %d %s", r.status, r.body)
	}
	if got := r.json(t)["version"].(float64); got != v+1 {
		t.Fatalf("version after patch = %v, want %v", got, v+1)
	}
	// A second writer still holding the old version is refused.
	if r := h.do("PATCH", path, k["clinician"], map[string]any{"constraints": []any{"diet: none"}, "version": v}); r.status != http.StatusConflict {
		t.Fatalf("stale patch: %d %s, want 409", r.status, r.body)
	}
	r = h.do("PATCH", path, k["clinician"], map[string]any{"version": v + 1, "why": "dietitian's advice",
		"constraints": []any{map[string]any{"key": "diet", "value": "DASH diet"}}})
	if r.status != http.StatusOK {
		t.Fatalf("patch: %d %s", r.status, r.body)
	}
	body := r.json(t)
	if c := strs(body["constraints"]); len(c) != 1 || c[0] != "diet: DASH diet" {
		t.Errorf("constraints = %q, want the new value only", c)
	}
	detail := body["constraint_details"].([]any)[0].(map[string]any)
	replaced := detail["replaced"].([]any)
	if len(replaced) != 1 || replaced[0].(map[string]any)["value"] != "low salt" || replaced[0].(map[string]any)["why"] != "dietitian's advice" {
		t.Errorf("replaced = %v, want low salt with the reason", replaced)
	}
	if body["goal"] != "plan knee imaging" {
		t.Errorf("goal = %v: a patch without a goal must keep it", body["goal"])
	}
	before := stateOf(t, h, k["agent"], "p1", "s1")
	for _, bad := range []struct {
		name   string
		key    string
		path   string
		body   any
		status int
	}{
		{"no version", k["agent"], path, map[string]any{"goal": "x"}, 400},
		{"a constraint without a value", k["agent"], path, map[string]any{"constraints": []any{map[string]any{"key": "diet"}}, "version": before["version"]}, 400},
		{"a goal with a newline", k["agent"], path, map[string]any{"goal": "x\n## Long-term record", "version": before["version"]}, 400},
		{"a constraint of the wrong type", k["agent"], path, map[string]any{"constraints": []any{42}, "version": before["version"]}, 400},
		{"an unknown session", k["agent"], "/v1/patients/p1/sessions/nope/state", map[string]any{"goal": "x", "version": 0}, 404},
		{"a compliance key", k["compliance"], path, map[string]any{"goal": "x", "version": before["version"]}, 403},
	} {
		if r := h.do("PATCH", bad.path, bad.key, bad.body); r.status != bad.status {
			t.Errorf("%s: %d %s, want %d", bad.name, r.status, r.body, bad.status)
		}
	}
	if after := stateOf(t, h, k["agent"], "p1", "s1"); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("refused patches changed the state:\n%v\n%v", before, after)
	}
	// Another tenant's key cannot read or patch it.
	other := h.tenant("zeta")
	if r := h.do("PATCH", path, other["agent"], map[string]any{"goal": "x", "version": before["version"]}); r.status != 404 {
		t.Errorf("another tenant's patch: %d %s, want 404", r.status, r.body)
	}
}
