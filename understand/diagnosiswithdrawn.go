package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// diagnosisWrong say a diagnosis told before them was wrong: "a doctor once
// said she was lactose intolerant but that turned out to be wrong" (round
// 11 en10), "以前说是胃炎，后来查了不是".
var diagnosisWrong = []string{"turned out to be wrong", "turned out wrong", "turned out it wasn't", "turned out it was not",
	"turned out i wasn't", "turned out she wasn't", "turned out he wasn't", "turned out i don't", "turned out she doesn't",
	"turned out he doesn't", "turned out not to be", "that was wrong", "they were wrong", "he was wrong", "she was wrong",
	"was a misdiagnosis", "was misdiagnosed", "it was a misdiagnosis", "wasn't that after all", "was not that after all",
	"后来发现不是", "后来查了不是", "后来查出来不是", "后来说不是", "后来又说不是", "查了不是", "是误诊", "误诊了"}

// withdrawnDiagnosis reports whether condition mention i is said to have
// been wrong after it in its sentence, with no other condition named in
// between (that one would be what it turned out to be), and the words
// end their clause.
func withdrawnDiagnosis(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	end := tx.sentenceEnd(m)
	for _, n := range x.Mentions[i+1:] {
		if n.Span[0] >= end {
			break
		}
		if n.Type == ontology.TypeCondition || n.Type == ontology.TypeSymptom {
			end = n.Span[0]
			break
		}
	}
	rest := strings.ToLower(extract.Normalize(tx.between(m.Span[1], end)))
	for _, w := range diagnosisWrong {
		if i := strings.Index(rest, w); i >= 0 && endsItsClause(rest[i+len(w):]) {
			return true
		}
	}
	return false
}

// endsItsClause reports whether what follows a phrase leaves it the end of
// its clause: "后来查了不是" but not "查了不是很高", "that was wrong" but not
// "that was wrong of me to say".
func endsItsClause(after string) bool {
	after = strings.TrimLeft(after, " 了啊呀的吧哦")
	return after == "" || strings.ContainsAny(after[:1], ".,;!?") || strings.HasPrefix(after, "，") || strings.HasPrefix(after, "。") ||
		strings.HasPrefix(after, "！") || strings.HasPrefix(after, "；") || strings.HasPrefix(after, "after all") || strings.HasPrefix(after, "in the end")
}
