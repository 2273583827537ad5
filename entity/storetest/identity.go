package storetest

import (
	"fmt"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
)

// The identity cases (issue 10) run the gate over the record the store
// returns and apply its decision, as the pipeline does: supersession
// follows entity.Fact.Same on every backend only if every backend gives
// back what identity reads (type, concept, site, timing, setting) and
// keeps a closed fact as it was.
var identityTests = []struct {
	name string
	fn   func(t *testing.T, s entity.Store)
}{
	{"knee pain and ankle pain are both active", testIdentityTwoSites},
	{"pain at the same site supersedes the last and keeps it as it was", testIdentitySameSite},
	{"a symptom said without its site closes the one at its only site", testIdentityUnplaced},
	{"a new dose supersedes the medication and the old dose stays in history", testIdentityDose},
	{"fasting and post-meal glucose are both current and two fasting readings supersede", testIdentityTiming},
}

// statement is what a patient says of typ and concept, with attributes
// as name/value pairs.
func statement(typ, concept, display string, kv ...string) entity.Statement {
	attrs := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		attrs[kv[i]] = kv[i+1]
	}
	return entity.Statement{
		Fact: entity.Fact{Type: typ, Display: display, Attributes: attrs,
			Source: entity.Source{Kind: entity.SourcePatient, TurnID: "t-" + display, SessionID: "s-1"}},
		Concept: concept, Confidence: 0.9, Speaker: "patient", Experiencer: "patient",
	}
}

// gate decides st against p-1's current record in s, applies the decision
// at now with the written fact's id set to id, and returns the decision.
func gate(t *testing.T, s entity.Store, id string, st entity.Statement, now time.Time) entity.Decision {
	t.Helper()
	st.Fact.PatientID = "p-1"
	d := entity.Gate(entity.DefaultPolicy(), nil, mustRecord(t, s, TenantA, "p-1", time.Time{}), st, now)
	c := entity.Change{PatientID: "p-1"}
	switch d.Outcome {
	case entity.WriteFact, entity.WriteNegative, entity.WriteFamily:
		d.Fact.ID = id
		c.Create = append(c.Create, d.Fact)
		for _, old := range d.Supersede {
			c.Supersede = append(c.Supersede, entity.Supersession{FactID: old, At: now})
		}
	}
	if d.Claim != nil {
		cl := *d.Claim
		cl.ID = "c-" + id
		c.Claims = append(c.Claims, cl)
	}
	mustApply(t, s, TenantA, c)
	return d
}

// written fails unless d wrote a fact closing exactly closes.
func written(t *testing.T, what string, d entity.Decision, closes ...string) {
	t.Helper()
	if d.Outcome != entity.WriteFact {
		t.Fatalf("%s: outcome %s (%s), want a written fact", what, d.Outcome, d.Why)
	}
	if fmt.Sprint(d.Supersede) != fmt.Sprint(closes) {
		t.Errorf("%s: closes %v, want %v", what, d.Supersede, closes)
	}
}

func testIdentityTwoSites(t *testing.T, s entity.Store) {
	knee := gate(t, s, "f-knee", statement(entity.Symptom, "sym:pain_symptom", "knee pain", "site", "knee"), at(0))
	written(t, "knee pain", knee)
	written(t, "ankle pain", gate(t, s, "f-ankle", statement(entity.Symptom, "sym:pain_symptom", "ankle pain", "site", "ankle"), at(time.Hour)))

	wantIDs(t, "current record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-knee", "f-ankle"})
	want := knee.Fact
	want.ID = "f-knee"
	checkFact(t, "knee pain after the ankle pain", mustFact(t, s, TenantA, "p-1", "f-knee"), want)
}

