package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A complaint a drug gave, then the drug changed for it later in the
// sentence: "The normal one gave me awful diarrhoea, so they swapped me to
// the slow-release one, which is much better" (session 71's review 7, E15)
// wrote the diarrhoea current. The change is why it went: the complaint is
// past. Only a cause in the past tense in the complaint's own clause, and
// a change told with "so" after it, read so: "it gives me diarrhoea, so
// I'm thinking of switching" goes on, and so does a complaint of a drug the
// patient is back on.

// gaveTheComplaint ends the words of a clause before a complaint a drug
// gave in the past.
var gaveTheComplaint = regexp.MustCompile(`\b(?:gave|made|caused|was giving|was making|kept giving)(?: me| my)?(?: (?:awful|terrible|bad|really bad|horrible|such|a lot of|loads of|some|the))*\s*$`)

// soChanged, after the complaint in its sentence, tells the drug changed
// for it.
var soChanged = regexp.MustCompile(`\bso (?:they|i|we|he|she|the doctor|the gp|my gp|my doctor)(?: have| had|'ve|'d)? (?:swapped|switched|changed|moved|stopped|took me off|taken me off|put me on)\b`)

// effectThenChanged reports whether symptom mention m is what a drug gave
// in the past, and the sentence goes on to tell the drug changed for it.
func effectThenChanged(tx text, m extract.Mention) bool {
	cs, _ := tx.bounds(tx.clause, m.Span[0])
	after := tx.between(m.Span[1], tx.sentenceEnd(m))
	return gaveTheComplaint.MatchString(tx.between(cs, m.Span[0])) && soChanged.MatchString(after) && !hasAnyWord(after, backOnIt)
}

// backOnIt, after the change, take the patient back to the drug that gave
// the complaint: "…so they swapped me, but I'm back on it now".
var backOnIt = []string{"back on", "still", "again", "restarted", "went back"}
