package understand

import (
	"regexp"
	"strings"
)

// An episode counted and dated in the past tells what was felt in it:
// "Any hypos?" "One last week, felt shaky and sweaty, it was 3.4 on the
// meter." The shaking and the sweat were the hypo's, over with it, not
// complaints now. Anything that keeps it going ("still", "now", "since")
// leaves the turn as it reads.

// oneEpisodeDated opens a turn with a count of episodes and a time gone by.
var oneEpisodeDated = regexp.MustCompile(`^(yes|yeah|yep|yup|well|um|uh|erm)?[,. ]*(just |only )?(had )?(one|two|a couple|a few|a bad one|a small one|one bad one|one small one)( of them)?,? (last week|last month|last night|yesterday|the other day|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at the weekend|over the weekend|a few days ago|a couple of days ago|a week ago|a couple of weeks ago|two weeks ago|a fortnight ago)\b`)

// episodeFeltOver marks the patient's symptoms of a turn that tells one
// dated episode in the simple past as over.
func episodeFeltOver(turn string, out []Statement) []Statement {
	lower := strings.ToLower(strings.TrimSpace(turn))
	if !oneEpisodeDated.MatchString(lower) || !toldAsPast(lower) {
		return out
	}
	for i := range out {
		if out[i].Type == Symptom && !out[i].Negated && !out[i].Hypothetical {
			out[i].Historical = true
		}
	}
	return out
}
