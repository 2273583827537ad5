package coref

import (
	"regexp"
	"strings"
)

// A pronoun that goes back to what was said before the talk turned
// ("Anyway, going back to it — will it knock me out?", "说回刚才那个，…"):
// the window's drug, however many turns of small talk stand between, but
// never the record's, which was not being talked about.

// enBackTo: "going back to it", "back to that tablet", "to go back to the
// one you said".
var enBackTo = regexp.MustCompile(`\b(?:going|go|coming|come|getting|get|got|went|to go) back to (it|that|that one|this one|the one|the tablet|the tablets|the pill|the medicine|the medication|them)\b`)

// zhBackTo: "说回那个", "回到刚才那个药", "再说回刚才那个".
var zhBackTo = regexp.MustCompile(`(?:说回|回到|再说)(?:刚才|刚刚|前面)?(?:说的|讲的|提的)?(那个药|那个|它)`)

// backToRefs finds the pronoun of going back, a drug of the session only.
func backToRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	for _, re := range []*regexp.Regexp{enBackTo, zhBackTo} {
		for _, g := range re.FindAllStringSubmatchIndex(lower, -1) {
			start := len([]rune(lower[:g[2]]))
			span := [2]int{start, start + len([]rune(lower[g[2]:g[3]]))}
			if overlapsAny(span, taken) {
				continue
			}
			return []Reference{{Span: span, Kind: KindDrug, SessionOnly: true}}
		}
	}
	return nil
}
