package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A Chinese clause that opens with a drug and tells what taking it did
// ("左氧吃了心慌", "阿司匹林吃了胃疼", "头孢打了以后起疹子") tells a reaction
// to the drug, as an allergy or an intolerance is told, not a complaint
// the patient has now. A time of now in the sentence ("这两天吃了头晕")
// makes it the complaint.

// takenThen, between the drug and the symptom, say it came of taking it
// once. What it does each time ("阿司匹林一吃就肚子疼", "吃了就胃疼") is a side
// effect of a drug still taken, and stays the complaint.
var takenThen = []string{"吃了以后", "吃了后", "吃了", "用了以后", "用了", "打了以后", "打了"}

// reactionNow date the reaction to now.
var reactionNow = []string{"现在", "这两天", "这几天", "最近", "今天", "一直", "还在", "正在"}

// drugReactionTold reports whether Chinese symptom mention m follows, in
// its clause, a drug that opens the clause and "吃了" or its kin.
func drugReactionTold(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) || containsAny(tx.sentenceOf(m.Span[0]), reactionNow) {
		return false
	}
	for _, d := range x.Mentions {
		if d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass || d.Span[1] > m.Span[0] || !tx.sameClause(d, m) {
			continue
		}
		// Nothing but the taking stands between: "左氧吃了心慌".
		between := strings.TrimSpace(tx.between(d.Span[1], m.Span[0]))
		if between == "" || startsWithAny(between, takenThen) != between {
			continue
		}
		if lead := strings.Trim(tx.before(d), " ，,"); lead == "" || lead == "那个" || lead == "这个" {
			return true
		}
	}
	return false
}
