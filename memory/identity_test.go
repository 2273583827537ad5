package memory_test

import (
	"context"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
)

// TestAClosedFactKeepsItsOwnContent is issue 10's "relabels the closed
// fact": a turn's update for a fact it closes describes that fact, not
// the one that closed it.
func TestAClosedFactKeepsItsOwnContent(t *testing.T) {
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, backend, nil)
			ctx := context.Background()
			e.say("t1", "我血压150/100")
			before := map[string]entity.Fact{}
			for _, f := range e.record() {
				before[f.ID] = f
			}
			r := e.say("t2", "我刚量的血压是118/75")
			closed := 0
			for _, u := range r.Updates {
				if u.Action != "superseded" {
					continue
				}
				closed++
				old, ok := before[u.FactID]
				if !ok {
					t.Fatalf("update closes %s, which was not current", u.FactID)
				}
				if u.Display != old.Display || u.Type != old.Type || u.Kind != old.Kind || u.Confidence != old.Confidence {
					t.Errorf("the update of closed %s says %q (%s, %s, %v), want the fact's own %q (%s, %s, %v)",
						u.FactID, u.Display, u.Type, u.Kind, u.Confidence, old.Display, old.Type, old.Kind, old.Confidence)
				}
				stored, err := e.stores.Entities.Fact(ctx, e.sc, "p1", u.FactID)
				if err != nil {
					t.Fatal(err)
				}
				if stored.Display != old.Display || stored.SupersededAt == nil {
					t.Errorf("stored closed fact = %q closed at %v, want %q closed", stored.Display, stored.SupersededAt, old.Display)
				}
			}
			if closed != 1 {
				t.Errorf("%d facts closed, want the first reading: %+v", closed, r.Updates)
			}
		})
	}
}

// TestClinicianWritesFollowIdentity: a clinician's fact and a confirmed
// claim close the current facts that are the same thing (entity.Fact.Same),
// not those of the same concept elsewhere, and a fact written before sites
// counted is still closed.
func TestClinicianWritesFollowIdentity(t *testing.T) {
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, backend, nil)
			ctx := context.Background()
			post := func(p memory.Proposal) entity.Fact {
				t.Helper()
				fs, err := e.svc.PostFacts(ctx, e.clinician(), "p1", []memory.Proposal{p})
				if err != nil {
					t.Fatal(err)
				}
				return fs[0]
			}
			hand := post(memory.Proposal{Type: entity.Symptom, Display: "numbness", Attributes: map[string]string{"site": "hand"}})
			foot := post(memory.Proposal{Type: entity.Symptom, Display: "numbness", Attributes: map[string]string{"site": "Foot"}})
			// The shape the previous reading wrote for "脚踝也疼".
			ankle := post(memory.Proposal{Type: entity.Symptom, Display: "ankle pain", Attributes: map[string]string{"site": "ankle"}})
			resolved := post(memory.Proposal{Type: entity.Symptom, Display: "ankle pain", Status: entity.Resolved})
			footOver := post(memory.Proposal{Type: entity.Symptom, Display: "numbness", Attributes: map[string]string{"site": "foot"}, Status: entity.Inactive})

			current := map[string]bool{}
			for _, f := range e.record() {
				current[f.ID] = true
			}
			for _, c := range []struct {
				what string
				f    entity.Fact
				want bool
			}{
				{"the hand numbness", hand, true},
				{"the foot numbness, closed by its own site", foot, false},
				{"the foot numbness over", footOver, true},
				{"the ankle pain written with its site", ankle, false},
				{"the ankle pain resolved", resolved, true},
			} {
				if current[c.f.ID] != c.want {
					t.Errorf("%s (%s): current = %v, want %v", c.what, c.f.ID, current[c.f.ID], c.want)
				}
			}
			asOf, err := e.svc.Record(ctx, e.sc, "p1", foot.RecordedAt.Add(time.Nanosecond))
			if err != nil {
				t.Fatal(err)
			}
			if n := len(find(asOf.Facts, func(f entity.Fact) bool { return f.ID == hand.ID || f.ID == foot.ID })); n != 2 {
				t.Errorf("as of the foot numbness, %d of hand and foot numbness were current, want 2", n)
			}
		})
	}
}
