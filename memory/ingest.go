package memory

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/outbox"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Ingest runs the per-turn pipeline and returns the response body and
// whether the turn was new. It is idempotent on TurnID: a repeat with the
// same content returns the first body byte for byte and writes nothing; a
// repeat with other content is ErrConflict. A rejected request writes
// nothing. The turn, its audit events and its outbox work are committed in
// one transaction; graph and index work is then applied from the outbox, so
// a graph or index outage queues it and loses nothing. Where every store
// shares one transaction (Stores.Tx), the work is applied in the turn's.
func (s *Service) Ingest(ctx context.Context, sc tenancy.Scope, req TurnRequest) ([]byte, bool, error) {
	if err := require(sc, conversationRoles); err != nil {
		return nil, false, err
	}
	if err := validateTurn(&req, s.now()); err != nil {
		return nil, false, err
	}
	generatedID := req.TurnID == ""
	if generatedID {
		req.TurnID = s.cfg.NewID()
	}
	fp := fingerprint(req)
	unlock := s.lock(sc, req.PatientID)
	defer unlock()

	for attempt := 1; ; attempt++ {
		if !generatedID {
			body, found, err := s.replay(ctx, sc, req, fp)
			if found || err != nil {
				return body, false, err
			}
		}
		// The generation is read before the drain: a change another
		// replica commits after this point makes the append stale.
		gen, err := s.st.Sessions.PatientGeneration(ctx, sc, req.PatientID)
		if err != nil {
			return nil, false, backend("read patient generation", err)
		}
		// The record must be current before the gate reads it: apply what
		// earlier turns left queued, or refuse the turn while the graph is
		// down rather than gate it against a stale record.
		if err := s.drainPatient(ctx, sc, req.PatientID); err != nil {
			return nil, false, err
		}
		body, err := s.ingestOnce(ctx, sc, req, fp, gen)
		if raced(err) {
			if attempt < maxIngestAttempts {
				// Another replica wrote this patient first: re-read and
				// gate again, after a pause that keeps two replicas from
				// retrying in lockstep.
				if err := sleep(ctx, backoff(attempt)); err != nil {
					return nil, false, backend("ingest turn", err)
				}
				continue
			}
			return nil, false, fmt.Errorf("%w: the patient's record kept changing under %d attempts; retry the turn", ErrBusy, attempt)
		}
		if err != nil {
			return nil, false, backend("ingest turn", err)
		}
		// Best effort: a failure leaves the work queued for the worker.
		// (Stores with one transaction applied the turn's work with it;
		// what failed there is retried here.)
		if err := s.drainPatient(ctx, sc, req.PatientID); err != nil {
			s.cfg.Logger.Warn("outbox work queued", "tenant", sc.TenantID(), "turn_id", req.TurnID, "err", err)
		}
		return body, true, nil
	}
}

// replay returns the stored body of an already ingested turn.
func (s *Service) replay(ctx context.Context, sc tenancy.Scope, req TurnRequest, fp string) ([]byte, bool, error) {
	turn, body, err := s.st.Sessions.Turn(ctx, sc, req.PatientID, req.SessionID, req.TurnID)
	if errors.Is(err, session.ErrNotFound) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, backend("look up turn", err)
	}
	if turn.Fingerprint != fp {
		return nil, true, fmt.Errorf("%w: turn_id %q was already used with different content", ErrConflict, req.TurnID)
	}
	return body, true, nil
}

// maxIngestAttempts bounds how often a turn is re-gated after losing a race
// with another replica.
const maxIngestAttempts = 10

// raced reports whether err means another writer got to the patient first.
func raced(err error) bool {
	return errors.Is(err, session.ErrSeqTaken) || errors.Is(err, session.ErrDuplicate) || errors.Is(err, session.ErrStale)
}

