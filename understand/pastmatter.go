package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// zhPastMatter is a clause that only dates what came before it to a time
// gone by: "前年的事了", "那是好几年前的事了", "十年前的事". A length has no
// 前 ("十年的事了": it has lasted ten years) and is not caught.
var zhPastMatter = regexp.MustCompile(`^[，,]\s*(?:那是|那都是|都是|是)?(?:前年|去年|大前年|上个?月|小时候|年轻时候?|(?:好|很多|十|几|[一二两三四五六七八九\d]+)[几多]?(?:年|个月)前|以前)的事(?:了|儿|情)?\s*(?:[，,。.！!]|$)`)

// zhPastMatterNext reports whether the clause right after a Chinese finding
// dates it to a time gone by: "我有胃溃疡，前年的事了，现在好了" (s43 blind
// round 9, zh09, wrote an active ulcer).
func zhPastMatterNext(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	end := m.Span[1]
	for end < len(tx.runes) && end < tx.sentenceEnd(m) && tx.runes[end] != '，' && tx.runes[end] != ',' {
		end++ // the rest of the finding's own clause
	}
	return zhPastMatter.MatchString(tx.from(end))
}
