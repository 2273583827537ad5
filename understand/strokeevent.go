package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A stroke is an event, over once it has happened: "I have A F I B and
// stroke" and a yes to "follow-up on your cerebrovascular accident" tell a
// history of stroke, which the record keeps as past (every dev annotator's
// reading of the patient's own stroke). A stroke under way is told as one:
// "I am having a stroke", "a mini stroke this morning"; those stay as read.
var strokeEvents = map[string]bool{
	"cond:stroke":              true,
	"cond:tia":                 true,
	"cond:cerebral_infarction": true,
}

// strokeNow says the stroke is going on or of today.
var strokeNow = regexp.MustCompile(`\b(having|happening|right now|this morning|this afternoon|this evening|today|tonight|just now|an hour ago|hours ago|minutes ago)\b`)

// strokeToldIsPast marks the patient's own stroke of an English turn as
// past unless the turn tells it now. Chinese turns are left: "我中风了" can be
// today's, and 中过风 is read past already.
func strokeToldIsPast(turn string, out []Statement) []Statement {
	lower := strings.ToLower(turn)
	if isHan(turn) || strokeNow.MatchString(lower) {
		return out
	}
	for i := range out {
		s := &out[i]
		if strokeEvents[s.Concept] && s.Type == Condition && !s.Negated && !s.Uncertain && !s.Hypothetical && s.Experiencer == extract.Patient {
			s.Historical = true
		}
	}
	return out
}
