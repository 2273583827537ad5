package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug class named in a turn that tells an allergy to a drug of it is
// the allergy's class, not a drug taken: "I did have a reaction to Bactrim
// back in college, broke out in hives, so put down sulfa" (review 14 E10)
// wrote sulfa drugs as a medication beside the co-trimoxazole allergy. The
// class, when an allergen covers it as it covers the drug, is an allergy
// too; a class no allergen covers is only left unwritten. A class the turn
// says is taken in its own words ("I'm on sulfa for the UTI") never stands
// beside an allergy to one of its drugs in the same turn, and is read as
// before when no allergy to a drug of it is told.

// classOfTheAllergy turns the medication statements of a drug class into
// the allergy to that class when the turn tells an allergy to a drug of
// it (see above).
func (r *Reader) classOfTheAllergy(st []Statement) []Statement {
	var allergicTo []string
	for _, s := range st {
		if s.Type == Allergy && !s.Negated && !s.Hypothetical && s.Experiencer == extract.Patient {
			allergicTo = append(allergicTo, s.Concept)
		}
	}
	if len(allergicTo) == 0 {
		return st
	}
	out := st[:0]
	var added []Statement
	for _, s := range st {
		if s.Type == Allergy && !s.Negated && s.Experiencer == extract.Patient && r.memberAllergyTold(s.Concept, allergicTo) {
			continue // "Are you allergic to any antibiotics?" "Yes, amoxicillin gave me a rash": the amoxicillin, not every antibiotic
		}
		if s.Type != Medication || s.Negated || s.Experiencer != extract.Patient {
			out = append(out, s)
			continue
		}
		c, ok := r.onto.Concept(s.Concept)
		if !ok || c.Type != ontology.TypeDrugClass {
			out = append(out, s)
			continue
		}
		drug := ""
		for _, a := range allergicTo {
			if r.onto.InClass(a, s.Concept) {
				drug = a
			}
		}
		if drug == "" {
			out = append(out, s)
			continue
		}
		for _, k := range r.onto.ClassesOf(drug) {
			if k.Type == ontology.TypeAllergen && coveredMembers(k.Members, c.Members) && coveredMembers(c.Members, k.Members) && !allergyTold(st, k.ID) && !allergyTold(added, k.ID) {
				added = append(added, Statement{Type: Allergy, Concept: k.ID, Display: r.Display(k.ID, "en"), Attributes: map[string]string{},
					Experiencer: extract.Patient, Confidence: s.Confidence, Uncertain: s.Uncertain})
			}
		}
	}
	return append(out, added...)
}

// memberAllergyTold reports whether class is a drug class (no allergen)
// and one of allergicTo is a drug of it, or an allergen whose drugs are
// all of it (the sulfonamides among antibiotics).
func (r *Reader) memberAllergyTold(class string, allergicTo []string) bool {
	c, ok := r.onto.Concept(class)
	if !ok || c.Type != ontology.TypeDrugClass {
		return false
	}
	for _, a := range allergicTo {
		if r.onto.InClass(a, class) {
			return true
		}
		if k, ok := r.onto.Concept(a); ok && k.Type == ontology.TypeAllergen && a != class && len(k.Members) > 0 && coveredMembers(k.Members, c.Members) {
			return true
		}
	}
	return false
}

// coveredMembers reports whether every ATC prefix of narrow falls under
// one of wide.
func coveredMembers(narrow, wide []string) bool {
	for _, n := range narrow {
		if !slices.ContainsFunc(wide, func(w string) bool { return strings.HasPrefix(n, w) }) {
			return false
		}
	}
	return true
}
