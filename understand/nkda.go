package understand

import "strings"

// "Any allergies?" "NKDA as far as I know. Oh, except I swell up with
// shellfish" (session 70's review 4, E10) recorded the shellfish and no
// denial: the clinicians' abbreviation is no word the extractor reads, and
// "NKDA." alone answered nothing. Said first in an answer to an allergy
// question, it is a no to drug allergies (NKA to all allergies), and a
// food allergy told after it does not take the drug denial back.

// nkdaOpenings open an answer with the clinicians' short forms.
var nkdaOpenings = []string{"nkda", "nka", "no known drug allergies", "no known drug allergy"}

// nkdaSaid returns the denial an allergy answer opens with in short form:
// NoKnownDrugAllergy for "NKDA", NoKnownAllergy for "NKA", or "".
func nkdaSaid(lower string) string {
	switch w := startsWithAny(strings.TrimLeft(lower, " ,."), nkdaOpenings); {
	case w == "":
		return ""
	case w == "nka":
		return NoKnownAllergy
	default:
		return NoKnownDrugAllergy
	}
}

// namesOnlyOtherAllergens reports whether every concept named is an
// allergen that is no drug (a food, a pollen, latex): beside "no drug
// allergies" it corrects nothing.
func (r *Reader) namesOnlyOtherAllergens(named map[string]bool) bool {
	for c := range named {
		if strings.HasPrefix(c, "drug:") || strings.HasPrefix(c, "class:") || r.drugAllergen(c) {
			return false
		}
	}
	return len(named) > 0
}
