package coref

import "regexp"

// A drug phrase followed by a relative clause of taking dated at a time
// gone by ("those steroid tablets I had for me chest over winter", "the
// antibiotic for my pimples I was eating last year") is a drug the
// patient no longer takes: the stopped one of its class, as "used to"
// makes it. A time still going on ("the one I had this morning") dates
// a dose, not a past drug, and a clause of its own ("… is it ok? I had a
// bad winter last year") dates nothing of the phrase: the clause must
// follow a word of it.

// takenGoneBy is such a relative clause: the word before it, the verb of
// taking, up to four words (what it was for), and the time gone by.
var takenGoneBy = regexp.MustCompile(`\b([a-z']+) i (?:had|took|used|was (?:on|taking|eating|using|given|prescribed))\b(?: [a-z']+){0,4}? (?:last (?:year|winter|summer|spring|autumn|fall)|over (?:the )?(?:winter|summer|christmas)|back in (?:january|february|march|april|may|june|july|august|september|october|november|december|the spring|the summer|the winter)|(?:a|two|three|four|five|some|a few|many) (?:years?|months) ago)\b`)

// notRelative are words before "I" that open a clause of the speaker's
// own, not a relative clause of the phrase: "and I had … last year".
var notRelative = map[string]bool{"and": true, "but": true, "so": true, "because": true, "when": true, "if": true, "as": true, "since": true,
	"cause": true, "cos": true, "then": true, "what": true, "where": true, "while": true, "until": true, "till": true}

// takenAtTimeGoneBy reports whether lower holds a takenGoneBy clause.
func takenAtTimeGoneBy(lower string) bool {
	for _, m := range takenGoneBy.FindAllStringSubmatch(lower, -1) {
		if !notRelative[m[1]] {
			return true
		}
	}
	return false
}
