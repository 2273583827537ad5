package memory_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/memory"
)

// A clinician telling at follow-up that an illness is over ends it when
// the clinician speaks in person (a clinician key), and proposes the end
// for review when an agent relays the clinician's words; on every record
// backend. Before session 51 a clinician's turn stated only orders and
// diagnoses, and the pneumonia stayed active either way.
func TestAClinicianTellsAnIllnessOver(t *testing.T) {
	for name, backend := range recordBackends(t) {
		t.Run(name, func(t *testing.T) {
			for _, c := range []struct {
				name       string
				inPerson   bool
				wantStatus string
				wantClaim  bool
			}{
				{"relayed by the agent", false, entity.Active, true},
				{"the clinician in person", true, entity.Inactive, false},
			} {
				t.Run(c.name, func(t *testing.T) {
					e := newEnv(t, backend, nil)
					e.turnIn("s1", "t1", "patient", "I was in hospital with pneumonia, they let me out on Tuesday.", nil)
					sc := e.sc
					if c.inPerson {
						sc = e.clinician()
					}
					body, _, err := e.svc.Ingest(context.Background(), sc, memory.TurnRequest{PatientID: "p1", SessionID: "s2", TurnID: "t2",
						Role: "clinician", Text: "Your repeat chest X-ray is clear, so the pneumonia has completely resolved."})
					if err != nil {
						t.Fatal(err)
					}
					var r memory.TurnResult
					if err := json.Unmarshal(body, &r); err != nil {
						t.Fatal(err)
					}
					if status := e.statusOf(entity.Condition, "cond:pneumonia"); status != c.wantStatus {
						t.Errorf("pneumonia is %q, want %q", status, c.wantStatus)
					}
					claimed := false
					for _, cl := range r.Claims {
						claimed = claimed || strings.Contains(cl.Display, "pneumonia") && len(cl.ConflictsWith) > 0
					}
					if claimed != c.wantClaim {
						t.Errorf("claims %+v: a claim on the active pneumonia %v, want %v", r.Claims, claimed, c.wantClaim)
					}
				})
			}
		})
	}
}
