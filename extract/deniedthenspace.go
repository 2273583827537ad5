package extract

import "strings"

// In chat typed with spaces for commas, a denial that has already met what
// it denies ends at the next space: "冇发烧 之前食别嘌醇 食咗两个礼拜成身出红疹
// 医生话系过敏" (session 72, zh-y1-004) denied the allopurinol, the rash and
// the allergy with the fever; "布洛芬不能吃 吃了起疹子" denied the rash. A space
// that only parts the items of one list ("没有发烧 咳嗽") keeps the denial:
// the mention starts right after it.

// deniedThenSpace reports whether a space between Han runes parts negation
// t from the mention starting at ms, after the negation has denied a
// mention of its own or ended its words, unless the mention starts right
// after that space.
func (c *contextInfo) deniedThenSpace(t foundTrigger, ms int) bool {
	if t.flags&fNeg == 0 || t.end > ms {
		return false
	}
	for k := t.end; k < ms; k++ {
		if c.text[k] != ' ' || k == 0 || !HanRune(c.text[k-1]) || k+1 >= len(c.text) || !HanRune(c.text[k+1]) {
			continue
		}
		if k+1 == ms {
			// "没有发烧 咳嗽": the next item of the list; but "没了 哦 维生素D
			// 每天 一粒" (session 74's review 15, Z17): an afterthought.
			return afterthoughtBetween(c.text, t.end, k)
		}
		if k == t.end {
			return true // "布洛芬不能吃 吃了起疹子": the denial ends its words
		}
		for _, s := range c.spans {
			if s.start >= t.end && s.end <= k {
				return true
			}
		}
	}
	return false
}

// afterthoughts, said alone between spaces after a no, open what the
// speaker has just remembered.
var afterthoughts = map[string]bool{"哦": true, "噢": true, "喔": true, "哦对": true, "对了": true, "哦对了": true, "噢对了": true, "诶": true, "欸": true, "啊对": true}

// afterthoughtBetween reports whether text[from:to], less the 了 that
// closes the no, holds only afterthoughts, each set off by spaces.
func afterthoughtBetween(text []rune, from, to int) bool {
	words := strings.Fields(strings.TrimPrefix(strings.TrimSpace(string(text[from:to])), "了"))
	for _, w := range words {
		if !afterthoughts[w] {
			return false
		}
	}
	return len(words) > 0
}
