package understand

import "github.com/anamnesis-health/anamnesis/extract"

// provisionalConfidence is what a statement read only through provisional
// lay names is worth: below the default gate's claim threshold, so that it
// reaches the record as a claim for a clinician to confirm.
const provisionalConfidence = 0.45

// Proposed reports whether s is only proposed for a clinician to confirm,
// at a confidence below the default gate's claim threshold: what a
// provisional lay name reads, or a bare yes to a question that lists
// findings ("Any fever or chills?" "Yes.") proposes of each.
func (s Statement) Proposed() bool { return s.Confidence > 0 && s.Confidence <= provisionalConfidence }

// provisional marks what the reading holds only because it was read with
// the provisional lay names (ontology/data/lay_*.csv). A turn that names
// one, or answers a question asked in one, is read again with the reviewed
// names alone, and what that reading does not state about a concept is a
// proposal: its confidence drops below the claim threshold, and a question
// about it is marked so that a yes to it is a proposal too. A longer lay
// name may cover a reviewed one ("type 2 diabetic"), and a rule may read
// the same words; neither is a proposal. The reviewed reading must say the
// same of the same person: "it's not morning sickness, it's all-day
// sickness" denies what the lay name asserts.
func (r *Reader) provisional(t Turn, rd *Reading, prior []Prior) {
	asked := openAsks(prior)
	if r.reviewed == nil || !anyProvisional(rd.Extract) && !anyProvisionalAsk(asked) {
		return
	}
	sure := r.reviewed.Read(t, reviewedPrior(prior))
	type said struct {
		concept, experiencer string
		negated              bool
	}
	stated := map[said]bool{}
	for _, s := range sure.Statements {
		stated[said{s.Concept, s.Experiencer, s.Negated}] = true
	}
	for i, s := range rd.Statements {
		if !stated[said{s.Concept, s.Experiencer, s.Negated}] {
			rd.Statements[i].Confidence = min(s.Confidence, provisionalConfidence)
		}
	}
	type ask struct{ typ, concept, relative string }
	reviewedAsks := map[ask]bool{}
	for _, a := range sure.Asks {
		reviewedAsks[ask{a.Type, a.Concept, a.Relative}] = true
	}
	for i, a := range rd.Asks {
		if !reviewedAsks[ask{a.Type, a.Concept, a.Relative}] {
			rd.Asks[i].Provisional = true
		}
	}
}

// reviewedPrior is the session as the reviewed names alone would have read
// it: without the questions asked only in provisional ones.
func reviewedPrior(prior []Prior) []Prior {
	out := make([]Prior, len(prior))
	for i, p := range prior {
		out[i] = p
		if !anyProvisionalAsk(p.Reading.Asks) {
			continue
		}
		var kept []Ask
		for _, a := range p.Reading.Asks {
			if !a.Provisional {
				kept = append(kept, a)
			}
		}
		out[i].Reading.Asks = kept
	}
	return out
}

func anyProvisional(x extract.Result) bool {
	for _, m := range x.Mentions {
		if m.Provisional {
			return true
		}
	}
	return false
}

func anyProvisionalAsk(asks []Ask) bool {
	for _, a := range asks {
		if a.Provisional {
			return true
		}
	}
	return false
}
