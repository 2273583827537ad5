package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A habit asked and answered with its verb: "平时抽烟吗？" "抽了四十年" read
// nothing (抽 alone names no habit), nor "抽过，去年戒了"; a father's "抽了四十
// 年，去年才戒的", typed by his daughter, was current smoking. The verb that
// opens the answer, with an aspect after it ("抽了", "抽过", "喝的"), is the
// habit asked; a quit said in the answer makes it past.

// habitAnswerVerbs are the verbs that answer each habit asked.
var habitAnswerVerbs = map[string][]string{"social:smoking": {"抽", "吸"}, "social:alcohol": {"喝"}}

// habitAnswerAspects follow the verb in such an answer.
var habitAnswerAspects = []rune("了过的着")

// answerLeads may open the answer before the verb.
var answerLeads = []string{"嗯", "对", "是", "哦", "啊", "呃"}

// habitQuits, in the answer, say the habit was given up.
var habitQuits = []string{"戒了", "戒的", "戒掉", "已经戒", "早戒", "不抽了", "不吸了", "不喝了"}

// habitAnswered reads the habit an answer names by its verb alone (see
// above) into statements; a habit they already hold as current is made past
// when the answer says the quit ("抽了四十年，去年才戒的").
func (r *Reader) habitAnswered(text string, asks []Ask, statements []Statement) []Statement {
	lead := strings.TrimLeft(extract.Normalize(text), " ,，.。…")
	for {
		w := startsWithAny(lead, answerLeads)
		if w == "" {
			break
		}
		lead = strings.TrimLeft(lead[len(w):], " ,，.。…")
	}
	for _, a := range asks {
		v := startsWithAny(lead, habitAnswerVerbs[a.Concept])
		if v == "" || a.Negative {
			continue
		}
		rest := []rune(lead[len(v):])
		if len(rest) == 0 || !strings.ContainsRune(string(habitAnswerAspects), rest[0]) {
			continue
		}
		quit := containsAny(clauseOfQuit(lead), habitQuits)
		for i, s := range statements {
			if s.Concept != a.Concept {
				continue
			}
			if quit && current(s) && !s.Uncertain {
				s.Status, s.Historical = Inactive, true
				statements[i] = s
			}
			return statements
		}
		s := Statement{Type: Observation, Concept: a.Concept, Display: r.Display(a.Concept, "en"), Experiencer: extract.Patient,
			Confidence: 0.9}
		if quit {
			s.Status, s.Historical = Inactive, true
		}
		return append(statements, s)
	}
	return statements
}

// clauseOfQuit is the answer's first sentence: the quit said there is the
// habit's ("抽了四十年，去年才戒的。对了我自己…" ends at the stop).
func clauseOfQuit(lead string) string {
	if i := strings.IndexAny(lead, "。.!！?？"); i >= 0 {
		return lead[:i]
	}
	return lead
}
