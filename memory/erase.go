package memory

import (
	"context"
	"errors"
	"fmt"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Erasure is what ErasePatient removed from the session store; the record
// and the recall index are emptied of the patient as well.
type Erasure struct {
	TenantID  string         `json:"tenant_id"`
	PatientID string         `json:"patient_id"`
	Erased    session.Erased `json:"erased"`
	Record    bool           `json:"record_erased"`
	Recall    bool           `json:"recall_erased"`
}

// ErasePatient removes the patient from every store: conversations,
// summaries, queued work, record, claims and recall points. The tenant's
// audit chain keeps its events (codes and ids only) and gains a tombstone
// event. A tenant admin erases in its own tenant; the global admin names
// the tenant. Erasing is idempotent: a patient already erased, or one never
// known, is erased again without error, so a request that failed half-way
// (ErrUnavailable) is completed by repeating it.
//
// The session store goes first, in one transaction with the tombstone:
// once the patient's queued work is gone, nothing can write the record or
// the index of the patient again, and the deletions that follow stay done.
func (s *Service) ErasePatient(ctx context.Context, sc tenancy.Scope, tenantID, patientID string) (Erasure, error) {
	if err := require(sc, []tenancy.Role{tenancy.RoleAdmin}); err != nil {
		return Erasure{}, err
	}
	in, err := sc.Within(tenantID)
	if errors.Is(err, tenancy.ErrForbidden) {
		return Erasure{}, fmt.Errorf("%w: %v", ErrForbidden, err)
	}
	if err != nil {
		return Erasure{}, invalid("%v", err)
	}
	if err := session.ValidID("patient_id", patientID); err != nil {
		return Erasure{}, invalid("%v", err)
	}
	if _, err := s.st.Directory.Tenant(ctx, in.TenantID()); err != nil {
		return Erasure{}, backend("read tenant", err)
	}
	unlock := s.lock(in, patientID)
	defer unlock()
	out := Erasure{TenantID: in.TenantID(), PatientID: patientID}
	tomb := audit.Event{At: s.now(), Actor: sc.Actor(), Type: audit.PatientErased, PatientID: patientID, EntityID: patientID,
		Reason: "erasure request"}
	if out.Erased, err = s.st.Sessions.ErasePatient(ctx, in, patientID, tomb); err != nil {
		return Erasure{}, backend("erase conversations", err)
	}
	if err := s.st.Entities.DeletePatient(ctx, in, patientID); err != nil {
		return out, fmt.Errorf("conversations erased, record not yet (repeat the request): %w", backend("erase record", err))
	}
	out.Record = true
	if err := s.st.Index.DeletePatient(ctx, in, patientID); err != nil {
		return out, fmt.Errorf("conversations and record erased, recall not yet (repeat the request): %w", backend("erase recall", err))
	}
	out.Recall = true
	s.cfg.Logger.Info("patient erased", "tenant", in.TenantID(), "turns", out.Erased.Turns,
		"summaries", out.Erased.Summaries, "outbox_items", out.Erased.OutboxItems)
	return out, nil
}
