package understand

import "strings"

// How often, said in a used-to: "I used to vape now and then years ago"
// was current vaping, marked occasional, since "now and then" after the
// "used to" read as the quit taken back (quittakenback.go). In the used-to
// sentence itself, with nothing saying it goes on, it is how often the
// habit was then: the habit stays past. "I used to smoke, but I still have
// the odd one at parties" goes on, and stays current.

// habitThenWords frame a sentence's habit in the past.
var habitThenWords = []string{"used to", "years ago", "back in the day", "in those days", "back then", "when i was"}

// goesOnWords say the habit goes on after all.
var goesOnWords = []string{"still", "now", "nowadays", "these days", "but", "though", "anymore", "any more"}

// oftenThen reports whether a sentence telling the odd one (oddOnes) tells
// how often the habit was in the past, not that it is kept up.
func oftenThen(sentence string) bool {
	s := strings.ToLower(sentence)
	for _, idiom := range []string{"now and then", "now and again"} {
		s = strings.ReplaceAll(s, idiom, " ")
	}
	return containsAny(s, habitThenWords) && !containsAny(s, goesOnWords)
}
