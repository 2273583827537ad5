package memory

import (
	"context"
	"fmt"
	"strings"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// recallLimit is how many vector hits are offered to the assembler.
const recallLimit = 8

// recordCandidates offers the patient's current record. Allergies and
// active medications are safety facts, evicted last; facts the query
// mentions rank above the rest.
func (s *Service) recordCandidates(record []entity.Fact, queryConcepts map[string]bool, lang string) []assembly.Candidate {
	var out []assembly.Candidate
	for _, f := range record {
		if f.SupersededAt != nil {
			continue
		}
		class, score := assembly.ClassMemory, 0.5
		switch {
		case f.Type == entity.Allergy && f.Verification != entity.Refuted,
			f.Type == entity.Medication && f.Status == entity.Active && f.Verification != entity.Refuted:
			class, score = assembly.ClassSafety, 1
		case f.Type == entity.Condition && f.Status == entity.Active:
			score = 0.8
		}
		if queryConcepts[f.Attributes[entity.ConceptAttribute]] {
			score = 1
		}
		out = append(out, assembly.Candidate{
			Section: assembly.LongTermRecord, Text: renderFact(f, lang),
			Source: assembly.Source{Layer: "graph", ID: f.ID, TurnID: f.Source.TurnID, SessionID: f.Source.SessionID},
			Class:  class, Score: score, Order: f.RecordedAt.UnixNano(), DedupKey: "fact:" + f.Key() + "|" + f.Verification,
		})
	}
	return out
}

// renderFact is one line of the long-term record, marking inferences,
// unconfirmed and refuted facts so the model weighs them right.
func renderFact(f entity.Fact, lang string) string {
	zh := lang == "zh"
	var b strings.Builder
	b.WriteString("- ")
	switch {
	case f.Kind == entity.KindInference && zh:
		b.WriteString("[推断] ")
	case f.Kind == entity.KindInference:
		b.WriteString("[inferred] ")
	}
	label := map[string][2]string{
		entity.Condition: {"诊断", "condition"}, entity.Medication: {"用药", "medication"}, entity.Allergy: {"过敏", "allergy"},
		entity.Observation: {"测量", "observation"}, entity.Symptom: {"症状", "symptom"}, entity.Procedure: {"操作", "procedure"},
		entity.Event: {"事件", "event"}, entity.FamilyHistory: {"家族史", "family history"},
	}[f.Type]
	name := label[1]
	if zh {
		name = label[0]
	}
	if f.Verification == entity.Refuted {
		if zh {
			fmt.Fprintf(&b, "否认%s：%s", name, f.Display)
		} else {
			fmt.Fprintf(&b, "denies %s: %s", name, f.Display)
		}
		return b.String()
	}
	fmt.Fprintf(&b, "%s: %s", name, f.Display)
	if rel := f.Attributes["relation"]; rel != "" {
		fmt.Fprintf(&b, " (%s)", rel)
	}
	for _, k := range []string{"dose", "frequency", "onset", "duration"} {
		if v := f.Attributes[k]; v != "" {
			fmt.Fprintf(&b, "; %s %s", k, v)
		}
	}
	fmt.Fprintf(&b, " [%s, %s, %s]", f.Status, f.Verification, f.RecordedAt.Format("2006-01-02"))
	return b.String()
}

// claimCandidates offers the patient's pending claims, to be verified.
func (s *Service) claimCandidates(ctx context.Context, sc tenancy.Scope, patientID, lang string) ([]assembly.Candidate, error) {
	claims, _, err := s.st.Entities.Claims(ctx, sc, entity.ClaimFilter{Status: entity.ClaimPending, PatientID: patientID, Limit: 20})
	if err != nil {
		return nil, backend("read claims", err)
	}
	out := make([]assembly.Candidate, 0, len(claims))
	for _, c := range claims {
		prefix := "[to verify] "
		if lang == "zh" {
			prefix = "[待核实] "
		}
		out = append(out, assembly.Candidate{
			Section: assembly.PendingClaims, Text: "- " + prefix + claimDisplay(c) + " (" + c.Reason + ")",
			Source: assembly.Source{Layer: "claim", ID: c.ID, TurnID: c.TurnID, SessionID: c.SessionID},
			Class:  assembly.ClassMemory, Score: 0.7, Order: c.CreatedAt.UnixNano(),
		})
	}
	return out, nil
}

// recallCandidates offers the patient's turns nearest to the query, from
// every session. A failing index degrades the context (a warning), it does
// not fail it: the record and the window still answer.
func (s *Service) recallCandidates(ctx context.Context, sc tenancy.Scope, patientID, query, lang string) ([]assembly.Candidate, string) {
	if strings.TrimSpace(query) == "" {
		return nil, ""
	}
	vecs, err := s.st.Embedder.Embed(ctx, []string{query})
	if err != nil {
		return nil, "vector recall unavailable: embedder failed"
	}
	hits, err := s.st.Index.Search(ctx, sc, retrieval.Query{PatientID: patientID, Vector: vecs[0], Limit: recallLimit})
	if err != nil {
		return nil, "vector recall unavailable: index failed"
	}
	out := make([]assembly.Candidate, 0, len(hits))
	for _, h := range hits {
		if h.Score <= 0.05 {
			continue
		}
		out = append(out, assembly.Candidate{
			Section: assembly.Recalled, Text: recallLine(h.Point, lang),
			Source: assembly.Source{Layer: "vector", ID: h.Point.ID, TurnID: h.Point.SourceID, SessionID: h.Point.SessionID},
			Class:  assembly.ClassMemory, Score: float64(h.Score), Order: h.Point.At.UnixNano(),
			DedupKey: recallKey(h.Point),
		})
	}
	return out, ""
}

// recallKey is the dedup key of a recalled point: the same as the window's
// key for its turn or the summary section's for its summary.
func recallKey(p retrieval.Point) string {
	if p.Kind == "summary" {
		return "summary:" + p.SourceID
	}
	return "turn:" + p.SessionID + "/" + p.SourceID
}

func recallLine(p retrieval.Point, lang string) string {
	day := p.At.Format("2006-01-02")
	switch {
	case p.Kind == "summary" && lang == "zh":
		return "- " + day + " 摘要：" + oneLine(p.Text)
	case p.Kind == "summary":
		return "- " + day + " summary: " + oneLine(p.Text)
	case lang == "zh":
		return "- " + day + " 患者曾说：" + oneLine(p.Text)
	}
	return "- " + day + " the patient said: " + oneLine(p.Text)
}

// queryConcepts returns the concepts the query mentions, and the
// conditions their drugs treat, to boost linked facts.
func (s *Service) queryConcepts(r extract.Result) map[string]bool {
	out := map[string]bool{}
	for _, m := range r.Mentions {
		out[m.ConceptID] = true
		if c, ok := s.reader.Lexicon().Concept(m.ConceptID); ok {
			for _, ind := range c.Indications {
				out[ind] = true
			}
		}
	}
	return out
}
