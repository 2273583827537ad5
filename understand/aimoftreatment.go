package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A finding a treatment aims at, set before the treatment as its kind
// ("before we do any weight loss surgeries", "weight loss pills") or after
// it as its purpose ("band surgery for weight loss"), names the treatment,
// not a finding of the patient's: someone who wants weight loss surgery
// is not losing weight.

// aimFindings are the findings a treatment is sought for.
var aimFindings = map[string]bool{"sym:weight_loss": true}

// treatmentKinds are the nouns a finding an aim may stand before.
var treatmentKinds = []string{"surgery", "surgeries", "operation", "operations", "procedure", "procedures", "program", "programme",
	"programs", "programmes", "clinic", "clinics", "center", "centre", "injection", "injections", "jab", "jabs", "shot", "shots",
	"pill", "pills", "tablet", "tablets", "medication", "medications", "medicine", "drug", "drugs", "band", "balloon", "diet", "plan"}

// aimOfATreatment reports whether finding mention m names what a
// treatment is for: a procedure mention or a treatment noun right after
// it, or "for" right before it after a procedure in the same clause.
func aimOfATreatment(x extract.Result, tx text, m extract.Mention) bool {
	if !aimFindings[m.ConceptID] {
		return false
	}
	after := strings.Fields(strings.TrimLeft(tx.after(m), " "))
	if len(after) > 0 && hasAnyWord(strings.Trim(after[0], ",.?!"), treatmentKinds) {
		return true
	}
	for _, p := range x.Mentions {
		if p.Type == ontology.TypeProcedure && p.Span[0] == m.Span[1]+1 {
			return true
		}
	}
	if !strings.HasSuffix(strings.TrimRight(tx.before(m), " "), " for") {
		return false
	}
	for _, p := range x.Mentions {
		if p.Type == ontology.TypeProcedure && p.Span[1] <= m.Span[0] && tx.sameClause(p, m) {
			return true
		}
	}
	return false
}
