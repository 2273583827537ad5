package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A value the patient is unsure of is no reading: "甘油三酯2.3还是3.2，我
// 记不清了" (s46 blind round 13 zh06) wrote triglycerides 2.3 as confirmed.
// Two values offered as either ("2.3还是3.2", "60或者65公斤", "was it 2.3 or
// 3.2") say that neither is known, so neither is written; one value followed
// at once by the patient's forgetting ("血糖7.2，我记不清了") is a claim for a
// clinician to check. "2.3，记得很清楚" and "一百四十多" are readings as before.

// valueOrAnother, right after a value, offers another in its place.
var valueOrAnother = regexp.MustCompile(`^\s*(?:还是|或者|或是|或|要么|\bor\b)\s*[\d一二两三四五六七八九十百]`)

// anotherOrValue, right before a value, offers it in another's place.
var anotherOrValue = regexp.MustCompile(`[\d一二两三四五六七八九十百](?:\.\d+)?[^\d\s，。,.!?！？]{0,3}\s*(?:还是|或者|或是|或|要么|\bor\b)\s*$`)

// forgotten, at the start of what follows a value, say the patient does
// not remember it.
var forgotten = []string{"记不清", "记不太清", "记不得", "不记得", "不太记得", "记错", "忘了", "忘记了", "唔记得", "i can't remember", "i cant remember",
	"can't remember", "cant remember", "i don't remember", "i dont remember", "don't remember", "i forget", "i'm not sure", "im not sure", "not sure"}

// valueOneOfTwo reports whether the reading ms is one of two values
// offered as either, neither of them known (see above).
func valueOneOfTwo(ms extract.Measurement, tx text) bool {
	if ms.Span[1] <= ms.Span[0] || ms.Span[1] > len(tx.runes) {
		return false
	}
	after := tx.from(ms.Span[1])
	before := tx.between(tx.sentenceStart(ms.Span[0]), ms.Span[0])
	return valueOrAnother.MatchString(after) || anotherOrValue.MatchString(before)
}

// valueForgotten reports whether the clause right after the reading ms
// says the patient does not remember it: "血糖7.2，我记不清了".
func valueForgotten(ms extract.Measurement, tx text) bool {
	if ms.Span[1] <= ms.Span[0] || ms.Span[1] > len(tx.runes) {
		return false
	}
	rest := tx.from(ms.Span[1])
	if end := strings.IndexAny(rest, "。！？!?；;\n"); end >= 0 {
		rest = rest[:end]
	}
	rest = strings.TrimLeft(rest, " ，,、")
	for _, w := range []string{"我也", "我", "具体", "也", "i "} {
		rest = strings.TrimPrefix(rest, w)
	}
	return startsWithAny(strings.TrimLeft(rest, " "), forgotten) != ""
}
