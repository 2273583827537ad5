package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Periods not yet back after a birth, the injection or the pill ("Has your
// period come back?" "No period yet.") are periods absent for a known
// reason, amenorrhoea, not a missed period, which in a woman of
// childbearing age asks whether she is pregnant.

// notBackWords, right after or around "no period", say it has not come
// back yet.
var notBackWords = []string{"yet", "not back", "not come back", "hasn't come back", "haven't come back", "not returned", "hasn't returned",
	"haven't returned", "not started again", "hasn't started again", "haven't started again"}

// periodNotBackYet reports whether missed-period mention m is told as
// periods not back yet.
func periodNotBackYet(tx text, m extract.Mention) bool {
	if m.ConceptID != "sym:missed_period" || isHan(m.Text) {
		return false
	}
	after := strings.TrimLeft(strings.ToLower(tx.afterInPart(m)), " ,")
	return startsWithAny(after, []string{"yet"}) != "" || containsAny(strings.ToLower(tx.clauseOf(m.Span[0])), notBackWords[1:])
}
