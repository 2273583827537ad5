package understand

import "strings"

// "Up to" after a verb of being or of change tells where a value has
// moved, the reading now: "Your haemoglobin is up to 112, which is good"
// (r16-en01, a clinician reading out a new result) is a haemoglobin of
// 112, not a bound like "take up to four a day" or "up to 140 is fine".
// The earlier reading, 98, had stayed as the record's.

// changedToWords say a value has moved to the one after them.
var changedToWords = []string{"is up to", "'s up to", "’s up to", "are up to", "was up to", "were up to", "has gone up to", "have gone up to",
	"went up to", "has come up to", "have come up to", "came up to", "is now up to", "'s now up to", "is back up to", "'s back up to",
	"has risen to", "rose to", "has climbed to", "climbed to", "has improved to", "improved to", "has increased to", "increased to"}

// withoutChangedTo returns clause with the words that tell a value moved
// to the next one blanked, so that the "up to" in them sets no bound.
func withoutChangedTo(clause string) string {
	low := strings.ToLower(clause)
	if !containsAny(low, changedToWords) {
		return clause
	}
	for _, w := range changedToWords {
		for {
			i := strings.Index(low, w)
			if i < 0 {
				break
			}
			low = low[:i] + strings.Repeat(" ", len(w)) + low[i+len(w):]
		}
	}
	return low
}
