package understand

import "strings"

// A pain that moves along the body is spreading, not leaving: "crushing
// pain … going down my left arm" (review 11 E07), "it's gone to my chest",
// "it went up into his neck". The words that end a complaint ("going
// down", "it went", "gone", "settled") say the opposite when a way into a
// part of someone's body follows them.
var (
	spreadWays   = []string{"down", "up", "into", "to", "onto", "through", "across", "round", "around", "along", "over", "in", "on"}
	spreadOwners = []string{"my", "his", "her", "your", "their", "me", "ma", "mi", "both", "the back of", "the side of", "the front of"}
)

// spreadsAlong reports whether rest, said right after over-word w, leads
// the complaint into a part of the body.
func spreadsAlong(w, rest string) bool {
	rest = strings.TrimLeft(strings.ToLower(rest), " ")
	if !strings.HasSuffix(w, " down") && !strings.HasSuffix(w, " up") {
		way := startsWithAny(rest, spreadWays)
		if way == "" {
			return false
		}
		rest = strings.TrimLeft(rest[len(way):], " ")
		if next := startsWithAny(rest, []string{"into", "to", "onto", "through"}); next != "" {
			rest = strings.TrimLeft(rest[len(next):], " ") // "went down into my leg"
		}
	}
	return startsWithAny(rest, spreadOwners) != ""
}
