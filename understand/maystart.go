package understand

import "regexp"

// A start someone may make is no order: "I'll refer her urgently to the
// eating disorder team, and they may start fluoxetine 10 mg once she's been
// seen" (s51 blind round 20 en16, a GP to a mother about her daughter)
// wrote fluoxetine as the daughter's drug, and "We may start fluoxetine
// later" was read as ordered too. A clinician's drug after "we", "they",
// "I" or a team that "may", "might" or "could" start, try, add or give it
// is a possibility, as "we could" is (suggestWords). "You may start the
// tablets tomorrow" is leave to begin, the order itself, and is read as
// before.

// mayStartIt ends the words before a drug with someone other than the
// patient who may start it.
var mayStartIt = regexp.MustCompile(`(?i)\b(?:we|they|i|he|she|the (?:team|specialists?|consultants?|hospital|clinic|psychiatrists?|doctors?)|[a-z]+ team)(?:'ll| will)? (?:may|might|could)(?: well| also| then)? (?:start|try|add|switch|give|prescribe|offer|consider|begin|put (?:her|him|you|them) on)(?: (?:her|him|them|you)(?: on)?)?(?: (?:a|an|the|some|on))? *$`)

// mayStartBefore reports whether before, the words of a drug's clause
// before it, end with a start someone may make (see above).
func mayStartBefore(before string) bool { return mayStartIt.MatchString(before) }
