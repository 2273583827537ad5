package coref

import (
	"sort"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Resolution stages.
const (
	StageSession = "session"
	StageGraph   = "graph"
)

// Candidate is one entity a reference may stand for. EntityID is a record
// fact id, or "concept:<concept id>" for a drug or condition mentioned in the
// session but not in the record. Score ranks candidates by recency, 1 for the
// most recent, lower for older ones, ties scored alike; it is in (0, 1].
type Candidate struct {
	EntityID  string  `json:"entity_id"`
	Display   string  `json:"display"`
	ConceptID string  `json:"concept_id,omitempty"`
	Score     float64 `json:"score"`
}

// Resolution is the outcome for one reference. When Resolved, EntityID,
// Display, ConceptID and Stage name what the reference stands for. When not,
// Candidates holds everything it might stand for (possibly nothing) and
// Stage names the stage they came from ("" when there are none): the
// ambiguity is surfaced, never guessed away. Candidates is filled in both
// cases, best first.
type Resolution struct {
	Reference
	EntityID   string      `json:"entity_id,omitempty"`
	Display    string      `json:"display,omitempty"`
	ConceptID  string      `json:"concept_id,omitempty"`
	Stage      string      `json:"stage,omitempty"`
	Candidates []Candidate `json:"candidates"`
	Resolved   bool        `json:"resolved"`
}

// WindowMention is a drug/condition mentioned in a recent turn of the
// session (newest last). Type is the mention type ("drug", "condition");
// other types are ignored. Seq orders the turns. A caller that wants a
// reference to reach back to a drug named earlier in the same turn ("我在吃
// 氨氯地平，这个药...") includes that turn's mentions with the turn's Seq.
type WindowMention struct {
	ConceptID, Type, Display string
	Seq                      int64
}

// Vocabulary is the part of the lexicon the resolver needs;
// *ontology.Lexicon implements it.
type Vocabulary interface {
	InClass(drugID, classID string) bool
	Concept(id string) (ontology.Concept, bool)
}

var _ Vocabulary = (*ontology.Lexicon)(nil)

// conceptAttribute is the record fact attribute holding the ontology
// concept id (entity keys facts by it).
const conceptAttribute = "concept_id"

// Resolve resolves each reference against the session window and then the
// patient's record, returning one Resolution per reference, in the order of
// refs, except for class references ("降压药") that fit no drug anywhere:
// those name the class itself, not one of the patient's drugs, and are
// dropped. A bare demonstrative with nothing to point to is kept,
// unresolved, with no candidates, so the caller can ask.
//
// Stages, in order:
//  1. session: the distinct drugs (conditions) of the window that fit the
//     reference (members of its class, if it names one). Exactly one
//     resolves it, as the current record fact of that concept if there is
//     one, else as "concept:<id>". For a recency reference ("新开的降压药")
//     the window's drug must not be older than a fitting drug the record
//     says was started later; if it is, the graph stage decides.
//  2. graph: the current, active, not refuted medication (condition) facts
//     that fit. One resolves it. Several resolve only for a recency
//     reference whose newest fact started (ValidFrom, else RecordedAt)
//     strictly after all others. Otherwise the reference stays unresolved
//     with all of them as candidates; when the record has none, with the
//     window's.
//  3. LLM arbitration of what stays ambiguous is out of scope here: the
//     caller may put the candidates in front of a model, and must store
//     whatever it picks as an inference.
//
// Resolve is deterministic: the same inputs give the same output.
func Resolve(refs []Reference, window []WindowMention, record []entity.Fact, v Vocabulary) []Resolution {
	var out []Resolution
	for _, ref := range refs {
		if r, ok := resolveOne(ref, window, record, v); ok {
			out = append(out, r)
		}
	}
	return out
}

func resolveOne(ref Reference, window []WindowMention, record []entity.Fact, v Vocabulary) (Resolution, bool) {
	fit := fitter(ref, v)
	session := sessionCandidates(ref, window, record, v, fit)
	graph := graphCandidates(ref, record, fit)
	res := Resolution{Reference: ref}
	if len(session) == 0 && len(graph) == 0 {
		return res, ref.ClassID == ""
	}
	if len(session) == 1 && (!ref.Recent || !newerInRecord(session[0], graph)) {
		res.resolve(session[0].Candidate, StageSession, toCandidates(session))
		return res, true
	}
	if len(graph) == 1 {
		res.resolve(graph[0].Candidate, StageGraph, toCandidates(graph))
		return res, true
	}
	if len(graph) > 1 {
		if ref.Recent && graph[0].start.After(graph[1].start) {
			res.resolve(graph[0].Candidate, StageGraph, toCandidates(graph))
			return res, true
		}
		res.Stage, res.Candidates = StageGraph, toCandidates(graph)
		return res, true
	}
	res.Stage, res.Candidates = StageSession, toCandidates(session)
	return res, true
}

func (r *Resolution) resolve(c Candidate, stage string, all []Candidate) {
	r.EntityID, r.Display, r.ConceptID, r.Stage = c.EntityID, c.Display, c.ConceptID, stage
	r.Candidates, r.Resolved = all, true
}

// scored is a candidate with what it is ranked by.
type scored struct {
	Candidate
	seq      int64     // session: the latest turn that mentioned it
	start    time.Time // when its record fact started
	inRecord bool      // a current record fact holds it
}

func toCandidates(s []scored) []Candidate {
	out := make([]Candidate, len(s))
	for i, c := range s {
		out[i] = c.Candidate
	}
	return out
}

// rankScores sets Score from each candidate's rank among s, which is sorted
// best first: (len(s) - number of strictly better candidates) / len(s).
func rankScores(s []scored, better func(a, b scored) bool) {
	for i := range s {
		n := 0
		for j := 0; j < i; j++ {
			if better(s[j], s[i]) {
				n++
			}
		}
		s[i].Score = float64(len(s)-n) / float64(len(s))
	}
}

// fitter returns the test a concept must pass to be a referent of ref.
func fitter(ref Reference, v Vocabulary) func(conceptID, typ string) bool {
	return func(conceptID, typ string) bool {
		switch ref.Kind {
		case KindDrug:
			if typ != ontology.TypeDrug {
				return false
			}
			if ref.ClassID == "" {
				return true
			}
			return conceptID != "" && v.InClass(conceptID, ref.ClassID)
		case KindCondition:
			return typ == ontology.TypeCondition
		}
		return false
	}
}

// factType is the record fact type that holds referents of kind.
func factType(kind string) string {
	if kind == KindCondition {
		return entity.Condition
	}
	return entity.Medication
}

// current reports whether f is in the record now and still holds.
func current(f entity.Fact) bool {
	return f.SupersededAt == nil && f.Status == entity.Active && f.Verification != entity.Refuted
}

func factStart(f entity.Fact) time.Time {
	if !f.ValidFrom.IsZero() {
		return f.ValidFrom
	}
	return f.RecordedAt
}

// sessionCandidates returns the distinct fitting concepts of the window,
// the most recently mentioned first.
func sessionCandidates(ref Reference, window []WindowMention, record []entity.Fact, v Vocabulary, fit func(string, string) bool) []scored {
	idx := map[string]int{}
	var out []scored
	for _, w := range window {
		if w.ConceptID == "" {
			continue
		}
		typ := w.Type
		if typ == "" {
			if c, ok := v.Concept(w.ConceptID); ok {
				typ = c.Type
			}
		}
		if !fit(w.ConceptID, typ) {
			continue
		}
		if i, ok := idx[w.ConceptID]; ok {
			if w.Seq >= out[i].seq {
				out[i].seq = w.Seq
				if w.Display != "" {
					out[i].Display = w.Display
				}
			}
			continue
		}
		idx[w.ConceptID] = len(out)
		out = append(out, scored{Candidate: Candidate{EntityID: "concept:" + w.ConceptID, Display: w.Display, ConceptID: w.ConceptID}, seq: w.Seq})
	}
	for i := range out {
		if f, ok := recordFact(out[i].ConceptID, factType(ref.Kind), record); ok {
			out[i].EntityID, out[i].Display, out[i].start, out[i].inRecord = f.ID, f.Display, factStart(f), true
		} else if out[i].Display == "" {
			out[i].Display = conceptDisplay(out[i].ConceptID, v)
		}
	}
	better := func(a, b scored) bool { return a.seq > b.seq }
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].seq != out[j].seq {
			return better(out[i], out[j])
		}
		return out[i].ConceptID < out[j].ConceptID
	})
	rankScores(out, better)
	return out
}

