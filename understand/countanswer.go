package understand

import (
	"regexp"
	"strings"
)

// A yes/no question answered by how often or how many, with no yes before
// it: "Are you having to get up in the night to pass water?" "Three times
// a night, every night"; "And have you vomited?" "Once, this morning.";
// "Do you smoke at all?" "Ten a day." A count of the thing asked says the
// patient has it. Only the opening clause is read, and it must be the
// count and nothing else ("once I've eaten it goes" is a time clause, not
// a count); a count of long ago ("once, years ago") is left to the other
// rules, as is a question that asks about two or more things (which of
// them was counted is not said), how long, a measure, a relative, or a
// choice.

// countOpens is an opening clause that is only a count or a frequency.
var countOpens = regexp.MustCompile(`^(?:(?:just|only|about|around|maybe|roughly|like) )?(?:` +
	`(?:once|twice|(?:one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|a couple|several|\d+) times)(?: (?:a|an|per|every|each) (?:day|night|week|month|hour|morning|evening))?` +
	`|(?:one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|a few|a couple|\d+) (?:a|per) (?:day|night|week)` +
	`|most (?:days|nights|mornings|evenings)|every other day|most of the time)$`)

// countLongAgo, in the clauses after the count, place it in the past.
var countLongAgo = []string{" ago", "years back", "as a child", "as a kid", "when i was", "back in", "last year", "in the past"}

// countAnswer reports whether a patient's turn opens with a bare count or
// frequency, not placed long ago.
func countAnswer(text string) bool {
	s := withoutFillers(text)
	clauses := strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(",.;!?:", r) })
	if len(clauses) == 0 || !countOpens.MatchString(strings.TrimSpace(clauses[0])) {
		return false
	}
	for _, c := range clauses[1:] {
		if containsAny(" "+c, countLongAgo) {
			return false
		}
	}
	return true
}

// countAsked reports whether the open questions ask about one thing of the
// patient's, whose count a count answers.
func countAsked(asks []Ask) bool {
	concept := ""
	for _, a := range asks {
		if a.Measure || a.Since || a.Choice || a.Relative != "" || a.Over != 0 || a.Tolerance {
			return false
		}
		if concept != "" && a.Concept != concept {
			return false
		}
		concept = a.Concept
	}
	return concept != ""
}
