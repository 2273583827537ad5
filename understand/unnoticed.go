package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// What someone else tells of the patient ("阿拉儿子讲我走路一瘸一拐的") and
// the patient then says they do not notice themselves ("我自家倒没觉着")
// is no finding the patient affirms: it is for a clinician to check.

// toldOfMe, before a finding, say someone else tells it of the patient.
var toldOfMe = []string{"说我", "讲我", "说俺", "讲俺", "话我", "讲阿拉", "说阿拉", "讲我个", "说我的"}

// unnoticed say the speaker does not notice it themselves.
var unnoticed = []string{"没觉得", "没觉着", "没感觉到", "没注意", "不觉得", "冇觉得", "唔觉得", "冇为意", "觉不出来", "没发觉", "没察觉",
	// Wu: "我自家倒勿觉着" (zh dev zh-s1-024).
	"勿觉着", "勿觉得", "呒没觉着", "呒没觉得"}

// selfMarks name the patient as who does not notice.
var selfMarks = []string{"我", "俺", "自己", "自家", "阿拉"}

// unnoticedBySelf makes uncertain the findings someone else tells of the
// patient when a clause after them, in the same sentence, says the patient
// does not notice it.
func unnoticedBySelf(x extract.Result, tx text, out []Statement) []Statement {
	doubted := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Assertion.Negated || m.Type != ontology.TypeSymptom && m.Type != ontology.TypeCondition {
			continue
		}
		start := tx.sentenceStart(m.Span[0])
		if !containsAny(tx.between(start, m.Span[0]), toldOfMe) {
			continue
		}
		for e := m.Span[1]; e < len(tx.runes) && tx.sent[e] == tx.sent[m.Span[0]]; e++ {
			if tx.clause[e] == tx.clause[m.Span[0]] || e > 0 && tx.clause[e-1] == tx.clause[e] {
				continue
			}
			if cl := tx.clauseOf(e); containsAny(cl, selfMarks) && containsAny(cl, unnoticed) {
				doubted[m.ConceptID] = true
			}
		}
	}
	for i, s := range out {
		if doubted[s.Concept] && !s.Negated && s.Experiencer == extract.Patient {
			out[i].Uncertain = true
		}
	}
	return out
}
