package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Typed on a phone, a Chinese chat message often puts a blank where a comma
// belongs: "手抖没得了 怕热出汗还是有点", "刚量38.5 咳嗽有 干咳 鼻涕有点 精神
// 还行 能玩 就是不爱吃饭", "头不疼 就是有点晕乎 胸闷没有" (zh/y1). Read as
// one clause, the denial of one chunk reaches the finding of the next. A
// finding whose own chunk (the words between blanks or stops around it)
// says it is there ("有", "有点", "还是有") and denies nothing is not
// denied by its neighbour. A chunk that only names the finding ("发烧 头疼
// 都没有") stays under the denial that lists it.

// chunkAffirms say, inside a chunk, that the finding is there.
var chunkAffirms = []string{"有点", "有些", "有一点", "还是有", "也有", "还有", "有的", "有嘅", "有啲", "就是有"}

// chunkDenies, inside a chunk, deny or doubt something in it.
var chunkDenies = []string{"没", "不", "冇", "唔", "无", "莫得", "否认", "未", "别", "？", "?", "吗", "么"}

// chunkStops end a chunk besides a blank.
const chunkStops = " 　，,。.！!？?；;…~～\n"

// chunkAround returns the chunk of raw that holds rune offsets [a, b).
func chunkAround(rs []rune, a, b int) string {
	s, e := a, b
	for s > 0 && !strings.ContainsRune(chunkStops, rs[s-1]) {
		s--
	}
	for e < len(rs) && !strings.ContainsRune(chunkStops, rs[e]) {
		e++
	}
	return string(rs[s:e])
}

// affirmedInItsChunk lifts the denial of a patient's finding that its own
// chunk affirms (see above).
func affirmedInItsChunk(x extract.Result, raw string, st []Statement) []Statement {
	rs := []rune(raw)
	if !strings.Contains(raw, " ") {
		return st
	}
	for i := range st {
		s := &st[i]
		if !s.Negated || s.Experiencer != extract.Patient || s.Type != Symptom && s.Type != Condition {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || !isHan(m.Text) || m.Span[1] > len(rs) {
			continue
		}
		chunk := chunkAround(rs, m.Span[0], m.Span[1])
		rest := strings.Replace(chunk, string(rs[m.Span[0]:m.Span[1]]), "", 1)
		if chunk == string(rs[m.Span[0]:m.Span[1]]) || containsAny(rest, chunkDenies) || !containsAny(rest, chunkAffirms) && !strings.HasSuffix(rest, "有") {
			continue
		}
		s.Negated = false
	}
	return st
}
