package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// invertedIf reports whether m's sentence opens with the inverted "if"
// ("Should the itching start up again, I'll just grab some antihistamines"):
// what it supposes and what would follow are not the case now. A question
// ("Should it be this swollen?") has no clause of what would follow.
func invertedIf(tx text, m extract.Mention) bool {
	s := strings.TrimLeft(tx.sentenceOf(m.Span[0]), " ")
	if !strings.HasPrefix(s, "should ") {
		return false
	}
	comma := strings.Index(s, ",")
	return comma > 0 && startsWithAny(strings.TrimLeft(s[comma+1:], " "), []string{"i'll", "i will", "i'd", "i would", "then", "we'll", "we will"}) != ""
}
