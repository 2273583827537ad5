package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "I think" said after what it hedges hedges it as "I think" before does:
// "He's a bit more muddled than usual I think" (s46 blind round 14 en13, a
// carer for a resident: the confusion is her impression, a claim for a
// clinician) reads as "I think he's a bit more muddled". Only at the very
// end of the sentence: "I think" in the middle ("the cough, which I think
// came first, …") or a sentence that goes on past it stays as read, and
// so does a denial ("no fever I think"), a relative's illness ("my auntie's
// got high blood pressure, so it runs in the family I guess": the hedge is
// of its running in the family) and a complaint told plainly in another
// sentence too ("I've had the runs ever since … Bit of Bali belly, I
// reckon", en dev k1-012).

// trailingThink ends a sentence with the speaker's hedge.
var trailingThink = regexp.MustCompile(`(?:,\s*|\s+)(?:i think|i reckon|i guess|i believe|i suppose)\s*[.!?…]*\s*$`)

// hedgedAtTheEnd makes unsure the complaints and conditions told in a
// sentence that ends with the speaker's hedge (see above).
func hedgedAtTheEnd(x extract.Result, tx text, st []Statement) []Statement {
	for i := range st {
		s := &st[i]
		if s.Type != Symptom && s.Type != Condition || s.Negated || s.Uncertain || s.Historical || s.Experiencer != extract.Patient {
			continue
		}
		said, hedged := false, true
		for _, m := range x.Mentions {
			if m.ConceptID == s.Concept {
				said = true
				hedged = hedged && trailingThink.MatchString(strings.ToLower(tx.sentenceOf(m.Span[0])))
			}
		}
		s.Uncertain = said && hedged
	}
	return st
}
