package memory_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
)

func TestReferencesAreResolvedOrKept(t *testing.T) {
	ctx := context.Background()
	t.Run("a demonstrative resolves to the drug just named, in the session window", func(t *testing.T) {
		e := newEnv(t, recordBackends(t)["embedded"], nil)
		e.say("t1", "医生给我开了氨氯地平")
		r := e.say("t2", "那个药晚上吃可以吗？")
		if len(r.Resolved) != 1 || r.Resolved[0].Stage != "session" || r.Resolved[0].Text == "" {
			t.Fatalf("resolved = %+v, unresolved = %+v", r.Resolved, r.Unresolved)
		}
	})
	t.Run("a class word in the question resolves to the patient's drug from the record", func(t *testing.T) {
		e := newEnv(t, recordBackends(t)["embedded"], nil)
		if _, err := e.svc.PostFacts(ctx, e.clinician(), "p1", []memory.Proposal{
			{Type: entity.Medication, Display: "amlodipine", Attributes: map[string]string{"dose": "5 mg"}},
			{Type: entity.Medication, Display: "metformin"}}); err != nil {
			t.Fatal(err)
		}
		e.say("t1", "今天天气不错")
		res, err := e.svc.Context(ctx, e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s1", Query: "我的降压药晚上吃可以吗？"})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Resolved) != 1 || res.Resolved[0].Stage != "graph" || res.Resolved[0].Display == "" {
			t.Fatalf("resolved = %+v, unresolved = %+v", res.Resolved, res.Unresolved)
		}
	})
	t.Run("a complaint told by its site and state ranks the drugs", func(t *testing.T) {
		// 小腿都肿起来了 is no word of the lexicon: the reading finds the leg
		// swelling by its site and state, and only amantadine lists it.
		e := newEnv(t, recordBackends(t)["embedded"], nil)
		if _, err := e.svc.PostFacts(ctx, e.clinician(), "p1", []memory.Proposal{
			{Type: entity.Medication, Display: "amantadine"}, {Type: entity.Medication, Display: "metformin"}}); err != nil {
			t.Fatal(err)
		}
		r := e.say("t1", "吃了那个药以后，我两个小腿都肿起来了，一按一个坑坑，是不是药的问题哦？")
		if len(r.Resolved) == 0 || len(r.Unresolved) != 0 {
			t.Fatalf("resolved = %+v, unresolved = %+v", r.Resolved, r.Unresolved)
		}
		for _, res := range r.Resolved { // "那个药" and "药的问题"
			if res.Display != "amantadine" {
				t.Errorf("%q resolved to %q, want amantadine", res.Text, res.Display)
			}
		}
	})
	t.Run("two fitting drugs stay unresolved, with both candidates", func(t *testing.T) {
		e := newEnv(t, recordBackends(t)["embedded"], nil)
		if _, err := e.svc.PostFacts(ctx, e.clinician(), "p1", []memory.Proposal{
			{Type: entity.Medication, Display: "amlodipine"}, {Type: entity.Medication, Display: "losartan"}}); err != nil {
			t.Fatal(err)
		}
		r := e.say("t1", "降压药我吃完了")
		if len(r.Resolved) != 0 || len(r.Unresolved) != 1 || len(r.Unresolved[0].Candidates) != 2 {
			t.Fatalf("resolved = %+v, unresolved = %+v", r.Resolved, r.Unresolved)
		}
	})
}

// "It makes my ankles swell" points only at what the last turns named. A
// context query the agent has not posted is read as the turn after the
// window, as ingest reads a posted one: a drug three turns back is not
// what was just said, one two turns back is.
func TestJustSaidCountsFromTheQueryNotPosted(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name     string
		between  []string
		resolved bool
	}{
		{"two turns back is just said", []string{"The weather's been lovely."}, true},
		{"three turns back is not", []string{"The weather's been lovely.", "We went to the beach on Sunday."}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := newEnv(t, recordBackends(t)["embedded"], nil)
			e.say("t0", "I started amlodipine last week.")
			for i, text := range c.between {
				e.say(fmt.Sprintf("t%d", i+1), text)
			}
			query := "it makes my ankles swell"
			res, err := e.svc.Context(ctx, e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s1", Query: query})
			if err != nil {
				t.Fatal(err)
			}
			if got := len(res.Resolved) == 1 && res.Resolved[0].Display == "amlodipine"; got != c.resolved {
				t.Fatalf("context: resolved = %+v, unresolved = %+v, want amlodipine resolved: %v", res.Resolved, res.Unresolved, c.resolved)
			}
			// Posted, the same words read the same.
			r := e.say("tq", query)
			if got := len(r.Resolved) == 1 && r.Resolved[0].Display == "amlodipine"; got != c.resolved {
				t.Fatalf("ingest: resolved = %+v, unresolved = %+v, want amlodipine resolved: %v", r.Resolved, r.Unresolved, c.resolved)
			}
		})
	}
}
