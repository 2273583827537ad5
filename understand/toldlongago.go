package understand

import (
	"regexp"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A complaint told as what the patient came down with at a time long gone:
// "Last year the dentist gave me clindamycin and I ended up with terrible
// diarrhoea" (session 71's review 7, E18) wrote the diarrhoea current, and
// the session's goal, though the patient went on "Fine now". An onset in
// the simple past right before the complaint, a time in its sentence more
// than three months back, and nothing there carrying it on, make it past.

// pastOnsetBefore ends the words of a clause before a complaint that began
// in the past.
var pastOnsetBefore = regexp.MustCompile(`\b(?:ended up with|came down with|developed|caught|picked up|went down with)(?: (?:a|an|some|the|really|terrible|awful|bad|severe|horrible|nasty|dreadful))*\s*$`)

// longGone is how far back a time must be to date a complaint as over.
const longGone = 90 * 24 * time.Hour

// toldBegunLongAgo reports whether English symptom mention m is told as
// begun in the past, dated more than longGone back, and not carried on.
func toldBegunLongAgo(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	if isHan(m.Text) {
		return false
	}
	cs, _ := tx.bounds(tx.clause, m.Span[0])
	sent := tx.sentenceOf(m.Span[0])
	return pastOnsetBefore.MatchString(strings.TrimRight(tx.between(cs, m.Span[0]), " ")+" ") &&
		datedBefore(x, tx, m, at, longGone) && !hasAnyWord(sent, carriedOn)
}
