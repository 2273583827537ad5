package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese yes that comes after a finding the patient takes up as a topic
// and pauses on ("頭痛有冇？" "…鼻塞就……有少少") says how much there is of
// that finding, not of the one asked: the headache is not said.

// yesToATopic reports whether the answer's yes follows, after a topic
// particle and a pause, a mention of the turn that was not asked about.
func yesToATopic(text string, x extract.Result, asks []Ask) bool {
	asked := map[string]bool{}
	for _, a := range asks {
		asked[a.Concept] = true
	}
	tx := newText(text)
	for _, m := range x.Mentions {
		if asked[m.ConceptID] || !isHan(m.Text) {
			continue
		}
		after := tx.from(m.Span[1])
		rest := strings.TrimLeft(after, " ")
		if p := startsWithAny(rest, hangingParticles); p != "" {
			rest = rest[len(p):]
		}
		trimmed := strings.TrimLeft(rest, pauseMarks)
		if len(trimmed) == len(rest) {
			continue // no pause: "鼻塞有少少" is read with the finding itself
		}
		clause := trimmed
		if i := strings.IndexAny(clause, "，,。.！!？?；;…"); i >= 0 {
			clause = clause[:i]
		}
		if answerWord(clause) == answerYes {
			return true
		}
	}
	return false
}
