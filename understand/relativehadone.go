package understand

import "regexp"

// A relative who had "one" of what was asked, and when: "Any heart attacks
// in the family?" "My dad had one at sixty." (asked/en-x1-026). "One"
// stands for the thing asked, as "it" does ("my dad had it"), and the age
// or time it came at may trail ("at sixty", "in his fifties", "when she
// was seventy", "years ago"). Read by relativeHasByPronoun, which still
// needs a blood relative named in the clause, the family asked about, and
// no "I" of the patient's in it.
var relativeHadOne = []string{" had one", " has one", " has had one", " had a couple", " has had a couple", " had two", " had a few"}

func init() { relativeHasSaid = append(relativeHasSaid, relativeHadOne...) }

// whenTail is an age or time trailing a relative's "had one" or "had it".
var whenTail = regexp.MustCompile(` (?:(?:at|aged|at age|at the age of) (?:\d+|[a-z]+(?:[- ][a-z]+)?)` +
	`|in (?:his|her|their) (?:early |late |mid |mid-)?(?:\d+s|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)` +
	`|when (?:he|she|they) (?:was|were) (?:\d+|[a-z]+(?:[- ][a-z]+)?)(?: years old)?` +
	`|(?:a few |a couple of |many |two |three |\d+ )?years ago|last year|young)$`)
