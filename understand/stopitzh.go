package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A clinician's Chinese stop by a pronoun stops the drug the sentence named
// before it, as "stop it" does in English (stopItLater): "你有哮喘，噻吗洛尔系
// β阻滞剂，会令哮喘差咗，即刻停咗佢，改用布林佐胺" (s49 blind round 18 zh11)
// left the timolol active, the stop being two clauses after the drug and
// the drug's class said between. The class the drug is said to be, right
// after it ("噻吗洛尔系β阻滞剂", "X是降压药"), is the same drug told again, not
// another (the sentence says so: timolol drops are no C07 beta blocker in
// the ontology, yet the clinician calls them one);
// any other drug named between leaves the stop to no one ("氨氯地平同二甲双胍
// 都食紧，停咗佢" is not read). A stop made conditional ("如果…就停咗佢")
// stops nothing yet.

// zhStopItWords stop, by a pronoun, the drug named before.
var zhStopItWords = []string{"停咗佢", "停咗它", "停掉佢", "停掉它", "停了它", "停咗佢啦", "把它停了", "把它停掉", "将它停了", "将佢停咗"}

// zhIsClassLead, alone between a drug and a class, says the drug is of it.
var zhIsClassLead = []string{"系", "係", "是", "属于", "屬於", "就系", "就是", "係一種", "系一种", "是一种", "是一種"}

// zhStopItLater reports whether the Chinese drug mention i's sentence stops
// it later by a pronoun, with no other drug named between but its own
// class in apposition.
func zhStopItLater(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	if !isHan(m.Text) {
		return false
	}
	rest := restOfSentence(tx, m)
	k := -1
	for _, w := range zhStopItWords {
		if j := strings.Index(rest, w); j >= 0 && (k < 0 || j < k) {
			k = j
		}
	}
	if k < 0 || containsAny(rest[:k], []string{"如果", "要是", "万一", "萬一", "的话", "的話", "假如"}) {
		return false
	}
	to := m.Span[1] + len([]rune(rest[:k]))
	for _, n := range x.Mentions[i+1:] {
		if n.Span[0] >= to {
			break
		}
		if n.Type != ontology.TypeDrug && n.Type != ontology.TypeDrugClass || n.ConceptID == m.ConceptID {
			continue
		}
		if n.Type == ontology.TypeDrugClass && slices.Contains(zhIsClassLead, strings.TrimSpace(tx.between(m.Span[1], n.Span[0]))) {
			continue // "噻吗洛尔系β阻滞剂": the drug's own class
		}
		return false
	}
	return true
}
