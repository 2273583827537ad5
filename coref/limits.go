package coref

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A condition told by what it stops the patient doing ("the thing that
// won't let me kneel…", "this thing that does not allow me to trek to the
// market… my calf will start to pain me") is told by the signs the turn
// gives: the patient's condition that shows them. With none given
// ("the condition which prevents me from driving after dark") it is no
// reference a record can answer: what stops a drive may be any of them.
var enLimits = regexp.MustCompile(`\b(?:the|that|this) (?:thing|condition|problem|trouble|one)(?: (?:that|which|what))? (?:won't let me|will not let me|doesn't let me|does not let me|does not allow me to|doesn't allow me to|stops me|keeps me from|prevents me from|means i can't|makes it hard to)\b`)

// limitRefs finds such a condition; its signs are the turn's.
func limitRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, loc := range enLimits.FindAllStringIndex(lower, -1) {
		span := runeSpan(lower, loc[0], loc[1])
		if overlapsAny(span, taken) {
			continue
		}
		told := [2]int{0, len(rs)}
		signs, triggers := toldSigns(rs, mentions, told)
		out = append(out, Reference{Span: span, Kind: KindCondition, Signs: signs, Triggers: triggers, Places: toldPlaces(mentions, told), BySignsOnly: true})
		taken = append(taken, span)
	}
	return out
}
