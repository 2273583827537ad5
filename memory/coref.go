package memory

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// window reads the session's sliding window; a session with no turns yet
// has an empty one.
func (s *Service) window(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) ([]session.Turn, error) {
	if sessionID == "" {
		return nil, nil
	}
	w, err := s.st.Sessions.Window(ctx, sc, patientID, sessionID, s.cfg.WindowSize)
	if err != nil && !errors.Is(err, session.ErrNotFound) {
		return nil, backend("read window", err)
	}
	return w, nil
}

// windowTurns are the window's turns as coref reads them. In a turn whose
// text is query, only the mentions before refs count (queryReferents).
func (s *Service) windowTurns(window []session.Turn, query string, refs []coref.Reference) []coref.WindowTurn {
	out := make([]coref.WindowTurn, 0, len(window))
	for _, t := range window {
		rd := s.reading(t)
		ms := rd.Extract.Mentions
		if isQuery(t, query) {
			ms = coref.Preceding(ms, refs)
		}
		out = append(out, coref.WindowTurn{Seq: t.Seq, Speaker: string(t.Speaker), Mentions: ms, Text: t.Text, SpeaksFor: rd.Typist != ""})
	}
	return out
}

// isQuery reports whether t is the turn a context query asks with.
func isQuery(t session.Turn, query string) bool {
	return query != "" && strings.TrimSpace(t.Text) == strings.TrimSpace(query)
}

func (s *Service) windowTurnsReferents(turns []coref.WindowTurn) []coref.WindowMention {
	return coref.WindowReferents(turns, func(id string) string { return s.reader.Display(id, "en") })
}

// queryReferents are the window's referents for a context query's
// references. An agent asks with the turn it has just posted: in that turn,
// only what precedes the reference can be what it points back to, as in
// ingest ("can I take that medicine with ibuprofen?" is not about
// ibuprofen). A query not posted is the turn being read all the same: it
// stands after the window, with nothing in it to point back to, so that
// what was "just said" (coref.WindowMention.Fresh) is the same two turns
// before it that ingest would take.
func (s *Service) queryReferents(window []session.Turn, query string, refs []coref.Reference) []coref.WindowMention {
	turns := s.windowTurns(window, query, refs)
	posted := slices.ContainsFunc(window, func(t session.Turn) bool { return isQuery(t, query) })
	if !posted && len(turns) > 0 {
		turns = append(turns, coref.WindowTurn{Seq: turns[len(turns)-1].Seq + 1})
	}
	return s.windowTurnsReferents(turns)
}

// earlierSessionTurns is how far back the patient's history is read to
// find the earlier sessions for "上次提到的" and "上上回说的".
const earlierSessionTurns = 200

// visitSessions is how many earlier sessions are searched for one told by
// its topic (coref.Reference.Visit).
const visitSessions = 8

