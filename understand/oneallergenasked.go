package understand

import (
	"slices"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An answer to a question about one allergen denies that allergen only:
// "对头孢过敏过吗？" "没有过敏" (s46 blind round 13 zh13) wrote "no known
// allergies", a denial the patient never gave, beside the cephalosporin
// denial the answer did give. Where the open question named an allergen
// and no allergy in general, and the answer names no other allergen, drug
// or kind and says nothing of all ("什么都不过敏", "no allergies at all"),
// its generic denial is the asked allergen's. A question about allergies
// in general ("有没有药物过敏？" "没有过敏") is unchanged.

// allergiesOfAll say a denial covers every allergy, whatever was asked.
var allergiesOfAll = []string{"什么", "任何", "啥", "都", "所有", "别的", "其他", "其它", "东西", "食物", "any", "anything", "at all", "nothing", "none", "whatsoever"}

// oneAllergenAskedDenied turns the patient's generic allergy denials in an
// answer to a question about one allergen (see above) into the denial of
// each allergen asked.
func (r *Reader) oneAllergenAskedDenied(x extract.Result, tx text, asks []Ask, out []Statement) []Statement {
	if !askedOfOneAllergen(asks) || containsAny(tx.str, allergiesOfAll) {
		return out
	}
	generic := func(s Statement) bool {
		return s.Type == Allergy && NoKnownAllergies(s.Concept) && s.Negated && !s.Uncertain && s.Experiencer == extract.Patient
	}
	i := slices.IndexFunc(out, generic)
	if i < 0 {
		return out
	}
	for _, m := range x.Mentions {
		switch m.Type {
		case ontology.TypeDrug, ontology.TypeDrugClass, ontology.TypeAllergen:
			if !IsAllergyWord(m) {
				return out // "没有过敏，青霉素以前都打过": the rules for a named drug settle it
			}
		}
	}
	denial := out[i]
	out = slices.DeleteFunc(out, generic)
	for _, a := range asks {
		if a.Type != Allergy || NoKnownAllergies(a.Concept) || slices.ContainsFunc(out, func(s Statement) bool {
			return s.Type == Allergy && s.Concept == a.Concept && s.Experiencer == extract.Patient
		}) {
			continue
		}
		s := denial
		s.Concept, s.Display, s.Attributes = a.Concept, r.Display(a.Concept, "en"), map[string]string{}
		out = append(out, s)
	}
	return out
}
