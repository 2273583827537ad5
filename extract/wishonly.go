package extract

import "strings"

// A 不 before a verb of wanting denies the wish, not what the chat typed
// after the next space: "什么都不想干 上班也没劲" (s47 blind round 15 zh13,
// answering "心情怎么样？") wrote the fatigue as refuted, since the 不 reached
// over the space to 没劲. A negation followed at once by 想, 愿 or 肯 stops at
// the first space after it. Unchanged: "不想吃饭" and "不想吐" (nothing
// between), "没有 胸闷" (no wish), "不想干，上班也没劲" (the comma ended it
// already).

// wishVerbs, right after a negation, make it deny a wish.
const wishVerbs = "想愿肯"

// wishOnly reports whether negation t, before the mention starting at ms,
// denies a wish that a space ends before the mention.
func (c *contextInfo) wishOnly(t foundTrigger, ms int) bool {
	if t.flags&fNeg == 0 || t.end >= len(c.text) || t.end >= ms || !strings.ContainsRune(wishVerbs, c.text[t.end]) {
		return false
	}
	for k := t.end; k < ms; k++ {
		if c.text[k] == ' ' {
			return true
		}
	}
	return false
}