// earlierSessions returns the drugs and conditions of the patient's
// sessions before current, newest first, as far back as one of refs asks
// ("上次提到的", "the one I mentioned last time": the last one; "上上回说的",
// "the time before last": the one before it); nil when none asks.
func (s *Service) earlierSessions(ctx context.Context, sc tenancy.Scope, patientID, current string, refs []coref.Reference) ([][]coref.WindowMention, error) {
	want := 0
	for _, r := range refs {
		switch {
		case r.Visit != "":
			// "when I came in about my ankles": any earlier session may
			// be the one that was about that.
			want = max(want, visitSessions)
		case r.BeforeLast:
			want = max(want, 2)
		case r.LastTime || r.Mentioned:
			want = max(want, 1)
		}
	}
	if want == 0 {
		return nil, nil
	}
	turns, err := s.st.Sessions.PatientTurns(ctx, sc, patientID, earlierSessionTurns)
	if err != nil {
		return nil, backend("read earlier sessions", err)
	}
	// Sessions by their latest turn, newest first, each once.
	var ids []string
	for i := len(turns) - 1; i >= 0 && len(ids) < want; i-- {
		if id := turns[i].SessionID; id != current && !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	out := make([][]coref.WindowMention, len(ids))
	for i, id := range ids {
		var of []session.Turn
		for _, t := range turns {
			if t.SessionID == id {
				of = append(of, t)
			}
		}
		out[i] = s.windowTurnsReferents(s.windowTurns(of, "", nil))
		if out[i] == nil {
			out[i] = []coref.WindowMention{}
		}
	}
	return out, nil
}

// firstSession returns the drugs and conditions of the patient's first
// session, for "我第一回跟你聊的时候你说的那个药" and "at my first visit", or
// nil when no reference asks for it or the current session is the first.
// Sessions are listed newest first, so finding the first reads the whole
// list; a reference to it is rare, and nothing else pays for it. Of that
// session, the first page of turns is read.
func (s *Service) firstSession(ctx context.Context, sc tenancy.Scope, patientID, current string, refs []coref.Reference) ([]coref.WindowMention, error) {
	if !slices.ContainsFunc(refs, func(r coref.Reference) bool { return r.FirstSession }) {
		return nil, nil
	}
	first := ""
	for page := (session.Page{Limit: session.MaxPageLimit}); ; {
		infos, next, err := s.history.Sessions(ctx, sc, patientID, page)
		if err != nil {
			return nil, backend("list sessions", err)
		}
		if len(infos) > 0 {
			first = infos[len(infos)-1].SessionID
		}
		if next == "" {
			break
		}
		page.Cursor = next
	}
	if first == "" || first == current {
		return nil, nil
	}
	turns, _, err := s.history.SessionTurns(ctx, sc, patientID, first, session.Page{Limit: session.MaxPageLimit})
	if err != nil {
		return nil, backend("read the first session", err)
	}
	if referents := s.windowTurnsReferents(s.windowTurns(turns, "", nil)); referents != nil {
		return referents, nil
	}
	return []coref.WindowMention{}, nil
}

// resolveReferences resolves references (coref.Find) in stages
// (coref.Resolve); with a model configured, it then asks it about each
// that stays ambiguous (coref.ApplyArbiter), showing it the utterance and
// the window's last turns. What stays ambiguous is returned unresolved
// with its candidates, never guessed. route names the caller in the log.
func (s *Service) resolveReferences(ctx context.Context, sc tenancy.Scope, refs []coref.Reference, in coref.Input,
	utterance string, window []session.Turn, route string) (resolved, unresolved []Reference) {
	res := coref.Resolve(refs, in, s.reader.Lexicon())
	verdicts := make([]coref.Verdict, len(res))
	if s.arbiter != nil && ambiguous(res) {
		lctx, cancel := llmContext(ctx)
		start := time.Now()
		res, verdicts = coref.ApplyArbiter(lctx, s.arbiter, utterance, llmWindow(window), res)
		cancel()
		s.logArbitration(sc, route, verdicts, time.Since(start))
	}
	for i, r := range res {
		ref := Reference{Text: r.Text, Stage: r.Stage, Candidates: make([]Candidate, 0, len(r.Candidates)), verdict: verdicts[i],
			span: r.Span, concept: r.ConceptID}
		for _, c := range r.Candidates {
			ref.Candidates = append(ref.Candidates, Candidate{EntityID: c.EntityID, Display: c.Display, Score: c.Score, Reason: c.Reason})
		}
		if v := verdicts[i]; v.Outcome == coref.OutcomeChose || v.Outcome == coref.OutcomeDeclined {
			ref.Arbiter, ref.Reason = arbiterLLM, v.Reason
		}
		if r.Resolved {
			ref.EntityID, ref.Display = r.EntityID, r.Display
			resolved = append(resolved, ref)
		} else {
			unresolved = append(unresolved, ref)
		}
	}
	return resolved, unresolved
}

// arbiterLLM names the model arbiter in responses and the audit trail.
const arbiterLLM = "llm"

// ambiguous reports whether an arbiter would be asked about any of res.
func ambiguous(res []coref.Resolution) bool {
	for _, r := range res {
		if !r.Resolved && len(r.Candidates) >= 2 {
			return true
		}
	}
	return false
}

// logArbitration logs how the model's arbitration went: counts, outcomes
// and errors, which name no words (package llm).
func (s *Service) logArbitration(sc tenancy.Scope, route string, verdicts []coref.Verdict, took time.Duration) {
	asked, chose := 0, 0
	for _, v := range verdicts {
		if !v.Asked() {
			continue
		}
		asked++
		if v.Outcome == coref.OutcomeChose {
			chose++
		}
		if v.Outcome == coref.OutcomeFailed {
			s.cfg.Logger.Warn("reference arbitration failed; the reference stays unresolved", "tenant", sc.TenantID(),
				"route", route, "err", v.Err)
		}
	}
	s.cfg.Logger.Debug("references arbitrated", "tenant", sc.TenantID(), "route", route, "asked", asked, "chose", chose,
		"ms", took.Milliseconds())
}

// referenceEvents record each resolution as an inference of the turn: what
// it resolved to (or that it did not), at which stage, and the ranked
// candidates with their reasons, so a reviewer can see why; and when a
// model was asked, that it was ("arbiter": "llm"), how it ended
// (chose, declined, failed) and which stage the candidates came from. Ids
// and codes only: the reference's words stay in the turn, and so does the
// model's reason, which may quote them (the turn's response keeps it, and
// is erased with the patient; the audit chain is not).
func referenceEvents(sc tenancy.Scope, now time.Time, t session.Turn, resolved, unresolved []Reference) []audit.Event {
	var out []audit.Event
	for _, group := range []struct {
		refs     []Reference
		resolved bool
	}{{resolved, true}, {unresolved, false}} {
		for _, r := range group.refs {
			cands := make([]map[string]any, 0, len(r.Candidates))
			for _, c := range r.Candidates {
				cands = append(cands, map[string]any{"entity_id": c.EntityID, "score": c.Score, "reason": c.Reason})
			}
			after := map[string]any{"kind": entity.KindInference, "resolved": group.resolved, "stage": r.Stage,
				"session_id": t.SessionID, "turn_id": t.TurnID, "candidates": cands}
			if v := r.verdict; v.Asked() {
				after["arbiter"], after["arbiter_outcome"], after["candidates_stage"] = arbiterLLM, v.Outcome, v.Stage
			}
			out = append(out, audit.Event{At: now, Actor: sc.Actor(), Type: audit.ReferenceResolved, PatientID: t.PatientID,
				EntityID: r.EntityID, Reason: "inference from turn " + t.TurnID, After: mustJSON(after)})
		}
	}
	return out
}

// resolvedConcepts returns the concepts of resolved references, to link
// the facts they name into the context.
func resolvedConcepts(refs []Reference, record []entity.Fact) []string {
	byID := map[string]string{}
	for _, f := range record {
		byID[f.ID] = f.Attributes[entity.ConceptAttribute]
	}
	var out []string
	for _, r := range refs {
		if c, ok := byID[r.EntityID]; ok && c != "" {
			out = append(out, c)
		} else if len(r.EntityID) > len("concept:") && r.EntityID[:len("concept:")] == "concept:" {
			out = append(out, r.EntityID[len("concept:"):])
		}
	}
	return out
}

// candidateConcepts returns the concepts of an unresolved reference's
// candidates that the record holds, or none when any is not there: the
// class a reference names is known drugs of it only when all are known.
func candidateConcepts(r Reference, record []entity.Fact) []string {
	var out []string
	for _, c := range r.Candidates {
		i := slices.IndexFunc(record, func(f entity.Fact) bool { return f.ID == c.EntityID })
		if i < 0 || record[i].Attributes[entity.ConceptAttribute] == "" {
			return nil
		}
		out = append(out, record[i].Attributes[entity.ConceptAttribute])
	}
	return out
}
