package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "We" who have an illness, said while the talk is of the patient's
// relatives, is the family: "Are there any other conditions you're aware
// of?" "Oh yeah, we have it all, nervous condition, high blood pressure,
// kidney and lung disease, depression, it's all there." (MTS-Dialog dev
// train-351, after the parents', brother's and daughters' illnesses). Who
// of them has which is not said, so what the clause names is the family's
// history, not the patient's. Without relatives in the talk, and for "we
// both have colds" (the patient and a partner), the reading stays as it was, and a
// sentence that puts the patient apart ("we have diabetes, I have it too")
// is not read so.

// weHave opens a clause whose subject is "we" and whose verb is a having.
var weHave = regexp.MustCompile(`\bwe(?: all)? (?:have|'ve got|'ve had|have had|had|got|get)\b`)

// selfApart words in the sentence before the finding put the patient
// apart from the family.
var selfApart = []string{"i", "i'm", "i've", "me", "my", "myself"}

// weOfTheFamily gives to the family the patient's findings told with a
// "we have" in their sentence, once the visit has told of a blood
// relative's illness: a family history goes on over relatives asked one by
// one, some of whose illnesses the lexicon may not name (train-351's
// brother's "bone and throat cancer"). "We both have" is a couple, not
// the family.
func weOfTheFamily(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	if !kinInTalk(st, prior) {
		return st
	}
	for i := range st {
		s := &st[i]
		if (s.Type != Symptom && s.Type != Condition) || s.Experiencer != extract.Patient || s.Negated {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || isHan(m.Text) {
			continue
		}
		before := tx.between(tx.sentenceStart(m.Span[0]), m.Span[0])
		loc := weHave.FindStringIndex(before)
		if loc == nil || hasAnyWord(before[loc[1]:], selfApart) {
			continue
		}
		s.Experiencer = "family"
	}
	return st
}

// kinInTalk reports whether this turn or one before tells of a blood
// relative's finding.
func kinInTalk(st []Statement, prior []Prior) bool {
	for _, s := range st {
		if kinTold(s) {
			return true
		}
	}
	for _, p := range prior {
		for _, s := range p.Reading.Statements {
			if kinTold(s) {
				return true
			}
		}
	}
	return false
}

// kinTold reports whether s tells of a relative's finding: a blood
// relative's, or one read as someone else's (the daughters' "they both
// have cancer" after "what about your daughters?" in train-351 is read as
// "other"). The reader sees only the last few turns (memory's window), in
// which the relatives named first may be gone.
func kinTold(s Statement) bool {
	return extract.BloodRelative(s.Experiencer) || s.Experiencer == extract.Other && !s.Negated && (s.Type == Condition || s.Type == Symptom)
}