// backoff is the pause before attempt+1: growing, with jitter.
func backoff(attempt int) time.Duration {
	base := time.Duration(attempt) * 5 * time.Millisecond
	return base + rand.N(base)
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

func (s *Service) ingestOnce(ctx context.Context, sc tenancy.Scope, req TurnRequest, fp string, gen int64) ([]byte, error) {
	last, err := s.st.Sessions.LastSeq(ctx, sc, req.PatientID, req.SessionID)
	if err != nil {
		return nil, err
	}
	now := s.now()
	at := now
	if req.At != nil {
		at = req.At.UTC()
	}
	lang := req.Lang
	if lang == "" {
		lang = session.DetectLang(req.Text)
	}
	turn := session.Turn{
		PatientID: req.PatientID, SessionID: req.SessionID, TurnID: req.TurnID, Seq: last + 1,
		Speaker: session.Speaker(req.Role), Text: req.Text, Lang: lang, At: at,
		Fingerprint: fp, RecordedAt: now,
	}
	an, rd, err := s.analyze(ctx, sc, turn, req.Facts)
	if err != nil {
		return nil, err
	}
	turn.Kind, turn.Topics, turn.Reading = an.kind, an.topics, mustJSON(rd)

	sums, err := s.fold(ctx, sc, turn, now)
	if err != nil {
		return nil, err
	}
	state, stateVersion, err := s.observeState(ctx, sc, turn, rd)
	if err != nil {
		return nil, err
	}
	res := TurnResult{
		TurnID: turn.TurnID, PatientID: turn.PatientID, SessionID: turn.SessionID, Seq: turn.Seq, At: turn.At,
		Kind: string(turn.Kind), Lang: lang, Topics: nonNil(an.topics), Mentions: nonNil(an.mentions),
		Resolved: nonNil(an.resolved), Unresolved: nonNil(an.unresolved),
		Updates: nonNil(an.updates), Claims: nonNil(an.claims), Summarized: len(sums) > 0, StateVersion: stateVersion,
	}

	events := []audit.Event{{
		At: now, Actor: sc.Actor(), Type: audit.TurnAppended, PatientID: turn.PatientID, EntityID: turn.TurnID,
		After:  mustJSON(map[string]any{"session_id": turn.SessionID, "seq": turn.Seq, "kind": turn.Kind}),
		Reason: "turn " + turn.TurnID,
	}}
	events = append(events, changeEvents(sc, now, an.change, "gate decision on turn "+turn.TurnID)...)
	events = append(events, referenceEvents(sc, now, turn, an.resolved, an.unresolved)...)

	work := []session.OutboxItem{{
		ID: entity.ID("ob", sc.TenantID(), turn.PatientID, turn.SessionID, turn.TurnID, outbox.KindIndex), PatientID: turn.PatientID,
		Kind: outbox.KindIndex, CreatedAt: now,
		Payload: outbox.Encode(outbox.IndexPoint(retrieval.Point{
			ID: entity.ID("pt", turn.PatientID, turn.SessionID, turn.TurnID), PatientID: turn.PatientID, SessionID: turn.SessionID,
			Kind: "turn", SourceID: turn.TurnID, Speaker: string(turn.Speaker), Topics: turn.Topics, At: turn.At, Text: turn.Text,
			Lead: an.lead, Concepts: s.pointConcepts(mentionConcepts(an.mentions)),
		})),
	}}
	work = append(work, summaryOutbox(sc, sums, turn.At, now)...)
	if !an.change.empty() {
		work = append(work, session.OutboxItem{
			ID: entity.ID("ob", sc.TenantID(), turn.PatientID, turn.SessionID, turn.TurnID, outbox.KindRecord), PatientID: turn.PatientID,
			Kind: outbox.KindRecord, CreatedAt: now, Payload: outbox.Encode(outbox.RecordChange(an.change.Change)),
		})
	}
	undoneEvents, undone := resolveTakenBack(sc, turn, an.takenBack, now)
	events, work = append(events, undoneEvents...), append(work, undone...)
	body, err := json.Marshal(res)
	if err != nil {
		return nil, err
	}
	err = s.commitTurn(ctx, sc, session.Append{
		Turn: turn, Response: body, Summaries: sums, Events: events, Outbox: work, Generation: gen, State: state,
	})
	return body, err
}

// commitTurn appends the turn with the work it queues. Where the stores
// share one transaction (Stores.Tx), the work is applied and marked done in
// it too, so that a turn commits once; an item that fails there stays
// queued, as on any backend, for the drain after the commit.
func (s *Service) commitTurn(ctx context.Context, sc tenancy.Scope, a session.Append) error {
	if s.backends.Tx == nil {
		return s.st.Sessions.AppendTurn(ctx, sc, a)
	}
	// Embedding may ask a model server: not while the write lock is held.
	ready := map[string]retrieval.Point{}
	for _, it := range a.Outbox {
		if it.Kind == outbox.KindIndex {
			if p, err := s.embedItem(ctx, it); err == nil {
				ready[it.ID] = p
			}
		}
	}
	batched, err := s.backends.Tx(ctx, s.backends, func(tx Stores) error {
		st := managed(tx, s.cfg.utcNow)
		if err := st.Sessions.AppendTurn(ctx, sc, a); err != nil {
			return err
		}
		recordBlocked := false // record work applies in order or not at all
		for _, it := range a.Outbox {
			if it.Kind != outbox.KindIndex && recordBlocked {
				continue
			}
			if err := s.applyItem(ctx, st, sc, it, ready); err != nil {
				if ctx.Err() != nil {
					return err
				}
				recordBlocked = recordBlocked || it.Kind != outbox.KindIndex
				s.cfg.Logger.Warn("outbox work queued", "tenant", sc.TenantID(), "item", it.ID, "err", errorClass(err))
				continue
			}
			if err := st.Outbox.MarkOutboxDone(ctx, sc, it.ID, s.now()); err != nil {
				return err
			}
		}
		return nil
	})
	if !batched {
		return s.st.Sessions.AppendTurn(ctx, sc, a) // the stores are not all of one database
	}
	return err
}

// MaxClockSkew is how far after the server's clock a turn's at may be: a
// caller's clock may run a little ahead, but a turn from the future would
// sort after every real one and outlive them in the record.
const MaxClockSkew = 5 * time.Minute

func validateTurn(req *TurnRequest, now time.Time) error {
	if err := session.ValidID("patient_id", req.PatientID); err != nil {
		return invalid("%v", err)
	}
	if err := session.ValidID("session_id", req.SessionID); err != nil {
		return invalid("%v", err)
	}
	if req.TurnID != "" {
		if err := session.ValidID("turn_id", req.TurnID); err != nil {
			return invalid("%v", err)
		}
	}
	if _, err := session.ParseSpeaker(req.Role); err != nil {
		return invalid("%v", err)
	}
	if !utf8.ValidString(req.Text) {
		return invalid("text is not valid UTF-8")
	}
	if strings.TrimSpace(req.Text) == "" {
		return invalid("text must not be empty")
	}
	if n := utf8.RuneCountInString(req.Text); n > MaxTextRunes {
		return invalid("text has %d characters, more than the limit of %d", n, MaxTextRunes)
	}
	switch req.Lang {
	case "", "zh", "en":
	default:
		return invalid("lang %q must be zh or en", req.Lang)
	}
	if req.At != nil && req.At.After(now.Add(MaxClockSkew)) {
		return invalid("at %s is more than %s after the server's clock (%s)", req.At.UTC().Format(time.RFC3339),
			MaxClockSkew, now.Format(time.RFC3339))
	}
	if len(req.Facts) > MaxFactsPerRequest {
		return invalid("facts has %d entries, more than the limit of %d", len(req.Facts), MaxFactsPerRequest)
	}
	for i, p := range req.Facts {
		if err := validateProposal(p); err != nil {
			return invalid("facts[%d]: %v", i, err)
		}
	}
	return nil
}

// fingerprint identifies a turn request's content, so that a retry can be
// told from a reuse of the turn id.
func fingerprint(req TurnRequest) string {
	at := ""
	if req.At != nil {
		at = req.At.UTC().Format(time.RFC3339Nano)
	}
	h := sha256.New()
	json.NewEncoder(h).Encode([]any{req.Role, req.Text, req.Lang, at, req.Facts})
	return hex.EncodeToString(h.Sum(nil))
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("marshal %T: %v", v, err)) // only our own plain types get here
	}
	return b
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

func mentionConcepts(ms []Mention) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.ConceptID
	}
	return out
}
