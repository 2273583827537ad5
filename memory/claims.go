package memory

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/outbox"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// ClaimFilter is GET /v1/claims.
type ClaimFilter struct {
	Status    string
	PatientID string
	Limit     int
	Cursor    string
}

// Claim page limits.
const (
	DefaultClaimLimit = 50
	MaxClaimLimit     = 200
)

// Claims lists the tenant's claims, oldest first, a page at a time.
func (s *Service) Claims(ctx context.Context, sc tenancy.Scope, f ClaimFilter) ([]entity.Claim, string, error) {
	if err := require(sc, clinicianRoles); err != nil {
		return nil, "", err
	}
	switch f.Status {
	case "", entity.ClaimPending, entity.ClaimConfirmed, entity.ClaimRejected:
	default:
		return nil, "", invalid("status %q must be pending, confirmed or rejected", f.Status)
	}
	if f.PatientID != "" {
		if err := session.ValidID("patient_id", f.PatientID); err != nil {
			return nil, "", invalid("%v", err)
		}
	}
	if f.Limit == 0 {
		f.Limit = DefaultClaimLimit
	}
	if f.Limit < 1 || f.Limit > MaxClaimLimit {
		return nil, "", invalid("limit %d must be between 1 and %d", f.Limit, MaxClaimLimit)
	}
	if len(f.Cursor) > 256 {
		return nil, "", invalid("cursor is malformed")
	}
	if f.Cursor != "" {
		// The stores read an unknown cursor as "from the start", which
		// would answer a tampered one with a wrong page.
		if _, err := s.st.Entities.Claim(ctx, sc, f.Cursor); errors.Is(err, entity.ErrNotFound) {
			return nil, "", invalid("cursor is not one this server gave; list again without it")
		} else if err != nil {
			return nil, "", backend("read the cursor's claim", err)
		}
	}
	claims, next, err := s.st.Entities.Claims(ctx, sc, entity.ClaimFilter{Status: f.Status, PatientID: f.PatientID, Limit: f.Limit, After: f.Cursor})
	if err != nil {
		return nil, "", backend("list claims", err)
	}
	return nonNil(claims), next, nil
}

// Evidence is what a clinician needs to judge a claim.
type Evidence struct {
	SourceTurn *TurnView     `json:"source_turn"`
	Neighbours []TurnView    `json:"neighbouring_turns"`
	Related    []entity.Fact `json:"related_facts"`
}

// ClaimView is a claim with its evidence.
type ClaimView struct {
	entity.Claim
	Evidence Evidence `json:"evidence"`
}

// neighbourTurns is how many turns either side of the source are shown.
const neighbourTurns = 3

// Claim returns a claim with the turn that raised it, the turns around it
// and the record facts it concerns. The read is logged.
func (s *Service) Claim(ctx context.Context, sc tenancy.Scope, id string) (ClaimView, error) {
	if err := require(sc, clinicianRoles); err != nil {
		return ClaimView{}, err
	}
	c, err := s.readClaim(ctx, sc, id)
	if err != nil {
		return ClaimView{}, err
	}
	view := ClaimView{Claim: c, Evidence: Evidence{Neighbours: []TurnView{}, Related: []entity.Fact{}}}
	if c.SessionID != "" && c.TurnID != "" {
		src, _, err := s.st.Sessions.Turn(ctx, sc, c.PatientID, c.SessionID, c.TurnID)
		switch {
		case errors.Is(err, session.ErrNotFound):
		case err != nil:
			return ClaimView{}, backend("read source turn", err)
		default:
			tv := turnView(src)
			view.Evidence.SourceTurn = &tv
			// The window is the recent end of the session; older neighbours
			// come from a longer read, bounded so a claim on an old turn
			// cannot make this read unbounded.
			turns, err := s.st.Sessions.Window(ctx, sc, c.PatientID, c.SessionID, 500)
			if err != nil && !errors.Is(err, session.ErrNotFound) {
				return ClaimView{}, backend("read neighbouring turns", err)
			}
			for _, t := range turns {
				if t.Seq != src.Seq && t.Seq >= src.Seq-neighbourTurns && t.Seq <= src.Seq+neighbourTurns {
					view.Evidence.Neighbours = append(view.Evidence.Neighbours, turnView(t))
				}
			}
		}
	}
	record, err := s.st.Entities.Record(ctx, sc, c.PatientID, time.Time{})
	if err != nil {
		return ClaimView{}, backend("read record", err)
	}
	conflicts := map[string]bool{}
	for _, id := range c.ConflictsWith {
		conflicts[id] = true
	}
	for _, f := range record {
		if conflicts[f.ID] || f.Same(c.Proposed) {
			view.Evidence.Related = append(view.Evidence.Related, f)
		}
	}
	if err := s.recordAccess(ctx, sc, "claim", c.PatientID, 1+len(view.Evidence.Neighbours)+len(view.Evidence.Related)); err != nil {
		return ClaimView{}, err
	}
	return view, nil
}

