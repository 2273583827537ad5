package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An allergy named to the wrong drug and corrected in the patient's next
// turn: "I'm allergic to aspirin" … "wait no sorry, it's ibuprofen. aspirin
// I take every day for my heart" (s44 blind round 11 en13, held out and
// tuned on after its measurement). The drug the correction names as what
// "it" is ("it's ibuprofen", "是布洛芬") is the allergen, not a drug taken,
// and the allergy before is withdrawn, as a drug named wrongly is
// (drugcorrected.go). Only a turn that opens as a correction of a patient's
// turn that told one drug allergy and nothing else is read so.

// itIsWords name what "it" was, right before the drug meant.
var itIsWords = []string{"it's", "it is", "it was", "its", "是", "其实是", "应该是"}

// allergyCorrected returns the statements with the drug a correction names
// as the allergen made the allergy, and the allergy of the turn before it
// takes back; statements unchanged and nothing withdrawn otherwise.
func (r *Reader) allergyCorrected(text string, x extract.Result, tx text, st []Statement, prior []Prior) ([]Statement, []Statement) {
	before, ok := takesBackTheDrugBefore(text, prior)
	if !ok || containsAny(strings.ToLower(text), addedWords) {
		return st, nil
	}
	var wrong *Statement
	for i, s := range before.Statements {
		if s.Type != Allergy || !current(s) || s.Negated || s.Uncertain || s.Experiencer != extract.Patient || wrong != nil {
			return st, nil // one drug allergy told, and nothing else
		}
		wrong = &before.Statements[i]
	}
	if wrong == nil {
		return st, nil
	}
	for i, s := range st {
		if s.Type != Medication || s.Negated || s.Concept == wrong.Concept {
			continue
		}
		m, found := mentionOf(x, s.Concept)
		if !found || !endsWithAny(tx.before(m), itIsWords) {
			continue
		}
		allergen := r.allergenFor(s.Concept, m.Text)
		if allergen == wrong.Concept {
			return st, nil
		}
		st[i] = Statement{Type: Allergy, Concept: allergen, Display: r.Display(allergen, "en"), Attributes: map[string]string{},
			Experiencer: extract.Patient, Confidence: s.Confidence}
		return st, []Statement{*wrong}
	}
	return st, nil
}
