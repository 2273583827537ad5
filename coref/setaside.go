package coref

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug the clinician sets aside for another it starts first: "Rather than
// jumping to ropinirole, let's try ferrous sulfate first", "Instead of going
// straight to ropinirole, we'll start you on ferrous sulfate", "Before we
// jump to ropinirole, let's give ferrous sulfate a go", "先不用罗匹尼罗，先试试
// 硫酸亚铁". The one set aside is no drug "that one" asks about when the
// turn gives another (WindowMention.Replaced); alone, it is still what was
// said (en-dev33-002 offered both).

// setAsideBefore ends the words of a drug's clause right before it: "rather
// than jumping to", "instead of going straight to", "before we jump to",
// "先不用", "暂时不上".
var setAsideBefore = regexp.MustCompile(`(?:\brather than|\binstead of|\bbefore (?:we|i|you) (?:\w+ ){0,2}(?:go|jump|move|resort|turn|try)\w*(?: \w+){0,2} (?:to|on|onto|with)|\bhold(?:ing)? off (?:on)?)(?:\s+\w+){0,4}\s*$` +
	`|(?:先不用|先不上|先别用|先不吃|暂时不用|暂时不上|先不考虑|不急着用|不急着上)\s*$`)

// setAsideIn returns the drugs of one turn set aside for another it gives.
func setAsideIn(text string, mentions []extract.Mention) map[string]bool {
	rs := []rune(strings.ToLower(text))
	drugs := drugsInOrder(mentions, len(rs))
	out := map[string]bool{}
	for _, d := range drugs {
		from := d.Span[0]
		for from > 0 && !isClauseBreak(rs[from-1]) && rs[from-1] != '.' {
			from--
		}
		if !setAsideBefore.MatchString(string(rs[from:d.Span[0]])) {
			continue
		}
		for _, other := range drugs {
			if other.ConceptID != d.ConceptID {
				out[d.ConceptID] = true // another is given
			}
		}
	}
	return out
}
