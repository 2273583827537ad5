package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug the patient gives to someone else is that person's, not the
// patient's: a mother's "I give the vitamin D drops for her", "I give him
// Calpol at night", "we've been giving her paracetamol". The giver is the
// speaker ("I", "we") and the one given to is a third person said before
// the drug ("give him") or right after it ("drops for her", "to the baby").
// Without a third person ("I give myself the insulin", "the nurse gave me
// a jab") the drug stays the patient's.

// patientGives ends the words before a drug with the speaker giving it,
// to someone named or not yet named: "I give the", "we've been giving
// her", "I gave him some".
var patientGives = regexp.MustCompile(`\b(i|we)('ve been|'ve| have been| have|'m| am| was| were| usually| always| also| just)? (give|gave|giving|given)( (him|her|them|the baby|the kids|the children|my (son|daughter|baby|boy|girl|kids|children|husband|wife|mum|mom|dad|mother|father)))?( (the|some|a|an|his|her|their|a bit of|a few|a spoonful of))?\s*$`)

// toAnother, right after the drug (and the form it comes in), names the
// third person it is for: "drops for her", "to the baby".
var toAnother = regexp.MustCompile(`^(\s*(drops|syrup|liquid|tablets|tablet|spray|cream|medicine|suspension))?\s*(for|to) (him|her|them|the baby|the kids|the children|my (son|daughter|baby|boy|girl|kids|children|husband|wife|mum|mom|dad|mother|father))\b`)

// givenToAnother reports whether drug mention m is told as given by the
// patient to a third person.
func givenToAnother(tx text, m extract.Mention) bool {
	before := strings.TrimSpace(tx.before(m))
	loc := patientGives.FindStringSubmatch(before)
	if loc == nil {
		return false
	}
	if loc[5] != "" {
		return true // "I give him Calpol"
	}
	return toAnother.MatchString(tx.afterInPart(m))
}
