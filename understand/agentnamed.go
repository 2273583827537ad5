package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An illness's name before "virus", said to explain another illness the
// turn names, names the germ, not the illness had now: "This is shingles.
// It's the chickenpox virus waking up again", "带状疱疹就是水痘病毒又出来了".
// Alone ("It's the measles virus") it may be the diagnosis, and whoever
// says they have, had or caught the virus ("I've got the flu virus")
// tells the illness.

// agentAfter are the words that make an illness's name the germ's.
var agentAfter = []string{"virus", "viruses", "病毒"}

// heldAgent are the words before the name that say the virus is had.
var heldAgent = []string{"i've got", "i have got", "i have", "i had", "i've had", "i caught", "i got", "i've caught", "you've got", "you have",
	"you had", "you caught", "you got", "positive for", "得了", "感染了", "染上"}

// illnessNamesItsVirus reports whether condition mention m only names the
// virus of that illness, as the cause of another condition the turn names.
func illnessNamesItsVirus(x extract.Result, tx text, m extract.Mention) bool {
	other := false
	for _, n := range x.Mentions {
		other = other || n.Type == ontology.TypeCondition && n.ConceptID != m.ConceptID && !n.Assertion.Negated
	}
	if !other {
		return false
	}
	after := strings.TrimLeft(tx.from(min(m.Span[1], len(tx.runes))), " ")
	return startsWithAny(after, agentAfter) != "" && !containsAny(tx.before(m), heldAgent)
}
