package understand

import "strings"

// The Chinese yes/no question by "A不A" is no question framed as a
// denial, wherever the 不 stands: "抽不抽烟？" splits the verb from its
// object ("抽烟"), and "你抽烟不？", "口干不？" keep only the first half, the
// 不 last before the question mark. Both were read as "no smoking?",
// whose yes decides nothing, so "抽不抽烟？" "抽" and "你抽烟不？" "早戒
// 了" (asked/zh-x1-012) wrote nothing. aNotA already took "头疼不疼？". A
// 不 inside the sentence before the mention ("不抽烟吧？", "是不是不抽烟？")
// still frames a denial.

// aNotASplit reports whether mention m is asked by a split or a cut-short
// A-not-A question.
func aNotASplit(tx text, m mentionSpan) bool {
	s, e := m[0], m[1]
	rs := tx.runes
	if s >= 2 && (rs[s-1] == '不' || rs[s-1] == '没') && rs[s-2] == rs[s] {
		return true // "抽不抽烟"
	}
	rest := strings.TrimLeft(string(rs[e:]), " ")
	if !strings.HasPrefix(rest, "不") {
		return false
	}
	rest = strings.TrimLeft(strings.TrimPrefix(rest, "不"), "啊呀啦嘛哇咧 ")
	return strings.HasPrefix(rest, "？") || strings.HasPrefix(rest, "?") // "你抽烟不？"
}

// mentionSpan is a mention's rune span.
type mentionSpan = [2]int
