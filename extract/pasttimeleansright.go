package extract

import "strings"

// In chat typed with spaces for commas, a past time said of a later drug
// does not reach back over the space onto a drug told as taken now:
// "二甲双胍一天两道 一道一颗 格列齐特去年就没吃了" (s51 blind round 20 zh02) dated
// the metformin with the gliclazide's 去年, and it was written stopped. A
// past time after the mention, with a space and another drug or finding
// between, is not the mention's when the mention's own words right after
// it say it is taken now (一天, 每天, 吃着…: takenNowAfter). As
// stopleansleft.go reads a past word said before the next drug. Unchanged:
// "二甲双胍去年就没吃了" (nothing between), "二甲双胍 格列齐特去年都停了" (no
// words of now after the first).

// pastTimeLeansRight reports whether the past time t, after the mention
// [ms, me), belongs to a later mention (see above).
func (c *contextInfo) pastTimeLeansRight(t foundTrigger, ms, me int) bool {
	if t.flags&fTimeHist == 0 || t.start < me || !strings.Contains(string(c.text[me:t.start]), " ") {
		return false
	}
	if !c.saysTakenNow(me) {
		return false
	}
	sp := me
	for sp < t.start && c.text[sp] != ' ' {
		sp++
	}
	for k, s := range c.spans {
		if clinicalType(c.types[k]) && s.start > sp && s.end <= t.start {
			return true
		}
	}
	return false
}
