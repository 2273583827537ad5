package memory

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/summarize"
	"github.com/anamnesis-health/anamnesis/tenancy"
	"github.com/anamnesis-health/anamnesis/workstate"
)

// Context assembles the context for the patient's next reply. A patient
// the tenant does not know (a new one, or another tenant's: the two are
// indistinguishable) gets a degraded context with an empty record, never
// an error: the assistant must still answer, and must ask. The read is
// logged in the access log before the result is returned.
func (s *Service) Context(ctx context.Context, sc tenancy.Scope, req ContextRequest) (ContextResult, error) {
	if err := require(sc, conversationRoles); err != nil {
		return ContextResult{}, err
	}
	if err := validateContext(&req); err != nil {
		return ContextResult{}, err
	}
	lang := req.Lang
	if lang == "" {
		lang = session.DetectLang(req.Query)
	}
	g, err := s.candidates(ctx, sc, req, lang)
	if err != nil {
		return ContextResult{}, err
	}
	res, err := s.asm.Assemble(assembly.Request{Lang: lang, Budget: req.BudgetTokens, Query: req.Query, Candidates: g.cands})
	if errors.Is(err, assembly.ErrBudget) {
		return ContextResult{}, invalid("%v", err)
	}
	if err != nil {
		return ContextResult{}, err
	}
	items := 0
	for _, sec := range res.Sections {
		items += len(sec.Items)
	}
	if err := s.recordAccess(ctx, sc, "context", req.PatientID, items); err != nil {
		return ContextResult{}, err
	}
	return ContextResult{
		PatientID: req.PatientID, SessionID: req.SessionID, Lang: lang,
		Prompt: res.Prompt, Sections: res.Sections, Resolved: nonNil(g.resolved), Unresolved: nonNil(g.unresolved),
		TokensUsed: res.TokensUsed, BudgetTokens: req.BudgetTokens, Evicted: res.Evicted,
		Degraded: res.Degraded, Warnings: append(res.Warnings, g.warnings...),
	}, nil
}

func validateContext(req *ContextRequest) error {
	if err := session.ValidID("patient_id", req.PatientID); err != nil {
		return invalid("%v", err)
	}
	if req.SessionID != "" {
		if err := session.ValidID("session_id", req.SessionID); err != nil {
			return invalid("%v", err)
		}
	}
	if !utf8.ValidString(req.Query) {
		return invalid("query is not valid UTF-8")
	}
	if n := utf8.RuneCountInString(req.Query); n > MaxTextRunes {
		return invalid("query has %d characters, more than the limit of %d", n, MaxTextRunes)
	}
	if req.BudgetTokens == 0 {
		req.BudgetTokens = DefaultBudget
	}
	if req.BudgetTokens < MinBudget || req.BudgetTokens > MaxBudget {
		return invalid("budget_tokens %d must be between %d and %d", req.BudgetTokens, MinBudget, MaxBudget)
	}
	switch req.Lang {
	case "", "zh", "en":
	default:
		return invalid("lang %q must be zh or en", req.Lang)
	}
	return nil
}

