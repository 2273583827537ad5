package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A food told with what eating it did ("吃了虾浑身痒", "吃了虾以后身上起疹
// 子") is an allergy to the food, the reaction kept on it, as "一吃虾就浑身
// 痒" already is; and "X也不行" of a food or another allergen that is no
// drug ("青霉素过敏，海鲜也不行") says it does not suit the patient, not that
// it is denied. A time of now ("这两天吃了虾浑身痒") keeps the complaint, as
// drugReactionTold does for a drug.

// eatenBefore, right before the food, say it was eaten.
var eatenBefore = []string{"吃了", "吃完", "吃过", "吃了点", "吃了些", "吃了一点", "吃完了", "一吃", "吃"}

// eatenThen, between the food and its reaction, say the reaction followed.
var eatenThen = []string{"", "就", "以后", "以后就", "后", "后就", "之后", "之后就", "完", "完就", "了就"}

// noGoodWords, right after an allergen, say it does not suit the patient.
var noGoodWords = []string{"也不行", "不行", "都不行", "也是不行", "也不太行"}

// isFoodOrNonDrug reports whether m is a food or an allergen that is no
// drug class (pollen, latex): a drug said "不行" may only not have worked.
func (r *Reader) isFoodOrNonDrug(m extract.Mention) bool {
	return m.Type == ontology.TypeAllergen && !r.drugAllergen(m.ConceptID) && !IsAllergyWord(m)
}

// noGoodAfter reports whether allergen m is followed by "也不行": its
// negation is that, not a denial of the allergy.
func (r *Reader) noGoodAfter(tx text, m extract.Mention) bool {
	return r.isFoodOrNonDrug(m) && startsWithAny(strings.TrimLeft(tx.after(m), " "), noGoodWords) != ""
}

// eatenThenReaction reports whether food m was eaten and a symptom follows
// it in its clause with only eatenThen and a place of the body between
// ("吃了虾以后身上起疹子"), the sentence naming no time of now.
func (r *Reader) eatenThenReaction(x extract.Result, tx text, m extract.Mention) bool {
	if !strings.HasPrefix(m.ConceptID, "food:") || !isHan(m.Text) || !endsWithAny(tx.before(m), eatenBefore) ||
		containsAny(tx.sentenceOf(m.Span[0]), reactionNow) {
		return false
	}
	for _, s := range x.Mentions {
		if s.Type != ontology.TypeSymptom || s.Span[0] < m.Span[1] || !tx.sameClause(s, m) || s.Assertion.Negated {
			continue
		}
		between := strings.TrimSpace(tx.between(m.Span[1], s.Span[0]))
		for _, w := range []string{"身上", "全身", "浑身", "脸上", "嘴上", "皮肤"} {
			between = strings.TrimSuffix(between, w)
		}
		for _, w := range eatenThen {
			if between == w {
				return true
			}
		}
		return false // the first symptom after it decides
	}
	return false
}

// foodReactionIn reports whether part se tells a food eaten then a
// reaction, or "也不行" of an allergen: its symptoms may be reactions.
func (r *Reader) foodReactionIn(x extract.Result, tx text, se int) bool {
	for _, m := range x.Mentions {
		if tx.part[m.Span[0]] == se && (r.noGoodAfter(tx, m) || r.eatenThenReaction(x, tx, m)) {
			return true
		}
	}
	return false
}
