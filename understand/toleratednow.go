package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug that did something to the patient when they first started it,
// and that they say in the same sentence they are fine on since, is no
// allergy: "the metformin gave me terrible diarrhoea when I first started,
// but they put me on the slow-release one and I've been fine on it since"
// (en dev en-g1-087) is a start-up side effect of a drug still taken, and
// an allergy to it would stand against the drug the patient takes; what
// it did then is over. Both must be said: a reaction told with "I'm still
// on it" alone may be an allergy going on, for a clinician to see. Only a
// weak cue ("gave me", "made me"): an allergy word stays what it says.

// startedUpWords date the reaction to the start of the drug.
var startedUpWords = []string{"when i first started", "when i started", "when i first went on", "when i first took", "at first", "at the start",
	"in the beginning", "initially", "the first few days", "the first few weeks", "the first week", "the first couple of"}

// fineOnItSince, after the drug in its sentence, say the patient has taken
// it without trouble since.
var fineOnItSince = regexp.MustCompile(`\b(i've|i have|i'm|i am) (been )?(fine|ok|okay|alright|all right|grand|good) (on|with) (it|them)( ever)? (since|now|after that|since then)\b`)

// toleratedNow reports whether drug mention m's sentence dates what it did
// to its start and says, after it, the patient has been fine on it since.
func toleratedNow(tx text, m extract.Mention) bool {
	rest := strings.ToLower(restOfSentence(tx, m))
	loc := fineOnItSince.FindStringIndex(rest)
	if loc == nil || !containsAny(rest[:loc[0]], startedUpWords) {
		return false
	}
	return !hasAnyWord(rest[:loc[1]], []string{"not", "never", "until", "till", "wasn't", "weren't", "haven't", "hasn't"})
}
