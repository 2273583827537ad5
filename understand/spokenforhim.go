package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// When a relative speaks for the patient (typist.go), "him" and "her" are
// the patient: "Nah, just the ankle. I gave her some Nurofen an hour ago"
// (s46 blind round 14 en11, a mother for her daughter), "I gave him Calpol
// at 4", and "Got rash on his tummy since this morning" (en05). Read as
// the patient's own words, a drug given to "him" is someone else's
// (givenothers.go) and a complaint of "his tummy" a third person's
// (theirBody); spoken for, both are the patient's. A drug given to "my
// husband" or another named stays someone else's.

// givenToPronoun ends the words before a drug given to "him", "her" or
// "the baby", as patientGives reads them.
var givenToPronoun = regexp.MustCompile(`\b(give|gave|giving|given) (him|her|the baby)( (the|some|a|an|his|her|a bit of|a few|a spoonful of))?\s*$`)

// givenToTheOneSpokenFor reports whether drug mention m, in a turn a
// typist speaks for the patient, is given to the patient by pronoun.
func givenToTheOneSpokenFor(typist string, tx text, m extract.Mention) bool {
	if typist == "" {
		return false
	}
	if givenToPronoun.MatchString(strings.TrimSpace(tx.before(m))) {
		return true
	}
	return patientGives.MatchString(strings.TrimSpace(tx.before(m))) && toPronoun.MatchString(tx.afterInPart(m)) // "I give the drops to her"
}

// toPronoun, right after the drug, gives it to "him" or "her".
var toPronoun = regexp.MustCompile(`^(\s*(drops|syrup|liquid|tablets|tablet|spray|cream|medicine|suspension))?\s*(for|to) (him|her|the baby)\b`)
