package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// In Scots, Irish and northern English a complaint that has gone is
// "away": "The cough I had's away an' aw", "the green stuff's away", "the
// rash is all away now". It is over, as "gone" would say. "Away" of a
// place or a time ("away from home", "away for the weekend", "a week away")
// is not this.

// awayAfter follows the complaint: an optional "I had", or when or where
// it was ("The wheeze at night's away", en/x1 dev), then is away.
var awayAfter = regexp.MustCompile(`^(?: i had| i'd had| i was having| at night| in the night| in the morning| in the mornings| on my [a-z]+| in my [a-z]+)?(?:'s| is| are|'re| has gone| have gone| went| has went)(?: (?:all|totally|completely|long|clean|well))? away\b`)

// awayElsewhere make "away" a place or a time.
var awayElsewhere = regexp.MustCompile(`^\s*(?:from|for|to|with|on|at|in|till|until|off)\b`)

// saidAway reports whether English finding mention m is said right after
// to be away.
func saidAway(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	rest := tx.from(m.Span[1])
	loc := awayAfter.FindStringIndex(rest)
	return loc != nil && !awayElsewhere.MatchString(rest[loc[1]:])
}
