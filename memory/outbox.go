package memory

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// drainBatch bounds one pass over a patient's outbox.
const drainBatch = 100

// drainPatient applies the patient's pending outbox work in order. Record
// work is ordered: the first failure stops the pass and is returned, since
// the gate must not read a record with a gap. Index work is independent: a
// failure is recorded on the item and the pass goes on.
func (s *Service) drainPatient(ctx context.Context, sc tenancy.Scope, patientID string) error {
	items, err := s.st.Outbox.PendingOutbox(ctx, sc, patientID, drainBatch)
	if err != nil {
		return backend("read outbox", err)
	}
	return s.applyOutbox(ctx, sc, items)
}

// Drain applies one batch of every pending outbox item of the tenant. The
// background worker calls it for each tenant; it is safe to run beside
// ingest because every item is idempotent.
func (s *Service) Drain(ctx context.Context, tenantID string) error {
	sc := tenancy.System(tenantID)
	items, err := s.st.Outbox.PendingOutbox(ctx, sc, "", drainBatch)
	if err != nil {
		return backend("read outbox", err)
	}
	return s.applyOutbox(ctx, sc, items)
}

// DrainAll drains every tenant once and returns the first error.
func (s *Service) DrainAll(ctx context.Context) error {
	tenants, err := s.st.Directory.Tenants(ctx)
	if err != nil {
		return backend("list tenants", err)
	}
	var first error
	for _, t := range tenants {
		if err := s.Drain(ctx, t.ID); err != nil && first == nil {
			first = err
		}
	}
	return first
}

func (s *Service) applyOutbox(ctx context.Context, sc tenancy.Scope, items []session.OutboxItem) error {
	blocked := map[string]bool{} // patients whose record work failed in this pass
	var first error
	for _, it := range items {
		if it.Kind != outboxIndex && blocked[it.PatientID] {
			continue
		}
		if err := s.applyItem(ctx, sc, it); err != nil {
			if merr := s.st.Outbox.MarkOutboxFailed(ctx, sc, it.ID, errorClass(err)); merr != nil {
				s.cfg.Logger.Warn("outbox mark failed", "tenant", sc.TenantID, "item", it.ID, "err", merr)
			}
			if it.Kind != outboxIndex {
				blocked[it.PatientID] = true
				if first == nil {
					first = backend("apply record change", err)
				}
			}
			continue
		}
		if err := s.st.Outbox.MarkOutboxDone(ctx, sc, it.ID, s.now()); err != nil {
			return backend("mark outbox done", err)
		}
	}
	return first
}

func (s *Service) applyItem(ctx context.Context, sc tenancy.Scope, it session.OutboxItem) error {
	switch it.Kind {
	case outboxEntity:
		var c entity.Change
		if err := json.Unmarshal(it.Payload, &c); err != nil {
			return fmt.Errorf("decode change: %w", err)
		}
		return s.st.Entities.Apply(ctx, sc, c)
	case outboxClaim:
		var cr claimResolution
		if err := json.Unmarshal(it.Payload, &cr); err != nil {
			return fmt.Errorf("decode claim resolution: %w", err)
		}
		_, err := s.st.Entities.ResolveClaim(ctx, sc, cr.ClaimID, cr.Resolution)
		if errors.Is(err, entity.ErrConflict) {
			// Already resolved: an earlier attempt applied it and only
			// marking it done failed. The outbox id admits one resolution
			// per claim, so there is no other way to get here.
			return nil
		}
		return err
	case outboxIndex:
		var p retrieval.Point
		if err := json.Unmarshal(it.Payload, &p); err != nil {
			return fmt.Errorf("decode point: %w", err)
		}
		p, err := s.indexPoint(ctx, p)
		if err != nil {
			return fmt.Errorf("embed: %w", err)
		}
		return s.st.Index.Upsert(ctx, sc, []retrieval.Point{p})
	}
	return fmt.Errorf("unknown outbox kind %q", it.Kind)
}

// errorClass keeps what is stored about a failure short and free of PHI:
// driver errors do not carry utterance text, but cap them anyway.
func errorClass(err error) string {
	msg := err.Error()
	if len(msg) > 200 {
		msg = msg[:200]
	}
	return msg
}
