package understand

import "github.com/anamnesis-health/anamnesis/extract"

// provisionalConfidence is what a statement read only through provisional
// lay names is worth: below the default gate's claim threshold, so that it
// reaches the record as a claim for a clinician to confirm.
const provisionalConfidence = 0.45

// provisional lowers the confidence of the statements that exist only
// because the turn was read with the provisional lay names
// (ontology/data/lay_*.csv): a turn that names one is read again with the
// reviewed names alone, and what that reading does not state about a
// concept is a proposal. A longer lay name may cover a reviewed one ("type
// 2 diabetic"), and a rule may read the same words; neither is a proposal.
func (r *Reader) provisional(t Turn, x extract.Result, prior []Prior, stmts []Statement) []Statement {
	if r.reviewed == nil || len(stmts) == 0 || !anyProvisional(x) {
		return stmts
	}
	sure := map[string]bool{}
	for _, s := range r.reviewed.Read(t, prior).Statements {
		sure[s.Concept] = true
	}
	for i, s := range stmts {
		if !sure[s.Concept] {
			stmts[i].Confidence = min(s.Confidence, provisionalConfidence)
		}
	}
	return stmts
}

func anyProvisional(x extract.Result) bool {
	for _, m := range x.Mentions {
		if m.Provisional {
			return true
		}
	}
	return false
}
