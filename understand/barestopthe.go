package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// The bare "stop" of Singapore, Malaysian, Indian, Caribbean and West
// African English marks no tense: "I took Imodium already two days, then my
// friend say cannot … so I stop the Imodium lor" (s53 blind round 21 en12)
// is a stop that was done, although "stop" is in the present's form. The
// rule for a pronoun after it ("I stop that", bareStopOfIt) did not cover
// the drug named after the verb.
//
// Told as a step of a story it is the past: opened by "so", "then" or
// "and" and in a turn that has told an earlier step in the past ("took",
// "was", "already"…). Without that story ("I stop the metformin when my
// sugar is low", "should I stop the Imodium?", "so I stop the Imodium
// now?") it may be a habit, a question or a plan, and stays as read.

// bareStopThe ends the words of a drug's clause before it with the bare
// "I stop the" opened by a story's connective.
var bareStopThe = regexp.MustCompile(`\b(?:so|then|and|and then|after that|after)\s*,?\s+i\s+(?:also\s+|just\s+|already\s+)?stop(?:\s+taking|\s+using)?\s+(?:the|my|that|this|those|all the|all my)?\s*$`)

// storyPast are the words that tell an earlier step of the story as past.
var storyPast = []string{"took", "was", "were", "had", "did", "went", "came", "got", "gave", "already", "yesterday", "last", "ago", "tried"}

// bareStoppedThe reports whether drug mention m is stopped by a bare "I
// stop the" told as a step of a past story.
func bareStoppedThe(tx text, m extract.Mention) bool {
	if !bareStopThe.MatchString(tx.before(m)) {
		return false
	}
	if strings.ContainsAny(tx.sentenceOf(m.Span[0]), "?？") {
		return false
	}
	after := strings.TrimLeft(tx.after(m), " ,")
	for _, w := range append(bareStopBlocksAfter, "now", "today", "tomorrow", "next", "then") {
		if after == w || strings.HasPrefix(after, w+" ") {
			return false // "then I stop the tablets for a week", "so I stop the pills when I feel better"
		}
	}
	earlier := tx.between(0, m.Span[0])
	if k := strings.LastIndex(earlier, " stop"); k >= 0 {
		earlier = earlier[:k]
	}
	return hasAnyWord(earlier, storyPast)
}