// candidates gathers what every layer offers for the prompt, and resolves
// the query's references (read-only). The record and claims are required
// (a context without the allergies is unsafe); recall is best effort and
// its failure is a warning.
func (s *Service) candidates(ctx context.Context, sc tenancy.Scope, req ContextRequest, lang string) (gathered, error) {
	var g gathered
	now := s.now()
	// The query is read (a CPU's work) while the window, the record and
	// the working state are read from the store: on a two-core server a
	// single context takes about a fifth less time (docs/benchmark.md).
	readQuery := async(func() (queryReading, error) {
		q := s.reader.Extract(req.Query, now)
		return queryReading{q: q, refs: coref.Find(req.Query, q.Mentions)}, nil
	})
	defer readQuery()
	window, err := s.window(ctx, sc, req.PatientID, req.SessionID)
	if err != nil {
		return g, err
	}
	record, err := s.st.Entities.Record(ctx, sc, req.PatientID, time.Time{})
	if err != nil {
		return g, backend("read record", err)
	}
	record = entity.AsOf(record, now) // a course of five days, told a fortnight ago, is over
	state := workstate.New()
	if req.SessionID != "" {
		if state, _, err = s.readState(ctx, sc, req.PatientID, req.SessionID); err != nil {
			return g, err
		}
	}
	qr, _ := readQuery()
	q, refs := qr.q, qr.refs
	if len(refs) > 0 {
		earlier, err := s.earlierSessions(ctx, sc, req.PatientID, req.SessionID, refs)
		if err != nil {
			return g, err
		}
		first, err := s.firstSession(ctx, sc, req.PatientID, req.SessionID, refs)
		if err != nil {
			return g, err
		}
		g.resolved, g.unresolved = s.resolveReferences(ctx, sc, refs, coref.Input{Window: s.queryReferents(window, req.Query, refs), Earlier: earlier, First: first, Record: record, Now: now},
			req.Query, window, "context")
	}
	linked := s.queryConcepts(q)
	for _, c := range resolvedConcepts(g.resolved, record) {
		linked[c] = true
	}
	// Recall, the costliest layer, runs while the layers that do not
	// depend on it are read.
	recall := async(func() (recalled, error) {
		return s.recall(ctx, sc, req.PatientID, req.Query, linked), nil
	})
	defer recall()
	lines := async(func() ([]session.Line, error) {
		return s.st.Sessions.PatientLines(ctx, sc, req.PatientID, historyTurns)
	})
	defer lines()
	anchored, err := s.anchoredTurns(ctx, sc, req.PatientID, req.SessionID, state, window)
	if err != nil {
		return g, err
	}
	claims, err := s.claimCandidates(ctx, sc, req.PatientID, record, linked, lang)
	if err != nil {
		return g, err
	}
	rel, _ := recall()
	if rel.warning != "" {
		g.warnings = append(g.warnings, rel.warning)
	}
	g.cands = append(g.cands, anchoredCandidates(anchored, lang, rel.score)...)
	g.cands = append(g.cands, windowCandidates(window, lang, rel.score, anchorIDs(state))...)
	g.cands = append(g.cands, s.recordCandidates(record, linked, askedKinds(req.Query, q), lang)...)
	g.cands = append(g.cands, claims...)
	sums, err := s.summaryCandidates(ctx, sc, req.PatientID, req.SessionID, rel.score)
	if err != nil {
		return g, err
	}
	g.cands = append(g.cands, sums...)
	if req.SessionID != "" {
		g.cands = append(g.cands, s.stateCandidates(state, req.SessionID, lang)...)
	}
	shown := map[string]bool{}
	for _, c := range g.cands {
		if c.Source.Layer == "window" || c.Source.Layer == "summary" {
			shown[c.DedupKey] = true // the window or the summaries already show it, in order
		}
	}
	recalled := s.recalledCandidates(rel, shown, req.SessionID, lang)
	for _, c := range recalled {
		shown[c.DedupKey] = true
	}
	g.cands = append(g.cands, recalled...)
	near, err := s.neighbourCandidates(ctx, sc, req.PatientID, recalled, shown, rel, lang)
	if err != nil {
		return g, err
	}
	for _, c := range near {
		shown[c.DedupKey] = true
	}
	g.cands = append(g.cands, near...)
	latest, err := lines()
	if err != nil {
		return g, backend("read patient lines", err)
	}
	g.cands = append(g.cands, historyCandidates(latest, shown, lang)...)
	return g, nil
}

// queryReading is what the reading of a context's query finds.
type queryReading struct {
	q    extract.Result
	refs []coref.Reference
}

// gathered is what the layers offer for one context.
type gathered struct {
	cands                []assembly.Candidate
	resolved, unresolved []Reference
	warnings             []string
}

// windowCandidates offers the window's turns. The chief complaint, the
// latest patient turn and the last turn (the one being answered) are
// anchors; chit-chat goes first; the rest are scored by their relevance to
// the query (from recall) and, less, by how recent they are.
//
// Turns the working state anchors (the chief complaint, allergy statements,
// new medications) are anchors too; the caller puts those that have left
// the window before it.
func windowCandidates(window []session.Turn, lang string, relevance map[string]float64, anchors map[string]bool) []assembly.Candidate {
	out := make([]assembly.Candidate, 0, len(window))
	latestPatient := -1
	for i, t := range window {
		if t.Speaker == session.Patient {
			latestPatient = i
		}
	}
	for i, t := range window {
		key := "turn:" + t.SessionID + "/" + t.TurnID
		class, score := assembly.ClassMemory, relevance[key]*(1-windowRecency)
		if len(window) > 1 {
			score += windowRecency * float64(i) / float64(len(window)-1)
		}
		// The last turn is the one being answered, unless it is small
		// talk of the assistant's or the clinician's that asks nothing
		// ("不客气，有问题随时来找我"): the question then comes with the
		// query, and small talk goes first. A question is kept whatever
		// its kind: "How long does the tightness last?" names nothing the
		// lexicon knows.
		answered := i == len(window)-1 && (t.Speaker == session.Patient || t.Kind != session.Chitchat || endsAsking(t.Text))
		switch {
		case answered || i == latestPatient || isOpeningComplaint(t) || anchors[t.TurnID]:
			class, score = assembly.ClassAnchor, 1
		case t.Kind == session.Chitchat:
			class = assembly.ClassChitchat
		}
		out = append(out, assembly.Candidate{
			Section: assembly.RecentTurns,
			Text:    speakerLabel(t.Speaker, lang) + spoken(t.Text),
			Source:  assembly.Source{Layer: "window", ID: t.TurnID, TurnID: t.TurnID, SessionID: t.SessionID},
			Class:   class, Score: score, Order: t.Seq, DedupKey: key,
		})
	}
	return out
}

