package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An allergen named alone and followed by a pause ("Aspirin... it mek mi
// itch all over one time, but mi nuh too sure", s50 blind round 19 en11,
// the answer to "Any allergies to medicines?") is told of in the sentence
// after the pause: the dots end no telling. A doubt at the end of that
// sentence takes the allergy back as one at the end of the allergen's own
// sentence does (allergydoubteden.go). A name with words of its own before
// the pause ("Aspirin is fine... but I'm not sure about codeine"), or a
// single full stop, keeps its sentence.

// pausedTellingEnd returns where the telling of m ends: the end of the
// sentence after a pause when m's sentence holds only m and the pause,
// else the end of m's sentence.
func pausedTellingEnd(tx text, m extract.Mention) int {
	end := tx.sentenceEnd(m)
	if strings.TrimSpace(tx.between(tx.sentenceStart(m.Span[0]), m.Span[0])) != "" {
		return end
	}
	k, dots := m.Span[1], 0
	for k < len(tx.runes) && (tx.runes[k] == '.' || tx.runes[k] == '…' || tx.runes[k] == ' ') {
		switch tx.runes[k] {
		case '.':
			dots++
		case '…':
			dots += 3
		}
		k++
	}
	if dots < 2 || k >= len(tx.runes) {
		return end
	}
	_, e := tx.bounds(tx.sent, k)
	return e
}
