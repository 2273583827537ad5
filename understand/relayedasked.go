package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// What someone asked the patient ("The physio asked had I ever been told
// I've got arthritis", "the nurse wanted to know whether I'm on
// warfarin") is a question told, not a finding: it was a sure one (the
// must-not probe list of session 56). An answer told with it ("…and I
// said yes", "我说都没有") tells it.

// askedWhetherBefore, before a finding in its sentence, tells a question
// put to the patient.
var askedWhetherBefore = regexp.MustCompile(`(?i)\b(?:asked|was asking|were asking|wanted to know|wants to know|wondered|was wondering|checked)(?: me)?\s+` +
	`(?:if|whether|had i|have i|did i|do i|am i|was i|if i|whether i)\b`)

// answeredYesAfter, after the finding in its sentence, tells the answer.
var answeredYesAfter = regexp.MustCompile(`(?i)\b(?:i said yes|i told (?:him|her|them) yes|said i (?:was|am|do|did|have|had)|and i (?:am|do|have|was|did)|which i (?:am|do|have))\b`)

// answeredNoAfter, after the finding in its sentence, tells the answer
// no: "The nurse asked had I any chest pain, I said no".
var answeredNoAfter = regexp.MustCompile(`(?i)\b(?:i said no|i said not really|i told (?:him|her|them) no|i said never)\b`)

// zhAskedMeBefore, before a finding in its sentence, tells a question put
// to the patient: "医生问我胸口疼不疼", "大夫问我，眼压高的时候头疼不疼".
var zhAskedMeBefore = regexp.MustCompile(`问我[，, ]*[^。！？!?]*$`)

// zhAnswerAfter, after the finding, tells what the patient answered: "我说都
// 没有", "我说不怎么疼啊".
var zhAnswerAfter = regexp.MustCompile(`我(?:就|也)?(?:说|讲|回)(?:了)?[，, ]*(都没有|都冇|没有|没|冇|莫得|不|都不|有|是|对)`)

// askedOfThePatient reads the patient's findings named in a question the
// patient tells someone asked them: hypothetical when left unanswered
// there, and a symptom denied when the patient tells they said no.
func askedOfThePatient(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if s.Negated || s.Hypothetical || s.Experiencer != extract.Patient || s.Type != Condition && s.Type != Symptom && s.Type != Medication {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok {
			continue
		}
		before, after := sentenceBefore(tx, m), restOfSentence(tx, m)
		var asked, no, yes bool
		switch {
		case isHan(m.Text):
			asked = zhAskedMeBefore.MatchString(before) && !zhAnswerAfter.MatchString(before)
			if a := zhAnswerAfter.FindStringSubmatch(after); a != nil {
				yes = a[1] == "有" || a[1] == "是" || a[1] == "对"
				no = !yes
			}
		default:
			asked = askedWhetherBefore.MatchString(before) && !hasAnyWord(before, []string{"i said", "i told him", "i told her", "i told them"})
			yes, no = answeredYesAfter.MatchString(after), answeredNoAfter.MatchString(after)
		}
		switch {
		case !asked || yes:
		case no && s.Type == Symptom:
			st[i].Negated, st[i].Uncertain = true, false // "医生问我胸口疼不疼、喘不喘得上气，我说都没有"
		default:
			st[i].Hypothetical = true
		}
	}
	return st
}
