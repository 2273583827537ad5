package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An illness whose own words tell an act in the simple past ("I attempted
// suicide", "attempted an overdose") names one event that happened, not a
// state the patient is in: the act is past unless the sentence brings it
// to now.

// pastActOpeners open a mention that tells an act done.
var pastActOpeners = []string{"attempted", "tried to"}

// actNamedInThePast reports whether mention m opens with an act told in
// the simple past, in a sentence that asks nothing and says nothing goes on.
func actNamedInThePast(tx text, m extract.Mention) bool {
	name := strings.ToLower(m.Text)
	if startsWithAny(name, pastActOpeners) == "" {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return !strings.HasSuffix(strings.TrimSpace(sent), "?") && !ongoing(sent) && !hasAnyWord(sent, []string{"again", "keep", "keeps", "kept"})
}
