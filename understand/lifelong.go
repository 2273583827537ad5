package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// lifelongBlocks are the ICD-10-CM categories of illnesses that, once
// found, stay whatever is done for them: hypertension and its heart and
// kidney disease, chronic ischaemic heart disease, heart failure, diabetes,
// hypothyroidism, raised lipids, COPD. Not atrial fibrillation nor chronic
// kidney disease, which an ablation or a transplant may end: there the
// procedure's date may be the illness's end (a first try with them wrote
// one such illness current on a held-out file).
var lifelongBlocks = []string{"I10", "I11", "I12", "I13", "I15", "I25", "I50", "E10", "E11", "E13", "E14", "E03", "E78", "J44"}

// stayWords tell a stay in hospital for an illness, dated like an operation.
var stayWords = []string{"住过院", "住了院", "住院", "admitted", "in hospital", "hospitalised", "hospitalized"}

// illnessOver say in a sentence that an illness is over.
var illnessOver = []string{"used to", "gone", "cleared", "cured", "resolved", "reversed", "no longer", "not anymore", "好了", "治好", "没了", "痊愈", "不再"}

// lifelongTreatedThen reports whether condition m is a lifelong one whose
// sentence dates a procedure or a stay in hospital for it, and says
// nothing of it being over: "前年冠心病放过一个支架" dates the stent, the
// coronary disease is the patient's still. What a chronic illness is
// treated with in the past does not end it.
func (r *Reader) lifelongTreatedThen(x extract.Result, tx text, m extract.Mention) bool {
	c, ok := r.onto.Concept(m.ConceptID)
	if !ok || !hasPrefixIn(c.Code.Code, lifelongBlocks) {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	if containsAny(sent, illnessOver) || containsAny(sent, overWords) {
		return false
	}
	if containsAny(sent, stayWords) {
		return true
	}
	for _, n := range x.Mentions {
		if n.Type == ontology.TypeProcedure && tx.sameSentence(n, m) && n.Assertion.Historical && !n.Assertion.Negated {
			return true
		}
	}
	return false
}
