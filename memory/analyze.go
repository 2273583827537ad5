package memory

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/audit"
	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
	"github.com/anamnesis-health/anamnesis/understand"
)

// analysis is what the understanding steps (extract, gate) make of a turn.
type analysis struct {
	lead       string // what a short answer answers (leadOf)
	kind       session.Kind
	topics     []string
	mentions   []Mention
	resolved   []Reference
	unresolved []Reference
	updates    []Update
	claims     []ClaimRef
	change     change
	// takenBack are the pending claims the patient's word in this turn
	// leaves nothing to review, resolved after the change: taken back
	// (entity.Claim.TakenBackBy), or replaced by a claim of the turn that
	// says more (entity.Claim.Extends).
	takenBack []takenBack
}

// takenBack is a pending claim the turn takes back, and the claim of the
// turn that replaces it, if any.
type takenBack struct {
	claim      entity.Claim
	replacedBy string
}

type change struct{ entity.Change }

func (c change) empty() bool {
	return len(c.Create) == 0 && len(c.Supersede) == 0 && len(c.Claims) == 0
}

// policy returns the tenant's gate policy: the default with the tenant's
// overrides applied.
func (s *Service) policy(tenantID string) entity.Policy {
	p := s.cfg.Policy
	if o, ok := s.cfg.TenantPolicies[tenantID]; ok {
		p = p.Merge(o)
	}
	return p
}

