package memory

import (
	"context"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/ontology"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// recallLimit is how many recalled points are offered to the assembler: more
// than a prompt holds, so the budget, not a constant, decides how many stay.
const recallLimit = 60

// Relevance is one scale for every line that competes for the budget
// (assembly.ClassMemory). Recalled points take theirs from their rank in
// recall: fused scores say which point is better, not how good, so the
// first gets recallTop and each next one recallDecay less.
const (
	recallTop   = 0.95
	recallDecay = 0.97
)

// windowRecency is the share of a window turn's score that its position
// gives: the newest turn of the window gets all of it, the oldest none.
const windowRecency = 0.3

// recalled is the outcome of hybrid recall for one context.
type recalled struct {
	items   []retrieval.Recalled
	score   map[string]float64 // dedup key -> relevance in [0,1]
	warning string
}

// recall runs hybrid recall for the query. A failing index degrades the
// context (a warning), it does not fail it: the record and the window still
// answer.
func (s *Service) recall(ctx context.Context, sc tenancy.Scope, patientID, query string, concepts map[string]bool) recalled {
	r := recalled{score: map[string]float64{}}
	if strings.TrimSpace(query) == "" {
		return r
	}
	q := retrieval.RecallQuery{PatientID: patientID, Text: query, Limit: recallLimit, Now: s.now()}
	for c := range concepts {
		q.Concepts = append(q.Concepts, c)
	}
	slices.Sort(q.Concepts)
	items, err := s.recaller.Recall(ctx, sc, q)
	if err != nil {
		r.warning = "recall unavailable: index or embedder failed"
		return r
	}
	r.items = items
	rel := recallTop
	for _, it := range items {
		r.score[recallKey(it.Point)] = rel
		rel *= recallDecay
	}
	return r
}

// recalledCandidates offers the recalled points that the window and the
// summaries do not already show, a summary as a recalled line when it is
// of another session.
func recalledCandidates(r recalled, shown map[string]bool, lang string) []assembly.Candidate {
	var out []assembly.Candidate
	for _, it := range r.items {
		key := recallKey(it.Point)
		if shown[key] {
			continue
		}
		out = append(out, assembly.Candidate{
			Section: assembly.Recalled, Text: recallLine(it.Point, lang),
			Source: assembly.Source{Layer: "vector", ID: it.Point.ID, TurnID: it.Point.SourceID, SessionID: it.Point.SessionID},
			Class:  assembly.ClassMemory, Score: r.score[key], Order: it.Point.At.UnixNano(), DedupKey: key,
		})
	}
	return out
}

// recallKey is the dedup key of a recalled point: the same as the window's
// key for its turn or the summary section's for its summary.
func recallKey(p retrieval.Point) string {
	if p.Kind == "summary" {
		return "summary:" + p.SourceID
	}
	return "turn:" + p.SessionID + "/" + p.SourceID
}

// recallLine renders a recalled point with its day and who said it.
func recallLine(p retrieval.Point, lang string) string {
	day := p.At.Format("2006-01-02")
	zh := lang == "zh"
	if p.Kind == "summary" {
		if zh {
			return "- " + day + " 摘要：" + oneLine(p.Text)
		}
		return "- " + day + " summary: " + oneLine(p.Text)
	}
	said := map[string][2]string{
		string(session.Patient): {"患者曾说：", "the patient said: "}, string(session.Assistant): {"助理曾说：", "the assistant said: "},
		string(session.Clinician): {"医生曾说：", "the clinician said: "},
	}[p.Speaker]
	if said[0] == "" {
		said = [2]string{"曾记录：", "recorded: "}
	}
	if zh {
		return "- " + day + " " + said[0] + oneLine(p.Text)
	}
	return "- " + day + " " + said[1] + oneLine(p.Text)
}

// indexPoint completes a point for the index: the concepts its text is
// read as (and what its drugs treat), its lexical terms and its vector.
func (s *Service) indexPoint(ctx context.Context, p retrieval.Point) (retrieval.Point, error) {
	p.Concepts = s.textConcepts(p.Text)
	p.Terms = retrieval.DocumentTerms(s.recaller.Terms(p.Text, p.Concepts))
	vecs, err := s.st.Embedder.Embed(ctx, []string{p.Text})
	if err != nil {
		return p, err
	}
	p.Vector = vecs[0]
	return p, nil
}

// textConcepts returns, sorted, the concepts a text mentions and the
// conditions its drugs treat, so that "metformin" meets "my diabetes".
func (s *Service) textConcepts(text string) []string {
	set := map[string]bool{}
	for _, m := range s.reader.Extract(text, s.now()).Mentions {
		set[m.ConceptID] = true
		if c, ok := s.reader.Lexicon().Concept(m.ConceptID); ok {
			for _, ind := range c.Indications {
				set[ind] = true
			}
		}
	}
	out := make([]string, 0, len(set))
	for c := range set {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

// chineseNames returns the Chinese names of the lexicon, the whole-word
// dictionary of the lexical analyzer.
func chineseNames(l *ontology.Lexicon) []string {
	var out []string
	for _, c := range l.Concepts() {
		for _, n := range c.Names {
			if n.Lang == "zh" {
				out = append(out, n.Text)
			}
		}
	}
	return out
}
