package coref

import (
	"regexp"
	"strings"
)

// A turn that sends a reference to the last session may also say the drug
// is over: "The painkiller I used to take last time, the one they stopped
// already" (Singapore English, where "last time" is "formerly", with no
// earlier session at all). The session comes first, and there the stop
// says nothing (qualify sets no Past beside LastTime). But when that
// session names nothing of the class and the record is searched instead
// ("上次说的那个降糖药" with no such drug said then), the turn's tense still
// holds: a drug the patient says was stopped is never the active one of
// its class (en-dev39-008, resolved to the current paracetamol where the
// stopped naproxen was meant).

// onAbout is British "on about", talking about: "the cream you were on
// about last time" says nothing of being on a drug (pastWords' "i was on").
var onAbout = regexp.MustCompile(`\b(?:was|were|is|are|been|'s|'re|am|'m)\s+on\s+about\b`)

// pastTold reports whether lower, a turn that names the last session, says
// its drug is one no longer taken.
func pastTold(lower string) bool {
	return saysPast(onAbout.ReplaceAllStringFunc(lower, func(s string) string { return strings.Repeat(" ", len(s)) }))
}
