package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An allergen set apart from a denial of allergies is the one allergy the
// patient has: "No allergies apart from penicillin", "没有过敏，除了青霉素",
// "I don't think I've got any allergies, oh except plasters make me
// itchy". The denial's negation reached the allergen and wrote the
// penicillin allergy denied, beside "no known allergies" (s42 blind round
// 6). "But" is no such word: "No allergies, but penicillin I've had fine"
// tells a drug taken.

// exceptWords, right before an allergen, set it apart.
var exceptWords = []string{"except", "except for", "except to", "apart from", "other than", "besides", "aside from", "oh except",
	"except maybe", "apart from maybe", "除了", "除开", "除了对", "除了就是"}

// allergensExcepted states the allergens set apart from a denial of
// allergies in their sentence, and drops the whole denial they correct.
func (r *Reader) allergensExcepted(x extract.Result, tx text, out []Statement) []Statement {
	excepted := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Assertion.Experiencer != extract.Patient || IsAllergyWord(m) ||
			m.Type != ontology.TypeAllergen && m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
			continue
		}
		if !exceptedFromADenial(x, tx, m) {
			continue
		}
		excepted[m.ConceptID], excepted[r.allergenFor(m.ConceptID, m.Text)] = true, true
	}
	if len(excepted) == 0 {
		return out
	}
	stated := false
	for i := range out {
		if out[i].Type == Allergy && excepted[out[i].Concept] && out[i].Experiencer == extract.Patient && out[i].Negated {
			out[i].Negated = false
			stated = true
		}
	}
	if !stated {
		return out
	}
	return slices.DeleteFunc(out, func(s Statement) bool {
		return s.Type == Allergy && NoKnownAllergies(s.Concept) && s.Negated && s.Experiencer == extract.Patient
	})
}

// exceptedFromADenial reports whether m follows an except word, after a
// denied allergy word of its sentence.
func exceptedFromADenial(x extract.Result, tx text, m extract.Mention) bool {
	start, _ := tx.bounds(tx.sent, m.Span[0])
	before := strings.TrimRight(strings.ToLower(tx.between(start, m.Span[0])), " ,，")
	before = strings.TrimSuffix(strings.TrimSuffix(before, " the"), " to")
	if !endsWithAnyWord(strings.TrimRight(before, " "), exceptWords) && !endsWithAny(before, []string{"除了", "除开", "除了对"}) {
		return false
	}
	for _, d := range x.Mentions {
		if d.Span[0] >= start && d.Span[1] <= m.Span[0] && IsAllergyWord(d) && d.Assertion.Negated {
			return true
		}
	}
	return false
}
