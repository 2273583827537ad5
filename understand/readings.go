package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese reading is often said in halves, the first unlabelled ("早上量一
// 百四十几，低压九十几"): a diastolic alone is half of a pair whose other
// half the extraction did not label, not a reading of its own. (The
// extraction now reads the pair itself when both halves are plain numbers;
// what is left here is the unsure rest, such as a range "低压八十五六".)
// (A weight said as what was lost, "三个月掉了十来斤", is no reading either: the
// extraction drops a value said as a change, extract.saidAsChange.)

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
	start := tx.sentenceStart(ms.Span[0])
	return numberBefore.MatchString(tx.between(start, ms.Span[0]))
}
