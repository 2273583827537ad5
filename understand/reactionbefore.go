package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A Chinese complaint told right after a drug dated before: "我血脂高，之前
// 吃辛伐他汀，腿肌肉酸疼得厉害" (s43 blind round 9 zh15). The 之前 dates the
// taking and what it did; the ache went on the record as current, beside
// "腿不疼了" in the next turn (another concept, so nothing closed it). A
// reaction tied to a drug taken before is past, as the drug is. Only the
// clause of the drug or the one right after it is tied to it; a word of
// now or of going on ("最近", "现在还疼"), or a drug taken now between, keeps
// the complaint current (zhSideEffectOfStopped and zhEffectThenStopped
// need a stop told after the complaint; here the stop is in the date).

// zhTakenBefore, in the drug's clause, date the taking to before.
var zhTakenBefore = []string{"之前", "以前", "原来", "过去", "早先", "以往", "从前"}

// zhReactionToADrugBefore reports whether Chinese symptom mention m is
// told in the clause of a drug read past and dated before, or the clause
// right after it, with nothing of now after the drug (see above).
func zhReactionToADrugBefore(x extract.Result, tx text, m extract.Mention, st []Statement) bool {
	if !isHan(m.Text) {
		return false
	}
	for _, d := range x.Mentions {
		if d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass || d.Span[1] > m.Span[0] || !tx.sameSentence(d, m) {
			continue
		}
		if c := tx.clause[m.Span[0]] - tx.clause[d.Span[0]]; c < 0 || c > 1 || !readPast(st, d.ConceptID) ||
			!containsAny(tx.clauseOf(d.Span[0]), zhTakenBefore) {
			continue
		}
		rest := tx.between(d.Span[1], tx.sentenceEnd(m))
		if containsAny(rest, reactionNow) || containsAny(rest, zhStillGoingOn) || drugTakenNowBetween(x, d, m, st) {
			return false
		}
		return true
	}
	return false
}

// readPast reports whether the patient's drug concept is read stopped or
// past in st.
func readPast(st []Statement, concept string) bool {
	for _, s := range st {
		if s.Type == Medication && s.Concept == concept && !s.Negated && s.Experiencer == extract.Patient && (s.Status == Stopped || s.Historical) {
			return true
		}
	}
	return false
}

// drugTakenNowBetween reports whether a drug read taken now is named
// between d and m: the complaint may be the later drug's.
func drugTakenNowBetween(x extract.Result, d, m extract.Mention, st []Statement) bool {
	for _, o := range x.Mentions {
		if o.Span[0] <= d.Span[0] || o.Span[0] >= m.Span[0] || o.Type != ontology.TypeDrug && o.Type != ontology.TypeDrugClass {
			continue
		}
		if !readPast(st, o.ConceptID) {
			return true
		}
	}
	return false
}
