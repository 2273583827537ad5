package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A bare pronoun is taken when what it is the object of takes it, however
// many words of how much stand between: "take half of what's left of
// that", "finish what is left of them". verbBefore reads one quantifier
// ("all of them"); leftOf reads "what's left of" before it, and a
// quantifier before that.
func leftOf(rs []rune, end int) (int, string, bool) {
	s, w := wordBefore(rs, end)
	if w != "of" {
		return 0, "", false
	}
	s, w = wordBefore(rs, s)
	if w != "left" {
		return 0, "", false
	}
	s, w = wordBefore(rs, s)
	switch w {
	case "what's":
	case "is":
		if s, w = wordBefore(rs, s); w != "what" {
			return 0, "", false
		}
	default:
		return 0, "", false
	}
	s2, v := verbBefore(rs, s)
	return s2, v, true
}

// A turn asking to try a drug again ("could I have another crack at it?",
// "give that another go") speaks of what was just said: the pronoun is a
// drug only as one the last turns named (JustSaid), never the record's,
// since a plan, an exercise or a diet is as often retried.
var retryAsked = regexp.MustCompile(`\b(?:have|having|had|give|giving|try|trying)\s+(?:another|one more|a second)\s+(?:crack|go|shot|try|bash|whirl|stab|run)\s+(?:at|of|on|with)\s+(it|that|them|those)\b` +
	`|\b(?:give|giving)\s+(it|that|them|those)\s+(?:another|one more|a second)\s+(?:crack|go|shot|try|bash|whirl|stab|run)\b`)

// retryRefs finds the pronoun of a retryAsked turn.
func retryRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	m := retryAsked.FindStringSubmatchIndex(lower)
	if m == nil {
		return nil
	}
	from, to := m[2], m[3]
	if from < 0 {
		from, to = m[4], m[5]
	}
	start := utf8.RuneCountInString(lower[:from])
	span := [2]int{start, start + utf8.RuneCountInString(lower[from:to])}
	if !validSpan(span, len(rs)) || overlapsAny(span, taken) {
		return nil
	}
	return []Reference{{Span: span, Kind: KindDrug, JustSaid: true, EffectAsked: true}}
}
