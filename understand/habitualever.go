package understand

import (
	"regexp"
	"strings"
)

// "Do you ever wet the bed?" asks whether it happens, now, now and then;
// "Have you ever had a fit?" asks about a life. A yes to the first is a
// present finding: read as history, "Just sometimes." closed the child's
// bedwetting as past (asked/en-x2-034). Only the present tense of the
// question's verb tells them apart; any other word of the past ("before",
// "in the past") still asks about history.

// presentEver is a question in the present tense whose "ever" asks how
// often: its auxiliary is do, does, are or is.
var presentEver = regexp.MustCompile(`(?:^|[^a-z'])(?:do|does|d'you|are|is)\s+(?:[a-z']+\s+){0,4}ever\b`)

// askedHabitually reports whether a question's only word of the past is an
// "ever" of the present tense.
func askedHabitually(question string) bool {
	q := strings.ToLower(question)
	if !presentEver.MatchString(q) {
		return false
	}
	for _, w := range everWords {
		if w != "ever" && hasAnyWord(q, []string{w}) {
			return false
		}
	}
	return true
}
