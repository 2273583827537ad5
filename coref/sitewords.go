package coref

import (
	"github.com/anamnesis-health/anamnesis/extract"
)

// zhWordsHoldingSites are words with a one-character body site inside
// them that are no such site: 骨头 is the bones, not the head; 后脑勺 the
// back of the head, not the brain; a 石头 is a stone, 枕头 a pillow.
var zhWordsHoldingSites = []string{"骨头", "后脑勺", "后脑壳", "石头", "枕头", "馒头", "罐头", "码头", "年头", "里头", "外头", "上头", "指头"}

// insideLongerWord reports whether a one-character site mention is part
// of one of zhWordsHoldingSites in rs.
func insideLongerWord(rs []rune, m extract.Mention) bool {
	if !m.SingleHan() || !validSpan(m.Span, len(rs)) {
		return false
	}
	for _, w := range zhWordsHoldingSites {
		ws := []rune(w)
		for from := m.Span[0] - len(ws) + 1; from <= m.Span[0]; from++ {
			if from >= 0 && from+len(ws) <= len(rs) && string(rs[from:from+len(ws)]) == w {
				return true
			}
		}
	}
	return false
}

// topicBones is the bones and joints, which patients call 骨头 ("我这骨头上
// 的毛病") and the lexicon has no one site for: the arthropathies
// (M00–M25) and the osteopathies and chondropathies (M80–M94).
const topicBones = "topic:bones"