// recordFact returns the current fact of the concept, the latest started
// if there are several.
func recordFact(conceptID, typ string, record []entity.Fact) (entity.Fact, bool) {
	var best entity.Fact
	found := false
	for _, f := range record {
		if f.Type != typ || !current(f) || f.Attributes[conceptAttribute] != conceptID {
			continue
		}
		if !found || laterFact(f, best) {
			best, found = f, true
		}
	}
	return best, found
}

// laterFact orders facts of one concept: the later start wins, then the
// smaller id, so the choice does not depend on record order.
func laterFact(a, b entity.Fact) bool {
	if !factStart(a).Equal(factStart(b)) {
		return factStart(a).After(factStart(b))
	}
	return a.ID < b.ID
}

// graphCandidates returns the fitting current facts of the record, one per
// concept, the latest started first.
func graphCandidates(ref Reference, record []entity.Fact, fit func(string, string) bool) []scored {
	typ := factType(ref.Kind)
	conceptType := ontology.TypeDrug
	if ref.Kind == KindCondition {
		conceptType = ontology.TypeCondition
	}
	byKey := map[string]entity.Fact{}
	for _, f := range record {
		if f.Type != typ || !current(f) {
			continue
		}
		cid := f.Attributes[conceptAttribute]
		if !fit(cid, conceptType) {
			continue
		}
		key := "concept:" + cid
		if cid == "" {
			key = "fact:" + f.ID
		}
		if prev, ok := byKey[key]; !ok || laterFact(f, prev) {
			byKey[key] = f
		}
	}
	out := make([]scored, 0, len(byKey))
	for _, f := range byKey {
		out = append(out, scored{
			Candidate: Candidate{EntityID: f.ID, Display: f.Display, ConceptID: f.Attributes[conceptAttribute]},
			start:     factStart(f),
		})
	}
	better := func(a, b scored) bool { return a.start.After(b.start) }
	sort.Slice(out, func(i, j int) bool {
		if !out[i].start.Equal(out[j].start) {
			return better(out[i], out[j])
		}
		return out[i].EntityID < out[j].EntityID
	})
	rankScores(out, better)
	return out
}

// newerInRecord reports whether the record holds a fitting fact of another
// concept that started strictly after c's concept did. A concept that is
// not in the record is never outdated by it.
func newerInRecord(c scored, graph []scored) bool {
	if !c.inRecord {
		// Not in the record yet: a drug just talked about in the session
		// is the best reading of "the new one".
		return false
	}
	for _, g := range graph {
		if g.ConceptID != c.ConceptID && g.start.After(c.start) {
			return true
		}
	}
	return false
}

func conceptDisplay(id string, v Vocabulary) string {
	c, ok := v.Concept(id)
	if !ok {
		return id
	}
	if d := c.Display[ontology.LangEnglish]; d != "" {
		return d
	}
	return c.Display[ontology.LangChinese]
}
