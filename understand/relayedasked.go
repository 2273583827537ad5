package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// What someone asked the patient ("The physio asked had I ever been told
// I've got arthritis", "the nurse wanted to know whether I'm on
// warfarin") is a question told, not a finding: it was a sure one (the
// must-not probe list of session 56). An answer told with it ("…and I
// said yes") tells it.

// askedWhetherBefore, before a finding in its sentence, tells a question
// put to the patient.
var askedWhetherBefore = regexp.MustCompile(`(?i)\b(?:asked|was asking|were asking|wanted to know|wants to know|wondered|was wondering|checked)(?: me)?\s+` +
	`(?:if|whether|had i|have i|did i|do i|am i|was i|if i|whether i)\b`)

// answeredYesAfter, after the finding in its sentence, tells the answer.
var answeredYesAfter = regexp.MustCompile(`(?i)\b(?:i said yes|i told (?:him|her|them) yes|said i (?:was|am|do|did|have|had)|and i (?:am|do|have|was|did)|which i (?:am|do|have))\b`)

// askedOfThePatient makes hypothetical the patient's findings named in a
// question the patient tells someone asked them, left unanswered there.
func askedOfThePatient(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if s.Negated || s.Hypothetical || s.Experiencer != extract.Patient || s.Type != Condition && s.Type != Symptom && s.Type != Medication {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok {
			continue
		}
		if askedWhetherBefore.MatchString(sentenceBefore(tx, m)) && !answeredYesAfter.MatchString(restOfSentence(tx, m)) {
			st[i].Hypothetical = true
		}
	}
	return st
}
