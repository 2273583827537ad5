package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "Left side", "right side" said right after a body part say which of the
// two it is, not the side of the trunk: "my big toe left side very pain"
// is the left big toe that hurts, no flank pain.

// sideAfterSite is a body part's side: what stands between the part and
// the "side" of the flank mention.
var sideAfterSite = regexp.MustCompile(`^\s*,?\s*(?:on (?:the |my )?)?(?:left|right)(?:-hand| hand)?\s*$`)

// sideOfASite reports whether flank mention m's "side" is the side of a
// body part named right before it.
func sideOfASite(x extract.Result, tx text, m extract.Mention) bool {
	for _, n := range x.Mentions {
		if n.Type == ontology.TypeBodySite && n.Span[1] <= m.Span[0] && tx.sameSentence(n, m) &&
			sideAfterSite.MatchString(tx.between(n.Span[1], m.Span[0])) {
			return true
		}
	}
	return false
}
