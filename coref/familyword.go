package coref

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// familyWords are lay concepts that name a family of conditions rather
// than a diagnosis, each with the topic of that family. Said as the
// patient's trouble ("我这血糖高的毛病", "my high sugar problem"), the word
// stands for the one condition of the family the record holds (type 2
// diabetes), which the lexicon names more narrowly; two of them stay
// unresolved with both. Only with a trouble noun after it: "my sugar's
// high today" is a reading, not the condition.
var familyWords = map[string]string{
	"cond:hyperglycemia": "lab:glucose",
	// "血脂高的毛病", "血里头油高的毛病": the record's mixed
	// hyperlipidaemia or raised triglycerides.
	"cond:hyperlipidemia": "lab:total_cholesterol",
}

// familyWordRef returns the reference a family word makes when the
// patient says it as their own trouble: an owner before it (widen, or the
// dialect "me") and a trouble noun after it.
func familyWordRef(rs []rune, m extract.Mention) (Reference, bool) {
	topic := familyWords[m.ConceptID]
	if topic == "" {
		return Reference{}, false
	}
	end := troubleAfter(rs, m.Span[1])
	if end == 0 {
		return Reference{}, false
	}
	start, recent := ownedFrom(rs, m.Span[0])
	if start == m.Span[0] {
		return Reference{}, false
	}
	return Reference{Span: [2]int{start, end}, Kind: KindCondition, Topic: topic, Recent: recent}, true
}

// troubleAfter returns where a trouble noun said right after end ends
// ("的毛病", "的老毛病", " problem", " thing"), or 0.
func troubleAfter(rs []rune, end int) int {
	j := end + hasPrefixAny(rs[end:], zhTopicLinks)
	if n := hasPrefixAny(rs[j:], zhTopicCond); n > 0 {
		return j + n
	}
	ws, w := wordAfter(rs, end)
	if enTopicCond[strings.ToLower(w)] {
		return ws + len([]rune(w))
	}
	return 0
}

// ownedFrom returns where the patient's owning words before start begin
// (widen's "我这", "my", "the"), taking the dialect "me" and "mah" as
// "my" ("me dodgy ticker"); start when there are none.
func ownedFrom(rs []rune, start int) (int, bool) {
	from, recent := widen(rs, start)
	if from < start {
		return from, recent
	}
	if ws, w := wordBefore(rs, start); enDialectMy[strings.ToLower(w)] {
		return ws, false
	}
	return start, false
}