// analyze reads a turn after its session's window and runs the gate on
// what it states, against the patient's current record. Reading the record
// is required: the gate never judges a statement against a record it could
// not read.
func (s *Service) analyze(ctx context.Context, sc tenancy.Scope, t session.Turn, facts []Proposal) (analysis, understand.Reading, error) {
	window, err := s.window(ctx, sc, t.PatientID, t.SessionID)
	if err != nil {
		return analysis{}, understand.Reading{}, err
	}
	inherited, err := s.inherited(ctx, sc, t, window)
	if err != nil {
		return analysis{}, understand.Reading{}, err
	}
	rd := s.reader.Read(understand.Turn{Speaker: string(t.Speaker), Text: t.Text, At: t.At, Inherited: inherited}, s.priors(window))
	an := analysis{kind: session.Kind(rd.Kind), topics: rd.Topics, change: change{entity.Change{PatientID: t.PatientID}},
		lead: leadOf(t, window)}
	for _, m := range rd.Extract.Mentions {
		if understand.IsAllergyWord(m) && m.Type != ontology.TypeAllergen {
			continue
		}
		an.mentions = append(an.mentions, Mention{Text: m.Text, Type: m.Type, ConceptID: m.ConceptID, Span: m.Span,
			Assertion: Assertion{Negated: m.Assertion.Negated, Uncertain: m.Assertion.Uncertain, Historical: m.Assertion.Historical,
				Hypothetical: m.Assertion.Hypothetical, Experiencer: experiencer(m.Assertion.Experiencer)}})
	}
	src := entity.Source{Kind: entity.SourcePatient, TurnID: t.TurnID, SessionID: t.SessionID}
	// A clinician's turn is the clinician's word only under a clinician's
	// key; posted by an agent, it is relayed and waits for confirmation.
	relayed := t.Speaker == session.Clinician && sc.Role() != tenancy.RoleClinician
	switch {
	case relayed:
		src.Kind = entity.SourceClinicianRelayed
	case t.Speaker == session.Clinician:
		src.Kind = entity.SourceClinician
	case t.Speaker == session.Assistant:
		src.Kind = entity.SourceAssistant
	}
	refs := coref.WithComplaints(coref.Find(t.Text, rd.Extract.Mentions), rd.Complaints())
	if len(rd.Statements) == 0 && len(rd.Withdrawn) == 0 && len(facts) == 0 && len(refs) == 0 {
		return an, rd, nil
	}
	record, err := s.st.Entities.Record(ctx, sc, t.PatientID, time.Time{})
	if err != nil {
		return analysis{}, understand.Reading{}, backend("read record", err)
	}
	record = entity.AsOf(record, t.At) // as the gate reads it: what a claim conflicts with is described as it stands
	if len(refs) > 0 {
		earlier, err := s.earlierSessions(ctx, sc, t.PatientID, t.SessionID, refs)
		if err != nil {
			return analysis{}, understand.Reading{}, err
		}
		first, err := s.firstSession(ctx, sc, t.PatientID, t.SessionID, refs)
		if err != nil {
			return analysis{}, understand.Reading{}, err
		}
		turns := append(s.windowTurns(window, "", nil),
			coref.WindowTurn{Seq: t.Seq, Speaker: string(t.Speaker), Mentions: coref.Preceding(rd.Extract.Mentions, refs), Text: t.Text, SpeaksFor: rd.Typist != ""})
		referents := s.windowTurnsReferents(turns)
		an.resolved, an.unresolved = s.resolveReferences(ctx, sc, refs, coref.Input{Window: referents, Earlier: earlier, First: first, Record: record, Now: t.At},
			t.Text, window, "turn")
		// "That tablet I mentioned last time … so I stopped taking it": what
		// the reference names is known only now, when it lies beyond the
		// session's window; and "that water tablet I told you about" is
		// the drug it resolved to, wherever, not a second one
		// (WithReferred).
		var referred []understand.Referred
		for _, r := range an.resolved {
			within := r.Stage != coref.StageEarlier && r.Stage != coref.StageGraph
			referred = append(referred, understand.Referred{Span: r.span, Concept: r.concept, Within: within})
		}
		for _, r := range an.unresolved {
			for _, c := range candidateConcepts(r, record) {
				referred = append(referred, understand.Referred{Span: r.span, Concept: c, Candidate: true})
			}
		}
		rd.Statements = s.reader.WithReferred(understand.Turn{Speaker: string(t.Speaker), Text: t.Text, At: t.At}, rd, referred)
	}
	var stmts []entity.Statement
	// What the turn takes back goes first, so that the drug put in its
	// place meets a record without it ("我在吃阿托伐他汀" … "不对，是瑞舒伐他
	// 汀" is no second statin).
	for _, st := range rd.Withdrawn {
		w := s.statement(st, string(t.Speaker), src, t.At)
		w.Withdraws = true
		stmts = append(stmts, w)
	}
	for _, st := range rd.Statements {
		st.Relayed = st.Relayed || relayed
		stmts = append(stmts, s.statement(st, string(t.Speaker), src, t.At))
	}
	for _, p := range facts {
		stmts = append(stmts, s.proposalStatement(p, rd.Extract, string(t.Speaker), src, t.At))
	}
	if an.kind == session.Chitchat && len(stmts) > 0 {
		an.kind = session.Info
	}
	now := s.now()
	pol := s.policy(sc.TenantID())
	var pending []entity.Claim // the patient's pending claims, read at the turn's first claim or denial
	readPending := func() error {
		if pending == nil {
			pending, err = s.pendingClaims(ctx, sc, t.PatientID)
		}
		return err
	}
	for i, st := range stmts {
		st.Fact.PatientID = t.PatientID
		d := entity.Gate(pol, s.reader, record, st, now)
		if st.Speaker == "patient" && (st.Withdraws || d.Outcome == entity.WriteNegative) {
			if err := readPending(); err != nil {
				return analysis{}, understand.Reading{}, err
			}
			pending = slices.DeleteFunc(pending, func(c entity.Claim) bool {
				if c.TakenBackBy(st, d) {
					an.takenBack = append(an.takenBack, takenBack{claim: c})
					return true
				}
				return false
			})
		}
		key := st.Fact.Key()
		if d.Outcome == entity.WriteFact || d.Outcome == entity.WriteFamily || d.Outcome == entity.WriteNegative {
			d.Fact.ID = entity.RecordID("fact", sc.TenantID(), t.PatientID, t.SessionID, t.TurnID, key, strconv.Itoa(i))
			for _, id := range d.Supersede {
				an.change.Supersede = append(an.change.Supersede, entity.Supersession{FactID: id, At: now})
				an.updates = append(an.updates, closed(record, id))
				record = closeFact(record, id, now)
			}
			action := "created"
			if len(d.Supersede) > 0 {
				action = "updated"
			}
			an.change.Create = append(an.change.Create, d.Fact)
			an.updates = append(an.updates, update(d.Fact, action))
			record = append(record, d.Fact)
			if g, ok := s.bpGrade(pol, d.Fact, st, record, now, i); ok {
				for _, id := range g.supersede {
					an.change.Supersede = append(an.change.Supersede, entity.Supersession{FactID: id, At: now})
					record = closeFact(record, id, now)
				}
				an.change.Create = append(an.change.Create, g.fact)
				an.updates = append(an.updates, update(g.fact, "created"))
				record = append(record, g.fact)
			}
		}
		if d.Outcome == entity.Withdrawn {
			for _, id := range d.Supersede {
				an.change.Supersede = append(an.change.Supersede, entity.Supersession{FactID: id, At: now})
				an.updates = append(an.updates, closed(record, id))
				record = closeFact(record, id, now)
			}
		}
		if d.Claim != nil {
			c := *d.Claim
			c.ID = entity.RecordID("claim", sc.TenantID(), t.PatientID, t.SessionID, t.TurnID, key, strconv.Itoa(i))
			c.PatientID, c.SessionID, c.TurnID, c.Text = t.PatientID, t.SessionID, t.TurnID, t.Text
			c.Proposed.PatientID = t.PatientID
			if err := readPending(); err != nil {
				return analysis{}, understand.Reading{}, err
			}
			if j := slices.IndexFunc(pending, c.Repeats); j >= 0 {
				an.claims = append(an.claims, claimRef(pending[j], record, true))
				continue
			}
			if j := slices.IndexFunc(pending, c.Extends); j >= 0 {
				an.takenBack = append(an.takenBack, takenBack{claim: pending[j], replacedBy: c.ID})
				pending = slices.Delete(pending, j, j+1)
			}
			pending = append(pending, c)
			an.change.Claims = append(an.change.Claims, c)
			an.claims = append(an.claims, claimRef(c, record, false))
		}
	}
	for _, tb := range an.takenBack {
		an.claims = append(an.claims, takenBackRef(tb, record))
	}
	return an, rd, nil
}

