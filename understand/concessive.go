package understand

// A finding, then 倒是 or 倒 ("as for that…"), sets it against what else
// is told, and the words after it say what of it as they would right after
// the finding: "痛倒是還好" is "痛还好", the pain denied; "痛倒是有点" still
// has it. 倒 alone is taken only before a word that denies, so "晕倒" stays
// a faint.

// concessives are the words of "as for that", longest first.
var concessives = []string{"倒是", "倒也", "倒"}

// afterConcessive returns i past a concessive word at i, or i.
func afterConcessive(rs []rune, i int) int {
	for _, w := range concessives {
		if runesHavePrefix(rs[i:], w) {
			return i + len([]rune(w))
		}
	}
	return i
}
