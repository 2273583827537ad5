package extract

import (
	"sort"
	"strings"
)

// In chat typed with spaces for commas, a "没有" said right after what it
// denies leans left: "头晕偶尔有 胸闷没有 脚有点肿" (s46 blind round 14 zh02, a
// daughter typing for her father) wrote the swollen feet as refuted, since
// the 没有 also reached forward over the space to "脚有点肿". A negation that
// both follows a mention with nothing between and is followed by a space
// denies only what came before when what follows the space says itself
// present ("有点", "有"). Near misses unchanged: "胸闷没有，脚有点肿"
// (punctuated already), "没有 胸闷" (nothing before it), "胸闷 没有 脚肿"
// (apart from both), "咳嗽没有 发烧" (nothing said present after).

// A sentence particle may close the negation before the space: "对了我青光眼
// 没有的 我爸有青光眼" (zh10) wrote the father's glaucoma as denied.

// closingParticles may end a clause typed before a space.
const closingParticles = "的啊呀哈呢嘛"

// leansLeft reports whether the both-way negation t is said right after a
// clinical mention of its clause and followed by a space and by words
// that say present the mention that ends at me.
func (c *contextInfo) leansLeft(t foundTrigger, me int) bool {
	j := t.end
	if j < len(c.text) && strings.ContainsRune(closingParticles, c.text[j]) {
		j++ // "我青光眼没有的 我爸有青光眼"
	}
	if t.flags&fNeg == 0 || t.dir != dirBoth || j >= len(c.text) || c.text[j] != ' ' || me > len(c.text) || me < j {
		return false
	}
	if after := string(c.text[j:me]); !strings.Contains(after, "有") || strings.Contains(after, "没") {
		return false
	}
	k := sort.Search(len(c.spans), func(k int) bool { return c.spans[k].end >= t.start })
	for ; k < len(c.spans) && c.spans[k].end == t.start; k++ {
		if clinicalType(c.types[k]) && c.clause[c.spans[k].start] == c.clause[t.start] {
			return true
		}
	}
	return false
}
