package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug told as the cause of a complaint, then of a switch or stop the
// complaint led to, is a drug the patient came off: "the amlo- no, sorry,
// the ramipril, the amlodipine made my ankles swell up like balloons so
// they swapped me" (en dev en-u1-001). swappedOffIt reads "they swapped
// me" only in a sentence that names no other drug; here the sentence also
// names the drug the patient takes now, in a clause of its own before the
// cause. The drug that is the subject of the cause ("X made my …", "X gave
// me …") and the "so they switched me" after it in its sentence are the
// same drug's story, whatever was named before it. The complaint went with
// it (sideeffectswitched.go). A sentence that goes back to it after the
// switch ("… so they swapped me, but I'm back on it") leaves it as it was,
// and so does a cause with no switch ("the amlodipine made my ankles swell
// up, so they lowered the dose").

// drugCausedThen is the cause right after the drug: "made my ankles…",
// "gave me a cough", "was giving me headaches".
var drugCausedThen = regexp.MustCompile(`^(?:'s|\s)*(?:\s*(?:just|really|always|only|kept))?\s*(?:made my|made me|gave me|was giving me|were giving me|was making me|was making my|caused)\b`)

// causedThenSwapped reports whether drug mention i is the subject of a
// cause its sentence then ends in a switch or stop (see above).
func causedThenSwapped(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	rest := strings.ToLower(restOfSentence(tx, m))
	loc := drugCausedThen.FindStringIndex(rest)
	if loc == nil {
		return false
	}
	after := rest[loc[1]:]
	sw := enSoStoppedAfter.FindStringIndex(after)
	if sw == nil || mentionsBetween(x, m.Span[1], m.Span[1]+len([]rune(rest[:loc[1]+sw[1]]))) {
		return false // another drug named between is the one switched
	}
	return !containsAny(after[sw[1]:], []string{"back on", "still", "again"})
}
