package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese "有一点" says what there is a bit of by the word after it. When
// the reading could name only a bare, generic complaint of the questions
// asked (the pain of "同房疼不疼", beside a "下面干不干" it cannot name) and
// that word is not it ("有一点干的"), the yes answers the question the
// reading could not name: the pain is not said. A complaint the reading
// names whole ("看东西会不会模糊？" "有一点点雾雾的", "关节有没有疼的？" "有点僵，
// 有点疼") is answered in the patient's own words, and the yes stands.

// aBitOf open a Chinese yes that a word after it qualifies.
var aBitOf = []string{"有一点点", "有一点儿", "有一点", "有点儿", "有点", "有些"}

// yesToAnotherWord reports whether, all the concepts asked being generic,
// an answer's "有一点" is followed right away by a word that is no mention
// of the turn and not the verb of any concept asked.
func (r *Reader) yesToAnotherWord(text string, x extract.Result, asks []Ask) bool {
	for _, a := range asks {
		if !r.isGeneric(a.Concept) {
			return false
		}
	}
	tx := newText(text)
	s := tx.str
	for _, w := range aBitOf {
		i := strings.Index(s, w)
		if i < 0 {
			continue
		}
		at := len([]rune(s[:i])) + len([]rune(w))
		if at >= len(tx.runes) || !isHan(string(tx.runes[at])) || strings.ContainsRune("点儿的吧啊呢嘛了", tx.runes[at]) {
			return false
		}
		for _, m := range x.Mentions {
			if m.Span[0] <= at && at < m.Span[1] {
				return false // "有点头晕": a finding the turn names
			}
		}
		for _, a := range asks {
			if v := verbOf(a.Concept); v == tx.runes[at] || a.Concept == "sym:pain_symptom" && (tx.runes[at] == '疼' || tx.runes[at] == '痛') {
				return false // "有一点疼": the pain asked
			}
		}
		return true
	}
	return false
}
