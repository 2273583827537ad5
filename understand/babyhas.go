package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A mother who has told her own complaints and then says what her baby
// has ("Baby has reflux, the health visitor gave Gaviscon Infant sachets
// for him", s51 blind round 20 en14, Pakistani English, five weeks after
// her caesarean, with mastitis) tells the baby's illness, not hers: it was
// written as her reflux disease. "Baby" is no kin word of the lexicon,
// since "a baby aspirin", "as a baby" and "the baby's kicking" in
// pregnancy are no one else's, so the reading takes the baby as the
// subject only where a verb of having follows it ("baby has", "my baby's
// got", "the baby had"), and gives the findings of that clause after it
// to the child, as "my son has reflux" gives them; a drug given "for him"
// or "for the baby" in that sentence is the baby's too, nobody's in the
// record. Only once the speaker has told a finding of their own in the
// session, and no one speaks for anyone: a parent who opens with the
// baby's complaint may have come about the baby, and is read as before.

// babyHas is the baby as the subject of a verb of having.
var babyHas = regexp.MustCompile(`(?i)(?:^|[^\p{L}'])(?:(?:my|our|the|me) )?(?:baby|newborn|infant)(?:'s got|’s got|'s had|’s had| has got| has| had| got| gets| keeps getting| is having| has been having)(?:[^\p{L}]|$)`)

// forTheBaby, after a drug in the baby's sentence, gives it to the baby.
var forTheBaby = regexp.MustCompile(`(?i)^[\p{L} -]{0,30}?\b(?:for|to) (?:him|her|the baby|baby|my baby|the little one)\b`)

// speakerBackWords, between the baby and the finding, bring the speaker back:
// "baby has been up all night and I've got a headache".
var speakerBackWords = []string{"i", "i'm", "i've", "i'd", "im", "ive", "myself"}

// babysOwn gives the baby what a clause with the baby as its subject
// tells (see above).
func babysOwn(x extract.Result, tx text, st []Statement, prior []Prior, typist string) []Statement {
	if typist != "" || !ownFindingToldBefore(prior) {
		return st
	}
	for i := range st {
		s := &st[i]
		if s.Experiencer != extract.Patient {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok {
			continue
		}
		switch s.Type {
		case Symptom, Condition:
			start, _ := tx.bounds(tx.clause, m.Span[0])
			lead := tx.between(start, m.Span[0])
			locs := babyHas.FindAllStringIndex(lead, -1)
			if len(locs) > 0 && !hasAnyWord(strings.ToLower(lead[locs[len(locs)-1][1]:]), speakerBackWords) {
				s.Experiencer = "child"
			}
		case Medication:
			if babyHas.MatchString(tx.sentenceOf(m.Span[0])) && forTheBaby.MatchString(tx.afterInPart(m)) {
				s.Experiencer = OtherPerson
			}
		}
	}
	return st
}

// ownFindingToldBefore reports whether a patient turn before, with no one
// speaking for anyone, told a finding of the speaker's own.
func ownFindingToldBefore(prior []Prior) bool {
	for _, p := range prior {
		if p.Speaker != Patient || p.Reading.Typist != "" {
			continue
		}
		for _, s := range p.Reading.Statements {
			if (s.Type == Symptom || s.Type == Condition) && s.Experiencer == extract.Patient && !s.Negated {
				return true
			}
		}
	}
	return false
}
