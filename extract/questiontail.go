package extract

import (
	"strings"
	"unicode"
)

// In chat typed with spaces for commas, a question is often asked with a
// bare "不" or "没" at the end of its stretch, without a question mark:
// "能一起吃不", "吃着二甲双胍 有影响没", "能吃点眩晕停不", "医生在不" (s51
// blind round 20 zh18, zh11, zh20). The 不 or 没 is the question's "or
// not", and denies nothing: it had refuted the metformin the patient takes
// (zh11), and "医生在不 俺这两天一翻身就天旋地转哩 恶心" (zh20) the vertigo
// and the nausea after it. A 不, 没 or 没有 that ends a stretch of text (a
// particle at most, then a space, a clause mark or the end), right after a
// word that is no finding, in a stretch that asks with a modal ("能", "可以",
// "会", "要", "该", "敢") or "有", or that greets ("医生在不"), is such a
// tail: it is dropped, and a finding or a drug the stretch names after the
// modal is only asked about ("能吃布洛芬不": hypothetical, as "能不能吃布洛芬"
// is). Near misses unchanged: "胸闷没有" and "发烧 没" (the finding right
// before it), "有时候不" and "现在没" (no question), "还没", "都不" (an
// adverb before it), "不头疼了" (the tail ends nothing).

// tailAskWords make a stretch a question when its last word is 不 or 没.
var tailAskWords = []string{"能", "可以", "会", "要", "该", "敢", "有"}

// tailNotAsking hold an asking word and ask nothing.
var tailNotAsking = []string{"有时", "有点", "有的", "有些", "有一点", "有一些", "只有", "没有", "可能", "要是", "只要", "需要", "主要", "重要", "不会", "会议",
	"不能", "能力", "功能", "不要", "不该", "应该", "不敢", "有过", "所有", "要紧"}

// tailClosers may follow the tail before the stretch ends.
const tailClosers = "啊呀嘛哈呢啦哦"

// questionTails drops the "or not" of questions asked with a bare tail and
// makes what the question names after its modal hypothetical.
func (c *contextInfo) questionTails() {
	kept := c.trigs[:0]
	var added []foundTrigger
	for _, t := range c.trigs {
		at, ok := c.questionTail(t)
		if !ok {
			kept = append(kept, t)
			continue
		}
		if at.end > 0 {
			added = append(added, at)
		}
	}
	c.trigs = append(kept, added...)
	sortTriggers(c.trigs)
}

// questionTail reports whether trigger t is the tail of a question; when
// the question names a mention after its asking word, it returns the
// hypothetical trigger to put on that word.
func (c *contextInfo) questionTail(t foundTrigger) (foundTrigger, bool) {
	w := string(c.text[t.start:t.end])
	if t.flags&fNeg == 0 || w != "不" && w != "没" && w != "没有" || t.start == 0 {
		return foundTrigger{}, false
	}
	j := t.end
	if j < len(c.text) && strings.ContainsRune(tailClosers, c.text[j]) {
		j++
	}
	if j < len(c.text) && c.text[j] != ' ' && !strings.ContainsRune("，,。!！?？", c.text[j]) {
		return foundTrigger{}, false
	}
	prev := c.text[t.start-1]
	if !unicode.Is(unicode.Han, prev) && !c.inMention(t.start-1) || strings.ContainsRune(notVerbs, prev) {
		return foundTrigger{}, false
	}
	from := t.start
	for from > 0 && c.text[from-1] != ' ' && !strings.ContainsRune("，,。!！?？;；\n", c.text[from-1]) {
		from--
	}
	stretch := string(c.text[from:t.start])
	ask := -1
	blanked := stretch
	for _, n := range tailNotAsking {
		blanked = strings.ReplaceAll(blanked, n, strings.Repeat("_", len([]rune(n))))
	}
	for _, a := range tailAskWords {
		if k := strings.Index(blanked, a); k >= 0 && (ask < 0 || k < ask) {
			ask = k
		}
	}
	if ask < 0 {
		// "医生在不": a greeting, with nothing clinical in it.
		if prev == '在' && !strings.HasSuffix(stretch, "现在") && !strings.HasSuffix(stretch, "正在") && !strings.HasSuffix(stretch, "还在") && !c.mentionIn(from, t.start) {
			return foundTrigger{}, true
		}
		return foundTrigger{}, false
	}
	askAt := from + len([]rune(blanked[:ask]))
	if c.inMention(t.start-1) && !c.mentionIn(askAt, t.start) {
		return foundTrigger{}, false // "胸闷没有": the finding denied, asked of nothing
	}
	if !c.mentionIn(askAt, t.start) {
		return foundTrigger{}, true
	}
	return foundTrigger{askAt, askAt + 1, trigger{flags: fHyp, dir: dirPre}}, true
}

// inMention reports whether rune i lies in a clinical mention.
func (c *contextInfo) inMention(i int) bool {
	for k := range c.spans {
		if clinicalType(c.types[k]) && c.spans[k].start <= i && i < c.spans[k].end {
			return true
		}
	}
	return false
}

// mentionIn reports whether a clinical mention lies within [from, to).
func (c *contextInfo) mentionIn(from, to int) bool {
	for k, s := range c.spans {
		if clinicalType(c.types[k]) && s.start >= from && s.end <= to {
			return true
		}
	}
	return false
}
