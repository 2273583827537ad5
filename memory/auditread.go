package memory

import (
	"context"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Accesses returns the tenant's access log.
func (s *Service) Accesses(ctx context.Context, sc tenancy.Scope, f audit.Filter) ([]audit.Access, error) {
	if err := require(sc, complianceRoles); err != nil {
		return nil, err
	}
	out, err := s.st.Audit.Accesses(ctx, sc, f)
	return nonNil(out), backend("read access log", err)
}

// Events returns the tenant's change events.
func (s *Service) Events(ctx context.Context, sc tenancy.Scope, f audit.Filter) ([]audit.Event, error) {
	if err := require(sc, complianceRoles); err != nil {
		return nil, err
	}
	out, err := s.st.Audit.Events(ctx, sc, f)
	return nonNil(out), backend("read audit events", err)
}

// VerifyChain checks the tenant's hash chain and returns the number of
// events and the index of the first broken one (-1 when intact).
func (s *Service) VerifyChain(ctx context.Context, sc tenancy.Scope) (int, int, error) {
	if err := require(sc, complianceRoles); err != nil {
		return 0, 0, err
	}
	chain, err := s.st.Audit.Chain(ctx, sc)
	if err != nil {
		return 0, 0, backend("read audit chain", err)
	}
	return len(chain), audit.Verify(sc.TenantID(), chain), nil
}
