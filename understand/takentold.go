package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// zhTakenLeads, right before a drug a clinician names, tell it as taken
// already: "吃了阿莫西林常见的反应", "用了激素以后".
var zhTakenLeads = []string{"吃了", "用了", "打了", "吃过", "用过", "吃咗", "食咗", "食过", "用咗"}

// zhYouTook, right before a drug, make the patient its subject: "你吃阿莫西林
// 起疹子".
var zhYouTook = []string{"你吃", "您吃", "你用", "您用", "你食", "你打", "您打"}

// clinicianToldTaken reports whether a drug in a clinician's turn is one
// the patient took, told for what it did, not an order: the perfective
// before it ("是这个病吃了阿莫西林常见的反应"), or "you took" before it and a
// complaint after it in the same clause ("你吃阿莫西林起疹子").
func clinicianToldTaken(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	before := strings.TrimSpace(sentenceBefore(tx, m))
	if endsWithAny(before, zhTakenLeads) {
		return true
	}
	if !endsWithAny(before, zhYouTook) {
		return false
	}
	for _, n := range x.Mentions {
		if n.Span[0] >= m.Span[1] && n.Type == ontology.TypeSymptom && tx.clause[n.Span[0]] == tx.clause[m.Span[0]] {
			return true
		}
	}
	return false
}
