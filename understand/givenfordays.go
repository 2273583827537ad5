package understand

import (
	"regexp"
	"strings"
)

// A drug given, in the simple past, for a number of days or weeks is a
// course of bounded length, as "a five-day course" is: "She had a water
// infection last month, GP gave her trimethoprim for three days, that's
// all cleared now" (s49 blind round 18 en11: the trimethoprim stayed
// active, once "last month" ended less than two weeks before the turn).
// "For two weeks" alone may go on ("I've been on it for two weeks", "for
// three days now"); only a giving or taking verb in the simple past bounds
// it.

// givenForDays: a past giving or taking verb, then within the clause "for"
// and a length of days or weeks.
var givenForDays = regexp.MustCompile(`\b(?:gave (?:me|her|him|them|us)|was given|were given|got given|prescribed (?:me|her|him|them)?|put (?:me|her|him|them) on|took|was on|were on)\b[^.;!?]{0,50}?\bfor (?:a|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|a few|a couple of|\d+)[- ](?:days?|weeks?)\b`)

// courseGivenForDays reports whether a sentence tells a course given or
// taken for a length of days in the simple past (see above), not counted
// up to now.
func courseGivenForDays(sent string) bool {
	lower := strings.ToLower(sent)
	loc := givenForDays.FindStringIndex(lower)
	if loc == nil {
		return false
	}
	after := strings.TrimLeft(lower[loc[1]:], " ,")
	return startsWithAny(after, []string{"now", "so far", "already and", "and counting", "and still"}) == ""
}
