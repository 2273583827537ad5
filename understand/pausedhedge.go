package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A complaint named, a pause, then an answer that says the patient cannot
// say ("心慌……偶尔吧，说不好，有时候觉着心里扑通扑通的，有时候又没事儿", zh dev
// zh-s1-001) is the patient unsure of it: the "now and then" is weighed
// and not vouched for. The hedge is a clause of its own in the sentence
// after the pause; "说不好几次" (how often, not whether) is no such clause.
// Every statement of the complaint in the turn is then uncertain, the
// "扑通扑通" after it too: a claim for a clinician, never a fact.

// bareHedges are the clauses that say one cannot say.
var bareHedges = map[string]bool{"说不好": true, "说不准": true, "不好说": true, "讲不好": true, "讲不准": true, "拿不准": true,
	"说不清": true, "讲不清": true, "也说不好": true, "也说不准": true, "也不好说": true, "我也说不好": true, "我也说不准": true,
	"说不清楚": true, "唔好讲": true}

// hedgeTails are what a hedge clause may end on.
const hedgeTails = "吧啊呀呢哎嗯哈"

// pausedThenHedged makes uncertain the patient's complaints named before a
// pause that the next sentence answers with a bare hedge.
func pausedThenHedged(x extract.Result, tx text, out []Statement) []Statement {
	doubted := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Assertion.Negated || m.Assertion.Experiencer != extract.Patient || m.Type != ontology.TypeSymptom && m.Type != ontology.TypeCondition {
			continue
		}
		p := m.Span[1]
		if p >= len(tx.runes) || tx.runes[p] != '…' {
			continue
		}
		for p < len(tx.runes) && tx.runes[p] == '…' {
			p++
		}
		if p >= len(tx.runes) {
			continue
		}
		sent := tx.sent[p]
		for q := p; q < len(tx.runes) && tx.sent[q] == sent; {
			cl := strings.TrimRight(strings.TrimSpace(strings.Trim(tx.clauseOf(q), "，,。！!？?…")), hedgeTails)
			if bareHedges[cl] {
				doubted[m.ConceptID] = true
				break
			}
			c := tx.clause[q]
			for q < len(tx.runes) && tx.clause[q] == c {
				q++
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
