package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An answer to a question that lists conditions often names one by the
// measure it runs high on: "Do you have diabetes or high blood pressure?"
// "Just the blood pressure." The bare measure, alone in its clause but for
// the words that single it out ("just the", "only", "yeah"), is the asked
// condition, so the answer picks it and denies the others instead of
// naming nothing and denying all. A measure said with anything more
// ("blood pressure's fine", "my sugar was 7") keeps its own reading.

// bareMeasureWords may stand with the measure in its clause.
var bareMeasureWords = map[string]bool{"just": true, "only": true, "the": true, "my": true, "yes": true, "yeah": true, "yep": true,
	"and": true, "not": true, "no": true, "that's": true, "it": true, "mainly": true, "mostly": true, "就": true, "只有": true, "就是": true, "只": true, "有": true, "嗯": true}

// measuresNamedForAsked relabels a bare measure of a patient's answer as the
// condition it tracks (conditionOfMeasure) when that condition was asked
// and the measure itself was not.
func measuresNamedForAsked(t Turn, x extract.Result, asks []Ask) extract.Result {
	asked := map[string]bool{}
	for _, a := range asks {
		asked[a.Concept] = true
	}
	rs := []rune(strings.ToLower(extract.Normalize(t.Text)))
	var mentions []extract.Mention
	for i, m := range x.Mentions {
		cond := conditionOfMeasure[m.ConceptID]
		if cond == "" || !asked[cond] || asked[m.ConceptID] || m.Assertion.Experiencer != extract.Patient || measured(x, i) ||
			!bareInClause(rs, m.Span) || saysOver(string(rs[m.Span[1]:]), resolutionWords) {
			// "No sugar, no pressure, … everything normal": the measure
			// said normal keeps its own reading, as a condition it would
			// read as over.
			continue
		}
		if mentions == nil {
			mentions = append([]extract.Mention(nil), x.Mentions...)
		}
		mentions[i].ConceptID, mentions[i].Type = cond, ontology.TypeCondition
	}
	if mentions != nil {
		x.Mentions = mentions
	}
	return x
}

// measured reports whether a measurement points at mention i.
func measured(x extract.Result, i int) bool {
	for _, ms := range x.Measurements {
		if ms.Mention == i {
			return true
		}
	}
	return false
}

// bareInClause reports whether the clause of span holds nothing but it and
// bareMeasureWords.
func bareInClause(rs []rune, span [2]int) bool {
	isPunct := func(r rune) bool { return strings.ContainsRune(",，.。;；!！?？、", r) }
	start, end := span[0], span[1]
	for start > 0 && !isPunct(rs[start-1]) {
		start--
	}
	for end < len(rs) && !isPunct(rs[end]) {
		end++
	}
	rest := string(rs[start:span[0]]) + " " + string(rs[span[1]:end])
	for _, w := range strings.Fields(rest) {
		if !bareMeasureWords[w] {
			return false
		}
	}
	return true
}
