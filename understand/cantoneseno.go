package understand

import "strings"

// Cantonese, Hakka and Xiang 冇 is 没有: every Mandarin no-answer made
// with 没有 has its 冇 form. "有冇头晕、头痛、手脚发麻？" "一样都冇。"
// (asked/zh-x1-008) denies the three, as "一样都没有" does; before, only a
// few 冇 answers were listed ("冇", "都冇"), and "一样都冇" answered nothing.
func init() {
	var more []string
	for _, w := range noAnswers {
		if c := strings.ReplaceAll(w, "没有", "冇"); c != w && !containsExactly(noAnswers, c) && !containsExactly(more, c) {
			more = append(more, c)
		}
	}
	noAnswers = append(noAnswers, more...)
}
