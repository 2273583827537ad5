package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A complaint over may be said with the one word of it the patient used,
// alone: "That explains why I'm shattered all the time" … "Loads more
// energy, not shattered anymore" (followup dev fu-en-y1-035). The bare
// word is no mention (the lexicon knows "shattered all the time", not
// "shattered", which is also a bone), so nomore.go found nothing to end and
// the tiredness stayed active. Where a patient's earlier turn told the
// complaint by a name of several words, "not <one of its words> anymore"
// (or "any more", "any longer") or "no longer <word>" in a patient's
// sentence, asked nothing and of no one else, makes the complaint past.
// Only words of five letters or more that are not words of time, degree or
// feeling in general ("feeling", "always", "really") count: "not feeling
// it anymore" ends nothing.

var ownWordCommon = map[string]bool{"feeling": true, "always": true, "really": true, "totally": true, "completely": true,
	"absolutely": true, "constantly": true, "there": true, "getting": true, "having": true, "being": true, "morning": true,
	"night": true, "times": true, "every": true, "little": true, "pretty": true, "quite": true, "bloody": true, "still": true}

// ownWordsOf returns the words of a mention's text that may stand for it.
func ownWordsOf(text string) []string {
	var ws []string
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
		if len(w) >= 5 && !ownWordCommon[w] {
			ws = append(ws, w)
		}
	}
	return ws
}

// ownWordOver marks past a complaint an earlier patient turn told when the
// patient now says one of its words is no more (see above).
func (r *Reader) ownWordOver(tx text, st []Statement, prior []Prior) []Statement {
	lower := strings.ToLower(tx.str)
	if !strings.Contains(lower, "more") && !strings.Contains(lower, "longer") {
		return st
	}
	for _, p := range prior {
		if p.Speaker != Patient {
			continue
		}
		for _, m := range p.Reading.Extract.Mentions {
			if m.Type != ontology.TypeSymptom || m.Assertion.Experiencer != extract.Patient || m.Assertion.Negated || len(strings.Fields(m.Text)) < 2 {
				continue
			}
			c := m.ConceptID
			if !complaintToldBefore(c, prior) || hasConcept(st, c) {
				continue
			}
			for _, w := range ownWordsOf(m.Text) {
				re := regexp.MustCompile(`\b(?:not (?:so |as |that )?` + regexp.QuoteMeta(w) + ` (?:anymore|any more|any longer)|no longer ` + regexp.QuoteMeta(w) + `)\b`)
				loc := re.FindStringIndex(lower)
				if loc == nil {
					continue
				}
				at := len([]rune(lower[:loc[0]]))
				if strings.ContainsAny(tx.sentenceOf(at), "?？") {
					continue
				}
				if who := extract.LastPerson(tx.between(tx.sentenceStart(at), at)); who != "" && who != extract.Patient {
					continue // "she's not shattered anymore"
				}
				st = append(st, Statement{Type: Symptom, Concept: c, Display: r.Display(c, "en"), Attributes: map[string]string{},
					Historical: true, Experiencer: extract.Patient, Confidence: 0.9})
				break
			}
		}
	}
	return st
}
