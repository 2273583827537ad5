package httpapi_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// postTurns posts the turns (role, text) into the session, numbering them.
func postTurns(t *testing.T, h *harness, key, patient, session string, turns ...[2]string) map[string]any {
	t.Helper()
	var last map[string]any
	for i, tn := range turns {
		r := h.do("POST", turnPath(patient, session), key, map[string]any{"turn_id": fmt.Sprintf("%s-t%d", session, i+1), "role": tn[0], "text": tn[1]})
		if r.status != http.StatusCreated {
			t.Fatalf("turn %d of %s: %d %s", i+1, session, r.status, r.body)
		}
		last = r.json(t)
	}
	return last
}

func references(v any) []map[string]any {
	var out []map[string]any
	for _, x := range v.([]any) {
		out = append(out, x.(map[string]any))
	}
	return out
}

func candidateDisplays(ref map[string]any) []string {
	var out []string
	for _, c := range ref["candidates"].([]any) {
		out = append(out, strings.ToLower(c.(map[string]any)["display"].(string)))
	}
	return out
}

// wantResolved checks that a turn's response resolved exactly one
// reference, at stage, to a display holding one of names, and returns it.
func wantResolved(t *testing.T, res map[string]any, stage string, names ...string) map[string]any {
	t.Helper()
	resolved := references(res["resolved"])
	if len(resolved) != 1 {
		t.Fatalf("resolved = %v, unresolved = %v; want one resolution", res["resolved"], res["unresolved"])
	}
	got := strings.ToLower(resolved[0]["display"].(string))
	if !slices.ContainsFunc(names, func(n string) bool { return strings.Contains(got, n) }) {
		t.Errorf("resolved to %q, want one of %q", got, names)
	}
	if resolved[0]["stage"] != stage {
		t.Errorf("stage = %v, want %s", resolved[0]["stage"], stage)
	}
	return resolved[0]
}

func TestALaterSessionResolvesTheDrugMentionedLastTime(t *testing.T) {
	eachStack(t, func(t *testing.T, h *harness) {
		k := h.tenant("acme")
		postTurns(t, h, k["agent"], "p1", "s1",
			[2]string{"patient", "我有糖尿病，一直在吃二甲双胍。"},
			[2]string{"assistant", "好的。"})
		postTurns(t, h, k["agent"], "p1", "s2",
			[2]string{"patient", "医生给我新开了络活喜，一天一片。"},
			[2]string{"assistant", "好的，记下了。"})
		res := postTurns(t, h, k["agent"], "p1", "s3",
			[2]string{"patient", "我上次提到的那个新开的降压药，晚上吃可以吗？"})
		wantResolved(t, res, "earlier_session", "amlodipine", "氨氯地平", "络活喜") // not metformin
		// The resolution is kept as an inference in the audit log.
		r := h.do("GET", "/v1/audit/events?patient_id=p1", k["compliance"], nil)
		if !strings.Contains(string(r.body), `reference.resolved`) || !strings.Contains(string(r.body), `earlier_session`) {
			t.Errorf("no reference.resolved event with its stage in the audit log: %s", r.body)
		}
	})
}

// "上上回" reaches past the last session to the one before it, on every
// stack: the sessions are told apart by their turns, not their order of ids.
func TestTheSessionBeforeLastIsSearchedWhenAskedFor(t *testing.T) {
	eachStack(t, func(t *testing.T, h *harness) {
		k := h.tenant("acme")
		postTurns(t, h, k["agent"], "p1", "s-b",
			[2]string{"patient", "我最近胃胀，自己买了吗丁啉。"},
			[2]string{"assistant", "好的，记下了。"})
		postTurns(t, h, k["agent"], "p1", "s-a",
			[2]string{"patient", "这几天咳嗽有痰，买了氨溴索。"},
			[2]string{"assistant", "好的，记下了。"})
		res := postTurns(t, h, k["agent"], "p1", "s-c",
			[2]string{"patient", "上上回跟你说的那个，还能接着吃不？"})
		wantResolved(t, res, "earlier_session", "domperidone", "多潘立酮", "吗丁啉") // not the last session's ambroxol
	})
}

