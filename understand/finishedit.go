package understand

import (
	"regexp"
	"strings"
)

// A course the patient took to its end, told of the one drug the last
// turns named without naming it again: "Valaciclovir 1 g three times a day
// for seven days" … "finished the tablets, but that side still hurts"
// (followup dev en-y1-032). English drops the subject at the follow-up
// ("Finished the tablets last night"), so the finish is read at a clause's
// start with or without "I"; the drug it ends is the one just named, as
// for "I stopped it" (patientStoppedIt).

// iFinishedIt is a course said finished: "(I've) finished the tablets",
// "completed the course", "the tablets are all finished".
var iFinishedIt = regexp.MustCompile(`(?:^|[,;:] |\band |\bso |\bthen )(?:i(?:'ve| have| had|'d)? )?(?:finished|completed) (?:off )?(?:it|them|the tablets|the pills|the capsules|the course|my course|the whole course|the lot|the full course|all the tablets|all of them)\b` +
	`|\b(?:the|my) (?:tablets|pills|capsules|course) (?:are|is|was|were|'s|'re) (?:all )?(?:finished|completed|done)\b`)

// iFinishedItBlocks make the finish not yet, to come, or the time of
// something else ("when I finished them it came back" tells the return).
var iFinishedItBlocks = []string{"nearly", "almost", "yet", "not", "n't", "never", "will", "'ll", "going to", "gonna", "should", "can i",
	"when", "once", "after", "before", "until", "till", "if"}

// finishedItSaid reports whether a lower-cased sentence tells a course
// finished in a clause nothing in it blocks.
func finishedItSaid(s string) bool {
	for _, loc := range iFinishedIt.FindAllStringIndex(s, -1) {
		start := strings.LastIndexAny(s[:loc[0]], ",;:") + 1
		end := len(s)
		if i := strings.IndexAny(s[loc[1]:], ",;:"); i >= 0 {
			end = loc[1] + i
		}
		if !containsAny(s[start:end], iFinishedItBlocks) {
			return true
		}
	}
	return false
}
