package entity_test

import (
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
)

// A medication taken until a time is stopped from then, in a copy of the
// record: the stored fact is never rewritten.
func TestAsOfStopsACourseAtItsEnd(t *testing.T) {
	t0 := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	end := t0.Add(7 * 24 * time.Hour)
	course := entity.Fact{ID: "f-course", Type: entity.Medication, Status: entity.Active, ValidFrom: t0, ValidTo: &end}
	chronic := entity.Fact{ID: "f-chronic", Type: entity.Medication, Status: entity.Active, ValidFrom: t0}
	condition := entity.Fact{ID: "f-cond", Type: entity.Condition, Status: entity.Active, ValidFrom: t0, ValidTo: &end}
	record := []entity.Fact{course, chronic, condition}
	for _, c := range []struct {
		at   time.Time
		want string
	}{
		{end.Add(-time.Second), entity.Active},
		{end, entity.Stopped},
		{end.Add(time.Hour), entity.Stopped},
	} {
		got := entity.AsOf(record, c.at)
		if got[0].Status != c.want || got[1].Status != entity.Active || got[2].Status != entity.Active {
			t.Errorf("as of %v: %s %s %s, want %s active active", c.at, got[0].Status, got[1].Status, got[2].Status, c.want)
		}
	}
	if record[0].Status != entity.Active {
		t.Errorf("AsOf changed the record it was given: %s", record[0].Status)
	}
	closed := course
	closed.SupersededAt = &end
	if entity.Ended(closed, end.Add(time.Hour)) {
		t.Error("a superseded course ended again")
	}
}

// The gate reads the record as of the statement: within its course the
// drug said again is recorded already; after it, a clinician's same words
// are a new course in place of the one over, and the patient's, that it
// goes on, are a claim against the course ended, as against any drug the
// record has stopped.
func TestGateReadsACourseAsOfTheStatement(t *testing.T) {
	t0 := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	end := t0.Add(7 * 24 * time.Hour)
	course := entity.Fact{ID: "f-course", PatientID: "p1", Type: entity.Medication, Display: "valacyclovir", Status: entity.Active,
		Verification: entity.Unconfirmed, Kind: entity.KindFact, ValidFrom: t0, ValidTo: &end,
		Attributes: map[string]string{"concept_id": "drug:valacyclovir", "course": "seven days"}}
	said := func(speaker string, at time.Time) entity.Statement {
		return entity.Statement{Concept: "drug:valacyclovir", Speaker: speaker, Confidence: 0.95, At: at,
			Fact: entity.Fact{PatientID: "p1", Type: entity.Medication, Display: "valacyclovir", Attributes: map[string]string{"course": "seven days"}}}
	}
	pol := entity.DefaultPolicy()
	later := end.Add(24 * time.Hour)
	if d := entity.Gate(pol, nil, []entity.Fact{course}, said("clinician", t0.Add(24*time.Hour)), t0.Add(24*time.Hour)); d.Outcome != entity.Nothing {
		t.Errorf("within the course: %s (%s), want nothing", d.Outcome, d.Why)
	}
	d := entity.Gate(pol, nil, []entity.Fact{course}, said("clinician", later), later)
	if d.Outcome != entity.WriteFact || len(d.Supersede) != 1 || d.Supersede[0] != "f-course" {
		t.Errorf("a clinician after the course: %s %v (%s), want a fact closing f-course", d.Outcome, d.Supersede, d.Why)
	}
	d = entity.Gate(pol, nil, []entity.Fact{course}, said("patient", later), later)
	if d.Outcome != entity.RaiseClaim || d.Claim == nil || len(d.Claim.ConflictsWith) != 1 || d.Claim.ConflictsWith[0] != "f-course" {
		t.Errorf("the patient after the course: %s (%s), want a claim against f-course", d.Outcome, d.Why)
	}
	// As of the gate's own clock when the statement has no time.
	st := said("clinician", time.Time{})
	if d := entity.Gate(pol, nil, []entity.Fact{course}, st, later); d.Outcome != entity.WriteFact {
		t.Errorf("no time, gated after the course: %s (%s), want a fact", d.Outcome, d.Why)
	}
}
