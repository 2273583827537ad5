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
	// spreadParts, after "the", are parts of a body, not of a day: "going
	// down to the left leg" (review 12 E05), not "going down the next day".
	spreadParts = []string{"left", "right", "back", "front", "side", "arm", "arms", "leg", "legs", "neck", "shoulder", "shoulders", "jaw",
		"foot", "feet", "hand", "hands", "thigh", "thighs", "buttock", "buttocks", "groin", "chest", "spine", "knee", "calf", "hip", "toes", "fingers"}
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
	}
	if next := startsWithAny(rest, []string{"into", "to", "onto", "through", "towards"}); next != "" {
		rest = strings.TrimLeft(rest[len(next):], " ") // "went down into my leg", "going down to the left leg"
	}
	if the, ok := strings.CutPrefix(rest, "the "); ok && startsWithAny(the, spreadParts) != "" {
		return true
	}
	return startsWithAny(rest, spreadOwners) != ""
}
