package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A dose changed at a time gone by dates the change, not an end: "the
// gliclazide dose went up to 80 twice a day in march too" (s44 blind round
// 10, en09) is gliclazide taken now, at 80. Without an amount before it,
// changedDose has no dose to read and the month made the drug a course that
// was.

// changedAfter opens the words right after a drug that say its dose was
// changed ("dose went up", "was increased", "got halved").
var changedAfter = regexp.MustCompile(`^\s*(?:dose |doses )?(?:(?:was|were|got|has been|have been|had been|'s been|'ve been|has|had) )?(?:went up|gone up|went down|gone down|increased|reduced|lowered|halved|doubled|upped|raised|decreased|bumped up|put up|cut down|titrated up)\b`)

// changedBefore ends the words right before a drug that change its dose
// ("upped my sertraline", "halved her furosemide").
var changedBefore = regexp.MustCompile(`\b(?:halved|doubled|increased|upped|reduced|lowered|raised|decreased|bumped up|put up|cut down)\s+(?:my |her |his |your |the |their )?$`)

// doseChangedThen reports whether drug mention i is told with a change of
// its dose, in a sentence that tells no stop nor a change still to come.
func doseChangedThen(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	if isHan(m.Text) {
		return false
	}
	sentence := strings.ToLower(tx.sentenceOf(m.Span[0]))
	if containsAny(sentence, stopWords) || containsAny(sentence, laterChange) || strings.ContainsAny(sentence, "?？") {
		return false
	}
	after := strings.ToLower(tx.between(m.Span[1], tx.sentenceEnd(m)))
	return changedAfter.MatchString(after) || changedBefore.MatchString(strings.ToLower(sentenceBefore(tx, m)))
}