// statement is a reading's statement as the gate takes it: a proposed fact
// with its code and provenance.
func (s *Service) statement(st understand.Statement, speaker string, src entity.Source, at time.Time) entity.Statement {
	code := s.reader.Code(st.Concept)
	f := entity.Fact{Type: st.Type, Display: st.Display, Code: entity.Code{System: code.System, Code: code.Code},
		Attributes: copyAttrs(st.Attributes), Status: st.Status, Source: src, ValidFrom: at}
	if st.Onset != nil {
		f.ValidFrom = *st.Onset
	}
	if st.Until != nil {
		t := *st.Until
		f.ValidTo = &t
	}
	return entity.Statement{Fact: f, Concept: st.Concept, Negated: st.Negated, Uncertain: st.Uncertain,
		Historical: st.Historical, Hypothetical: st.Hypothetical, Relayed: st.Relayed, Experiencer: experiencer(st.Experiencer),
		Resolves: st.Resolves, Finished: st.Finished, Confidence: st.Confidence, Speaker: speaker, At: at}
}

func experiencer(e string) string {
	switch {
	case e == "" || e == extract.Patient:
		return "patient"
	case extract.BloodRelative(e):
		return e
	}
	// A spouse, an in-law, step-family, an animal: the gate writes family
	// history of every other relation it is given, and these have none.
	return entity.OtherPerson
}

