package memory

import (
	"context"
	"errors"

	"github.com/anamnesis-health/anamnesis/coref"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
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

// windowReferents are the drugs and conditions the patient named in the
// window's turns, oldest first, from the turns' stored readings.
func (s *Service) windowReferents(window []session.Turn) []coref.WindowMention {
	var out []coref.WindowMention
	for _, t := range window {
		out = append(out, s.referents(s.reading(t).Extract, t.Seq)...)
	}
	return out
}

// referents are the mentions of r that a later reference may point to.
func (s *Service) referents(r extract.Result, seq int64) []coref.WindowMention {
	var out []coref.WindowMention
	for _, m := range r.Mentions {
		if m.Type != ontology.TypeDrug && m.Type != ontology.TypeCondition {
			continue
		}
		if m.Assertion.Experiencer != "" && m.Assertion.Experiencer != "patient" {
			continue
		}
		out = append(out, coref.WindowMention{ConceptID: m.ConceptID, Type: m.Type, Display: s.reader.Display(m.ConceptID, "en"), Seq: seq})
	}
	return out
}

// resolveReferences resolves references (coref.Find) in stages: session
// window, then the record; what stays ambiguous is returned unresolved with
// its candidates, never guessed.
func (s *Service) resolveReferences(refs []coref.Reference, window []coref.WindowMention, record []entity.Fact) (resolved, unresolved []Reference) {
	for _, res := range coref.Resolve(refs, window, record, s.reader.Lexicon()) {
		ref := Reference{Text: res.Text, Candidates: make([]Candidate, 0, len(res.Candidates))}
		for _, c := range res.Candidates {
			ref.Candidates = append(ref.Candidates, Candidate{EntityID: c.EntityID, Display: c.Display, Score: c.Score})
		}
		if res.Resolved {
			ref.EntityID, ref.Display, ref.Stage = res.EntityID, res.Display, res.Stage
			resolved = append(resolved, ref)
		} else {
			unresolved = append(unresolved, ref)
		}
	}
	return resolved, unresolved
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
