package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An allergy told with its reaction is denied only by a no said of it:
// "I'm not allergic to penicillin, it just gives me diarrhoea". A no of
// the rest ("其他冇", "otherwise no"), of drugs as a whole when the allergen
// is no drug ("药物没过敏，就是对芒果过敏"), or one an exception parts from it
// ("我啥个药侪勿过敏，就是磺胺类…") does not reach it (review 13: six
// allergies told with their reactions were written "not allergic").

// allergyDenials say outright that something is no allergy.
var allergyDenials = []string{"not allergic", "no allergy", "no allergies", "isn't an allergy", "not an allergy", "not really an allergy", "not a real allergy",
	"不过敏", "没过敏", "没有过敏", "冇过敏", "冇敏感", "勿过敏", "無過敏", "不是过敏", "不算过敏", "勿是过敏", "唔系过敏", "唔系敏感", "不是敏感"}

// wellAfterwards, after a drug, say what it did passed while it was taken:
// "就是二甲双呱刚吃那阵拉肚子 后来就好了" (zh dev m1-010) is a side effect
// borne, no allergy the no before it missed.
var wellAfterwards = []string{"后来就好了", "后来好了", "后来就没事了", "后来没事了", "慢慢就好了", "就适应了", "settled down", "settled after", "got used to it", "went away after a"}

// drugAllergyDenials deny allergies to drugs only.
var drugAllergyDenials = []string{"no drug allergies", "no drug allergy", "no medication allergies", "no medicine allergies", "not allergic to any medication",
	"not allergic to any medicine", "药物没过敏", "药物不过敏", "药不过敏", "药没过敏", "药物冇过敏", "药就冇敏感"}

// allergyExceptionWords part an allergen from a no said before it.
var allergyExceptionWords = []string{"就是", "只是", "除了", "但是", "不过", "只有", "except", "apart from", "other than", "only", "but", "just"}

// deniedOutright reports whether m's sentence says outright that m is no
// allergy: a denial there, not of drugs alone when m is no drug, and no
// exception between the denial and m; or that what it did passed.
func (r *Reader) deniedOutright(tx text, m extract.Mention) bool {
	if containsAny(tx.from(m.Span[1]), wellAfterwards) {
		return true
	}
	sent := tx.sentenceOf(m.Span[0])
	start := tx.sentenceStart(m.Span[0])
	at := len(tx.between(start, m.Span[0]))
	drug := m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass || m.Type == ontology.TypeAllergen && r.drugAllergen(m.ConceptID)
	for _, d := range allergyDenials {
		for from := 0; ; {
			i := strings.Index(sent[from:], d)
			if i < 0 {
				break
			}
			i += from
			from = i + len(d)
			if !drug && coveredByDrugDenial(sent, i) {
				continue
			}
			lo, hi := min(i+len(d), at), max(i, at)
			if i < at && containsAny(sent[lo:hi], allergyExceptionWords) {
				continue // "药物没过敏，就是对芒果过敏"
			}
			return true
		}
	}
	return false
}

// coveredByDrugDenial reports whether the denial at byte i of sent is part
// of a denial of drug allergies only.
func coveredByDrugDenial(sent string, i int) bool {
	for _, d := range drugAllergyDenials {
		for from := 0; ; {
			j := strings.Index(sent[from:], d)
			if j < 0 {
				break
			}
			j += from
			if j <= i && i < j+len(d) {
				return true
			}
			from = j + len(d)
		}
	}
	return false
}

// drugAllergyWord reports whether allergy word w names allergies to drugs
// ("drug allergies", "medication allergy", "药物没过敏"), in its words or
// its clause's.
func drugAllergyWord(tx text, w extract.Mention) bool {
	t := strings.ToLower(w.Text) + " " + tx.clauseOf(w.Span[0])
	return strings.Contains(t, "drug") || strings.Contains(t, "medic") || strings.Contains(t, "药")
}
