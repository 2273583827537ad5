package httpapi_test

import (
	"strings"
	"testing"
	"time"
)

// TestACourseOfAStatedLengthEnds: a drug given "for seven days" is taken
// until then. A week and more later the record shows it stopped and the
// context no longer lists it among the drugs the patient is on, while
// nothing of the record was rewritten; told again, the course is a new
// one.
func TestACourseOfAStatedLengthEnds(t *testing.T) {
	eachStack(t, func(t *testing.T, h *harness) {
		k := h.tenant("acme")
		turn := func(id, role, key, text string) map[string]any {
			t.Helper()
			r := h.do("POST", turnPath("p1", "s1"), key, map[string]any{"turn_id": id, "role": role, "text": text})
			if r.status != 201 {
				t.Fatalf("%q: %d %s", text, r.status, r.body)
			}
			return r.json(t)
		}
		valaciclovir := func() []map[string]any {
			t.Helper()
			r := h.do("GET", "/v1/patients/p1/record", k["clinician"], nil)
			if r.status != 200 {
				t.Fatalf("record: %d %s", r.status, r.body)
			}
			var out []map[string]any
			for _, f := range r.json(t)["facts"].([]any) {
				f := f.(map[string]any)
				if attrs, _ := f["attributes"].(map[string]any); attrs["concept_id"] == "drug:valacyclovir" && f["superseded_at"] == nil {
					out = append(out, f)
				}
			}
			return out
		}
		safetyLine := func() string {
			t.Helper()
			r := h.do("POST", "/v1/patients/p1/context", k["agent"], map[string]any{"session_id": "s1", "query": "what am I taking?", "budget_tokens": 1000})
			if r.status != 200 {
				t.Fatalf("context: %d %s", r.status, r.body)
			}
			for _, line := range strings.Split(r.json(t)["prompt"].(string), "\n") {
				if strings.Contains(strings.ToLower(line), "valacyclovir") || strings.Contains(strings.ToLower(line), "valaciclovir") {
					return line
				}
			}
			return ""
		}
		day := func(n int) { h.tick.Add(int64(n) * int64(24*time.Hour/time.Millisecond)) }

		turn("t0", "patient", k["agent"], "I've a rash of blisters round the right side of my chest.")
		turn("t1", "clinician", k["clinician"], "That's shingles. Valaciclovir 1 g three times a day for seven days.")
		fs := valaciclovir()
		if len(fs) != 1 || fs[0]["status"] != "active" || fs[0]["valid_to"] == nil {
			t.Fatalf("after the order: %v, want one active valaciclovir with its end", fs)
		}
		ordered := fs[0]["id"]
		if line := safetyLine(); line == "" || strings.Contains(line, "stopped") || !strings.Contains(line, "course seven days") || !strings.Contains(line, "until 2026-12-06") {
			t.Errorf("day 0: the course is not among the drugs taken, with its length and last day: %q", line)
		}

		day(8)
		fs = valaciclovir()
		if len(fs) != 1 || fs[0]["id"] != ordered || fs[0]["status"] != "stopped" {
			t.Fatalf("day 8: %v, want the ordered fact, stopped", fs)
		}
		if line := safetyLine(); !strings.Contains(line, "stopped") || strings.Contains(line, "until") {
			t.Errorf("day 8: the course over is still listed as taken: %q", line)
		}
		// The patient says it is over: nothing new.
		if res := turn("t2", "patient", k["agent"], "I finished the valaciclovir."); len(res["updates"].([]any)) != 0 {
			t.Errorf("finished after its end: updates %v, want none", res["updates"])
		}
		// A second course is a new fact in place of the one over.
		res := turn("t3", "clinician", k["clinician"], "Valaciclovir 1 g three times a day for seven days again.")
		closed := false
		for _, u := range res["updates"].([]any) {
			closed = closed || u.(map[string]any)["fact_id"] == ordered && u.(map[string]any)["action"] == "superseded"
		}
		if fs = valaciclovir(); !closed || len(fs) != 1 || fs[0]["status"] != "active" {
			t.Errorf("a second course: updates %v, record %v; want the first closed and one active", res["updates"], fs)
		}
	})
}
