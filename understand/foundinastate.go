package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// The state someone found the patient in, told in the simple past ("My
// wife found me out by the shed talking foolishness, sweating like a
// hog"), was the state of that moment: an episode witnessed and over, not
// a complaint of now. Said to go on ("still", "every time", "keeps"), it is
// one.

// foundMe opens a witness's finding of the patient.
var foundMe = regexp.MustCompile(`\b(?:found|find) me\b|\bcame (?:home|back|in) (?:and found|to find) me\b`)

// foundGoesOn keep the state found going.
var foundGoesOn = []string{"still", "keep", "keeps", "kept", "every time", "always", "again", "now", "each time", "every morning", "every night"}

// foundInAState reports whether finding mention m is told after "found me"
// in its sentence, which says nothing of it going on.
func foundInAState(tx text, m extract.Mention) bool {
	before := sentenceBefore(tx, m)
	return foundMe.MatchString(before) && !hasAnyWord(tx.sentenceOf(m.Span[0]), foundGoesOn)
}
