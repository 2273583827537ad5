package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A speaker who reaches for a drug's name may say its tail first and then
// the whole of it: "那个茶碱，多索茶碱，后来就没吃了", "那个沙坦，缬沙坦". The
// tail names another drug in the lexicon (茶碱 is theophylline), but it is
// the same drug said twice: the whole name is the one meant.

// namedFullyFillers may stand between the tail and the whole name.
var namedFullyFillers = []string{"就是", "叫", "叫做", "那个", "那個", "是", "嗯", "呃", "哦", "就", "i mean", "the"}

// namedFullyAfter reports whether drug mention i is the tail of the next
// drug's name, said right after it with only a pause or a filler between
// ("茶碱，多索茶碱"): the same drug, named fully after.
func namedFullyAfter(x extract.Result, i int, tx text) bool {
	m := x.Mentions[i]
	if m.Type != ontology.TypeDrug || i+1 >= len(x.Mentions) {
		return false
	}
	n := x.Mentions[i+1]
	if n.Type != ontology.TypeDrug || n.ConceptID == m.ConceptID || n.Span[0] < m.Span[1] || !tx.sameSentence(m, n) {
		return false
	}
	short, whole := extract.Normalize(strings.ToLower(m.Text)), extract.Normalize(strings.ToLower(n.Text))
	if len(whole) <= len(short) || !strings.HasSuffix(whole, short) {
		return false
	}
	between := strings.Trim(tx.between(m.Span[1], n.Span[0]), " ，,、…. ")
	for changed := true; changed && between != ""; {
		changed = false
		for _, w := range namedFullyFillers {
			if strings.HasPrefix(between, w) {
				between, changed = strings.Trim(between[len(w):], " ，,、…. "), true
			}
		}
	}
	return between == ""
}
