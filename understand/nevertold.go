package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition named as a topic and then not known: "High blood pressure,
// cholesterol, diabetes?" "High cholesterol, I'm on atorvastatin. No
// diabetes. Blood pressure, I dunno, nobody ever told me it was high"
// (session 71's review 8, E03) wrote hypertension. What follows the name
// as a topic, set off by a pause, says the patient does not know, or was
// never told: the condition is not the patient's word, and nothing is
// written. "I have high blood pressure, I don't know the name of the
// tablet" tells it.

// notKnownAfter, after a condition in its sentence, say the patient does
// not know whether they have it.
var notKnownAfter = regexp.MustCompile(`^\s*[,，:]\s*(?:(?:um|uh|er|erm|well|hmm),?\s+)?(?:i dunno|dunno|i don't know|i do not know|not sure|no idea|nobody (?:ever )?told me|no one (?:ever )?told me|never been told|nobody's ever said|nobody said)\b`)

// unknownConditions drops the conditions of the patient that the words
// after them in their sentence say are not known.
func unknownConditions(x extract.Result, tx text, st []Statement) []Statement {
	out := st[:0]
	for _, s := range st {
		if s.Type == Condition && current(s) {
			if m, ok := mentionOf(x, s.Concept); ok && m.Type == ontology.TypeCondition && topicAlone(tx, m) && notKnownAfter.MatchString(tx.between(m.Span[1], tx.sentenceEnd(m))) {
				continue
			}
		}
		out = append(out, s)
	}
	return out
}

// topicAlone reports whether mention m is all its clause says before it:
// "Blood pressure, I dunno".
func topicAlone(tx text, m extract.Mention) bool {
	cs, _ := tx.bounds(tx.clause, m.Span[0])
	for _, w := range strings.Fields(strings.Trim(tx.between(cs, m.Span[0]), " .,")) {
		switch w {
		case "and", "my", "the", "oh", "um", "uh", "er", "well":
		default:
			return false
		}
	}
	return true
}