func update(f entity.Fact, action string) Update {
	return Update{FactID: f.ID, Action: action, Type: f.Type, Display: f.Display, Confidence: f.Confidence,
		Kind: f.Kind, Status: f.Status}
}

// closed is the update of a fact the turn closes, as the fact itself says:
// the ankle pain that closes nothing else must not show a knee pain it
// closed as "ankle pain" (issue 10).
func closed(record []entity.Fact, id string) Update {
	u := Update{FactID: id, Action: "superseded", Kind: entity.KindFact, Status: "closed"}
	for _, f := range record {
		if f.ID == id {
			u.Type, u.Display, u.Confidence, u.Kind = f.Type, f.Display, f.Confidence, f.Kind
			break
		}
	}
	return u
}

// conflicts describes the record facts a claim conflicts with.
func conflicts(c entity.Claim, record []entity.Fact) []ConflictRef {
	out := make([]ConflictRef, 0, len(c.ConflictsWith))
	for _, id := range c.ConflictsWith {
		for _, f := range record {
			if f.ID == id {
				out = append(out, ConflictRef{FactID: f.ID, Type: f.Type, Display: f.Display})
				break
			}
		}
	}
	return out
}

// claimDisplay is a claim as the turn's response shows it, in English.
func claimDisplay(c entity.Claim, record []entity.Fact) string {
	return claimLine(c, conflicting(c, record), false)
}

// conflicting are the current facts of record a claim conflicts with.
func conflicting(c entity.Claim, record []entity.Fact) []entity.Fact {
	var out []entity.Fact
	for _, id := range c.ConflictsWith {
		for _, f := range record {
			if f.ID == id && f.SupersededAt == nil {
				out = append(out, f)
				break
			}
		}
	}
	return out
}

// closeFact marks a fact superseded in the in-memory record, so later
// statements of the same turn see the record as it will be.
func closeFact(record []entity.Fact, id string, at time.Time) []entity.Fact {
	for i := range record {
		if record[i].ID == id && record[i].SupersededAt == nil {
			t := at
			record[i].SupersededAt = &t
		}
	}
	return record
}

type grade struct {
	fact      entity.Fact
	supersede []string
}

// bpGrade derives the guideline grade of a written blood-pressure reading,
// as an inference naming the guideline; it replaces the previous grade.
func (s *Service) bpGrade(pol entity.Policy, obs entity.Fact, st entity.Statement, record []entity.Fact, now time.Time, i int) (grade, bool) {
	if st.Concept != "vital:bp" || obs.Type != entity.Observation {
		return grade{}, false
	}
	parts := strings.Split(obs.Attributes["value"], "/")
	if len(parts) != 2 {
		return grade{}, false
	}
	sys, err1 := strconv.ParseFloat(parts[0], 64)
	dia, err2 := strconv.ParseFloat(parts[1], 64)
	if err1 != nil || err2 != nil {
		return grade{}, false
	}
	g, err := ontology.GradeBP(int(math.Round(sys)), int(math.Round(dia)), pol.Guideline)
	if err != nil {
		return grade{}, false
	}
	f := entity.Fact{
		PatientID: obs.PatientID, Type: entity.Observation,
		Display: fmt.Sprintf("BP grade: %s (%s)", g.Display["en"], g.Guideline),
		Code:    entity.Code{System: "guideline:" + g.Guideline, Code: "bp-grade"},
		Attributes: map[string]string{"grade": g.Code, "guideline": g.Guideline, "basis": obs.ID,
			"display_zh": g.Display["zh"]},
		Status: entity.Active, Verification: entity.Unconfirmed, Kind: entity.KindInference, Confidence: obs.Confidence,
		Source:    entity.Source{Kind: entity.SourceInferred, TurnID: obs.Source.TurnID, SessionID: obs.Source.SessionID},
		ValidFrom: obs.ValidFrom, RecordedAt: now,
	}
	// obs.ID already names the tenant.
	f.ID = entity.ID("fact", obs.ID, f.Key(), "grade", strconv.Itoa(i))
	var sup []string
	for _, c := range record {
		if c.SupersededAt == nil && c.Same(f) {
			sup = append(sup, c.ID)
		}
	}
	return grade{fact: f, supersede: sup}, true
}

