package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// hadBackThen dates a drug after a simple-past "had" to a season or month
// gone by: "He had amoxicillin in the summer for the same thing" (s43
// blind round 9, en18). A bare "in the summer" dates nothing, since "I
// take cetirizine in the summer" is a habit; the past tense of "had" is
// what makes it then, and "I've had" (the perfect) goes on.
var hadBackThen = regexp.MustCompile(`\b(?:in|over|during) (?:the )?(?:summer|winter|spring|autumn|fall|january|february|march|april|june|july|august|september|october|november|december)\b`)

// enHadBackThen reports whether an English drug is one the patient had,
// in the simple past, dated by its sentence to a season or month gone by,
// with nothing in the rest of the turn that says it goes on.
func enHadBackThen(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	before := strings.TrimRight(sentenceBefore(tx, m), " ")
	if !endsWithAnyWord(before, []string{"had", "had some", "had a course of", "had the"}) ||
		endsWithAnyWord(before, []string{"'ve had", "have had", "has had", "'s had", "'d had"}) {
		return false
	}
	rest := tx.from(m.Span[1])
	return hadBackThen.MatchString(strings.ToLower(tx.sentenceOf(m.Span[0]))) &&
		!containsAny(strings.ToLower(rest), append(enStillTaking[:len(enStillTaking):len(enStillTaking)], "since"))
}
