package understand

import (
	"regexp"
	"slices"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug offered, suggested or prescribed and then refused or left untaken
// in the same sentence ("They offered me codeine after the op and I turned
// it down", "My pharmacist mentioned I could take paracetamol, but I
// haven't bothered", "医生让我吃舍曲林，我没吃", "护士说可以给我打一针头孢，我说
// 算了吧，不想打") is no drug the patient takes: each was a sure medication.
// Found by a probe list of utterances that must not become facts (session
// 56, written by a helper who read no code). Nothing is written of the
// drug: whether the patient should take it is not what they said.

// leftUntaken, after the drug in its sentence, says it was not taken.
var leftUntaken = regexp.MustCompile(`(?i)\b(?:turned (?:it|them) down|said no(?: thanks)?|refused(?: it| them)?|declined(?: it| them)?|` +
	`didn't (?:take|want|start|fill|bother)|did not (?:take|want|start)|never (?:took|started|filled|bothered)|haven't (?:taken|started|bothered|tried)|` +
	`have not (?:taken|started)|didn't fancy|wasn't keen)\b|` +
	`我没(?:吃|用|打|喝|拿|去拿|敢吃|敢用)|没(?:敢)?(?:吃|用|打)过?[，。,.！!]|不想(?:吃|打|用)|不肯(?:吃|打|用)|我说算了|就算了|我没要|没去拿|没开|` +
	// "我霸蛮冇要", "我不想乱吃抗生素", "so I just put up with it".
	`冇要|没要|不想乱吃|(?i:just put up with it|put up with it instead|i'm a bit funny about taking)`)

// putToThePatient, before the drug in its sentence, says it was only put to
// the patient.
var putToThePatient = regexp.MustCompile(`(?i)\b(?:offered|suggested|recommended|mentioned|wanted (?:me|to put me)|tried to (?:give|put)|could (?:take|have|try)|` +
	`prescribed|gave me a (?:prescription|script)|wrote me (?:a prescription|up))\b|` +
	`让我(?:吃|用|打)|叫我(?:吃|用|打)|要我(?:吃|用|打)|说可以(?:给我)?(?:吃|用|打)|建议(?:我)?(?:吃|用|打)?|给我开了|开了|推荐|` +
	// "药房那个妹儿喊我买阿莫仙", "医生讲要给我上激素", "Pharmacist reckoned I should grab some Telfast".
	`喊我(?:买|吃|用)|要给我上|给我上|给我买了|(?i:reckoned i should|said i should|told me to grab|told me to get)`)

// refusedDrugs drops the patient's medications a sentence offers and then
// refuses.
func refusedDrugs(x extract.Result, tx text, st []Statement) []Statement {
	return slices.DeleteFunc(st, func(s Statement) bool {
		if s.Type != Medication || s.Negated || s.Hypothetical || s.Experiencer != extract.Patient {
			return false // "prescribed amoxicillin but haven't started it" is read as one to come
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok {
			return false
		}
		return putToThePatient.MatchString(sentenceBefore(tx, m)) && leftUntaken.MatchString(restOfSentence(tx, m))
	})
}