func (s *Service) readClaim(ctx context.Context, sc tenancy.Scope, id string) (entity.Claim, error) {
	if id == "" || len(id) > 128 {
		return entity.Claim{}, fmt.Errorf("claim %q: %w", id, ErrNotFound)
	}
	c, err := s.st.Entities.Claim(ctx, sc, id)
	if err != nil {
		return entity.Claim{}, backend("read claim", err)
	}
	return c, nil
}

// ConfirmClaim confirms a pending claim and writes its proposed fact (or
// the clinician's edit of it) as confirmed, source clinician, closing the
// current fact of the same key. ErrConflict if the claim is resolved.
func (s *Service) ConfirmClaim(ctx context.Context, sc tenancy.Scope, id, note string, edited *Proposal) (entity.Claim, entity.Fact, error) {
	if err := require(sc, clinicianRoles); err != nil {
		return entity.Claim{}, entity.Fact{}, err
	}
	if edited != nil {
		if err := validateProposal(*edited); err != nil {
			return entity.Claim{}, entity.Fact{}, invalid("fact: %v", err)
		}
	}
	if len(note) > 4000 {
		return entity.Claim{}, entity.Fact{}, invalid("note is longer than 4000 bytes")
	}
	c, err := s.readClaim(ctx, sc, id)
	if err != nil {
		return entity.Claim{}, entity.Fact{}, err
	}
	unlock := s.lock(sc, c.PatientID)
	defer unlock()
	if c.Status != entity.ClaimPending {
		return entity.Claim{}, entity.Fact{}, fmt.Errorf("%w: claim is already %s", ErrConflict, c.Status)
	}
	now := s.now()
	f := c.Proposed
	if edited != nil {
		f.Type, f.Display, f.Code, f.Attributes, f.Status = edited.Type, edited.Display, edited.Code, copyAttrs(edited.Attributes), edited.Status
		if f.Status == "" {
			f.Status = entity.Active
		}
		if concept := s.conceptOf(*edited); concept != "" {
			f.Attributes[entity.ConceptAttribute] = concept
		}
	}
	f.ID = entity.RecordID("fact", sc.TenantID(), c.PatientID, "claim", c.ID)
	f.PatientID, f.Kind, f.Confidence = c.PatientID, entity.KindFact, 1
	if f.Verification != entity.Refuted {
		// A denial confirmed stays a denial: confirming "I don't have
		// diabetes" wrote a confirmed diabetes.
		f.Verification = entity.Confirmed
	}
	f.Source = entity.Source{Kind: entity.SourceClinician, TurnID: c.TurnID, SessionID: c.SessionID}
	f.RecordedAt, f.SupersededAt, f.ValidTo = now, nil, nil
	if f.ValidFrom.IsZero() {
		f.ValidFrom = now
	}
	if err := s.drainPatient(ctx, sc, c.PatientID); err != nil {
		return entity.Claim{}, entity.Fact{}, err
	}
	record, err := s.st.Entities.Record(ctx, sc, c.PatientID, time.Time{})
	if err != nil {
		return entity.Claim{}, entity.Fact{}, backend("read record", err)
	}
	res := entity.Resolution{Status: entity.ClaimConfirmed, ResolvedBy: sc.Actor(), At: now, Note: note, Fact: &f}
	for _, cur := range record {
		// A denial confirmed closes the facts it contradicted ("type 2
		// diabetes" when "no diabetes" is confirmed); any other claim's
		// conflicts stay (an allergy is not closed by the drug it forbids).
		denied := f.Verification == entity.Refuted && slices.Contains(c.ConflictsWith, cur.ID)
		if cur.SupersededAt == nil && (cur.Same(f) || denied) {
			res.Supersede = append(res.Supersede, entity.Supersession{FactID: cur.ID, At: now})
		}
	}
	events := changeEvents(sc, now, change{entity.Change{PatientID: c.PatientID, Create: []entity.Fact{f}, Supersede: res.Supersede}}, "claim "+c.ID+" confirmed")
	if err := s.resolve(ctx, sc, c, res, events); err != nil {
		return entity.Claim{}, entity.Fact{}, err
	}
	c.Status, c.ResolvedAt, c.ResolvedBy, c.Note = entity.ClaimConfirmed, &now, res.ResolvedBy, note
	return c, f, nil
}

// RejectClaim rejects a pending claim; the record is not changed.
func (s *Service) RejectClaim(ctx context.Context, sc tenancy.Scope, id, note string) (entity.Claim, error) {
	if err := require(sc, clinicianRoles); err != nil {
		return entity.Claim{}, err
	}
	if len(note) > 4000 {
		return entity.Claim{}, invalid("note is longer than 4000 bytes")
	}
	c, err := s.readClaim(ctx, sc, id)
	if err != nil {
		return entity.Claim{}, err
	}
	unlock := s.lock(sc, c.PatientID)
	defer unlock()
	if c.Status != entity.ClaimPending {
		return entity.Claim{}, fmt.Errorf("%w: claim is already %s", ErrConflict, c.Status)
	}
	now := s.now()
	res := entity.Resolution{Status: entity.ClaimRejected, ResolvedBy: sc.Actor(), At: now, Note: note}
	if err := s.resolve(ctx, sc, c, res, nil); err != nil {
		return entity.Claim{}, err
	}
	c.Status, c.ResolvedAt, c.ResolvedBy, c.Note = entity.ClaimRejected, &now, res.ResolvedBy, note
	return c, nil
}