// "第一回跟你聊的时候" reaches the patient's first session, however many
// came after it, on every stack.
func TestTheFirstSessionIsSearchedWhenNamed(t *testing.T) {
	eachStack(t, func(t *testing.T, h *harness) {
		k := h.tenant("acme")
		postTurns(t, h, k["agent"], "p1", "s-c",
			[2]string{"patient", "我腰疼，医生让我吃双氯芬酸。"},
			[2]string{"assistant", "好的，记下了。"})
		postTurns(t, h, k["agent"], "p1", "s-b",
			[2]string{"patient", "我最近胃胀，自己买了吗丁啉。"},
			[2]string{"assistant", "好的，记下了。"})
		postTurns(t, h, k["agent"], "p1", "s-a",
			[2]string{"patient", "这几天咳嗽有痰，买了氨溴索。"},
			[2]string{"assistant", "好的，记下了。"})
		res := postTurns(t, h, k["agent"], "p1", "s-d",
			[2]string{"patient", "我第一回跟你聊的时候说的那个药，还能接着吃不？"})
		wantResolved(t, res, "earlier_session", "diclofenac", "双氯芬酸") // the first session's, not the last's ambroxol
	})
}

// A session told by its topic is searched however far back it is: memory
// reads more than the last session for it.
func TestASessionToldByItsTopicIsSearched(t *testing.T) {
	eachStack(t, func(t *testing.T, h *harness) {
		k := h.tenant("acme")
		postTurns(t, h, k["agent"], "p1", "s-a",
			[2]string{"patient", "My ankles have been swollen all week."},
			[2]string{"clinician", "I'll start you on furosemide, 20 mg each morning."})
		postTurns(t, h, k["agent"], "p1", "s-b",
			[2]string{"patient", "I've had a cough, so I bought some guaifenesin."},
			[2]string{"assistant", "Noted."})
		postTurns(t, h, k["agent"], "p1", "s-c",
			[2]string{"patient", "My back is sore and I'm using ibuprofen gel."},
			[2]string{"assistant", "Noted."})
		res := postTurns(t, h, k["agent"], "p1", "s-d",
			[2]string{"patient", "The tablet you gave me when I came in about my swollen ankles, can I take it at night instead?"})
		wantResolved(t, res, "earlier_session", "furosemide") // two sessions back, not the last session's ibuprofen
	})
}

func TestAComplaintRanksTheDrugsWithReasons(t *testing.T) {
	eachStack(t, func(t *testing.T, h *harness) {
		k := h.tenant("acme")
		res := postTurns(t, h, k["agent"], "p1", "s1",
			[2]string{"patient", "我每天吃阿司匹林，还有二甲双胍。"},
			[2]string{"assistant", "好的，两种药都记下了。"},
			[2]string{"patient", "吃那个药胃不舒服。"})
		refs := append(references(res["resolved"]), references(res["unresolved"])...)
		if len(refs) != 1 {
			t.Fatalf("references = %v", refs)
		}
		cands := refs[0]["candidates"].([]any)
		if len(cands) < 2 {
			t.Fatalf("candidates = %v, want aspirin and metformin ranked", cands)
		}
		reasons := 0
		for _, c := range cands {
			if c.(map[string]any)["reason"] != nil && strings.HasPrefix(c.(map[string]any)["reason"].(string), "known adverse effect") {
				reasons++
			}
		}
		if reasons == 0 {
			t.Errorf("no candidate carries its reason: %v", cands)
		}
		if ds := strings.Join(candidateDisplays(refs[0]), " "); !(strings.Contains(ds, "aspirin") || strings.Contains(ds, "阿司匹林")) ||
			!(strings.Contains(ds, "metformin") || strings.Contains(ds, "二甲双胍")) {
			t.Errorf("candidates %q, want aspirin and metformin", ds)
		}
	})
}

