package coref

// "Is that the kind of thing you get from fried food?", "is that the sort
// of thing that comes back?": "kind of", "sort of", "type of" before
// "thing" or "problem" is no word of a condition's names but a pronoun for
// the condition just said. Like a bare "it" of an effect (JustSaid), it
// is only a condition the last turns named, never the record's: "is fried
// food the kind of thing I should cut out" with none said means nothing.

// enKindWords are the first words of such a hedge.
var enKindWords = map[string]bool{"kind": true, "sort": true, "type": true}

// kindOfThing reports whether a described condition's words are a hedge.
func kindOfThing(desc []word) bool {
	return len(desc) == 2 && enKindWords[desc[0].text] && desc[1].text == "of"
}
