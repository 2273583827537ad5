package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A habit asked and answered by its verb with how often or how much:
// "酒呢？" "逢年过节喝两杯白的。" (asked/zh-x1-018), "抽烟吗？" "偶尔抽一根".
// habitAnswered (habitanswered.go) takes only a verb that opens the answer
// with an aspect ("抽了", "喝过"); a frequency before the verb or an
// amount after it (habitHowOften, habitAmount of habittopic.go) was read as
// nothing. The first clause that holds the habit's verb is read when it
// has such a frequency or amount, no denial, quit or past of its own
// (habitTopicDenials), and no other drink after the verb ("喝两杯水",
// "喝点茶").

// habitAmountNotHabit are drinks and smokes after the verb that are no
// habit asked.
var habitAmountNotHabit = []string{"水", "茶", "奶", "汤", "粥", "药", "饮料", "咖啡", "可乐", "果汁", "豆浆", "糖水"}

// habitAmountAnswered adds the habit asked that the answer tells by its
// verb with a frequency or an amount (see above).
func (r *Reader) habitAmountAnswered(text string, asks []Ask, statements []Statement) []Statement {
	clauses := strings.FieldsFunc(extract.Normalize(text), func(c rune) bool { return strings.ContainsRune(",，.。!！?？;；…", c) })
	for _, a := range asks {
		verbs := habitAnswerVerbs[a.Concept]
		if a.Type != Observation || a.Negative || a.Relative != "" || verbs == nil || saidOf(statements, a.Concept) {
			continue
		}
		for _, c := range clauses {
			v := -1
			for _, w := range verbs {
				if i := strings.Index(c, w); i >= 0 && (v < 0 || i < v) {
					v = i
				}
			}
			if v < 0 {
				continue
			}
			before, after := c[:v], c[v+len("喝"):]
			if containsAny(c, habitTopicDenials) || containsAny(after, habitAmountNotHabit) || extract.LastPerson(before) != "" {
				break
			}
			if containsAny(before, habitHowOften) || habitAmount.MatchString(after) && habitAmount.FindStringIndex(after)[0] == 0 {
				statements = append(statements, Statement{Type: Observation, Concept: a.Concept, Display: r.Display(a.Concept, "en"),
					Attributes: map[string]string{}, Experiencer: extract.Patient, Confidence: 0.9})
			}
			break
		}
	}
	return statements
}

// saidOf reports whether statements already hold concept.
func saidOf(statements []Statement, concept string) bool {
	for _, s := range statements {
		if s.Concept == concept {
			return true
		}
	}
	return false
}
