package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug put first and then denied by the patient's own verb, "Cipro I
// never take" (s53 blind round 21 en12, Singlish, after a friend's "must
// take cipro instead"), "the metformin I didn't take", was read as the drug
// taken: the negation opens after the drug, and a negation's scope runs
// forward. The fronted object is the drug the verb denies, as "I never took
// cipro" is.
//
// Only the whole clause: the drug opens it (after at most "but", "and",
// "so", "the", "that"), "I" and a negated taking verb follow, and nothing
// but "it", "at all", "before" or a particle ends it. "Cipro I didn't take
// yesterday" is a dose missed, "the metformin I don't take at night" a
// time left out, and "Cipro my friend never took" someone else's: all
// stay as read.

// frontedOpen are the words a fronted drug may follow in its clause.
var frontedOpen = regexp.MustCompile(`^\s*(?:(?:but|and|so|then|the|that|this|as for|as for the)\s+)*$`)

// frontedDenial is the rest of the clause after a fronted drug.
var frontedDenial = regexp.MustCompile(`^\s*,?\s*i\s+(?:never|never ever|didn't|did not|don't|do not|haven't|have not|never did|never once)\s+` +
	`(?:take|took|taken|taking|use|used|try|tried|touch|touched|start|started|buy|bought)` +
	`(?:\s+(?:it|that|them|one))?(?:\s+(?:at all|before|lah|lor|leh|one|also|ah|la))*\s*[.!]?\s*$`)

// frontedNotTaken reports whether drug mention m is put first in a clause
// the patient's negated taking verb ends.
func frontedNotTaken(tx text, m extract.Mention) bool {
	return frontedOpen.MatchString(tx.before(m)) && frontedDenial.MatchString(strings.TrimRight(tx.after(m), " "))
}