// proposalStatement turns a caller-extracted fact into a statement. It
// takes the assertion of the turn's own mention of the same concept, so a
// caller cannot turn "好像" into a certainty; its confidence is capped by the
// gate's per-speaker policy like any other.
func (s *Service) proposalStatement(p Proposal, r extract.Result, speaker string, src entity.Source, at time.Time) entity.Statement {
	concept := s.conceptOf(p)
	st := entity.Statement{
		Fact: entity.Fact{Type: p.Type, Display: p.Display, Code: p.Code, Attributes: copyAttrs(p.Attributes),
			Status: p.Status, Source: src, ValidFrom: at},
		Concept: concept, Confidence: p.Confidence, Speaker: speaker, Experiencer: "patient",
	}
	if st.Fact.Code.Code == "" && concept != "" {
		code := s.reader.Code(concept)
		st.Fact.Code = entity.Code{System: code.System, Code: code.Code}
	}
	for _, m := range r.Mentions {
		if (concept != "" && m.ConceptID == concept) || strings.EqualFold(m.Text, p.Display) {
			a := m.Assertion
			st.Negated, st.Uncertain, st.Historical, st.Hypothetical, st.Relayed = a.Negated, a.Uncertain, a.Historical, a.Hypothetical, a.Relayed
			st.Experiencer = experiencer(a.Experiencer)
			break
		}
	}
	if speaker == "assistant" {
		st.Uncertain = true // a model's reading of its own words is never evidence
	}
	if p.Status == entity.Resolved {
		st.Resolves = true
	}
	return st
}

// conceptOf finds the ontology concept a caller's fact names.
func (s *Service) conceptOf(p Proposal) string {
	return s.reader.ConceptOf(p.Type, p.Display, ontology.Code{System: p.Code.System, Code: p.Code.Code})
}

func copyAttrs(m map[string]string) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

var factTypes = map[string]bool{entity.Condition: true, entity.Medication: true, entity.Allergy: true, entity.Observation: true,
	entity.Symptom: true, entity.Procedure: true, entity.Event: true, entity.FamilyHistory: true}

var factStatuses = map[string]bool{"": true, entity.Active: true, entity.Inactive: true, entity.Resolved: true, entity.Stopped: true}

// validateProposal checks a caller's fact (turn facts or clinician facts);
// the error names the field.
func validateProposal(p Proposal) error {
	switch {
	case !factTypes[p.Type]:
		return fmt.Errorf("type %q must be one of condition, medication, allergy, observation, symptom, procedure, event, family_history", p.Type)
	case strings.TrimSpace(p.Display) == "":
		return fmt.Errorf("display must not be empty")
	case utf8.RuneCountInString(p.Display) > 500:
		return fmt.Errorf("display is longer than 500 characters")
	case !isOneLine(p.Display):
		return fmt.Errorf("display must be one line of text, without line breaks or control characters")
	case math.IsNaN(p.Confidence) || p.Confidence < 0 || p.Confidence > 1:
		return fmt.Errorf("confidence %v must be between 0 and 1", p.Confidence)
	case !factStatuses[p.Status]:
		return fmt.Errorf("status %q must be active, inactive, resolved or stopped", p.Status)
	case (p.Code.System == "") != (p.Code.Code == ""):
		return fmt.Errorf("code needs both system and code, or neither")
	case len(p.Attributes) > 32:
		return fmt.Errorf("attributes has more than 32 entries")
	}
	for k, v := range p.Attributes {
		if k == "" || len(k) > 64 || utf8.RuneCountInString(v) > 500 {
			return fmt.Errorf("attributes: keys must be 1-64 bytes and values at most 500 characters")
		}
		if !isOneLine(k) || !isOneLine(v) {
			return fmt.Errorf("attributes: keys and values must be one line of text, without line breaks or control characters")
		}
	}
	return nil
}

