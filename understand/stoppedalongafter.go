package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Two drugs joined and then said finished together: "阿莫西林和泼尼松龙都吃
// 完了" (s50 blind round 19 zh11) stopped only the prednisolone, the drug
// right before the stop, and left the amoxicillin course active. A drug
// joined by 和, 跟, 与, 还有 or 、 to the drugs after it, the last of which
// is followed in its clause by 都 (全, 全都, 也都) and a stop ("都吃完了",
// "都停了", "全都没吃了"), is stopped with them. finishedAlong reads the
// verb said before the list ("I finished the steroids and the antibiotics").
// Without 都 the stop is left to the drug before it, as before.

// alongJoins join one drug to the next in a list.
var alongJoins = map[string]bool{"和": true, "跟": true, "与": true, "及": true, "以及": true, "还有": true, "、": true, "同": true, "同埋": true}

// allWords say that what was listed goes together: "都", "全都".
var allWords = []string{"都", "全都", "全部", "全", "也都", "两个都", "两样都", "通通"}

// stoppedAlongAfter reports whether drug mention i is joined to the drugs
// after it and the list is then said stopped with 都 (see above).
func stoppedAlongAfter(x extract.Result, tx text, i int) bool {
	last := x.Mentions[i]
	for k := i + 1; k < len(x.Mentions); k++ {
		n := x.Mentions[k]
		if n.Span[0] < last.Span[1] {
			continue
		}
		if n.Type != ontology.TypeDrug && n.Type != ontology.TypeDrugClass || !tx.sameClause(last, n) ||
			!alongJoins[strings.TrimSpace(tx.between(last.Span[1], n.Span[0]))] {
			break
		}
		last = n
	}
	if last.Span == x.Mentions[i].Span {
		return false
	}
	rest := strings.TrimSpace(tx.between(last.Span[1], tx.clauseEnd(last.Span[1]-1)))
	rest = strings.TrimLeft(strings.TrimPrefix(rest, "我"), "也")
	all := startsWithAny(rest, allWords)
	if all == "" {
		return false
	}
	rest = strings.TrimPrefix(rest, all)
	return containsAny(rest, laterStops) || containsAny(rest, stopWords)
}
