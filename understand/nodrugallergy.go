package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
)

// NoKnownDrugAllergy is the concept of a denial of allergies to drugs alone
// ("药物没有过敏的", "对药物不过敏"): the
// lexicon's drug allergy status (ICD-10 Z88), denied. It is not "no known
// allergies": a food, a pollen or an adhesive may still be one, and
// patients often say so next ("但是对海鲜过敏").
const NoKnownDrugAllergy = "cond:drug_allergy_status"

// NoKnownAllergies reports whether concept is one of the generic denials,
// of every allergy or of drug allergies.
func NoKnownAllergies(concept string) bool {
	return concept == NoKnownAllergy || concept == NoKnownDrugAllergy
}

// drugKindWords, said with an allergy word, limit it to drugs.
var drugKindWords = []string{"药", "藥", "西药", "drug", "drugs", "medicine", "medicines", "medication", "medications", "meds", "nkda"}

// otherKindWords name a kind beside drugs, or anything at all: "药物、食物
// 都不过敏", "no allergies to medicines or food" deny every allergy.
var otherKindWords = []string{"食物", "食品", "吃的", "东西", "其他", "其它", "别的", "什么都", "啥都", "food", "foods", "anything", "everything",
	"other", "environmental", "latex", "plasters", "pollen", "animals", "nuts"}

// drugsOnly reports whether text (lower case) speaks of drugs and of no
// other kind of allergen.
func drugsOnly(text string) bool {
	return hasAnyWord(text, drugKindWords) && !hasAnyWord(text, otherKindWords)
}

// deniedKind is the concept of a generic allergy denial said by allergy
// word w: NoKnownDrugAllergy when its clause names drugs and no other kind
// ("药物没有过敏的", "no drug allergies"), NoKnownAllergy otherwise. The
// clause, not the part: in "药没吃，过敏也没有" the drugs are the ones not
// taken (zh-d2-015).
func deniedKind(tx text, w extract.Mention) string {
	if drugsOnly(tx.before(w) + tx.between(w.Span[0], w.Span[1]) + tx.after(w)) {
		return NoKnownDrugAllergy
	}
	return NoKnownAllergy
}

// genericDenialDisplay is the display of a generic allergy denial.
func genericDenialDisplay(concept string) string {
	if concept == NoKnownDrugAllergy {
		return "any drug allergy"
	}
	return "any allergy"
}

// drugsOnlyAsked reports whether a question's clause (lower case) asks
// about allergies to drugs alone, and not also what is taken ("Any
// allergies, or tablets you take?").
func drugsOnlyAsked(clause string) bool {
	return drugsOnly(clause) && !hasAnyWord(clause, []string{"take", "taking", "took", "on any", "吃什么", "吃啥", "在吃", "吃着"})
}
