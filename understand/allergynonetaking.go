package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "Do you have any drug allergies?" "nope none. i'm on lisinopril tho if
// that matters" (asked/en-x1-024): the no denies allergies, and the drug
// named after it is one the patient takes, not an allergen. A no that
// names something ("no, just shellfish") keeps no general denial, so a
// drug in the answer kept the denial out too. takenOnly says every thing
// the answer names is a drug or a class told as taken, by a taking frame
// in its own clause before it ("I'm on", "I take", "I'm taking", "been
// on"), or in Chinese by takingNow right before it ("没有。我现在吃着二甲
// 双胍", asked/zh-x1-024); then the denial stands. A drug named bare ("no,
// only penicillin", "没有，就青霉素"), an allergen or a reaction keep it out
// as before.

// takingFrame, before a drug in its clause, says the patient takes it.
var takingFrame = regexp.MustCompile(`\b(?:i'?m|im|i am|i'?ve been|ive been|been|currently|still) (?:on|taking)\b|\bi (?:take|use)\b`)

// takenOnly reports whether each mention of x, other than an allergy
// word, is a drug told as taken.
func takenOnly(x extract.Result, tx text) bool {
	n := 0
	for _, m := range x.Mentions {
		if IsAllergyWord(m) {
			continue
		}
		if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
			return false
		}
		start := m.Span[0]
		for start > 0 && tx.clause[start-1] == tx.clause[m.Span[0]] {
			start--
		}
		before := strings.ToLower(tx.between(start, m.Span[0]))
		framed := takingFrame.MatchString(before) && !strings.Contains(before, "allerg") && !strings.Contains(before, "react")
		if m.Assertion.Negated || !framed && !endsWithAny(strings.TrimRight(tx.before(m), " "), takingNow) {
			return false // "吃着二甲双胍" (asked/zh-x1-024) takes the drug as "I'm on" does
		}
		n++
	}
	return n > 0
}
