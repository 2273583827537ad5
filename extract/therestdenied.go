package extract

import "strings"

// "别的没啥", "其他都没有" deny the rest, not what was just named: "有痛风 吃着
// 非布司他 别的没啥" (s46 blind round 14 zh14, typed with no punctuation)
// wrote the febuxostat the patient takes as refuted, since the 没啥 reached
// back over "别的" to the last drug. A negation right after a word for the
// rest takes nothing before it; "非布司他没啥用" and "胸闷没有" still do.

// restWords name what is left besides what was named.
var restWords = []string{"别的", "别个", "其他", "其他的", "其它", "其它的", "其余", "其余的", "另外的"}

// deniesTheRest reports whether the trigger t follows a word for the rest,
// with "都" or "也" between at most.
func (c *contextInfo) deniesTheRest(t foundTrigger) bool {
	before := strings.TrimRight(string(c.text[max(0, t.start-5):t.start]), " ")
	before = strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(before, "都"), "也"), " ")
	return endsWithAny(before, restWords)
}

// endsWithAny reports whether s ends with any of words.
func endsWithAny(s string, words []string) bool {
	for _, w := range words {
		if strings.HasSuffix(s, w) {
			return true
		}
	}
	return false
}
