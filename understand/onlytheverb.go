package understand

import "strings"

// A symptom verb after an only-word answers what the verb asks as if it
// opened the clause: "吐倒是没吐，就是拉，一天五六回" (asked/zh-x1-007) has
// the diarrhoea asked by "拉肚子没有？", as "拉，一天五六回" has. The
// only-word singles the verb out from what was denied before it. A verb
// followed by a no ("就是拉不出来", constipation) or inside another word
// is no such answer.

// onlyBeforeVerb are the words that may stand before the verb.
var onlyBeforeVerb = []string{"就是", "只是", "倒是", "但是", "可是", "就", "只", "光"}

// onlyTheVerb reports whether rs[:i] is an only-word alone and the verb at
// rs[i] is not denied by what follows it.
func onlyTheVerb(rs []rune, i int) bool {
	before := strings.TrimSpace(string(rs[:i]))
	if before == "" || !containsExactly(onlyBeforeVerb, before) {
		return false
	}
	after := string(rs[i+1:])
	return !strings.HasPrefix(after, "不") && !strings.HasPrefix(after, "没")
}

func containsExactly(words []string, s string) bool {
	for _, w := range words {
		if w == s {
			return true
		}
	}
	return false
}
