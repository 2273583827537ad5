package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "When I started the Prozac, I had just started working again" dates what
// follows by the start; it tells nothing of the drug now. Said after the
// turn already told what became of the drug ("They had me on Prozac. I took
// it for that whole six years … When I started the Prozac, …"), it is no
// later word on it. Told alone it is read as it was: the start is all the
// turn says.
var whenIStarted = regexp.MustCompile(`\bwhen (i|we) (first )?(started|began) (taking |on |using )?(the |my |that |this )?$`)

// startDatingToldDrug reports whether drug mention i opens a "when I
// started …" time clause and the turn named the same drug before it.
func startDatingToldDrug(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	if !whenIStarted.MatchString(strings.ToLower(sentenceBefore(tx, m))) {
		return false
	}
	for _, n := range x.Mentions[:i] {
		if n.ConceptID == m.ConceptID && n.Span[1] <= m.Span[0] {
			return true
		}
	}
	return false
}
