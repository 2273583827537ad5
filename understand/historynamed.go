package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A clinician who names a condition as part of the patient's history
// names it as past: "你有胃溃疡病史，加个奥美拉唑护胃" (s50 blind round 19
// zh17), after the patient's "前些年得过胃溃疡，吃了一个多月药好了，现在冇
// 事", wrote the healed ulcer active again. A condition followed by 病史 or
// 史 ("胃溃疡病史", "胃溃疡的病史", "哮喘史"), or after "history of", in a
// clinician's turn is the history the patient told: when a patient turn in
// the window told that same condition over (historical or resolved) and
// none told it now, the clinician's is past too. Told nowhere before, or
// told as now ("我有高血压" … "你有高血压病史"), a history is read as it was:
// 高血压病史 is a hypertension still there.

// historyAfter: right after a condition, the word that makes it a history.
var historyAfter = regexp.MustCompile(`^\s*(?:的)?(?:既往)?(?:病史|史)`)

// historyBefore: right before a condition, in English.
var historyBefore = regexp.MustCompile(`\b(?:a |your |the )?(?:past )?history of (?:an? |the )?$`)

// historyNamedAsPast puts in the past a condition a clinician names as
// history which the patient told over (see above).
func historyNamedAsPast(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	for i := range st {
		s := &st[i]
		if s.Type != Condition || !current(*s) || s.Experiencer != extract.Patient {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok {
			continue
		}
		after := tx.between(m.Span[1], tx.sentenceEnd(m))
		before := strings.ToLower(tx.between(tx.sentenceStart(m.Span[0]), m.Span[0]))
		if !historyAfter.MatchString(after) && !historyBefore.MatchString(before) {
			continue
		}
		if toldOverBefore(s.Concept, prior) {
			s.Historical = true
		}
	}
	return st
}

// toldOverBefore reports whether a patient turn in prior told concept as
// the patient's and over, and none told it as now.
func toldOverBefore(concept string, prior []Prior) bool {
	over := false
	for _, p := range prior {
		if p.Speaker != Patient {
			continue
		}
		for _, s := range p.Reading.Statements {
			if s.Concept != concept || s.Experiencer != extract.Patient || s.Negated || s.Uncertain || s.Hypothetical {
				continue
			}
			if s.Historical || s.Resolves {
				over = true
			} else {
				return false
			}
		}
	}
	return over
}
