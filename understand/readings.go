package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese reading is often said in halves, the first unlabelled ("早上量一
// 百四十几，低压九十几"), and a weight as what was lost ("三个月掉了十来
// 斤"). Neither is a reading of its own: a diastolic alone is half of a
// pair whose other half the extraction did not label, and a loss is a
// change, not a weight.

// numberBefore is an unlabelled value in the sentence before a diastolic
// reading: Chinese numerals of a hundred and more, or digits.
var numberBefore = regexp.MustCompile(`[一二两三四五六七八九]百[零一二两三四五六七八九十几来多]*|\d{2,3}`)

// halfOfAPair reports whether ms is a diastolic pressure whose sentence
// holds, before it, a value that is likely its systolic half: the pair is
// unsure, and half of it would be a wrong reading.
func halfOfAPair(ms extract.Measurement, tx text) bool {
	if ms.ConceptID != "vital:diastolic_bp" || ms.Span[0] <= 0 || ms.Span[0] > len(tx.runes) {
		return false
	}
	start := ms.Span[0]
	for start > 0 && tx.sent[start-1] == tx.sent[ms.Span[0]] {
		start--
	}
	return numberBefore.MatchString(string(tx.runes[start:ms.Span[0]]))
}

// weightChange says, right before a weight, that it is what was lost or
// gained.
var weightChange = regexp.MustCompile(`(掉了|瘦了|轻了|减了|少了|长了|胖了|重了|涨了|增加了|下降了|降了|掉咗|瘦咗|肥咗|重咗)[一二两三四五六七八九十几来多\d\s]*$`)

// changeOfWeight reports whether ms is a body weight said as a change ("三个
// 月掉了十来斤", "胖了五公斤"): not what the patient weighs.
func changeOfWeight(ms extract.Measurement, tx text) bool {
	if ms.ConceptID != "vital:weight" || ms.Span[0] <= 0 || ms.Span[0] > len(tx.runes) {
		return false
	}
	return weightChange.MatchString(tx.before(extract.Mention{Span: ms.Span}))
}
