package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An everyday act told as what makes another complaint hurt ("Does it hurt
// more when you move, or cough?" "Coughing, yeah, that really hurts", "it
// hurts to cough", "worse on coughing") says when the pain comes, not that
// the patient has a cough; as "it hurts when I cough" does (see
// triggerClause).
var (
	// hurtsToAct ends the words before the act: "it hurts to", "sore on".
	hurtsToAct = regexp.MustCompile(`\b(?:hurts?|hurting|painful|agony|sore|worse|difficult|hard|kills me|killing me)(?: more| a lot| a bit)? (?:to|on|with|when|while) $`)
	// actHurts follows the act as the subject of the pain: "coughing,
	// yeah, that really hurts", "coughing makes it worse".
	actHurts = regexp.MustCompile(`^[\s,]*(?:(?:yeah|yes|yep|oh|aye|god|that|it|really|just|too|definitely|even)[\s,]+)*(?:hurts|hurt|kills|killed|is agony|'s agony|was agony|is painful|makes it (?:worse|hurt|bad)|made it (?:worse|hurt)|sets it off|set it off|brings it on|is the worst|is murder|'s murder)\b`)
)

// actThatHurts reports whether the act mention m is told as what brings on
// or worsens a pain. Only the act said as a verb ("coughing") is the
// subject of a pain after it: "I have a cough and it hurts my chest" has
// a cough.
func actThatHurts(tx text, m extract.Mention) bool {
	if hurtsToAct.MatchString(tx.before(m)) {
		return true
	}
	return strings.HasSuffix(strings.ToLower(m.Text), "ing") && actHurts.MatchString(tx.between(m.Span[1], tx.sentenceEnd(m)))
}
