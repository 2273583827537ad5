package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A pet may be named alone, what it does told in a clause of its own:
// "Any allergies?" "Just cats, they make me sneeze". The pet must open its
// clause, at most after a word that limits the answer, so that a pet
// kept ("We got a dog, it makes me laugh") is no allergen.

// petAnswerLeads may come before a pet that opens its clause.
var petAnswerLeads = []string{"just", "only", "mainly", "mostly", "just the", "only the", "apart from", "except"}

// petPronouns stand for the pet in the clause after it.
var petPronouns = []string{"they ", "it ", "those ", "these "}

// petNamedThenCause reports whether pet mention m opens its clause, ends
// it, and the next clause tells, of "they" or "it", what it does to the
// patient ("…, they make me sneeze").
func petNamedThenCause(tx text, m extract.Mention) bool {
	before := strings.Join(strings.Fields(tx.before(m)), " ")
	if before != "" && !slices.Contains(petAnswerLeads, before) || strings.Trim(tx.after(m), " ,.") != "" {
		return false
	}
	rest := strings.TrimLeft(tx.between(m.Span[1], tx.sentenceEnd(m)), " ,")
	p := startsWithAny(rest, petPronouns)
	return p != "" && startsWithAny(rest[len(p):], petCauses) != ""
}
