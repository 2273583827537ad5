package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// What made the patient give up a habit happened before the quitting:
// "以前喝得凶，后来胃出血就戒了" told a stomach bleed of then, not now, and
// wrote it active (s42 blind round 6).

// quitBecause, after a finding in its sentence, says the habit was given
// up because of it.
var quitBecause = []string{"就戒了", "才戒了", "就戒掉了", "才戒掉", "才戒的", "就戒的", "就不喝了", "就不抽了", "就再没喝", "就再没抽", "以后就戒",
	"so i quit", "so i stopped drinking", "so i stopped smoking", "so i gave up", "and i quit", "then i quit", "made me quit", "made me give up",
	"and i gave up", "and then i quit", "and then i gave up"}

// Only a symptom or an illness that ends is over: a diabetes found then
// goes on (zh-n1-012).
//
// quitAfterAFinding marks the patient's findings whose sentence goes on to
// say the habit was given up for them as over.
func (r *Reader) quitAfterAFinding(x extract.Result, tx text, out []Statement) []Statement {
	over := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Assertion.Negated || m.Assertion.Experiencer != extract.Patient || m.Type != ontology.TypeSymptom && !r.isAcute(m) {
			continue // "后来查出糖尿病就戒了": a diabetes found then goes on
		}
		rest := strings.ToLower(restOfSentence(tx, m))
		if containsAny(rest, quitBecause) && !hasAnyWord(tx.sentenceOf(m.Span[0]), []string{"still", "now", "现在", "还"}) {
			over[m.ConceptID] = true
		}
	}
	for i := range out {
		if (out[i].Type == Condition || out[i].Type == Symptom) && over[out[i].Concept] && !out[i].Negated && out[i].Experiencer == extract.Patient {
			out[i].Historical = true
		}
	}
	return out
}
