package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A condition named as what a drug or a habit prevents ("听说阿司匹林能预防
// 心梗", "statins lower the risk of a heart attack") is no condition the
// patient has: it was a sure one (the must-not probe list of session 56).

// preventWords, right before a condition, make it what is prevented.
var preventWords = []string{"预防", "防止", "防", "避免", "prevent", "prevents", "preventing", "prevented", "to prevent", "ward off", "stave off",
	"reduce the risk of", "reduces the risk of", "lower the risk of", "lowers the risk of", "cut the risk of", "cuts the risk of",
	"reduce your risk of", "lower your risk of", "risk of getting", "protect against", "protects against", "protect you from", "protects you from"}

// preventedFindings makes hypothetical the patient's conditions and
// symptoms named right after a word of preventing.
func preventedFindings(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if s.Type != Condition && s.Type != Symptom || s.Negated || s.Hypothetical || s.Experiencer != extract.Patient {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok {
			continue
		}
		before := strings.TrimRight(strings.ToLower(tx.before(m)), " ")
		for _, det := range []string{" a", " an", " the", " any", " another"} {
			before = strings.TrimSuffix(before, det)
		}
		if endsWithAny(before, preventWords) {
			st[i].Hypothetical = true
		}
	}
	return st
}
