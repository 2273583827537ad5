package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
)

// A stroke the patient tells of in Chinese is, as in English
// (strokeevent.go), an event over once it has happened: "三个月了，脑梗，右边
// 胳膊腿没劲儿" (zh dev zh-x1-006) and "心脏那个房颤，医生讲是中风的根子"
// (zh-n1-020) tell a stroke months ago, whose weakness is what goes on now.
// Every zh dev annotator has the patient's own stroke past. A stroke told
// with a word of today or of now in its own clause or the one before it
// ("我今天早上中风了", "刚才突然脑梗") stays as read: it may be the one going
// on, and the clinician decides.
var strokeNowZh = []string{"现在", "刚才", "刚刚", "今天", "今早", "今儿", "早上", "上午", "下午", "晚上", "昨天", "昨晚", "昨儿",
	"突然", "正在", "这会儿", "马上", "而家", "今日", "琴日", "啱啱"}

// strokeToldIsPastZh marks the patient's own stroke of a Chinese patient
// turn as past unless the words near it tell it now.
func strokeToldIsPastZh(x extract.Result, tx text, out []Statement) []Statement {
	past := map[string]bool{}
	for _, m := range x.Mentions {
		if !strokeEvents[m.ConceptID] || m.Assertion.Negated || m.Assertion.Experiencer != extract.Patient {
			continue
		}
		if !isHan(tx.between(m.Span[0], m.Span[1])) {
			continue
		}
		start := tx.sentenceStart(m.Span[0])
		near := tx.clauseOf(m.Span[0])
		// The clause before, within the sentence: "今天早上，脑梗".
		if c := tx.clause[m.Span[0]]; m.Span[0] > start {
			for i := m.Span[0] - 1; i >= start; i-- {
				if tx.clause[i] == c-1 {
					near = tx.clauseOf(i) + near
					break
				}
			}
		}
		if containsAny(near, strokeNowZh) {
			continue
		}
		past[m.ConceptID] = true
	}
	for i := range out {
		s := &out[i]
		if past[s.Concept] && s.Type == Condition && !s.Negated && !s.Uncertain && !s.Hypothetical && s.Experiencer == extract.Patient {
			s.Historical = true
		}
	}
	return out
}
