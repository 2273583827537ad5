package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Singapore and Malaysian English set what is denied first and deny it
// after, as 没有 does: "No blood one. Fever also no, just now I measure
// 37.4 only" (s50 blind round 19 en12) wrote the fever the patient denied
// as current. A finding that opens its clause, followed only by "also no"
// (or "also none", "also don't have", "also never") and a particle to the
// clause's end, is denied. Near misses stay as they were: "also no better"
// says how it is, "also no more" that it is over, and "I also no
// appetite" is read by its own words.

// alsoNoAfter is what follows a denied topic to its clause's end.
var alsoNoAfter = regexp.MustCompile(`^\s*(?:also|too|oso|pun)\s+(?:no|none|nothing|don't have|dont have|didn't have|didnt have|never have|never|no have)(?:\s+(?:lah|leh|la|lor|one|ah|also|too|oso))*\s*[,.!;]*\s*$`)

// alsoNoLead may open the clause before the topic.
var alsoNoLead = regexp.MustCompile(`^\s*(?:(?:and|but|then|so|the|my|any|doc|doctor|ah|oh)\s+)*$`)

// deniedAfterTopic reports whether finding mention m opens its clause and
// the rest of the clause only denies it (see alsoNoAfter).
func deniedAfterTopic(tx text, m extract.Mention) bool {
	return alsoNoLead.MatchString(tx.before(m)) && alsoNoAfter.MatchString(tx.after(m))
}
