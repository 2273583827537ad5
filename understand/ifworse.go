package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "If my migraines get worse, should I try sumatriptan?" supposes the
// migraines getting worse, not the migraines: "my" says the patient has
// them now. The if-clause made the condition hypothetical, and the record
// lost a condition the patient told (s42 blind round 7). Only the
// patient's own ("if my"), and only a worsening: "if my migraines come
// back" may be of ones gone, and "if I get a migraine" supposes the whole.

var (
	ifMineBefore = regexp.MustCompile(`\bif (my|me) $`)
	worseAfter   = regexp.MustCompile(`^\s*(?:(?:gets?|is getting|are getting|becomes?|goes|go|got)\s+(?:any |a lot |much |a bit |even )?worse|worsens?)\b`)
)

// worseSupposed gives back the patient's condition or symptom an if-clause
// supposes only to get worse.
func worseSupposed(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if !s.Hypothetical || s.Negated || s.Experiencer != extract.Patient || s.Type != Condition && s.Type != Symptom {
			continue
		}
		m, found := mentionOf(x, s.Concept)
		if found && ifMineBefore.MatchString(tx.before(m)) && worseAfter.MatchString(tx.after(m)) {
			st[i].Hypothetical = false
		}
	}
	return st
}
