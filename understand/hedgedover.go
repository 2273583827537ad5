package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An end the patient is not sure of leaves the complaint unsure: "I had a
// bit of blood in my wee a couple of weeks ago. I think it's stopped now,
// but I haven't really been looking" (change dev en-z1-010) wrote the
// haematuria as a complaint of now. Neither now nor over is sure: the
// reading proposes it for a clinician to check.

// hedgedEnd is a hedge on the end of what was just told.
var hedgedEnd = regexp.MustCompile(`\b(?:i think|i guess|i reckon|i suppose|maybe|probably|seems to have|seem to have|might have|may have)\s+(?:it's|it has|it is|its|it|they've|they have|they're)?\s*(?:stopped|gone|settled|cleared|went|passed|finished|gone away|cleared up)\b`)

// zhHedgedEnd is the same in Chinese: "好像好了", "应该没了吧".
var zhHedgedEnd = []string{"好像好了", "好像没了", "好像不疼了", "应该好了", "应该没了", "估计好了", "估计没了", "可能好了", "可能没了", "似乎好了"}

// hedgedOver makes a patient's complaint, told and then ended with a hedge
// in the same or the next sentence, with nothing else named between,
// uncertain.
func hedgedOver(x extract.Result, tx text, st []Statement) []Statement {
	for k, s := range st {
		if s.Type != Symptom && s.Type != Condition || s.Negated || s.Uncertain || s.Experiencer != extract.Patient {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || m.Span[1] > len(tx.runes) {
			continue
		}
		rest := strings.ToLower(untilNextFinding(x, tx, m))
		if e, next, ok := tx.nextSentence(m); ok && untilNextFinding(x, tx, m) == tx.between(m.Span[1], tx.sentenceEnd(m)) && !namesAFinding(x, tx, tx.sent[e]) {
			rest += " " + strings.ToLower(next)
		}
		if hedgedEnd.MatchString(rest) || containsAny(rest, zhHedgedEnd) {
			s.Uncertain = true
			st[k] = s
		}
	}
	return st
}
