package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An operation to come is no operation had: "They want to take my
// gallbladder out before the surgery" (mts-dialog dev sum-125), "I need my
// appendix out", "I'm booked in to have my gallbladder removed". The
// lexicon's "gallbladder out" and "gallbladder removed" read them as done,
// in the past. A plan, a need or a wish to ask about it before the
// operation in its clause ("I'd like to ask about an operation for weight
// loss") makes it none; "I had my gallbladder out last year" is still done.

// operationAhead, before a procedure in its clause, puts it to come.
var operationAhead = regexp.MustCompile(`\b(?:want(?:s|ed)? to|need(?:s)?(?: to)?|going to|gonna|booked(?: in)?(?: for| to)?|scheduled(?: for| to)?|due (?:for|to)|waiting (?:for|list)|on the (?:waiting )?list|will|'ll|plan(?:ning|s)? to|might|may|should|has to|have to|(?:ask|asking|thinking|talk|talking) about|consider(?:ing)?|would like|'d like|interested in)\b`)

// operationsToCome marks the procedures of a patient's turn that its
// clause puts ahead as hypothetical.
func operationsToCome(x extract.Result, tx text, st []Statement) []Statement {
	ahead := conceptsAfter(x, tx, operationAhead, func(m extract.Mention) bool {
		return m.Type == ontology.TypeProcedure && !isHan(m.Text)
	})
	if len(ahead) == 0 {
		return st
	}
	for i := range st {
		if s := &st[i]; s.Type == Procedure && ahead[s.Concept] && !s.Negated && s.Experiencer == extract.Patient {
			s.Hypothetical, s.Historical, s.Status = true, false, ""
		}
	}
	return st
}
