package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A complaint told by its place and state and then said over at the same
// place later in the turn was, and is not now: "阿托伐他汀我吃了半年，腿老是
// 酸疼，就自己停了，停了以后腿就不疼了" (session 51, change dev zh-z1-012). The
// place-and-state reading (zhstates.go) takes the first telling of a place;
// the end said after it, with words between the place and the state as the
// first telling may have ("腿就不疼了", "腿也不肿了"), makes it history. The
// last telling decides: "腿不疼了，这两天腿又疼了" is back, and stays current.

// placeOverLater reports whether, in s after byte offset from, the last
// telling of place with one of states denies the state with 了, the
// complaint over. A telling after another person is named ("我妈腿就不疼了")
// is theirs, and ends nothing of the patient's.
func placeOverLater(s string, from int, place string, states []string) bool {
	over, start := false, from
	for {
		i := strings.Index(s[from:], place)
		if i < 0 {
			return over
		}
		if who := extract.LastPerson(s[start : from+i]); who != "" && who != extract.Patient {
			return over
		}
		from += i + len(place)
		rest, negated, found := stateAfterPlace(s[from:], states)
		if !found {
			continue
		}
		state := startsWithAny(rest, states)
		over = negated && (strings.HasSuffix(state, "了") || strings.HasPrefix(rest[len(state):], "了"))
	}
}
