package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug told with a negative skin test ("没有，青霉素皮试也做过，阴性", "I had
// a penicillin skin test once and it was negative") was read as a drug
// taken and stopped, and the "没有" to "有没有药物过敏？" it answered was
// lost (session 69's review, Z22): the record listed penicillin as a
// stopped medication and no allergy denial. The drug is the allergen
// tested, and the test denies its allergy; it names no allergy that the
// no would be about.

// skinTestNegative tells a skin test that was negative, in one sentence.
var (
	skinTestWords = []string{"皮试", "皮肤试验", "skin test", "skin-test", "skin prick test", "allergy test"}
	negativeWords = regexp.MustCompile(`阴性|陰性|没过敏|沒過敏|没反应|沒反應|\bnegative\b|\bno reaction\b|\bclear\b`)
	positiveWords = regexp.MustCompile(`阳性|陽性|\bpositive\b`)
)

// negativeSkinTest reports whether drug mention m is the one a skin test
// in its clause tested, told negative in its sentence, and not positive.
func negativeSkinTest(tx text, m extract.Mention) bool {
	if !isDrug(m) || !containsAny(strings.ToLower(tx.clauseOf(m.Span[0])), skinTestWords) {
		return false
	}
	sentence := strings.ToLower(tx.sentenceOf(m.Span[0]))
	return negativeWords.MatchString(sentence) && !positiveWords.MatchString(sentence)
}

// negativeSkinTests reads each drug told with a negative skin test as its
// allergy denied, in place of the drug's statements.
func (r *Reader) negativeSkinTests(x extract.Result, tx text, st []Statement) []Statement {
	done := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient || !negativeSkinTest(tx, m) {
			continue
		}
		allergen := r.allergenFor(m.ConceptID, m.Text)
		if done[allergen] {
			continue
		}
		done[allergen] = true
		kept := st[:0:0]
		for _, s := range st {
			if s.Concept != m.ConceptID && s.Concept != allergen {
				kept = append(kept, s)
			}
		}
		st = append(kept, Statement{Type: Allergy, Concept: allergen, Display: r.Display(allergen, "en"), Negated: true,
			Experiencer: extract.Patient, Attributes: map[string]string{}, Confidence: 0.9})
	}
	return st
}

// skinOfATest reports whether body-site mention m is the skin of a skin
// test ("No. I had a skin test once and it was negative"), which names no
// site a finding is at.
func skinOfATest(tx text, m extract.Mention) bool {
	if m.Type != ontology.TypeBodySite {
		return false
	}
	after := strings.TrimLeft(strings.ToLower(tx.after(m)), " -")
	return startsWithAny(after, []string{"test", "prick test", "testing"}) != ""
}
