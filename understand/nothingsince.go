package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A habit or a drug followed in its sentence by "nothing since …" was given
// up then: "Alcohol, only small at a wedding, but nothing since I knew I was
// pregnant" (en dev en-q1-011), "I smoked a bit at uni, none since", "I took
// ibuprofen the first week, nothing since". Read as present, the drinking
// stayed current. A since of a few days ("nothing since Friday", "none
// since last night") is a pause, not a change of habit, and leaves it as
// it was; so does a "nothing since" that goes on as a clause's subject
// ("nothing since has helped").

// nothingSince is the phrase; its group 1 is what follows it.
var nothingSince = regexp.MustCompile(`\b(?:nothing|none|not a drop|not a drink|not one)(?: at all)? since\b(.*)`)

// sinceAPause are the since-times that date a pause of days, and what
// makes "nothing since" a subject.
var sinceAPause = []string{"yesterday", "last night", "this morning", "the weekend", "monday", "tuesday", "wednesday", "thursday", "friday",
	"saturday", "sunday", "has", "have", "had", "helped", "worked", "changed"}

// givenUpNothingSince reports whether the words of rest say the habit or
// drug before them was given up by a "nothing since" (see above).
func givenUpNothingSince(rest string) bool {
	sub := nothingSince.FindStringSubmatch(strings.ToLower(rest))
	if sub == nil {
		return false
	}
	words := strings.Fields(strings.Trim(sub[1], " ,.;!?"))
	if len(words) > 0 {
		first := strings.Trim(words[0], ",.;!?")
		if len(words) > 1 {
			first += " " + strings.Trim(words[1], ",.;!?")
		}
		for _, p := range sinceAPause {
			if first == p || strings.HasPrefix(first, p+" ") || strings.HasPrefix(first, "last "+p) || strings.HasPrefix(first, "on "+p) {
				return false
			}
		}
	}
	return true
}

// habitGivenUpNothingSince reports whether a habit's own sentence, after
// it, gives it up by a "nothing since".
func habitGivenUpNothingSince(tx text, m extract.Mention) bool {
	return givenUpNothingSince(tx.between(m.Span[1], tx.sentenceEnd(m)))
}
