package extract

import "strings"

// A time gone by that a finding is measured against is not when it was
// had: "伊最近手抖得比老早厉害" (review 11 Z15) shakes now, worse than then;
// "跟去年比", "worse than last year", "compared to a few years ago".
var (
	comparedBefore = []string{"比", "比起", "than", "compared to", "compared with", "versus"}
	comparedAround = []string{"跟", "和", "同"} // …with 比 after the time
)

// comparedReach is as many runes before a time as a comparison word takes
// ("compared with "): the words read, not the whole text before.
const comparedReach = 16

// dropComparedTimes drops the historical time triggers that a comparison
// introduces.
func (c *contextInfo) dropComparedTimes() {
	kept := c.trigs[:0]
	for _, t := range c.trigs {
		if t.flags&fTimeHist != 0 && comparedTime(strings.ToLower(string(c.text[max(0, t.start-comparedReach):t.start])), string(c.text[t.end:min(len(c.text), t.end+2)])) {
			continue
		}
		kept = append(kept, t)
	}
	c.trigs = kept
}

// ComparedTime reports whether the time at runes [start, end) of text is
// one a finding is measured against ("比老早", "than last year"): no time it
// was had, nor when it began.
func ComparedTime(text []rune, start, end int) bool {
	return comparedTime(strings.ToLower(string(text[max(0, start-comparedReach):start])), string(text[end:min(len(text), end+2)]))
}

func comparedTime(before, after string) bool {
	before = strings.TrimRight(before, " ")
	for _, w := range comparedBefore {
		if strings.HasSuffix(before, w) && (w[0] >= 0x80 || len(before) == len(w) || !isLatin(rune(before[len(before)-len(w)-1]))) {
			return true
		}
	}
	for _, w := range comparedAround {
		if strings.HasSuffix(before, w) && (strings.HasPrefix(after, "比") || strings.HasPrefix(after, "相比")) {
			return true
		}
	}
	return false
}
