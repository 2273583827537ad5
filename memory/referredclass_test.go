package memory_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
)

// "That water tablet I told you about, I've been taking it every morning"
// resolves to the furosemide told before: the class is how the patient
// names it, not a second medication. A class with no known drug of it is
// still written.
func TestAClassNamingAKnownDrugWritesNoSecondMedication(t *testing.T) {
	const later = "That water tablet I told you about, I've been taking it every morning."
	t.Run("told in the window", func(t *testing.T) {
		e := newEnv(t, recordBackends(t)["embedded"], nil)
		e.say("t1", "I take furosemide every morning.")
		r := e.say("t2", later)
		if len(r.Resolved) != 1 || r.Resolved[0].Display != "furosemide" {
			t.Fatalf("resolved = %+v, unresolved = %+v", r.Resolved, r.Unresolved)
		}
		noMedicationWritten(t, r)
	})
	t.Run("told in an earlier session", func(t *testing.T) {
		// "I told you about" may be any earlier session: coref offers the
		// furosemide and chooses nothing, and the class is still no
		// second medication.
		e := newEnv(t, recordBackends(t)["embedded"], nil)
		ingest(t, e, "s0", "t0", "I take furosemide every morning.")
		r := ingest(t, e, "s1", "t1", later)
		if len(r.Unresolved) != 1 || len(r.Unresolved[0].Candidates) != 1 || r.Unresolved[0].Candidates[0].Display != "furosemide" {
			t.Fatalf("resolved = %+v, unresolved = %+v", r.Resolved, r.Unresolved)
		}
		noMedicationWritten(t, r)
	})
	t.Run("two drugs of the class known: neither is written again, nor the class", func(t *testing.T) {
		e := newEnv(t, recordBackends(t)["embedded"], nil)
		ingest(t, e, "s0", "t0", "I take furosemide and spironolactone.")
		noMedicationWritten(t, ingest(t, e, "s1", "t1", later))
	})
	t.Run("no drug of the class known: the class is written", func(t *testing.T) {
		e := newEnv(t, recordBackends(t)["embedded"], nil)
		r := e.say("t1", "I've been taking a water tablet every morning.")
		if len(r.Updates) != 1 || r.Updates[0].Type != "medication" {
			t.Errorf("updates = %+v, want the diuretic", r.Updates)
		}
	})
}

func noMedicationWritten(t *testing.T, r memory.TurnResult) {
	t.Helper()
	for _, u := range r.Updates {
		if u.Type == entity.Medication {
			t.Errorf("wrote a medication of its own: %+v", u)
		}
	}
}

// ingest posts a patient turn to a session of its own.
func ingest(t *testing.T, e *env, sessionID, turnID, text string) memory.TurnResult {
	t.Helper()
	body, _, err := e.svc.Ingest(context.Background(), e.sc, memory.TurnRequest{PatientID: "p1", SessionID: sessionID, TurnID: turnID, Role: "patient", Text: text})
	if err != nil {
		t.Fatal(err)
	}
	var r memory.TurnResult
	if err := json.Unmarshal(body, &r); err != nil {
		t.Fatal(err)
	}
	return r
}
