package extract

import "strings"

// A weight after "降到", "减到" or "瘦到" is a goal ("体重想减到一百二十斤")
// unless the sentence says it was reached: the value closed by the
// perfective 了 ("体重降到六十五公斤了", s53 blind round 21 zh11), "到了"
// ("降到了六十五公斤") or "已经" before it ("已经瘦到六十公斤"), and no
// wish in the clause ("想", "要", "目标", "希望", "争取", "打算"). A wish
// stays a goal: "想减到六十公斤了再说", "目标是降到六十五公斤".
var (
	reachWords  = []string{"减到", "降到", "瘦到", "掉到"}
	reachWishes = []string{"想", "要", "目标", "希望", "争取", "打算", "准备", "计划", "能不能", "能否", "应该", "得"}
)

// weightReached reports whether the weight at text[s:e], in the clause
// that starts at c, is said as reached rather than aimed at.
func weightReached(text []rune, c, s, e int) bool {
	clause := string(text[c:s])
	at := -1
	for _, w := range reachWords {
		if k := strings.LastIndex(clause, w); k > at {
			at = k
		}
	}
	if at < 0 {
		return false
	}
	before := clause[:at]
	for _, w := range reachWishes {
		if strings.Contains(before, w) {
			return false
		}
	}
	// The word 到 ends the reach word; "到了" follows it directly.
	rest := clause[at:]
	if strings.Contains(before, "已经") || strings.Contains(rest, "到了") {
		return true
	}
	// The value's unit may follow the span: skip it and look for 了.
	k := e
	for k < len(text) && k < e+3 && strings.ContainsRune("公斤千克斤kgKG ", text[k]) {
		k++
	}
	return k < len(text) && text[k] == '了'
}
