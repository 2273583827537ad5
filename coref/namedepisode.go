package coref

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition named as a time it happened ("我旧年生蛇嗰阵", "得带状疱疹那
// 会儿", "that time I had shingles") points at the record's fact of it,
// over or come back: the record's episode, not a new diagnosis. Only a
// condition of the patient's, not denied.

// zhNamedEpisodeTail follows the condition: "嗰阵", "那会儿", "的那回".
var zhNamedEpisodeTail = regexp.MustCompile(`^的?(嗰阵|嗰次|嗰时|嗰排|那阵子|那阵儿|那阵|那会儿|那时候|那回|那次)`)

// enNamedEpisodeHead ends before it: "that time I had ", "when I had the ".
var enNamedEpisodeHead = regexp.MustCompile(`\b(?:when|that time|the time|back when) i (?:had|got|was down with|came down with) (?:the |my |a |that )?$`)

// namedEpisodeRefs finds a condition named as an episode.
func namedEpisodeRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	var out []Reference
	for _, m := range patientsConditions(rs, mentions) {
		span := m.Span
		if loc := zhNamedEpisodeTail.FindStringIndex(string(lower[m.Span[1]:])); loc != nil {
			span[1] += len([]rune(string(lower[m.Span[1]:])[:loc[1]]))
		} else if loc := enNamedEpisodeHead.FindStringIndex(string(lower[max(0, m.Span[0]-40):m.Span[0]])); loc != nil {
			span[0] -= len([]rune(string(lower[max(0, m.Span[0]-40):m.Span[0]])[loc[0]:]))
		} else {
			continue
		}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: m.ConceptID, Episode: true})
		taken = append(taken, span)
	}
	return out
}

// A condition named after a determiner of the patient's ("我那个老胃病",
// "俺这个关节炎") is a reference to the record's fact of it, or of a kind
// under it (namedFits: "老胃病" is gastritis, K29, and the record's chronic
// gastritis, K29.5, is the one meant). Bare names ("我有胃病") name, they do
// not point back.

// zhNamedAfterDeterminer ends right before the condition: "我那个", "这个老".
var zhNamedAfterDeterminer = regexp.MustCompile(zhOwnWords + `?(?:那个|这个|那|这)(?:老)?$`)

// determinedNamedRefs finds a patient's condition named after a determiner.
func determinedNamedRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	var out []Reference
	for _, m := range patientsConditions(rs, mentions) {
		before := string(rs[max(0, m.Span[0]-6):m.Span[0]])
		loc := zhNamedAfterDeterminer.FindStringIndex(before)
		if loc == nil {
			continue
		}
		span := [2]int{m.Span[0] - len([]rune(before[loc[0]:])), m.Span[1]}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: m.ConceptID})
		taken = append(taken, span)
	}
	return out
}

// namedFits reports whether condition c is the condition topic names
// (namedEpisodeRefs): the same concept, or one under its ICD-10-CM code.
func namedFits(topic string, c ontology.Concept, v Vocabulary) bool {
	if c.ID == topic {
		return true
	}
	t, ok := v.Concept(topic)
	if !ok || len(t.Code.Code) < 3 || c.Code.Code == "" {
		return false
	}
	return c.Code.Code == t.Code.Code || strings.HasPrefix(c.Code.Code, t.Code.Code+".")
}

// patientsConditions returns the condition mentions of rs that are the
// patient's and not denied.
func patientsConditions(rs []rune, mentions []extract.Mention) []extract.Mention {
	var out []extract.Mention
	for _, m := range mentions {
		if m.Type != ontology.TypeCondition || !validSpan(m.Span, len(rs)) || m.Assertion.Negated {
			continue
		}
		if e := m.Assertion.Experiencer; e != "" && e != extract.Patient {
			continue
		}
		out = append(out, m)
	}
	return out
}
