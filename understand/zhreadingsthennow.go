package understand

import (
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Of two readings of one quantity in a Chinese turn, told as then and now,
// the later is the reading: "上个月在家量的血压一百六、一百，换了药以后，今天早上
// 量的是一百三十二、八十四" (session 51, change dev zh-z1-047). The first was
// kept beside the second, its home setting making it a reading of its own,
// and went into the record as a current one. The earlier is dropped when it
// is dated before (上个月, 上回, 之前, 年初, 昨天…) or the words between the
// two date the later one now or tell a change (今天, 这回, 现在, 换了药以后, 降到…).
// Two readings with nothing of then and now ("左手一百四、九十，右手一百三、八
// 十五") are both kept, as before.

// zhThenWords date a reading before now.
var zhThenWords = []string{"上个月", "上个礼拜", "上礼拜", "上周", "上回", "上次", "之前", "以前", "原来", "原先", "年初", "去年", "前年", "昨天", "昨晚",
	"昨儿", "前天", "前几天", "那会儿", "开始的时候", "刚开始", "一开始", "入院时", "出院时", "上個月", "上次係", "舊年", "琴日"}

// zhNowWords, between two readings, date the later now or tell a change.
var zhNowWords = []string{"今天", "今早", "今儿", "今日", "今朝", "这回", "这次", "這次", "这两天", "现在", "現在", "目前", "如今", "而家", "呢排", "刚才", "刚刚",
	"刚量", "后来", "後來", "以后", "以後", "之后", "降到", "升到", "降至", "升至", "涨到", "掉到", "变成", "回到", "复查", "換了藥", "换了药"}

// earlierReadingsDropped drops, from a Chinese turn's statements, a reading
// the turn gives again later as the one of now.
func earlierReadingsDropped(x extract.Result, tx text, st []Statement) []Statement {
	if !isHan(tx.str) {
		return st
	}
	drop := map[[2]string]bool{}
	for i, a := range x.Measurements {
		if a.ConceptID == "" || a.Span[1] > len(tx.runes) {
			continue
		}
		for _, b := range x.Measurements[i+1:] {
			if b.ConceptID != a.ConceptID || b.Span[0] < a.Span[1] || b.Span[1] > len(tx.runes) || sameValues(a, b) {
				continue
			}
			before := tx.between(tx.sentenceStart(a.Span[0]), a.Span[0])
			between := tx.between(a.Span[1], b.Span[0])
			if containsAny(before, zhThenWords) || containsAny(between, zhNowWords) {
				drop[[2]string{a.ConceptID, valuesOf(a)}] = true
			}
			break
		}
	}
	if len(drop) == 0 {
		return st
	}
	kept := st[:0]
	for _, s := range st {
		if s.Type == Observation && drop[[2]string{s.Concept, s.Attributes["value"]}] {
			continue
		}
		kept = append(kept, s)
	}
	return kept
}

// valuesOf writes a measurement's values as a statement's value attribute.
func valuesOf(m extract.Measurement) string {
	parts := make([]string, len(m.Values))
	for i, v := range m.Values {
		parts[i] = strconv.FormatFloat(v, 'f', -1, 64)
	}
	return strings.Join(parts, "/")
}

// sameValues reports whether two measurements read the same values.
func sameValues(a, b extract.Measurement) bool { return valuesOf(a) == valuesOf(b) }
