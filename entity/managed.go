package entity

import (
	"context"
	"slices"
	"time"

	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Managed returns st under the rules every record backend shares (STYLE.md
// rule 4), so that backends only persist and cannot differ on them:
//
//   - a scope without a tenant is refused with tenancy.ErrNoTenant before
//     st is called;
//   - Apply refuses a change that fails Change.Check, and sets a zero
//     RecordedAt, CreatedAt or supersession time from now and an empty
//     claim status to ClaimPending;
//   - ResolveClaim refuses a resolution that fails Resolution.Check, and
//     sets a zero At and a zero RecordedAt of the confirmed fact from now
//     and a zero supersession time to the resolution's;
//   - Claims pages: it asks st for one claim more than f.Limit, which tells
//     whether there is a next page, and returns the cursor of that page.
//
// Backends may assume all of it, and return no cursor of their own.
func Managed(st Store, now func() time.Time) Store { return managed{backend: st, now: now} }

// managed does not embed Store: a method added to Store must be given its
// rules here rather than pass through unchecked.
type managed struct {
	backend Store
	now     func() time.Time
}

func (m managed) Apply(ctx context.Context, sc tenancy.Scope, c Change) error {
	if err := sc.Check(); err != nil {
		return err
	}
	if err := c.Check(); err != nil {
		return err
	}
	now := m.now()
	c.Create = slices.Clone(c.Create)
	for i := range c.Create {
		c.Create[i] = c.Create[i].recordedBy(now)
	}
	c.Supersede = closedBy(c.Supersede, now)
	c.Claims = slices.Clone(c.Claims)
	for i := range c.Claims {
		if c.Claims[i].Status == "" {
			c.Claims[i].Status = ClaimPending
		}
		if c.Claims[i].CreatedAt.IsZero() {
			c.Claims[i].CreatedAt = now
		}
	}
	return m.backend.Apply(ctx, sc, c)
}

func (m managed) Record(ctx context.Context, sc tenancy.Scope, patientID string, asOf time.Time) ([]Fact, error) {
	if err := sc.Check(); err != nil {
		return nil, err
	}
	return m.backend.Record(ctx, sc, patientID, asOf)
}

func (m managed) Fact(ctx context.Context, sc tenancy.Scope, patientID, factID string) (Fact, error) {
	if err := sc.Check(); err != nil {
		return Fact{}, err
	}
	return m.backend.Fact(ctx, sc, patientID, factID)
}

func (m managed) Claims(ctx context.Context, sc tenancy.Scope, f ClaimFilter) ([]Claim, string, error) {
	if err := sc.Check(); err != nil {
		return nil, "", err
	}
	if f.Limit <= 0 {
		claims, _, err := m.backend.Claims(ctx, sc, f)
		return claims, "", err
	}
	page := f
	page.Limit++
	claims, _, err := m.backend.Claims(ctx, sc, page)
	if err != nil || len(claims) <= f.Limit {
		return claims, "", err
	}
	claims = claims[:f.Limit]
	return claims, claims[len(claims)-1].ID, nil
}

func (m managed) Claim(ctx context.Context, sc tenancy.Scope, claimID string) (Claim, error) {
	if err := sc.Check(); err != nil {
		return Claim{}, err
	}
	return m.backend.Claim(ctx, sc, claimID)
}

func (m managed) ResolveClaim(ctx context.Context, sc tenancy.Scope, claimID string, r Resolution) (Claim, error) {
	if err := sc.Check(); err != nil {
		return Claim{}, err
	}
	if err := r.Check(claimID); err != nil {
		return Claim{}, err
	}
	now := m.now()
	if r.At.IsZero() {
		r.At = now
	}
	if r.Fact != nil {
		f := r.Fact.recordedBy(now)
		r.Fact = &f
	}
	r.Supersede = closedBy(r.Supersede, r.At)
	return m.backend.ResolveClaim(ctx, sc, claimID, r)
}

func (m managed) DeletePatient(ctx context.Context, sc tenancy.Scope, patientID string) error {
	if err := sc.Check(); err != nil {
		return err
	}
	return m.backend.DeletePatient(ctx, sc, patientID)
}

// recordedBy returns f with a zero RecordedAt set to now.
func (f Fact) recordedBy(now time.Time) Fact {
	if f.RecordedAt.IsZero() {
		f.RecordedAt = now
	}
	return f
}

// closedBy returns a copy of ss in which a zero At is at.
func closedBy(ss []Supersession, at time.Time) []Supersession {
	ss = slices.Clone(ss)
	for i := range ss {
		if ss[i].At.IsZero() {
			ss[i].At = at
		}
	}
	return ss
}
