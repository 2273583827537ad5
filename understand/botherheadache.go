package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// mentionedThenAche are the words of "the thought of it gives me a
// headache" in Chinese: "一提到装修的事我就头疼" is a bother, no headache.
var mentionedThenAche = regexp.MustCompile(`(?:一提到|一想到|一说到|一提起|一听到|一说起|一听说|一看到)[^，。,.！!？?]{0,20}就?$`)

// botherNoHeadache drops the patient's headache told as a bother.
func botherNoHeadache(x extract.Result, tx text, st []Statement) []Statement {
	out := st[:0]
	for _, s := range st {
		if s.Type == Symptom && s.Concept == "sym:headache" && !s.Negated {
			if m, ok := mentionOf(x, s.Concept); ok && mentionedThenAche.MatchString(strings.TrimRight(tx.between(tx.sentenceStart(m.Span[0]), m.Span[0]), " 我")) {
				continue
			}
		}
		out = append(out, s)
	}
	return out
}
