package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// What the patient avoids for what it does to them is not taken, and what
// it would do is no complaint now: "Ibuprofen makes my stomach sour, so I
// don't take that one", "Combiflam gives me acidity, so I avoid it". The
// agent need not be in the lexicon: a brand the lexicon lacks still does
// to the patient what the sentence says.

// causedByAvoidedAgent reports whether symptom mention i is what the
// sentence says something does to the patient ("gives me", "makes my")
// before it in its clause, in a sentence that says the patient avoids it.
func causedByAvoidedAgent(tx text, m extract.Mention) bool {
	return keptOff(tx.sentenceOf(m.Span[0])) && containsAny(sentenceBefore(tx, m), causeWords) &&
		!containsAny(tx.before(m), []string{"because of", "due to"})
}

// avoidedForWhatItDoes reports whether drug mention i is the subject of
// what its sentence says it does to the patient, who avoids it: the drug is
// not taken.
func avoidedForWhatItDoes(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	if !keptOff(sent) {
		return false
	}
	after := restOfSentence(tx, m)
	for _, w := range []string{"makes me", "makes my", "gives me", "made me", "made my", "gave me", "upsets my", "doesn't agree with me", "disagrees with me", "会", "會"} {
		if k := wordIndex(after, w); k >= 0 && !mentionsBetween(x, m.Span[1], m.Span[1]+len([]rune(after[:k]))) && len([]rune(after[:k])) < 12 {
			return true
		}
	}
	return false
}
