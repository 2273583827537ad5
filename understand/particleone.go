package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Singapore and Malaysian English end a statement with "one" for stress:
// "His mother also autistic one", "my father diabetic one lah" (s49 blind
// round 18 en10: the mother's autism, family history, was read as "the
// autism one", a jab or an inhaler of that kind, and dropped). "One" that
// names a thing of the illness's kind ("the pneumonia one", "which asthma
// one") has a determiner before the illness; the particle has none and
// ends its clause.

// oneParticle: "one", then a particle or the clause's end.
var oneParticle = regexp.MustCompile(`^one(?: (?:lah|la|leh|lor|mah|ah|what|already|also))?\s*(?:[,.;!]|$)`)

// oneDeterminers, right before the illness's name, make "one" a thing of
// its kind.
var oneDeterminers = []string{"the", "a", "an", "that", "this", "which", "what", "my", "your", "his", "her", "their", "our", "any", "another", "other", "same"}

// particleOne reports whether "one" after the condition m is the
// sentence-final particle (see above), not the thing of its kind.
func particleOne(tx text, m extract.Mention) bool {
	after := strings.ToLower(strings.TrimLeft(tx.after(m), " "))
	if !oneParticle.MatchString(after) {
		return false
	}
	before := strings.Fields(strings.ToLower(sentenceBefore(tx, m)))
	if len(before) == 0 {
		return false
	}
	last := strings.Trim(before[len(before)-1], ",;:")
	for _, d := range oneDeterminers {
		if last == d {
			return false
		}
	}
	return true
}
