package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A relative who opens "我是他儿子，我爹78了，心衰好几年了。" goes on about
// the one they named: "这几天脚脖子肿得老粗，晚上躺不平" (s50 blind round
// 19 zh20) has no subject, and a Chinese sentence with none keeps the topic
// of the one before, the father. Read with no one announced, such a finding
// is the speaker's, and tellsOwnFinding took it for the son's own, so the
// son was not heard speaking for his father: the father's heart failure
// went in as family history and the swelling as the son's.
//
// For selfNamedOf only, a finding of the speaker's own is one told in the
// opening sentence (as before) or in a later sentence that names the
// speaker (我, 俺, 自己, 本人, 咱…): "我是她闺女 我妈这半年腿老抽筋 我自己吃
// 阿托伐他汀也抽过" still compares the daughter with her mother.

// speakerSelfWords name the speaker in a sentence.
var speakerSelfWords = []string{"我", "俺", "自己", "自家", "本人", "咱", "阿拉", "侬", "阮", "偶"}

// tellsOwnFindingAfterOpening reports whether a turn read with no one
// announced tells a finding of the speaker's own in its opening sentence
// or in a later sentence that names the speaker.
func tellsOwnFindingAfterOpening(x extract.Result, raw string) bool {
	tx := newText(raw)
	for _, m := range x.Mentions {
		if !findingMention(m) || m.Assertion.Experiencer != extract.Patient || m.Span[0] >= len(tx.runes) {
			continue
		}
		if tx.sent[m.Span[0]] == 0 {
			return true
		}
		sent := tx.sentenceOf(m.Span[0])
		for _, w := range speakerSelfWords {
			if strings.Contains(sent, w) {
				return true
			}
		}
	}
	return false
}
