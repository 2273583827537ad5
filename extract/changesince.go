package extract

import "strings"

// An amount counted since a time, after a sentence that told the change,
// is the change: "Have you seen any variation in your weight?" "It's been
// up. About fourteen pounds since last year." (MTS-Dialog dev train-1030)
// is a gain of fourteen pounds, not a body weight. changeBefore reads the
// change only right before the value, in its own clause; here the change
// ("up", "gained", "lost", "down") closes the sentence before and "since"
// follows the value. A weight held since a time with no change before it
// ("I've been 80 kilos since March") stays a reading, and so does a
// value said after a change with no "since" ("it went up. 82 kilos now").

// changeClosers close a sentence that tells a change.
var changeClosers = []string{"up", "down", "gained", "lost", "put on", "dropped", "gone up", "gone down", "went up", "went down"}

// changeSinceAfter reports whether the value at text[start:end] is
// followed by "since" and the sentence before it ends with a change.
func changeSinceAfter(text []rune, start, end int) bool {
	after := strings.TrimLeft(strings.ToLower(string(text[end:min(len(text), end+8)])), " ")
	if !strings.HasPrefix(after, "since ") {
		return false
	}
	before := strings.ToLower(string(text[max(0, start-40):start]))
	dot := strings.LastIndexAny(before, ".!;")
	if dot < 0 {
		return false
	}
	between := strings.TrimSpace(before[dot+1:])
	for _, w := range approxWords {
		between = strings.TrimSpace(strings.TrimPrefix(between, w))
	}
	if between != "" { // only an approximation between: "… up. About fourteen pounds since"
		return false
	}
	closed := strings.TrimSpace(before[:dot])
	for _, w := range changeClosers {
		if strings.HasSuffix(closed, " "+w) || closed == w {
			return true
		}
	}
	return false
}
