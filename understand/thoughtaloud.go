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

// A symptom or condition right after 怕 is feared, not had: "我胃不好，怕烧
// 心" (followup/zh-y1 dev wrote the heartburn as current), "怕又犯心绞痛",
// and so is what comes "even if" (哪怕头疼). Not 恐怕 (probably, a hedge
// read elsewhere) nor 不怕; and 怕冷, 怕光 are symptoms the lexicon reads as
// one word, so no mention begins after their 怕.
var zhFearedBefore = regexp.MustCompile(`(?:^|[^恐不])怕(?:会|又|再|是|得|有)?$`)

// zhFeared marks hypothetical the patient's symptoms and conditions said
// right after 怕 (see above).
func zhFeared(x extract.Result, tx text, out []Statement) []Statement {
	feared := conceptsAfter(x, tx, zhFearedBefore, func(m extract.Mention) bool {
		return (m.Type == ontology.TypeCondition || m.Type == ontology.TypeSymptom) && !m.Assertion.Negated && isHan(m.Text)
	})
	for i, s := range out {
		if feared[s.Concept] && (s.Type == Condition || s.Type == Symptom) && !s.Negated && s.Experiencer == extract.Patient {
			out[i].Hypothetical = true
		}
	}
	return out
}
