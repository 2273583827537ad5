package memory_test

import (
	"context"
	"sort"
	"strings"
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

// TestIdentityStory is issue 10 told through turns, on every record
// backend: what is current after each, and what the record held before.
func TestIdentityStory(t *testing.T) {
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, backend, nil)
			ctx := context.Background()
			currentOf := func(pred func(entity.Fact) bool) []string {
				t.Helper()
				var out []string
				for _, f := range find(e.record(), pred) {
					out = append(out, concept(f)+" "+f.Attributes["site"]+f.Attributes["setting"]+" "+f.Attributes["value"]+f.Attributes["dose"])
				}
				sort.Strings(out)
				return out
			}
			want := func(what string, got []string, want ...string) {
				t.Helper()
				if strings.Join(got, "; ") != strings.Join(want, "; ") {
					t.Errorf("%s: current %q, want %q", what, got, want)
				}
			}
			symptom := func(f entity.Fact) bool { return f.Type == entity.Symptom }

			e.say("t1", "膝盖疼")
			e.say("t2", "my ankle hurts too")
			e.say("t3", "my hand is numb")
			e.say("t4", "my foot is numb too")
			want("symptoms", currentOf(symptom), "sym:ankle_pain  ", "sym:knee_pain  ", "sym:numbness foot ", "sym:numbness hand ")

			e.say("t5", "I take metformin 500 mg twice a day")
			r := e.say("t6", "I take metformin 1000 mg twice a day now")
			drug := func(f entity.Fact) bool { return concept(f) == "drug:metformin" }
			want("metformin", currentOf(drug), "drug:metformin  1000 mg")
			var old *memory.Update
			for i, u := range r.Updates {
				if u.Action == "superseded" {
					old = &r.Updates[i]
				}
			}
			if old == nil {
				t.Fatalf("the new dose closed nothing: %+v", r.Updates)
			}
			closed, err := e.stores.Entities.Fact(ctx, e.sc, "p1", old.FactID)
			if err != nil || closed.Attributes["dose"] != "500 mg" || closed.SupersededAt == nil {
				t.Fatalf("the old dose = %+v (%v), want 500 mg, closed", closed, err)
			}
			before, err := e.svc.Record(ctx, e.sc, "p1", closed.SupersededAt.Add(-time.Nanosecond))
			if err != nil {
				t.Fatal(err)
			}
			if got := find(before.Facts, drug); len(got) != 1 || got[0].Attributes["dose"] != "500 mg" {
				t.Errorf("metformin before the change: %+v, want the 500 mg", got)
			}

			e.say("t7", "空腹血糖6.1")
			e.say("t8", "餐后血糖9.8")
			glucose := func(f entity.Fact) bool { return strings.Contains(concept(f), "glucose") }
			want("glucose after two readings", currentOf(glucose), "lab:fasting_glucose  6.1", "lab:postprandial_glucose  9.8")
			e.say("t9", "my sugar was 5.9 fasting")
			want("glucose after a second fasting reading", currentOf(glucose), "lab:fasting_glucose  5.9", "lab:postprandial_glucose  9.8")

			e.say("t10", "在家量血压130/80")
			e.say("t11", "诊所测血压150/95")
			bp := func(f entity.Fact) bool { return concept(f) == "vital:bp" && f.Kind == entity.KindFact }
			want("blood pressure", currentOf(bp), "vital:bp clinic 150/95", "vital:bp home 130/80")
			e.say("t12", "home reading BP 128/78")
			want("blood pressure after a second home reading", currentOf(bp), "vital:bp clinic 150/95", "vital:bp home 128/78")
		})
	}
}

// TestASymptomOverClosesTheKindRecorded: "the cough is gone" after "a dry
// tickly cough" closes the dry cough and says so, on every backend; it does
// not leave the dry cough current beside a closed "cough" (round 14, en16).
func TestASymptomOverClosesTheKindRecorded(t *testing.T) {
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, backend, nil)
			e.say("t1", "Since I started the ramipril I have this dry tickly cough, day and night")
			e.say("t2", "I switched to losartan like you said, the cough is gone completely")
			var coughs []string
			for _, f := range e.record() {
				if f.Type == entity.Symptom && strings.Contains(f.Display, "cough") {
					coughs = append(coughs, f.Display+" "+f.Status)
				}
			}
			if strings.Join(coughs, ",") != "dry cough inactive" {
				t.Errorf("current coughs = %q, want the dry cough closed: [dry cough inactive]", coughs)
			}
		})
	}
}
