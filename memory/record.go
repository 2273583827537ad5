package memory

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/outbox"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// RecordView is GET .../record.
type RecordView struct {
	PatientID string        `json:"patient_id"`
	AsOf      time.Time     `json:"as_of"`
	Facts     []entity.Fact `json:"facts"`
}

// Record returns the patient's record as it stood at asOf (zero: now).
// An unknown patient is ErrNotFound, as a patient of another tenant.
func (s *Service) Record(ctx context.Context, sc tenancy.Scope, patientID string, asOf time.Time) (RecordView, error) {
	if err := require(sc, conversationRoles); err != nil {
		return RecordView{}, err
	}
	if err := session.ValidID("patient_id", patientID); err != nil {
		return RecordView{}, invalid("%v", err)
	}
	facts, err := s.st.Entities.Record(ctx, sc, patientID, asOf)
	if err != nil {
		return RecordView{}, backend("read record", err)
	}
	if len(facts) == 0 {
		// An empty record may be a known patient's (no facts yet, or none as
		// of then) or no patient at all, which is a 404.
		if err := s.knownPatient(ctx, sc, patientID); err != nil {
			return RecordView{}, err
		}
	}
	view := RecordView{PatientID: patientID, AsOf: asOf}
	if asOf.IsZero() {
		view.AsOf = s.now()
	}
	// A drug taken until a time gone by is stopped as of then (entity.AsOf).
	view.Facts = nonNil(entity.AsOf(facts, view.AsOf))
	if err := s.recordAccess(ctx, sc, "record", patientID, len(view.Facts)); err != nil {
		return RecordView{}, err
	}
	return view, nil
}

// knownPatient returns ErrNotFound unless the tenant knows the patient: a
// turn or a change to the record was written for them.
func (s *Service) knownPatient(ctx context.Context, sc tenancy.Scope, patientID string) error {
	ok, err := s.st.Sessions.PatientExists(ctx, sc, patientID)
	if err != nil {
		return backend("look up patient", err)
	}
	if !ok {
		return fmt.Errorf("patient %q: %w", patientID, ErrNotFound)
	}
	return nil
}

// MaxFactsPerRequest bounds POST .../facts.
const MaxFactsPerRequest = 100

// PostFacts writes clinician facts as confirmed, source clinician. Each
// closes the current fact of the same key (a new dose replaces the old).
// The audit events and the graph work commit together in the session
// store's outbox; nothing is written if any fact is invalid.
func (s *Service) PostFacts(ctx context.Context, sc tenancy.Scope, patientID string, proposals []Proposal) ([]entity.Fact, error) {
	if err := require(sc, clinicianRoles); err != nil {
		return nil, err
	}
	if err := session.ValidID("patient_id", patientID); err != nil {
		return nil, invalid("%v", err)
	}
	if len(proposals) == 0 || len(proposals) > MaxFactsPerRequest {
		return nil, invalid("facts must hold 1 to %d facts", MaxFactsPerRequest)
	}
	for i, p := range proposals {
		if err := validateProposal(p); err != nil {
			return nil, invalid("facts[%d]: %v", i, err)
		}
	}
	unlock := s.lock(sc, patientID)
	defer unlock()
	if err := s.drainPatient(ctx, sc, patientID); err != nil {
		return nil, err
	}
	record, err := s.st.Entities.Record(ctx, sc, patientID, time.Time{})
	if err != nil {
		return nil, backend("read record", err)
	}
	now := s.now()
	batch := s.cfg.NewID()
	c := change{entity.Change{PatientID: patientID}}
	for i, p := range proposals {
		f := entity.Fact{
			PatientID: patientID, Type: p.Type, Display: p.Display, Code: p.Code, Attributes: copyAttrs(p.Attributes),
			Status: p.Status, Verification: entity.Confirmed, Kind: entity.KindFact, Confidence: p.Confidence,
			Source: entity.Source{Kind: entity.SourceClinician}, ValidFrom: now, RecordedAt: now,
		}
		if f.Status == "" {
			f.Status = entity.Active
		}
		if f.Confidence == 0 {
			f.Confidence = 1
		}
		if concept := s.conceptOf(p); concept != "" {
			f.Attributes[entity.ConceptAttribute] = concept
			if f.Code.Code == "" {
				code := s.reader.Code(concept)
				f.Code = entity.Code{System: code.System, Code: code.Code}
			}
		}
		f.ID = entity.RecordID("fact", sc.TenantID(), patientID, batch, fmt.Sprint(i))
		for _, cur := range record {
			if cur.SupersededAt == nil && cur.Same(f) {
				c.Supersede = append(c.Supersede, entity.Supersession{FactID: cur.ID, At: now})
				record = closeFact(record, cur.ID, now)
			}
		}
		c.Create = append(c.Create, f)
		record = append(record, f)
	}
	if err := s.enqueue(ctx, sc, patientID, changeEvents(sc, now, c, "clinician facts"), outbox.KindRecord,
		entity.ID("ob", sc.TenantID(), patientID, batch), outbox.Encode(outbox.RecordChange(c.Change))); err != nil {
		return nil, err
	}
	return c.Create, nil
}

// enqueue commits audit events and one outbox item together, then applies
// the patient's pending work. A failure to apply leaves the work queued
// for the worker: it is durable, so the request still succeeds.
func (s *Service) enqueue(ctx context.Context, sc tenancy.Scope, patientID string, events []audit.Event, kind, id string, payload []byte) error {
	item := session.OutboxItem{ID: id, PatientID: patientID, Kind: kind, Payload: payload, CreatedAt: s.now()}
	err := s.st.Outbox.Enqueue(ctx, sc, events, []session.OutboxItem{item})
	if errors.Is(err, session.ErrDuplicate) {
		return fmt.Errorf("%w: this change was already submitted", ErrConflict)
	}
	if err != nil {
		return backend("enqueue change", err)
	}
	if err := s.drainPatient(ctx, sc, patientID); err != nil {
		s.cfg.Logger.Warn("record work queued", "tenant", sc.TenantID(), "item", id, "err", err)
	}
	return nil
}
