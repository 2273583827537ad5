package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
)

// A finding said to come only at some times is not denied by the times it
// does not come: "就晚上咳，白天不咳" (asked/zh-x1-034), "I cough at night, I
// don't cough in the day". The denial is of the finding at another time of
// day or in another posture, and the finding itself is present; read last
// as the turn's final word, it wrote the cough denied, a confident wrong
// fact. When a turn tells a finding both ways, each in a clause that names
// a time of day or a posture, the denial is dropped. "白天不咳了" alone,
// or "不咳了，晚上也不咳" (both denied), stay as read.

// whenWords name a time of day or a posture a finding may keep to.
var whenWords = []string{"白天", "晚上", "夜里", "夜间", "半夜", "早上", "早晨", "上午", "下午", "傍晚", "睡前", "睡觉", "起床", "躺下", "躺着", "坐着", "站着", "走路", "活动", "运动",
	"in the day", "during the day", "daytime", "at night", "in the night", "overnight", "in the morning", "mornings", "in the evening", "evenings",
	"lying down", "lie down", "sitting", "standing", "walking", "exercise", "exercising", "at rest"}

// wasWords date a clause before now: "以前晚上咳" tells no cough of today.
var wasWords = []string{"以前", "之前", "原来", "过去", "那时", "那会", "前阵", "前段", "used to", "before", " was ", " were ", "last "}

// onlySometimes returns out less the patient's denials of a finding the
// turn also tells as present, at another time (see above).
func onlySometimes(x extract.Result, tx text, out []Statement) []Statement {
	timed := func(m extract.Mention) bool { return containsAny(tx.clauseOf(m.Span[0]), whenWords) }
	told := map[string]bool{}
	for _, m := range x.Mentions {
		a := m.Assertion
		if !a.Negated && !a.Hypothetical && !a.Historical && !a.Uncertain && timed(m) && !containsAny(tx.clauseOf(m.Span[0]), wasWords) {
			told[m.ConceptID] = true
		}
	}
	denied := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Assertion.Negated && told[m.ConceptID] && timed(m) {
			denied[m.ConceptID] = true
		}
	}
	if len(denied) == 0 {
		return out
	}
	kept := out[:0]
	for _, s := range out {
		if s.Negated && denied[s.Concept] && s.Experiencer == extract.Patient {
			continue
		}
		kept = append(kept, s)
	}
	return kept
}
