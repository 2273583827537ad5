package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A fear told as it came to the patient, "I thought, that's it, I'm having a
// heart attack", is what they feared, not what they had: the present tense
// after the thought wrote a confirmed heart attack (en-d1-016). A condition
// said after such a thought in its sentence is uncertain, as "I thought I
// was having a stroke" already is.

// thoughtAloud ends the words before the condition: "thought", a comma or
// none, the exclamation that opens the fear, and what the patient said
// next ("I'm having a", "I'd had a").
var thoughtAloud = regexp.MustCompile(`(?i)\bthought,?\s+(?:that'?s it|this is it|that is it|oh (?:god|no|my god)|god|right)\b[^.?!;]*$`)

// fearedAloud marks uncertain the patient's conditions said after a
// thought aloud in their sentence.
func fearedAloud(x extract.Result, tx text, out []Statement) []Statement {
	feared := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeCondition || m.Assertion.Negated {
			continue
		}
		if thoughtAloud.MatchString(tx.between(tx.sentenceStart(m.Span[0]), m.Span[0])) {
			feared[m.ConceptID] = true
		}
	}
	for i, s := range out {
		if feared[s.Concept] && s.Type == Condition && !s.Negated && s.Experiencer == extract.Patient {
			out[i].Uncertain = true
		}
	}
	return out
}
