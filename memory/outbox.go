package memory

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/outbox"
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
	return s.applyOutbox(ctx, s.st, sc, items, nil)
}

// Drain applies one batch of the tenant's pending outbox work, a patient at
// a time under the patient's lock, re-reading each patient's queue once
// the lock is held: so that an ingest, which drains the same queue, or an
// erasure, which deletes it, is never raced by the worker.
func (s *Service) Drain(ctx context.Context, tenantID string) error {
	sc := tenancy.System(tenantID)
	items, err := s.st.Outbox.PendingOutbox(ctx, sc, "", drainBatch)
	if err != nil {
		return backend("read outbox", err)
	}
	var patients []string
	for _, it := range items {
		if !slices.Contains(patients, it.PatientID) {
			patients = append(patients, it.PatientID)
		}
	}
	var first error
	for _, p := range patients {
		unlock := s.lock(sc, p)
		err := s.drainPatient(ctx, sc, p)
		unlock()
		if err != nil && first == nil {
			first = err
		}
	}
	return first
}

// DrainAll drains every tenant once and returns the first error.
func (s *Service) DrainAll(ctx context.Context) error {
	tenants, err := s.TenantIDs(ctx)
	if err != nil {
		return err
	}
	var first error
	for _, t := range tenants {
		if err := s.Drain(ctx, t); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// DefaultOutboxMaxAttempts is how many failed attempts quarantine an outbox
// item when Config.OutboxMaxAttempts is zero.
const DefaultOutboxMaxAttempts = 5

// applyOutbox applies items through st. ready holds index points already
// embedded, by item id (commitTurn); the others are embedded here.
func (s *Service) applyOutbox(ctx context.Context, st Stores, sc tenancy.Scope, items []session.OutboxItem, ready map[string]retrieval.Point) error {
	blocked := map[string]bool{} // patients whose record work failed in this pass
	var first error
	for _, it := range items {
		if it.Kind != outbox.KindIndex && blocked[it.PatientID] {
			continue
		}
		if err := s.applyItem(ctx, st, sc, it, ready); err != nil {
			if ctx.Err() != nil {
				// The caller gave up (deadline, shutdown): not the item's
				// fault, so it is not counted against it.
				return backend("apply outbox", err)
			}
			if merr := st.Outbox.MarkOutboxFailed(ctx, sc, it.ID, errorClass(err)); merr != nil {
				s.cfg.Logger.Warn("outbox mark failed", "tenant", sc.TenantID(), "item", it.ID, "err", merr)
			}
			// A backend that did not answer is never the item's fault,
			// however often it happens.
			if it.Attempts+1 >= s.cfg.OutboxMaxAttempts && !unavailable(err) && s.answers(ctx, it.Kind) && s.quarantine(ctx, st, sc, it, err) {
				continue // out of the queue: later work of the patient goes on
			}
			if it.Kind != outbox.KindIndex {
				blocked[it.PatientID] = true
				if first == nil {
					// Whatever the cause, the record is behind until the
					// item applies or is quarantined: retry later.
					first = fmt.Errorf("apply record change: %w: %w", ErrUnavailable, err)
				}
			}
			continue
		}
		if err := st.Outbox.MarkOutboxDone(ctx, sc, it.ID, s.now()); err != nil {
			return backend("mark outbox done", err)
		}
	}
	return first
}

func (s *Service) applyItem(ctx context.Context, st Stores, sc tenancy.Scope, it session.OutboxItem, ready map[string]retrieval.Point) error {
	switch it.Kind {
	case outbox.KindRecord:
		c, err := outbox.DecodeChange(it.Payload)
		if err != nil {
			return err
		}
		return st.Entities.Apply(ctx, sc, c.Change())
	case outbox.KindClaim:
		r, err := outbox.DecodeResolution(it.Payload)
		if err != nil {
			return err
		}
		_, err = st.Entities.ResolveClaim(ctx, sc, r.ClaimID, r.Resolution())
		if errors.Is(err, entity.ErrConflict) {
			// Already resolved: an earlier attempt applied it and only
			// marking it done failed. The outbox id admits one resolution
			// per claim, so there is no other way to get here.
			return nil
		}
		return err
	case outbox.KindIndex:
		point, ok := ready[it.ID]
		if !ok {
			var err error
			if point, err = s.embedItem(ctx, it); err != nil {
				return err
			}
		}
		if point.Kind == "summary" {
			if stored, err := summaryStored(ctx, st, sc, point); err != nil || !stored {
				return err // a later fold replaced it, and its point is the topic's
			}
		}
		return st.Index.Upsert(ctx, sc, []retrieval.Point{point})
	}
	return fmt.Errorf("%w: unknown outbox kind %q", outbox.ErrFormat, it.Kind)
}

// embedItem returns the point of an index item, embedded.
func (s *Service) embedItem(ctx context.Context, it session.OutboxItem) (retrieval.Point, error) {
	p, err := outbox.DecodePoint(it.Payload)
	if err != nil {
		return retrieval.Point{}, err
	}
	point, err := s.indexPoint(ctx, p.Point())
	if err != nil {
		return retrieval.Point{}, fmt.Errorf("embed: %w", err)
	}
	return point, nil
}

// answers reports whether the backend that applies items of kind answers a
// ping. An item is poison only if it fails while its backend works: during
// an outage every item fails, and none may be taken out of order for it.
func (s *Service) answers(ctx context.Context, kind string) bool {
	var target any = s.backends.Entities
	if kind == outbox.KindIndex {
		target = s.backends.Index
	}
	p, ok := target.(interface{ Ping(context.Context) error })
	return ok && p.Ping(ctx) == nil
}

// quarantine takes an item that keeps failing out of the queue, so that it
// blocks no other work, and reports whether it did. An operator lists and
// retries quarantined items (memoryd outbox).
func (s *Service) quarantine(ctx context.Context, st Stores, sc tenancy.Scope, it session.OutboxItem, cause error) bool {
	if err := st.Outbox.QuarantineOutbox(ctx, sc, it.ID, s.now()); err != nil {
		s.cfg.Logger.Warn("outbox quarantine failed", "tenant", sc.TenantID(), "item", it.ID, "err", err)
		return false
	}
	s.quarantined.Add(1)
	s.cfg.Logger.Error("outbox item quarantined", "tenant", sc.TenantID(), "item", it.ID, "kind", it.Kind,
		"attempts", it.Attempts+1, "err", errorClass(cause))
	return true
}

// QuarantinedTotal counts the items this process has quarantined since it
// started.
func (s *Service) QuarantinedTotal() int64 { return s.quarantined.Load() }

// Quarantined lists up to limit quarantined outbox items of the tenant.
func (s *Service) Quarantined(ctx context.Context, tenantID string, limit int) ([]session.OutboxItem, error) {
	items, err := s.st.Outbox.QuarantinedOutbox(ctx, tenancy.System(tenantID), limit)
	if err != nil {
		return nil, backend("read quarantined outbox", err)
	}
	return items, nil
}

// TenantIDs lists every tenant's id, for operator commands that go over
// all of them.
func (s *Service) TenantIDs(ctx context.Context) ([]string, error) {
	tenants, err := s.st.Directory.Tenants(ctx)
	if err != nil {
		return nil, backend("list tenants", err)
	}
	ids := make([]string, len(tenants))
	for i, t := range tenants {
		ids[i] = t.ID
	}
	return ids, nil
}

// CountQuarantined counts quarantined items over every tenant, up to limit
// per tenant, for /readyz and /metrics.
func (s *Service) CountQuarantined(ctx context.Context, limit int) (int, error) {
	tenants, err := s.TenantIDs(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, t := range tenants {
		items, err := s.Quarantined(ctx, t, limit)
		if err != nil {
			return 0, err
		}
		n += len(items)
	}
	return n, nil
}

// quarantineCountTTL is how long a count of quarantined items is reused:
// readiness probes come every few seconds, and counting reads every tenant.
const quarantineCountTTL = 15 * time.Second

// RecentQuarantineCount is CountQuarantined, counted at most once per
// quarantineCountTTL; callers in between get the last count.
func (s *Service) RecentQuarantineCount(ctx context.Context, limit int) (int, error) {
	s.qcount.Lock()
	defer s.qcount.Unlock()
	now := s.now()
	if !s.qcount.at.IsZero() && now.Sub(s.qcount.at) < quarantineCountTTL {
		return s.qcount.n, nil
	}
	n, err := s.CountQuarantined(ctx, limit)
	if err != nil {
		return 0, err
	}
	s.qcount.n, s.qcount.at = n, now
	return n, nil
}

// RetryQuarantined puts a quarantined item of the tenant back in the queue
// and drains the tenant once. ErrNotFound if there is no such item.
func (s *Service) RetryQuarantined(ctx context.Context, tenantID, id string) error {
	if err := s.st.Outbox.RetryOutbox(ctx, tenancy.System(tenantID), id); err != nil {
		return backend("retry outbox item", err)
	}
	return s.Drain(ctx, tenantID)
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