// isOneLine reports whether s holds no control, line or paragraph separator
// characters: a fact's words are rendered into a model's prompt, where a
// line break would let them forge a section of their own.
func isOneLine(s string) bool {
	for _, r := range s {
		if unicode.IsControl(r) || unicode.In(r, unicode.Zl, unicode.Zp) || r == utf8.RuneError {
			return false
		}
	}
	return true
}

// changeEvents describes a record change as audit events, one per fact
// created or closed and per claim raised.
func changeEvents(sc tenancy.Scope, at time.Time, c change, reason string) []audit.Event {
	var out []audit.Event
	for _, sup := range c.Supersede {
		out = append(out, audit.Event{At: at, Actor: sc.Actor(), Type: audit.FactSuperseded, PatientID: c.PatientID,
			EntityID: sup.FactID, After: mustJSON(map[string]any{"superseded_at": sup.At}), Reason: reason})
	}
	for _, f := range c.Create {
		out = append(out, audit.Event{At: at, Actor: sc.Actor(), Type: audit.FactCreated, PatientID: c.PatientID,
			EntityID: f.ID, After: mustJSON(factRef(f)), Reason: reason})
	}
	for _, cl := range c.Claims {
		out = append(out, audit.Event{At: at, Actor: sc.Actor(), Type: audit.ClaimCreated, PatientID: c.PatientID,
			EntityID: cl.ID, After: mustJSON(map[string]any{
				"status": cl.Status, "reason": cl.Reason, "turn_id": cl.TurnID,
				"proposed": factRef(cl.Proposed), "conflicts_with": cl.ConflictsWith,
			}), Reason: reason})
	}
	return out
}

// factRef is what the audit trail keeps of a fact: codes, states and
// provenance, but not its display text or attributes, because compliance
// reads the trail and must not see clinical content (DESIGN.md, roles).
func factRef(f entity.Fact) map[string]any {
	return map[string]any{
		"id": f.ID, "type": f.Type, "code": f.Code, "status": f.Status, "verification": f.Verification,
		"kind": f.Kind, "confidence": f.Confidence, "source": f.Source,
	}
}

// shortAnswer is the most words (or, in Chinese, characters) a turn may
// have for the turn before it to be what it answers.
const shortAnswer = 12

// leadOf returns what t answers, when the turn before it is another
// speaker's: all of that turn when t is a short answer ("No, just the
// inhaler", "没有"), which alone names nothing a later question could
// match; the questions that turn asked when t is longer ("How do you keep
// the eczema under control?" before "Usually I use a cream called
// diprobase"), since a patient answers in their own words, not the
// clinician's, and a later question about the same thing is asked in the
// clinician's. Recall indexes the answer with these words too.
func leadOf(t session.Turn, window []session.Turn) string {
	if len(window) == 0 {
		return ""
	}
	prev := window[len(window)-1]
	if prev.Speaker == t.Speaker || prev.Seq != t.Seq-1 {
		return ""
	}
	if len(strings.Fields(t.Text)) > shortAnswer || utf8.RuneCountInString(t.Text) > 3*shortAnswer {
		return questionsOf(prev.Text)
	}
	return prev.Text
}

// endsAsking reports whether a text ends with a question mark.
func endsAsking(text string) bool {
	t := strings.TrimRightFunc(text, unicode.IsSpace)
	return strings.HasSuffix(t, "?") || strings.HasSuffix(t, "？")
}

// questionsOf returns the sentences of a text that ask something, or ""
// if it asks nothing (a statement is not what the next turn answers).
func questionsOf(text string) string {
	var qs []string
	for _, s := range splitSentences(text) {
		if endsAsking(s) {
			qs = append(qs, s)
		}
	}
	return strings.Join(qs, " ")
}
