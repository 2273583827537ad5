package coref

import "strings"

// A condition is told in English by a few words of what it does, then
// "thing" or "problem": "my breathing-at-night thing", "the stops-breathing
// problem". namedConditionRefs reads one word there; these are two or
// three, joined by spaces or hyphens, each a word of one of the
// condition's names or lay names ("stops breathing at night"), which
// Resolve looks for among the record's conditions (namedBy): the words
// are data, not a list here. Only the patient's own or a demonstrative:
// "Mum's memory thing" is Mum's.
func describedConditionRefs(rs []rune, held [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	words := splitWords(lower)
	var out []Reference
	for k := range words {
		if !enNamedDet[words[k].text] && !dialectMy(words, k) {
			continue
		}
		for n := 3; n >= 2; n-- {
			end := k + n + 1
			if end >= len(words) || !enTroubleWords[words[end].text] || !oneDescription(lower, words[k:end+1]) {
				continue
			}
			desc := words[k+1 : end]
			if span := [2]int{words[k].start, words[end].end}; kindOfThing(desc) && !overlapsAny(span, held) {
				// "the kind of thing": the condition just said (kindofthing.go).
				out = append(out, Reference{Span: span, Kind: KindCondition, JustSaid: true})
				held = append(held, span)
				break
			}
			var texts []string
			content := false
			for _, w := range desc {
				if enNotNamed[w.text] || enDrug[w.text] || enTroubleWords[w.text] || enNamedDet[w.text] {
					texts = nil
					break
				}
				content = content || len([]rune(w.text)) >= 4
				texts = append(texts, w.text)
			}
			span := [2]int{words[k].start, words[end].end}
			if len(texts) == 0 || !content || overlapsAny(span, held) {
				continue
			}
			out = append(out, Reference{Span: span, Kind: KindCondition, Named: strings.Join(texts, " ")})
			held = append(held, span)
			break
		}
	}
	return out
}

// oneDescription reports whether each word is followed by the next after a single
// space or hyphen only: one phrase.
func oneDescription(lower []rune, ws []word) bool {
	for i := 1; i < len(ws); i++ {
		gap := string(lower[ws[i-1].end:ws[i].start])
		if gap != " " && gap != "-" {
			return false
		}
	}
	return true
}