// resolve commits the resolution's audit events with its outbox work. The
// outbox item's id is the claim's, so of two clinicians resolving at once
// only the first is accepted; the second gets ErrConflict.
func (s *Service) resolve(ctx context.Context, sc tenancy.Scope, c entity.Claim, res entity.Resolution, events []audit.Event) error {
	events = append([]audit.Event{{
		At: res.At, Actor: sc.Actor(), Type: audit.ClaimResolved, PatientID: c.PatientID, EntityID: c.ID,
		Before: mustJSON(map[string]string{"status": c.Status}),
		After:  mustJSON(map[string]string{"status": res.Status, "resolved_by": res.ResolvedBy}),
		Reason: "clinician review",
	}}, events...)
	return s.enqueue(ctx, sc, c.PatientID, events, outbox.KindClaim, entity.ID("ob", sc.TenantID(), "resolve", c.ID),
		outbox.Encode(outbox.ClaimResolution(c.ID, res)))
}

// resolveTakenBack resolves the pending claims the patient's turn takes
// back as rejected by the patient, queued with the turn and after its
// record change. The outbox id is not the one a clinician's resolution
// takes: a clinician who resolved the claim first wins, and this item then
// applies as done (applyItem).
func resolveTakenBack(sc tenancy.Scope, turn session.Turn, taken []takenBack, now time.Time) ([]audit.Event, []session.OutboxItem) {
	var (
		events []audit.Event
		work   []session.OutboxItem
	)
	for _, tb := range taken {
		c := tb.claim
		why := "taken back by the patient in turn " + turn.TurnID
		if tb.replacedBy != "" {
			why = "replaced by claim " + tb.replacedBy + " of turn " + turn.TurnID + ", which says more"
		}
		res := entity.Resolution{Status: entity.ClaimRejected, ResolvedBy: entity.SourcePatient, At: now, Note: why}
		events = append(events, audit.Event{
			At: now, Actor: sc.Actor(), Type: audit.ClaimResolved, PatientID: c.PatientID, EntityID: c.ID,
			Before: mustJSON(map[string]string{"status": c.Status}),
			After:  mustJSON(map[string]string{"status": res.Status, "resolved_by": res.ResolvedBy}),
			Reason: why,
		})
		work = append(work, session.OutboxItem{
			ID: entity.ID("ob", sc.TenantID(), "taken-back", c.ID), PatientID: c.PatientID, Kind: outbox.KindClaim, CreatedAt: now,
			Payload: outbox.Encode(outbox.ClaimResolution(c.ID, res)),
		})
	}
	return events, work
}

func turnView(t session.Turn) TurnView {
	return TurnView{TurnID: t.TurnID, Seq: t.Seq, Role: string(t.Speaker), Text: t.Text, Lang: t.Lang, At: t.At,
		Kind: string(t.Kind), Topics: nonNil(t.Topics)}
}

// pendingClaims returns all of the patient's pending claims, never nil, so
// that a turn repeating one raises no second (entity.Claim.Repeats).
func (s *Service) pendingClaims(ctx context.Context, sc tenancy.Scope, patientID string) ([]entity.Claim, error) {
	all := []entity.Claim{}
	f := entity.ClaimFilter{Status: entity.ClaimPending, PatientID: patientID, Limit: MaxClaimLimit}
	for {
		page, next, err := s.st.Entities.Claims(ctx, sc, f)
		if err != nil {
			return nil, backend("read pending claims", err)
		}
		all = append(all, page...)
		if next == "" {
			return all, nil
		}
		f.After = next
	}
}

// claimRef is a claim as the ingest response reports it; repeated says the
// turn proposed what this claim, raised earlier, already proposes.
func claimRef(c entity.Claim, record []entity.Fact, repeated bool) ClaimRef {
	return ClaimRef{ClaimID: c.ID, Status: c.Status, Reason: c.Reason, Confidence: c.Confidence,
		Display: claimDisplay(c, record), ConflictsWith: conflicts(c, record), Repeated: repeated}
}

// takenBackRef is a claim the turn takes back as the ingest response
// reports it: rejected by the patient.
func takenBackRef(tb takenBack, record []entity.Fact) ClaimRef {
	r := claimRef(tb.claim, record, false)
	r.Status, r.TakenBack, r.ReplacedBy = entity.ClaimRejected, true, tb.replacedBy
	return r
}
