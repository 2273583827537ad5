package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug, what taking it brought on, then a stop: "不过达格列净吃了以后尿路感
// 染两趟，我上个月自己停脱了" (s50 blind round 19 zh14) left the
// dapagliflozin active. stoppedLater lets a symptom stand between a drug
// and its stop ("二甲双胍吃了以后胃疼，我就停了"), but a condition ended the
// drug's part of the sentence. A condition told as what followed the
// taking, the drug then a verb of taking (吃了, 用了, 打了…) and, or not,
// 以后, 之后 or 后, is the drug's story too: a stop later in the sentence, with no
// other drug named after it and no word that the taking goes on, stops
// the drug.

// zhAfterTaking: right after a drug, its taking and "after".
var zhAfterTaking = regexp.MustCompile(`^\s*我?\s*(?:吃了|用了|打了|吃上|服了|食咗|吃完)(?:以后|之后|後|后|以後|之後)?`)

// stoppedAfterItsEffect reports whether drug mention i is told as taken,
// then what followed, then stopped (see above).
func stoppedAfterItsEffect(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	end := tx.sentenceEnd(m)
	if !zhAfterTaking.MatchString(tx.between(m.Span[1], end)) {
		return false
	}
	effect := -1 // the end of the last complaint the taking brought on
	for _, n := range x.Mentions[i+1:] {
		if n.Span[0] >= end {
			break
		}
		switch n.Type {
		case ontology.TypeDrug, ontology.TypeDrugClass:
			return false
		case ontology.TypeCondition, ontology.TypeSymptom:
			effect = n.Span[1]
		}
	}
	if effect < 0 {
		return false // "这盒二甲双胍吃完了再开一盒": no effect told
	}
	rest := tx.between(effect, end)
	return (containsAny(rest, zhStoppedAfter) || containsAny(rest, laterStops)) && !containsAny(rest, zhStillGoingOn) &&
		!containsAny(rest, []string{"还在吃", "还在用", "又吃", "接着吃", "继续吃"})
}
