package extract

import "regexp"

// A word may name a drug and a laboratory test: "potassium" is the
// potassium supplements' class and the serum potassium. The dictionary
// keeps the first (the class), which a turn without words of medicine
// drops, so "her potassium was 3.1" (s50 blind round 19 en17) and "Your
// potassium is 4.1" named nothing and their values were lost. Where such
// a word is followed by a value as a result is read out ("was 3.1", "is
// 4.1", "came back at 5.6", "level of 3.2"), it is the test; with a dose
// after it ("potassium 600 mg", "two potassium tablets") or no value, it
// stays the drug.

// labTwinIndex maps a normalized text whose first term is a drug or a drug
// class to a laboratory test or vital sign of the same text.
type labTwinIndex map[string]int

func newLabTwinIndex(terms []Term, norm func(string) []rune) labTwinIndex {
	first := map[string]int{}
	ix := labTwinIndex{}
	for i, t := range terms {
		k := string(norm(t.Text))
		f, seen := first[k]
		if !seen {
			first[k] = i
			continue
		}
		if ft := terms[f].Type; (ft == "drug" || ft == "drug_class") && (t.Type == "lab" || t.Type == "vital") && !t.CaseSensitive {
			if _, done := ix[k]; !done {
				ix[k] = i
			}
		}
	}
	return ix
}

// valueReadOut follows a test's name with its result.
var valueReadOut = regexp.MustCompile(`^(?:'s|’s)?\s*(?:levels?\s+)?(?:(?:was|is|were|are|came back|come back|has come back|at|of|now|only|just|about|around|down to|up to|went to|dropped to|fell to|rose to|back to|today|yesterday)\s+)+(?:a\s+)?\d+(?:\.\d+)?`)

// doseAfter makes the value after a drug's name its dose.
var doseAfter = regexp.MustCompile(`^\s*(?:mg|milligrams?|g|grams?|mcg|tablets?|tabs?|sachets?|capsules?|ml|mls|millilitres?|mmol\s+(?:tablets?|sachets?|a day|daily|twice|once))\b`)

// labTwinAt returns the test a drug span's words name when a result
// follows it (see above), or -1.
func (m *Matcher) labTwinAt(nt normText, s span) int {
	t, ok := m.labTwins[string(nt.runes[s.start:s.end])]
	if !ok {
		return -1
	}
	after := string(nt.runes[s.end:])
	loc := valueReadOut.FindStringIndex(after)
	if loc == nil || doseAfter.MatchString(after[loc[1]:]) {
		return -1
	}
	return t
}
