package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A demonstrative that stands for a thing ("that one", "this stuff",
// "those ones") points back at what was just said, whatever the turn asks
// of it: "is that one off the table now?", "the nurse said something about
// that one", "will that stuff make me face peel?". Outside a turn about
// taking it, it may as well be a test or a date as a drug, so it is read
// as JustSaid: only a drug the last turns named, never the record's; two
// named together stay asked about; none named, nothing.
var justSaidThing = regexp.MustCompile(`\b(?:that|this|those|these) (?:ones?|stuff)\b`)

// notThingAfter are the words after "that one" that make it a determiner
// of a time or an amount ("that one time", "this one day"), no thing.
var notThingAfter = map[string]bool{"time": true, "times": true, "day": true, "night": true, "week": true, "month": true, "year": true,
	"morning": true, "evening": true, "bit": true, "more": true, "thing": true, "person": true, "guy": true, "lady": true, "nurse": true, "doctor": true}

// justSaidRefs finds the first justSaidThing phrase that overlaps nothing
// taken.
func justSaidRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	for _, loc := range justSaidThing.FindAllStringIndex(lower, -1) {
		_, next := wordAfter([]rune(lower), utf8.RuneCountInString(lower[:loc[1]]))
		if notThingAfter[next] {
			continue
		}
		start := utf8.RuneCountInString(lower[:loc[0]])
		span := [2]int{start, start + utf8.RuneCountInString(lower[loc[0]:loc[1]])}
		if !validSpan(span, len(rs)) || overlapsAny(span, taken) {
			continue
		}
		return []Reference{{Text: string(rs[span[0]:span[1]]), Span: span, Kind: KindDrug, JustSaid: true, EffectAsked: true}}
	}
	return nil
}
