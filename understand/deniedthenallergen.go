package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "药不过敏，就是胶布一贴上就红": allergies denied in one clause, then a
// clause opened by 就是 (or 只是, 但是…) that names an allergen with a
// reaction after it. The denial is of what its own clause names (the
// drugs); the allergen after it is the one allergy told. Session 39 read
// every allergen after a denial so and wrote zh-h1-013's seafood ("海鲜我
// 天天吃，药也从来没过敏过") and zh-q1-034's amoxicillin ("药不过敏，阿莫西林
// 以前吃过，没事儿") as allergies: the opener and the reaction are what
// make this one.

// muchOrSometimes, after the allergen, tie the reaction to eating much of
// it or to some times only.
var muchOrSometimes = []string{"多了", "多的时候", "太多", "有时", "偶尔", "有的时候"}

// contrastOpeners open the clause of the one exception.
var contrastOpeners = []string{"就是", "只是", "但是", "不过", "可是", "但", "只有", "除了"}

// bareReactions, right after 就 or 会, name a reaction in a word the
// lexicon does not hold alone ("一贴上就红"): the reaction as recorded.
var bareReactions = map[string]string{"红": "skin redness", "肿": "swelling"}

// allergenAfterDenial reports whether allergen m, no drug, opens the
// exception after allergies denied earlier in its sentence and has a
// reaction after it in its clause. It returns the reaction a bare word
// names ("就红"), if that is the reaction.
func (r *Reader) allergenAfterDenial(x extract.Result, tx text, m extract.Mention) (string, bool) {
	if m.Type != ontology.TypeAllergen || r.drugAllergen(m.ConceptID) || IsAllergyWord(m) ||
		startsWithAny(strings.TrimLeft(tx.clauseOf(m.Span[0]), " ，,"), contrastOpeners) == "" {
		return "", false
	}
	denied := false
	for _, w := range x.Mentions {
		denied = denied || IsAllergyWord(w) && w.Type != ontology.TypeAllergen && w.Assertion.Negated &&
			tx.sameSentence(w, m) && tx.clause[w.Span[0]] < tx.clause[m.Span[0]]
		if IsAllergyWord(w) && tx.sameClause(w, m) {
			return "", false // "就是对胶布过敏": its own word decides
		}
	}
	if !denied || containsAny(tx.after(m), muchOrSometimes) {
		return "", false // "就是海鲜吃多了有时候起疹子" (zh-t1-028): how much, or only sometimes, is no allergy told
	}
	for _, s := range x.Mentions {
		if s.Type == ontology.TypeSymptom && s.Span[0] >= m.Span[1] && tx.sameClause(s, m) && !s.Assertion.Negated {
			return "", true
		}
	}
	after := tx.after(m)
	for w, c := range bareReactions {
		for _, lead := range []string{"就", "会"} {
			if i := strings.Index(after, lead+w); i >= 0 && !strings.Contains(after[i:], lead+w+"了吗") {
				return c, true
			}
		}
	}
	return "", false
}

// deniedBeforeException reports whether allergy word w denies allergies
// in a clause of its own ("药不过敏") before an allergen told as the
// exception: the denial stands beside that allergy.
func (r *Reader) deniedBeforeException(x extract.Result, tx text, w extract.Mention) bool {
	if !w.Assertion.Negated || namesOtherThanAllergy(x, tx, w) {
		return false
	}
	for _, m := range x.Mentions {
		if tx.sameSentence(m, w) && m.Span[0] > w.Span[1] {
			if _, ok := r.allergenAfterDenial(x, tx, m); ok {
				return true
			}
		}
	}
	return false
}
