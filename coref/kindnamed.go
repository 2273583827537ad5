package coref

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug's name said as the kind another drug of the turn belongs to names
// no drug of its own: "好的，甲钴胺属于维生素B12类" tells what mecobalamin is,
// and the cyanocobalamin the lexicon reads in "维生素B12" was never spoken
// of (zh-dev38-009, where "上次说的那个药" was asked between the two). In
// Chinese 类 after a noun makes it a kind ("他汀类", "B12类"); in English
// "a form of", "a type of", "a kind of" do ("mecobalamin is a form of
// vitamin B12"). Said alone ("维生素B12类的可以吃点"), the kind word stays: it
// is all the turn offers. 类似 is "like", no kind.

// enKindOf is the English words that make what follows a kind.
var enKindOf = regexp.MustCompile(`\b(?:a|one|some) (?:form|type|kind|sort|variety) of (?:the )?$`)

// kindWordsDropped returns mentions without the drugs said as the kind of
// another drug the turn names.
func kindWordsDropped(text string, mentions []extract.Mention) []extract.Mention {
	rs := []rune(text)
	lower := []rune(strings.ToLower(text))
	kind := func(m extract.Mention) bool {
		if m.Type != ontology.TypeDrug || !validSpan(m.Span, len(rs)) {
			return false
		}
		if end := m.Span[1]; end < len(rs) && rs[end] == '类' && (end+1 == len(rs) || rs[end+1] != '似') {
			return true
		}
		// enKindOf spans at most 20 runes ("some variety of the "), and
		// \b reads the one before: the rest of the text before the drug
		// cannot change whether it matches.
		return enKindOf.MatchString(string(lower[max(0, m.Span[0]-21):m.Span[0]]))
	}
	named := func(m extract.Mention) bool { return m.Type == ontology.TypeDrug && !kind(m) }
	if !slices.ContainsFunc(mentions, kind) || !slices.ContainsFunc(mentions, named) {
		return mentions
	}
	return slices.DeleteFunc(slices.Clone(mentions), kind)
}