func testIdentitySameSite(t *testing.T, s entity.Store) {
	first := gate(t, s, "f-knee", statement(entity.Symptom, "sym:pain_symptom", "knee pain", "site", "knee"), at(0))
	written(t, "knee pain", first)
	again := gate(t, s, "f-knee-2", statement(entity.Symptom, "sym:pain_symptom", "knee pain", "site", "Knee", "duration", "3 days"), at(time.Hour))
	written(t, "knee pain for three days", again, "f-knee")

	wantIDs(t, "current record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-knee-2"})
	wantIDs(t, "record before the second statement", ids(mustRecord(t, s, TenantA, "p-1", at(time.Minute))), []string{"f-knee"})
	old := first.Fact
	old.ID, old.SupersededAt = "f-knee", ptr(at(time.Hour))
	checkFact(t, "the closed knee pain", mustFact(t, s, TenantA, "p-1", "f-knee"), old)
}

func testIdentityUnplaced(t *testing.T, s entity.Store) {
	written(t, "hand numbness", gate(t, s, "f-hand", statement(entity.Symptom, "sym:numbness", "hand numbness", "site", "hand"), at(0)))
	written(t, "foot numbness", gate(t, s, "f-foot", statement(entity.Symptom, "sym:tingling", "foot tingling", "site", "foot"), at(time.Minute)))
	over := statement(entity.Symptom, "sym:numbness", "numbness")
	over.Historical = true
	d := gate(t, s, "f-over", over, at(time.Hour))
	written(t, "the numbness is over", d, "f-hand")

	got := mustFact(t, s, TenantA, "p-1", "f-over")
	if got.Attributes["site"] != "hand" || got.Status != entity.Inactive {
		t.Errorf("the numbness over: site %q status %q, want the hand's, inactive", got.Attributes["site"], got.Status)
	}
	wantIDs(t, "current record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-foot", "f-over"})
}

func testIdentityDose(t *testing.T, s entity.Store) {
	first := gate(t, s, "f-500", statement(entity.Medication, "drug:metformin", "metformin", "dose", "500 mg", "frequency", "bid"), at(0))
	written(t, "metformin 500 mg", first)
	written(t, "metformin 1000 mg",
		gate(t, s, "f-1000", statement(entity.Medication, "drug:metformin", "metformin", "dose", "1000 mg", "frequency", "bid"), at(time.Hour)), "f-500")

	cur := mustRecord(t, s, TenantA, "p-1", time.Time{})
	wantIDs(t, "current record", ids(cur), []string{"f-1000"})
	if len(cur) == 1 && cur[0].Attributes["dose"] != "1000 mg" {
		t.Errorf("current dose %q, want 1000 mg", cur[0].Attributes["dose"])
	}
	past := mustRecord(t, s, TenantA, "p-1", at(time.Hour-time.Microsecond))
	wantIDs(t, "record before the new dose", ids(past), []string{"f-500"})
	if len(past) == 1 && past[0].Attributes["dose"] != "500 mg" {
		t.Errorf("dose before the change %q, want 500 mg", past[0].Attributes["dose"])
	}
	old := first.Fact
	old.ID, old.SupersededAt = "f-500", ptr(at(time.Hour))
	checkFact(t, "the old dose", mustFact(t, s, TenantA, "p-1", "f-500"), old)
}

func testIdentityTiming(t *testing.T, s entity.Store) {
	glucose := func(value, timing string) entity.Statement {
		return statement(entity.Observation, "lab:glucose", "glucose "+value, "value", value, "unit", "mmol/L", "timing", timing)
	}
	written(t, "fasting 6.1", gate(t, s, "f-fast", glucose("6.1", "fasting"), at(0)))
	written(t, "post-meal 9.8", gate(t, s, "f-post", glucose("9.8", "post-meal"), at(time.Minute)))
	wantIDs(t, "record after both", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-fast", "f-post"})

	written(t, "fasting 5.9", gate(t, s, "f-fast-2", glucose("5.9", "fasting"), at(time.Hour)), "f-fast")
	wantIDs(t, "current record", ids(mustRecord(t, s, TenantA, "p-1", time.Time{})), []string{"f-post", "f-fast-2"})
	wantIDs(t, "record before the second fasting reading", ids(mustRecord(t, s, TenantA, "p-1", at(30*time.Minute))), []string{"f-fast", "f-post"})
}
