package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "I have a history of systemic lupus erythematosus", "I also have history
// of C O P D", "Actually, I have a history of asthma": a patient who owns
// a history of a lasting illness in the present tense has it. Of the 25
// such illnesses in the mts-dialog dev split, the annotators read every
// one as present; "history of" read them all as over. An acute illness
// ("a history of pneumonia"), an event ("a history of a heart attack") and
// a history told in the past tense keep their reading.

// ownedHistory closes the clause before an illness the speaker says they
// have a history of.
var ownedHistory = regexp.MustCompile(`\bi(?: also| do| still)? (?:have|'ve got|have got)(?: a| an)?(?: long| longstanding| long-standing| known| past)?(?: medical)? history of(?: the| a| an)? $`)

// historyOwnedNow makes the lasting illnesses a patient's turn owns a
// history of current.
func (r *Reader) historyOwnedNow(x extract.Result, tx text, st []Statement) []Statement {
	owned := conceptsAfter(x, tx, ownedHistory, func(m extract.Mention) bool {
		return m.Type == Condition && m.Assertion.Historical && !events[m.ConceptID] && !r.isAcute(m)
	})
	if len(owned) == 0 {
		return st
	}
	for i := range st {
		if s := &st[i]; owned[s.Concept] && s.Historical && !s.Negated && s.Experiencer == extract.Patient {
			s.Historical, s.Status = false, ""
		}
	}
	return st
}
