package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// allergiesDeniedWhole settles "no known allergies" in a patient's turn.
//
// It adds the whole denial to a turn that denies allergies in a clause of
// their own and then names a drug the patient took without trouble: "No
// allergies, I've had amoxicillin before", "没得过敏，青霉素以前都打过",
// "Not allergic to anything, but tramadol makes me throw up". The drug's
// own reading stays as it was; what was lost is the whole denial, which
// the rules for an allergen named in the same turn took for a denial of
// that allergen only. A bare "不过敏" to a question about one allergen
// ("对青霉素过敏不？") answers that one and adds nothing.
//
// And it drops the whole denial from a turn that also states an allergy to
// a drug ("No allergies. Well, penicillin gives me a rash."): the allergy
// told after corrects it, and a record that says "no known allergies" of
// a patient who has one is the worse mistake. A food or pollen allergy
// beside "没有药物过敏" is no such correction.
func (r *Reader) allergiesDeniedWhole(x extract.Result, tx text, asks []Ask, out []Statement) []Statement {
	if r.statesDrugAllergy(out) {
		return slices.DeleteFunc(out, func(s Statement) bool {
			return s.Type == Allergy && NoKnownAllergies(s.Concept) && s.Negated && s.Experiencer == extract.Patient
		})
	}
	for _, s := range out {
		if s.Type == Allergy && s.Experiencer == extract.Patient && (NoKnownAllergies(s.Concept) || !s.Negated) {
			return out
		}
	}
	if askedOfOneAllergen(asks) {
		return out
	}
	for _, m := range x.Mentions {
		a := m.Assertion
		if !IsAllergyWord(m) || m.Type == ontology.TypeAllergen || !a.Negated || a.Uncertain || a.Hypothetical || a.Experiencer != extract.Patient {
			continue
		}
		if namesOtherThanAllergy(x, tx, m) {
			continue // "no allergy to penicillin": that allergen's, said by its own rules
		}
		if containsAny(tx.sentenceOf(m.Span[0]), notAllergyPhrases) && !containsAny(tx.clauseOf(m.Span[0]), noAllergyPhrases) {
			continue // "Ibuprofen upsets my stomach, but it's not an allergy": of the ibuprofen
		}
		kind := deniedKind(tx, m)
		return append(out, Statement{Type: Allergy, Concept: kind, Display: genericDenialDisplay(kind), Attributes: map[string]string{},
			Negated: true, Relayed: a.Relayed, Experiencer: extract.Patient, Confidence: 0.9})
	}
	return out
}

// statesDrugAllergy reports whether out holds an allergy of the patient's
// to a drug, a drug class or a drug allergen that is not denied.
func (r *Reader) statesDrugAllergy(out []Statement) bool {
	for _, s := range out {
		if s.Type != Allergy || s.Experiencer != extract.Patient || s.Negated || NoKnownAllergies(s.Concept) {
			continue
		}
		if strings.HasPrefix(s.Concept, "drug:") || strings.HasPrefix(s.Concept, "class:") || r.drugAllergen(s.Concept) {
			return true
		}
	}
	return false
}

// askedOfOneAllergen reports whether the open questions ask about named
// allergens and not about allergies as a whole.
func askedOfOneAllergen(asks []Ask) bool {
	named := false
	for _, a := range asks {
		if a.Type != Allergy {
			continue
		}
		if a.Concept == NoKnownAllergy {
			return false
		}
		named = true
	}
	return named
}

// namesOtherThanAllergy reports whether the clause of allergy word w names
// a drug, a class or an allergen besides allergy words.
func namesOtherThanAllergy(x extract.Result, tx text, w extract.Mention) bool {
	for _, m := range x.Mentions {
		if tx.clause[m.Span[0]] != tx.clause[w.Span[0]] || IsAllergyWord(m) {
			continue
		}
		switch m.Type {
		case ontology.TypeDrug, ontology.TypeDrugClass, ontology.TypeAllergen:
			return true
		}
	}
	return false
}
