package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A correction that tells a switch: "I'm on warfarin, 5mg." "sorry no, it's
// apixaban now, they switched me in the summer. The warfarin was a faff…"
// The warfarin was taken, and stopped; it is not current because the turn
// names it again (s42 blind round 6). What the patient said of it a turn
// before is withdrawn, and the stop written in its place.

// switchedWhenCorrected stops the patient's drug of the turn before that a
// correcting turn says was switched for a drug of its kind, in place of
// withdrawing it.
func (r *Reader) switchedWhenCorrected(text string, statements, withdrawn []Statement, prior []Prior) ([]Statement, []Statement) {
	before, ok := takesBackTheDrugBefore(text, prior)
	if !ok || !containsAny(strings.ToLower(text), switchWords) {
		return statements, withdrawn
	}
	told := map[string]bool{}
	for _, s := range before.Statements {
		if s.Type == Medication && current(s) && s.Status != Stopped {
			told[s.Concept] = true
		}
	}
	now := ""
	for _, s := range statements {
		if s.Type == Medication && current(s) && s.Status != Stopped && !told[s.Concept] {
			if now != "" && now != s.Concept {
				return statements, withdrawn // two drugs now: which replaced which, unsure
			}
			now = s.Concept
		}
	}
	if now == "" {
		return statements, withdrawn
	}
	for old := range told {
		if !r.sameKind(old, now) {
			continue
		}
		// The drug before stays withdrawn: the patient's own word of it in
		// this session is closed first, so that the stop meets no active
		// drug and is written as taken and stopped, not held as a
		// contradiction of what the patient had just said (round 6, en10).
		if !slices.ContainsFunc(withdrawn, func(s Statement) bool { return s.Concept == old }) {
			withdrawn = append(withdrawn, Statement{Type: Medication, Concept: old, Display: r.Display(old, "en"), Attributes: map[string]string{},
				Experiencer: extract.Patient, Confidence: 0.9})
		}
		i := slices.IndexFunc(statements, func(s Statement) bool { return s.Type == Medication && s.Concept == old })
		if i < 0 {
			statements = append(statements, Statement{Type: Medication, Concept: old, Display: r.Display(old, "en"), Attributes: map[string]string{},
				Experiencer: extract.Patient, Confidence: 0.9})
			i = len(statements) - 1
		}
		statements[i].Status, statements[i].Historical, statements[i].Negated = Stopped, true, false
	}
	return statements, withdrawn
}
