package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese yes/no question splits a verb from its object: "这两周发没发过
// 烧？" (asked/zh-x2-006), "出不出汗？", "流不流鼻涕？". Neither half is the
// symptom's name, so the question asked nothing and its "都没有" denied
// nothing. verbAsks reads the one-character verbs that are the symptom
// alone ("吐不吐？"); these are a verb and the object that together name it.

// splitAsked are a verb, its object and the symptom they name.
var splitAsked = []struct{ verb, object, concept string }{
	{"发", "烧", "sym:fever"},
	{"发", "热", "sym:fever"},
	{"出", "汗", "sym:sweating"},
	{"流", "鼻涕", "sym:runny_nose"},
	{"打", "喷嚏", "sym:sneezing"},
	{"拉", "肚子", "sym:diarrhea"},
	{"抽", "筋", "sym:muscle_cramps"},
}

// splitAsks finds the split questions of sentence s that no mention covers:
// the verb, 不 or 没, the verb again, an optional 过, then the object.
func splitAsks(s sentence, x extract.Result) []Ask {
	var out []Ask
	for _, q := range splitAsked {
		for _, neg := range []string{"不", "没"} {
			for _, done := range []string{"", "过"} {
				form := q.verb + neg + q.verb + done + q.object
				at := strings.Index(s.text, form)
				if at < 0 {
					continue
				}
				start := s.start + len([]rune(s.text[:at]))
				if mentionOver(x, start, start+len([]rune(form))) {
					continue // the lexicon already read it
				}
				out = append(out, Ask{Type: Symptom, Concept: q.concept})
			}
		}
	}
	return out
}
