package extract

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
			return false // "没有发烧 咳嗽": the next item of the list
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
