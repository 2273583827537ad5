package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// "胃溃疡现在在吃药吗？" "以前吃过奥美拉唑，现在不吃了" (session 70's
// review 4, Z04) denied the ulcer: the question names the illness as its
// topic and asks about its treatment, and the answer's "不吃了" is of the
// drug. An illness asked of so is taken as known, as "you're on indapamide
// for the blood pressure?" takes it.

// treatmentWords, after an illness in a Chinese question, ask how it is
// treated.
var treatmentWords = []string{"吃药", "用药", "吃什么药", "吃啥药", "用什么药", "在吃", "治疗", "打针", "吃着药", "用着药"}

// treatmentAskedOf reports whether condition mention m is the topic of a
// Chinese question about its treatment, asked before any comma: "甲亢吃药
// 仨月了，心还慌不？" tells the treatment and asks of the heart.
func treatmentAskedOf(tx text, m extract.Mention) bool {
	if m.Type != ontology.TypeCondition || !isHan(m.Text) {
		return false
	}
	rest := tx.restOfSentence(m)
	if k := strings.IndexAny(rest, "，,；;"); k >= 0 {
		rest = rest[:k]
	}
	return containsAny(rest, treatmentWords) && strings.ContainsAny(rest, "？?吗")
}
