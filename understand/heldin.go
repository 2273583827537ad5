package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// zhHeldInWords, between a drug and a class after it, say the class is
// what the drug holds: "氯沙坦氢氯噻嗪里头有利尿剂", "这个药里面含激素".
var zhHeldInWords = []string{"里头有", "裡頭有", "里面有", "裡面有", "里边有", "裡邊有", "里有", "裡有", "里头含", "里面含", "含有", "含", "带", "帶", "入面有"}

// zhHeldIn reports whether a drug class is only named as what a drug just
// before it holds ("你这个氯沙坦氢氯噻嗪里头有利尿剂，会升尿酸"): a part of
// that drug, not a drug of its own.
func zhHeldIn(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) || m.Type != ontology.TypeDrugClass {
		return false
	}
	for _, d := range x.Mentions {
		if d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass || d.Span[1] > m.Span[0] || !tx.sameClause(d, m) {
			continue
		}
		between := strings.TrimSpace(tx.between(d.Span[1], m.Span[0]))
		for _, w := range zhHeldInWords {
			if strings.HasPrefix(between, w) || strings.HasPrefix(between, "这个药"+w) {
				return len([]rune(between)) <= len([]rune(w))+3
			}
		}
	}
	return false
}
