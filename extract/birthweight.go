package extract

import "strings"

// A birth weight is no weight now: "at the clinic on Monday he was 4.9 kg,
// birth weight was 3.4" (s53 blind round 21 en11, a mother for her baby)
// wrote the body weight as 3.4 kg, a weight weeks old, and one a child's
// dose is worked from. A weight named as the one at birth ("birth weight",
// "weight at birth", "weighed 3.4 at birth", "出生体重", "出生时…斤") is not
// measured as the weight now.

// birthBefore, right before the weight word, and birthAfter, after it in
// its clause, make it the weight at birth.
var (
	birthBefore = []string{"birth", "birth-", "birthweight", "出生", "出生时", "出生的时候", "生下来", "刚生下来", "生出来"}
	birthAfter  = []string{"at birth", "when he was born", "when she was born", "when they were born", "when born", "出生时", "生下来"}
)

// dropBirthWeights drops the body weights measurements names as the
// weight at birth.
func dropBirthWeights(text string, ms []Measurement, mentions []Mention) []Measurement {
	rs := []rune(text)
	out := ms[:0]
	for _, me := range ms {
		if me.ConceptID == "vital:weight" && me.Mention >= 0 && me.Mention < len(mentions) && birthWeight(rs, mentions[me.Mention].Span, me.Span) {
			continue
		}
		out = append(out, me)
	}
	return out
}

// birthWeight reports whether the weight word at span is said of the
// weight at birth: a birth word right before it, or after the value up to
// the clause's end.
func birthWeight(rs []rune, span, value [2]int) bool {
	if span[0] < 0 || span[1] > len(rs) || value[1] > len(rs) {
		return false
	}
	before := strings.TrimRight(strings.ToLower(string(rs[max(0, span[0]-12):span[0]])), " ")
	for _, w := range birthBefore {
		if strings.HasSuffix(before, w) && (len(before) == len(w) || !isLatin([]rune(before[:len(before)-len(w)])[len([]rune(before[:len(before)-len(w)]))-1])) {
			return true
		}
	}
	end := max(span[1], value[1])
	rest := rs[end:]
	for i, r := range rest {
		if r == ',' || r == '.' || r == ';' || r == '，' || r == '。' || r == '?' {
			rest = rest[:i]
			break
		}
	}
	tail := strings.ToLower(string(rest))
	for _, w := range birthAfter {
		if strings.Contains(tail, w) {
			return true
		}
	}
	return false
}
