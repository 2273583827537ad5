package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A switch wished for or asked about is not done: "想换成缬沙坦", "能不能换成
// 缬沙坦？", "I'd like to switch to valsartan", "can I switch to valsartan?".
// Read as a switch, it stopped the drug taken and started the one named; the
// patient only talks of it, so neither changes: the drug named is
// hypothetical and the one left goes on. A question after a switch told
// done ("去年换成缬沙坦了，能多吃一片吗？") asks of something else.

// switchWishes, in the clause of a switch word and before it, make the
// switch a wish, a plan or a question.
var switchWishes = []string{"想", "打算", "要不要", "能不能", "可不可以", "可以", "能否", "考虑", "准备",
	"would like to", "like to", "want to", "wanna", "wanted to", "can i", "could i", "can we", "could we", "can you", "could you",
	"should i", "thinking of", "thinking about", "is it possible to", "is it ok to", "is it okay to"}

// notAWish hold 想 without wanting: "想起来", "想到", "没想到".
var notAWish = []string{"想起", "想到", "想想", "想不起"}

// fromWords, between a switch word and a drug, make it the drug left.
var fromWords = []string{"from", "from the", "from my", "from his", "from her", "off", "off the", "off my"}

// wishedSwitchTo reports whether drug m is what a wished or asked switch
// would move to (see above): a switch word before it in its sentence, a
// wish before that in the switch word's clause, and m not the drug left.
func wishedSwitchTo(tx text, m extract.Mention) bool {
	start := tx.sentenceStart(m.Span[0])
	s := tx.between(start, m.Span[0])
	at, end := -1, -1
	for _, w := range switchWords {
		if i := lastWordIndex(s, w); i > at || i == at && i >= 0 && i+len(w) > end {
			at, end = i, i+len(w)
		}
	}
	if at < 0 {
		return false
	}
	between := strings.Trim(s[end:], " ")
	for _, w := range fromWords {
		if between == w || strings.HasSuffix(between, " "+w) {
			return false // "switch from nifedipine": the drug left
		}
	}
	head := s[:at]
	if k := strings.LastIndexAny(head, "，,;；"); k >= 0 {
		head = head[k:]
	}
	for _, w := range notAWish {
		head = strings.ReplaceAll(head, w, "")
	}
	return containsAny(head, switchWishes)
}

// wishedSwitches makes hypothetical each drug a wished switch would move
// to, so that nothing reads it as taken (see above).
func wishedSwitches(x extract.Result, tx text, out []Statement) []Statement {
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass || !wishedSwitchTo(tx, m) {
			continue
		}
		for i := range out {
			if out[i].Type == Medication && out[i].Concept == m.ConceptID && !out[i].Negated {
				out[i].Status, out[i].Historical, out[i].Hypothetical = "", false, true
			}
		}
	}
	return out
}
