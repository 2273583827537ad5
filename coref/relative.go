package coref

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug said by a relative clause of taking it: "the one I'm on", "the
// stuff I've been taking", "the birth control I was on before". The head
// is a pronoun head, a drug noun or what the drug is for (a condition or a
// topic the matcher found); the clause's subject is the patient.
var (
	relSubjects = map[string][]string{
		"i'm": {""}, "im": {""}, "i've": {"been"}, "ive": {"been"},
		"i": {"am", "was", "have been", "had been", "used to be", "been"},
	}
	relVerbs = map[string]bool{"on": true, "taking": true, "using": true}
)

// relativeRefs finds "(the|that|my…) [up to two words] <head> [that|which]
// <I am|I'm|I was|I've been…> (on|taking|using)". A head that holds a
// drug or a class mention is left to the finders of those.
func relativeRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	words := splitWords(lower)
	var out []Reference
	for k := 0; k < len(words); k++ {
		if !enDet[words[k].text] {
			continue
		}
		for h := k + 1; h < len(words) && h-k <= 3; h++ {
			if !sameClause(lower, words[k].end, words[h].start) {
				break
			}
			topic, ok := relativeHead(words, k, h, mentions)
			if !ok {
				continue
			}
			j := h + 1
			if j < len(words) && (words[j].text == "that" || words[j].text == "which") {
				j++
			}
			n := relativeSubject(words, j)
			if n == 0 || j+n >= len(words) || !relVerbs[words[j+n].text] || !sameClause(lower, words[h].end, words[j+n].start) {
				continue
			}
			if v := j + n; v+1 < len(words) && words[v].text == "on" && words[v+1].text == "about" {
				continue // "the thing I'm on about" is what they speak of
			}
			span := [2]int{words[k].start, words[h].end} // the phrase, as givenRefs
			if overlapsAny(span, taken) {
				break
			}
			out = append(out, Reference{Span: span, Kind: KindDrug, Topic: topic})
			taken = append(taken, span)
			k = j + n
			break
		}
	}
	return out
}

// relativeHead reports whether word h ends the head of a relative clause
// of taking that starts after determiner k, with the topic it names: a
// pronoun head or a drug noun right after the determiner and its
// modifiers, or the end of a condition or topic mention.
func relativeHead(words []word, k, h int, mentions []extract.Mention) (string, bool) {
	from, to := words[k+1].start, words[h].end
	for _, m := range mentions {
		if m.Span[0] < from || m.Span[1] > to {
			continue
		}
		switch {
		case m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass:
			return "", false
		case m.Span[1] == to && (m.Type == ontology.TypeCondition || isTopic(m.ConceptID)):
			return m.ConceptID, true
		}
	}
	w := words[h].text
	if !pronounHeads[w] && !enDrug[w] {
		return "", false
	}
	for i := k + 1; i < h; i++ {
		if !pronounModifiers[words[i].text] {
			return "", false
		}
	}
	return "", true
}

// relativeSubject returns how many words of "I am", "I'm", "I've been"…
// start at word j, or 0.
func relativeSubject(words []word, j int) int {
	if j >= len(words) {
		return 0
	}
	auxes, ok := relSubjects[words[j].text]
	if !ok {
		return 0
	}
	for _, aux := range auxes {
		if aux == "" {
			return 1
		}
		parts := strings.Fields(aux)
		if j+1+len(parts) > len(words) {
			continue
		}
		match := true
		for i, p := range parts {
			match = match && words[j+1+i].text == p
		}
		if match {
			return 1 + len(parts)
		}
	}
	return 0
}
