package understand

import "strings"

// A place may have two states joined: "Me eye's been fierce red and sore
// since yesterday" (s46 blind round 13 en10) read only the redness. After a
// state, "and" or a comma, degree words and another state of enStates
// give that state at the same place; anything else after "and" ("and I
// have a headache", "and my nose…") is a clause of its own.

// joinedState returns the words from the state joined after a state, with
// rest the words right after that state, and whether there is one.
func joinedState(rest string) (string, bool) {
	rest = strings.TrimLeft(rest, " ")
	j := startsWithAny(rest, []string{"and", ",", "&"})
	if j == "" {
		return "", false
	}
	rest = strings.TrimLeft(rest[len(j):], " ")
	if w := startsWithAny(rest, []string{"and"}); w != "" {
		rest = strings.TrimLeft(rest[len(w):], " ") // ", and sore"
	}
	for changed := true; changed; {
		changed = false
		if p := startsWithAny(rest, enDegrees); p != "" {
			rest, changed = strings.TrimLeft(rest[len(p):], " "), true
		}
	}
	for _, row := range enStates {
		if startsWithAny(rest, strings.Split(row.states, "|")) != "" {
			return rest, true
		}
	}
	return "", false
}
