package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug the patient tells in one sentence and, in the next, says by a
// pronoun what it does to them and that they keep off it, is a drug taken
// before and not now: "I also have taken several Medrol packs. They make my
// blood sugars to increase so I try not to take it" (MTS-Dialog dev
// train-775). avoidedForWhatItDoes reads the drug named in the sentence
// that avoids it; here the drug is the sentence before, and "they" can be
// no other when that sentence names one drug. Taking it less ("so I try
// not to take it too often", "unless the pain is bad") or keeping off
// something else ("so I try not to eat late") leaves the drug as it was.

// pronounDoes opens the sentence: "They make my…", "It gives me…", "They
// made me…".
var pronounDoes = regexp.MustCompile(`^(?:and |but |well, )?(?:it|they|those|that|that stuff|these)(?: just| really| always)? (?:makes?|made|gives?|gave|puts|put|sends?|upsets?|raises?)\b`)

// keptOffIt, in that sentence, say the patient keeps off the drug.
var keptOffIt = []string{"so i try not to take", "so i try not to use", "i try not to take it", "i try not to take them", "so i try to avoid",
	"so i avoid", "so i don't take", "so i do not take", "so i dont take", "so i stay away from", "so i stopped taking"}

// keptOffOnlyPartly say it is still taken, less: "so I try not to take it
// too often", "unless the pain is bad".
var keptOffOnlyPartly = []string{"too often", "too much", "too many", "very often", "unless", "except", "more than", "every day", "when i can"}

// avoidedInTheNextSentence reports whether drug mention i, the one drug of
// its sentence, is what the next sentence says, by a pronoun, the patient
// keeps off for what it does (see above).
func avoidedInTheNextSentence(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
		return false
	}
	for j, o := range x.Mentions {
		if j != i && (o.Type == ontology.TypeDrug || o.Type == ontology.TypeDrugClass) && o.ConceptID != m.ConceptID && tx.sameSentence(o, m) {
			return false
		}
	}
	start, next, ok := tx.nextSentence(m)
	next = strings.ToLower(next)
	if !ok || !pronounDoes.MatchString(next) || !containsAny(next, keptOffIt) || containsAny(next, keptOffOnlyPartly) {
		return false
	}
	for _, o := range x.Mentions {
		if (o.Type == ontology.TypeDrug || o.Type == ontology.TypeDrugClass) && o.Span[0] >= start && tx.sent[o.Span[0]] == tx.sent[start] {
			return false // the next sentence names a drug of its own
		}
	}
	return true
}
