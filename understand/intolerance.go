package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug the patient cannot tolerate is kept off as an allergy is, told
// as what it is: "Codeine makes me really sick, I throw up every time I
// take it. It's not an allergy as such, I just can't tolerate it." wrote
// only "no known allergies", and "我吃红霉素会胃疼、想吐，不是过敏，就是受
// 不了" wrote "not allergic to erythromycin" (session 69's review 3, E12
// and Z12): the context then offered the drug. Told with an intolerance
// word, the drug is an allergy of type intolerance (FHIR
// AllergyIntolerance.type), with what it does as its reaction; "not an
// allergy" beside it qualifies it, and denies no allergy.

// IntoleranceType is the value of an allergy's type attribute
// (entity.AllergyTypeAttribute) that says it is an intolerance.
const IntoleranceType = entity.Intolerance

var (
	intoleranceWords = []string{"can't tolerate", "cannot tolerate", "can not tolerate", "couldn't tolerate", "could not tolerate",
		"don't tolerate", "do not tolerate", "didn't tolerate", "intolerant", "intolerance", "不耐受", "受不了"}
	// notAnAllergyWords qualify the intolerance: they deny no allergy.
	notAnAllergyWords = []string{"not an allergy", "not allergic", "isn't an allergy", "not really an allergy", "not a true allergy",
		"不是过敏", "不算过敏", "也不是过敏", "倒不是过敏"}
)

// intolerances reads the drug a turn tells the patient cannot tolerate as
// an allergy of type intolerance (see above), in place of what the turn's
// other readings made of it, its reactions and the "not an allergy".
func (r *Reader) intolerances(x extract.Result, tx text, st []Statement) []Statement {
	lower := strings.ToLower(tx.str)
	i := firstIndexOfAny(lower, intoleranceWords)
	if i < 0 {
		return st
	}
	at := len([]rune(lower[:i])) // the rune the intolerance word opens at
	var drugs []extract.Mention
	for _, m := range x.Mentions {
		if isDrug(m) && (m.Assertion.Experiencer == "" || m.Assertion.Experiencer == extract.Patient) &&
			!slices.ContainsFunc(drugs, func(d extract.Mention) bool { return d.ConceptID == m.ConceptID }) {
			drugs = append(drugs, m)
		}
	}
	qualified := containsAny(lower, notAnAllergyWords)
	if len(drugs) != 1 {
		// Which drug it is, or whether any, is unsure; "I can't tolerate
		// dairy, it's not an allergy" denies no allergy still.
		return slices.DeleteFunc(st, func(s Statement) bool { return qualified && deniesAllAllergies(s) })
	}
	drug := drugs[0]
	allergen := r.allergenFor(drug.ConceptID, drug.Text)
	var reactions []string
	kept := st[:0:0]
	for _, s := range st {
		switch {
		case s.Concept == drug.ConceptID || s.Concept == allergen:
			if s.Attributes["reaction"] != "" {
				reactions = append(reactions, strings.Split(s.Attributes["reaction"], ", ")...)
			}
			continue
		case qualified && deniesAllAllergies(s):
			continue // "It's not an allergy as such": no denial
		case s.Type == Symptom && !s.Negated && s.Experiencer == extract.Patient && toldOfTheDrug(x, tx, s.Concept, drug, at):
			reactions = append(reactions, r.Display(s.Concept, "en"))
			continue
		}
		kept = append(kept, s)
	}
	attrs := map[string]string{entity.AllergyTypeAttribute: IntoleranceType}
	if len(reactions) > 0 {
		attrs["reaction"] = strings.Join(uniqueWords(reactions), ", ")
	}
	return append(kept, Statement{Type: Allergy, Concept: allergen, Display: r.Display(allergen, "en"), Attributes: attrs,
		Experiencer: extract.Patient, Confidence: 0.9})
}

// toldOfTheDrug reports whether a finding of the turn is told in the
// sentence of the drug or of the intolerance word (at rune at): what the
// drug does.
func toldOfTheDrug(x extract.Result, tx text, concept string, drug extract.Mention, at int) bool {
	cue := tx.sent[min(at, len(tx.runes)-1)]
	for _, m := range x.Mentions {
		if m.ConceptID == concept && (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition) &&
			(tx.sent[m.Span[0]] == tx.sent[drug.Span[0]] || tx.sent[m.Span[0]] == cue) {
			return true
		}
	}
	return false
}

// uniqueWords returns values without repeats, in their order.
func uniqueWords(values []string) []string {
	var out []string
	for _, v := range values {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// deniesAllAllergies reports whether s says "no known (drug) allergies".
func deniesAllAllergies(s Statement) bool {
	return s.Type == Allergy && s.Negated && (s.Concept == NoKnownAllergy || s.Concept == NoKnownDrugAllergy)
}