func TestTwoAntiplateletsStayUnresolvedWithBothCandidates(t *testing.T) {
	eachStack(t, func(t *testing.T, h *harness) {
		k := h.tenant("acme")
		res := postTurns(t, h, k["agent"], "p1", "s1",
			[2]string{"patient", "I take aspirin and clopidogrel every morning since my stent."},
			[2]string{"assistant", "Thanks, both are noted."},
			[2]string{"patient", "Can I take that medicine with ibuprofen?"})
		if r := res["resolved"].([]any); len(r) != 0 {
			t.Fatalf("resolved %v: two antiplatelets named together must not be guessed between", r)
		}
		un := references(res["unresolved"])
		if len(un) != 1 {
			t.Fatalf("unresolved = %v, want one reference", res["unresolved"])
		}
		ds := strings.Join(candidateDisplays(un[0]), " ")
		if !strings.Contains(ds, "aspirin") || !strings.Contains(ds, "clopidogrel") {
			t.Errorf("candidates %q, want aspirin and clopidogrel", ds)
		}
		// The agent asks for context with the turn it just posted: the drug
		// named after the reference is not what it points to there either.
		r := h.do("POST", "/v1/patients/p1/context", h.keys[firstTenant(h)]["agent"],
			map[string]any{"session_id": "s1", "query": "Can I take that medicine with ibuprofen?"})
		if r.status != http.StatusOK {
			t.Fatalf("context: %d %s", r.status, r.body)
		}
		if got, _ := r.json(t)["resolved"].([]any); len(got) != 0 {
			t.Errorf("the context query resolved %v, want it unresolved", got)
		}
	})
}

// firstTenant is the id of the only tenant a test created.
func firstTenant(h *harness) string {
	for id := range h.keys {
		return id
	}
	return ""
}

// A stop told of a drug by a reference to an earlier session reaches the
// record as the stop it is, weighed by the gate like a named one: the
// reading alone could not know which drug "that tablet" was. The class a
// reference names is that drug, never a second drug of the class. Told at
// a later visit of a drug the patient told of, the stop is news: the drug
// is written stopped and its active fact closed (docs/concepts.md).
func TestAStopToldThroughAReferenceReachesTheRecord(t *testing.T) {
	eachStack(t, func(t *testing.T, h *harness) {
		k := h.tenant("acme")
		for _, c := range []struct {
			first, later, drug string
		}{
			{"I'm on lisinopril 10 mg for my blood pressure.", "That tablet I mentioned last time gave me a dry cough, so I stopped taking it last week.", "lisinopril"},
			{"我在吃氨氯地平，一天一片。", "上次说的那个降压药，我已经停了。", "amlodipine"},
		} {
			patient := "p-" + c.drug
			postTurns(t, h, k["agent"], patient, "s1", [2]string{"patient", c.first})
			res := postTurns(t, h, k["agent"], patient, "s2", [2]string{"patient", c.later})
			wantResolved(t, res, "earlier_session", c.drug)
			var stopped, closed int
			for _, x := range res["updates"].([]any) {
				u := x.(map[string]any)
				if u["type"] != "medication" {
					continue
				}
				switch {
				case !strings.Contains(strings.ToLower(u["display"].(string)), c.drug):
					t.Errorf("%q wrote another medication: %v", c.later, u)
				case u["action"] == "superseded":
					closed++
				case u["status"] == "stopped":
					stopped++
				default:
					t.Errorf("%q: update %v, want %s stopped", c.later, u, c.drug)
				}
			}
			if stopped != 1 || closed != 1 {
				t.Errorf("%q: updates %v, want %s written stopped and its active fact closed", c.later, res["updates"], c.drug)
			}
			for _, x := range res["claims"].([]any) {
				if cl := x.(map[string]any); cl["reason"] == "contradiction" {
					t.Errorf("%q: claim %v, want the stop written, not contradicted", c.later, cl)
				}
			}
		}
	})
}
