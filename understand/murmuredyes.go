package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A turn that is only a murmur of assent answers a yes/no question yes:
// "Does your ear hurt, pet?" "Mm-hm." (asked/en-x2-003), "请问您平时在吃阿
// 司匹林吗？" "嗯嗯" (asked/zh-x2-005). Read clause by clause, the murmur was
// a filler ("mm", "嗯") before an answer that never came. Only the whole
// turn is read so, and without a pause: "嗯……没有" is a pause before the
// no, and "嗯……" alone a pause to think.

// murmurs are assent said without a word, typed as it sounds.
var murmurs = regexp.MustCompile(`^(?:嗯+|m+-?h+m+|m+ h+m+|mhm+|uh-?huh|uh huh)$`)

// murmuredYes reports whether text is only a murmur of assent, said once or
// more ("Mm-hm, mm-hm.").
func murmuredYes(text string) bool {
	if strings.Contains(text, "…") || strings.Contains(text, "..") {
		return false // "嗯……": a pause to think, not assent
	}
	words := strings.FieldsFunc(strings.ToLower(extract.Normalize(text)), func(r rune) bool {
		return strings.ContainsRune(" ,，.。!！~～…", r)
	})
	for _, w := range words {
		if !murmurs.MatchString(w) {
			return false
		}
	}
	return len(words) > 0
}
