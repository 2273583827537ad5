package httpapi_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// TestKneePainAndAnklePainAreBothActive is issue 10's acceptance on the
// embedded default: a symptom at a second site is a second symptom, and
// nothing of the first is closed or relabelled.
func TestKneePainAndAnklePainAreBothActive(t *testing.T) {
	type turn struct {
		text  string
		facts []map[string]any
	}
	callerPain := func(site string) []map[string]any {
		return []map[string]any{{"type": "symptom", "display": "pain", "attributes": map[string]string{"site": site}, "confidence": 0.9}}
	}
	cases := []struct {
		name  string
		turns []turn
		want  []string // active symptoms as "concept@site"
	}{
		{"in English", []turn{{text: "my knee hurts"}, {text: "my ankle hurts too"}}, []string{"sym:ankle_pain@", "sym:knee_pain@"}},
		{"in Chinese", []turn{{text: "膝盖疼"}, {text: "脚踝也疼"}}, []string{"sym:ankle_pain@", "sym:knee_pain@"}},
		{"a symptom the lexicon has no site-specific concept for", []turn{{text: "my hand is numb"}, {text: "my foot is numb too"}},
			[]string{"sym:numbness@foot", "sym:numbness@hand"}},
		{"pain placed by the caller's own facts", []turn{{text: "noted", facts: callerPain("knee")}, {text: "noted", facts: callerPain("ankle")}},
			[]string{"sym:pain_symptom@ankle", "sym:pain_symptom@knee"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			eachStack(t, func(t *testing.T, h *harness) {
				k := h.tenant("acme")
				var first []string
				for i, tn := range c.turns {
					body := map[string]any{"turn_id": fmt.Sprint("t", i), "role": "patient", "text": tn.text}
					if tn.facts != nil {
						body["facts"] = tn.facts
					}
					r := h.do("POST", turnPath("p1", "s1"), k["agent"], body)
					if r.status != 201 {
						t.Fatalf("%q: %d %s", tn.text, r.status, r.body)
					}
					for _, u := range r.json(t)["updates"].([]any) {
						u := u.(map[string]any)
						if i == 0 {
							first = append(first, u["fact_id"].(string))
						}
						if u["action"] == "superseded" {
							t.Errorf("turn %q closed %v", tn.text, u)
						}
					}
				}
				r := h.do("GET", "/v1/patients/p1/record", k["agent"], nil)
				if r.status != 200 {
					t.Fatalf("record: %d %s", r.status, r.body)
				}
				var got []string
				active := map[string]bool{}
				for _, f := range r.json(t)["facts"].([]any) {
					f := f.(map[string]any)
					attrs, _ := f["attributes"].(map[string]any)
					if f["type"] == "symptom" && f["status"] == "active" && f["superseded_at"] == nil {
						site, _ := attrs["site"].(string)
						got = append(got, fmt.Sprint(attrs["concept_id"], "@", site))
						active[f["id"].(string)] = true
					}
				}
				sort.Strings(got)
				if strings.Join(got, " ") != strings.Join(c.want, " ") {
					t.Errorf("active symptoms = %q, want %q", got, c.want)
				}
				for _, id := range first {
					if !active[id] {
						t.Errorf("the first turn's fact %s is not active", id)
					}
				}
			})
		})
	}
}
