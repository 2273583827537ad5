package understand

import (
	"strings"
	"unicode"
)

// A decimal point is no clause's end (s46 blind round 13 en20): "Temp was
// 38.4 last night. No discharge." split at the point into "temp was 38"
// and "4 last night", two clauses short enough to pass for an echo before
// the answer, and the later "no" of the discharge denied the fever asked.
// sentences already keeps a number whole; answerOf's clauses do now too.

// decimalMark stands for a point between two digits while a turn is cut
// into clauses.
const decimalMark = "\x00"

// keepDecimals returns s with each point between two digits replaced by
// decimalMark, so that splitting at points leaves numbers whole.
func keepDecimals(s string) string {
	rs := []rune(s)
	var b strings.Builder
	for i, r := range rs {
		if r == '.' && i > 0 && i+1 < len(rs) && unicode.IsDigit(rs[i-1]) && unicode.IsDigit(rs[i+1]) {
			b.WriteString(decimalMark)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// restoreDecimals undoes keepDecimals in each clause.
func restoreDecimals(clauses []string) []string {
	for k, c := range clauses {
		clauses[k] = strings.ReplaceAll(c, decimalMark, ".")
	}
	return clauses
}