// isOpeningComplaint tells the session's chief complaint when the working
// state has not anchored one: the patient's first turn, if it names
// something clinical. An opening about the weekend or the weather is no
// complaint, and holding it through every budget cost a recalled line.
func isOpeningComplaint(t session.Turn) bool {
	return t.Seq == 1 && t.Speaker == session.Patient && t.Kind != session.Chitchat && len(t.Topics) > 0
}

// speakerLabels are the labels of a turn's speaker, Chinese then English.
var speakerLabels = map[session.Speaker][2]string{
	session.Patient: {"患者：", "Patient: "}, session.Assistant: {"助理：", "Assistant: "}, session.Clinician: {"医生：", "Clinician: "},
}

func speakerLabel(sp session.Speaker, lang string) string {
	if lang == "zh" {
		return speakerLabels[sp][0]
	}
	return speakerLabels[sp][1]
}

// oneLine keeps a turn on one prompt line, so a turn cannot forge a
// section header of the template.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// Session returns the session's window, summaries and working state.
func (s *Service) Session(ctx context.Context, sc tenancy.Scope, patientID, sessionID string) (SessionView, error) {
	if err := require(sc, conversationRoles); err != nil {
		return SessionView{}, err
	}
	if err := session.ValidID("patient_id", patientID); err != nil {
		return SessionView{}, invalid("%v", err)
	}
	if err := session.ValidID("session_id", sessionID); err != nil {
		return SessionView{}, invalid("%v", err)
	}
	window, err := s.st.Sessions.Window(ctx, sc, patientID, sessionID, s.cfg.WindowSize)
	if err != nil {
		return SessionView{}, backend("read window", err)
	}
	sums, err := s.st.Summaries.Summaries(ctx, sc, patientID, sessionID)
	if err != nil {
		return SessionView{}, backend("read summaries", err)
	}
	st, version, err := s.readState(ctx, sc, patientID, sessionID)
	if err != nil {
		return SessionView{}, err
	}
	view := SessionView{PatientID: patientID, SessionID: sessionID, Turns: make([]TurnView, 0, len(window)),
		Summaries: make([]SummaryView, 0, len(sums)), State: s.stateView(st, version)}
	for _, sum := range summarize.Current(sums) {
		view.Summaries = append(view.Summaries, summaryView(sum))
	}
	for _, t := range window {
		view.Turns = append(view.Turns, turnView(t))
	}
	if err := s.recordAccess(ctx, sc, "session", patientID, len(view.Turns)); err != nil {
		return SessionView{}, err
	}
	return view, nil
}

// anchoredCandidates offers the key turns of the session that have left
// the window (the chief complaint, allergies, new medications). They are
// not anchors there: the working state's goal and the record's safety lines
// already say what they said, and as anchors their turns squeezed the
// evidence recall found out of small budgets (measured on the PriMock57 dev
// split at 500 tokens: 0.396 without them, 0.334 as anchors, 0.360 with the
// chief complaint alone). They rank as memory lines of score
// keyTurnScore, so a budget with room keeps them.
//
// A key turn that recall found relevant keeps recall's score: it is shown
// here and not again among the recalled lines.
func anchoredCandidates(turns []session.Turn, lang string, relevance map[string]float64) []assembly.Candidate {
	out := windowCandidates(turns, lang, nil, nil)
	for i := range out {
		out[i].Class, out[i].Score = assembly.ClassMemory, max(keyTurnScore, relevance[out[i].DedupKey])
	}
	return out
}

// keyTurnScore is the relevance of a key turn out of the window.
const keyTurnScore = 0.35

// anchorIDs are the turn ids the working state anchors.
func anchorIDs(st workstate.State) map[string]bool {
	out := make(map[string]bool, len(st.Anchors))
	for _, a := range st.Anchors {
		out[a.TurnID] = true
	}
	return out
}

// anchoredTurns reads the anchored turns that have left the window, oldest
// first: a key turn must not vanish from the prompt because the
// conversation went on.
func (s *Service) anchoredTurns(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, st workstate.State, window []session.Turn) ([]session.Turn, error) {
	if len(st.Anchors) == 0 {
		return nil, nil
	}
	inWindow := map[string]bool{}
	for _, t := range window {
		inWindow[t.TurnID] = true
	}
	var out []session.Turn
	for _, a := range st.Anchors {
		if inWindow[a.TurnID] {
			continue
		}
		t, _, err := s.st.Sessions.Turn(ctx, sc, patientID, sessionID, a.TurnID)
		if errors.Is(err, session.ErrNotFound) {
			continue // erased or never stored: nothing to keep
		}
		if err != nil {
			return nil, backend("read anchored turn", err)
		}
		out = append(out, t)
	}
	slices.SortFunc(out, func(a, b session.Turn) int { return cmp.Compare(a.Seq, b.Seq) })
	return out, nil
}
