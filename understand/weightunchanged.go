package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A weight told unchanged or not lost ("体重没变化", "体重没怎么变", "体重没掉，还
// 胖了二斤", "瘦是没瘦", "冇瘦") denies weight loss: the answer to "瘦了没有？",
// as the annotators list it. The lexicon names the loss (体重减轻, 瘦了), not
// its denial said of the weight. Only a denial: "体重变了" may be a gain.

// zhWeightNotLost matches the denial.
var zhWeightNotLost = regexp.MustCompile(`体重(也|倒|倒是|还|基本)?(没|没有|冇|冇有|无)(怎么|什么|啥|太|大|咋)?(变化|变|掉|减|轻|下降)|(冇|没|没有|冇有|不见)瘦|瘦(是|倒是)?(没|冇)瘦`)

// zhWeightUnchanged reads the denial of weight loss from a patient's
// Chinese turn that names no weight loss already.
func (r *Reader) zhWeightUnchanged(t Turn, x extract.Result, tx text) []Statement {
	const c = "sym:weight_loss"
	if t.Speaker != Patient {
		return nil
	}
	for _, m := range x.Mentions {
		if m.ConceptID == c {
			return nil
		}
	}
	s := tx.str
	loc := zhWeightNotLost.FindStringIndex(s)
	if loc == nil {
		return nil
	}
	if _, ok := r.onto.Concept(c); !ok {
		return nil
	}
	at := len([]rune(s[:loc[0]]))
	sentence := sentenceBefore(tx, extract.Mention{Span: [2]int{at, at}})
	if containsAny(sentence, []string{"如果", "要是", "万一", "假如"}) {
		return nil // a condition, not a report
	}
	return []Statement{{Type: Symptom, Concept: c, Display: r.Display(c, "en"), Attributes: map[string]string{}, Negated: true,
		Confidence: 0.8, Experiencer: experiencer(extract.Assertion{Experiencer: extract.LastPerson(sentence)}, Patient)}}
}
