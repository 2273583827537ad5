package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// What a drug did, told in the past as it is stopped, went with it: "we'll
// stop the iron tablets now" … "Oh good, they were making me awful
// constipated" (change dev en-z1-008). The constipation was written as a
// complaint of now. A harm told with a word of now ("it's still making me
// sick") goes on.

// pastCausatives, before a symptom in its clause, tell what something did
// then.
var pastCausatives = []string{"was making me", "were making me", "was giving me", "were giving me", "it made me", "they made me", "made me so",
	"was leaving me", "were leaving me"}

// pastHarmOfAStoppedDrug makes a patient's symptom told with a past
// causative historical, when a drug is stopped in the turn or in the turn
// before it.
func pastHarmOfAStoppedDrug(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	if !stoppedHere(st) && !(len(prior) > 0 && stoppedHere(prior[len(prior)-1].Reading.Statements)) {
		return st
	}
	for k, s := range st {
		if s.Type != Symptom || s.Negated || s.Historical || s.Experiencer != extract.Patient {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || m.Span[1] > len(tx.runes) {
			continue
		}
		if containsAny(strings.ToLower(tx.before(m)), pastCausatives) && !containsAny(strings.ToLower(tx.clauseOf(m.Span[0])), harmGoesOn) {
			s.Historical = true
			st[k] = s
		}
	}
	return st
}

// stoppedHere reports whether statements stop a drug of the patient's.
func stoppedHere(st []Statement) bool {
	for _, s := range st {
		if s.Type == Medication && s.Status == Stopped && s.Experiencer == extract.Patient {
			return true
		}
	}
	return false
}
