package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A clinician names the patient's own condition in a statement without a
// diagnosis cue: "This is your hypertension check", "So it's your diabetes
// review today", "Your hypertension is not controlled". The condition is
// the patient's, told as known. Asked ("Is your diabetes controlled?") it
// presupposes and states nothing, and a question is never read here.

var (
	// What follows "your <condition>" when the visit is for it, or its
	// control is judged: "review", "check", "is still not controlled".
	yourVisitAfter   = regexp.MustCompile(`^(?:and (?:your |the )?[a-z ]{2,30} )?(?:review|annual review|check|check-up|checkup|clinic|follow-up|follow up|appointment)\b`)
	yourControlAfter = regexp.MustCompile(`^(?:is|isn't|is not|'s|has been|hasn't been|has not been|remains|still)(?: (?:still|not|really|quite|yet))*(?: as)?(?: well| very well| properly| fully| adequately| that well)? (?:controlled|under control)\b`)
	// "today is your diabetes and blood pressure review": a lay measure
	// joined to the review; said alone with "check" it may be the
	// measuring ("I'll do your blood pressure check now"), so only "review".
	yourLayReview = regexp.MustCompile(`\byour (?:[a-z ]{2,30} and (?:your |the )?)?(blood pressure|bp|sugar|sugars|blood sugar) (?:review|clinic)\b`)
)

// yourConditionNamed reports whether condition mention m, in a clinician's
// statement, is the patient's own named with "your" and said to be the
// visit's reason or judged for its control.
func yourConditionNamed(tx text, m extract.Mention) bool {
	if m.Assertion.Negated || m.Assertion.Hypothetical || m.Assertion.Uncertain || containsAny(tx.sentenceOf(m.Span[0]), generalWords) {
		return false
	}
	if !strings.HasSuffix(strings.TrimRight(tx.before(m), " "), "your") {
		return false // "Uncontrolled diabetes can harm your kidneys", "your mum's diabetes"
	}
	after := strings.TrimLeft(tx.between(m.Span[1], tx.sentenceEnd(m)), " ")
	return yourVisitAfter.MatchString(after) || yourControlAfter.MatchString(after)
}

// yourLayReviews returns the conditions a clinician's statement names in lay
// words as the review the patient has come for (see yourLayReview).
func yourLayReviews(sents []sentence) []string {
	var out []string
	for _, s := range sents {
		if s.question || containsAny(s.text, generalWords) {
			continue
		}
		for _, m := range yourLayReview.FindAllStringSubmatch(s.text, -1) {
			out = append(out, layConditionWords[m[1]])
		}
	}
	return out
}

// ownConditionNamed is the patient's condition a clinician names as known.
func (r *Reader) ownConditionNamed(cond string) Statement {
	return Statement{Type: Condition, Concept: cond, Display: r.Display(cond, "en"), Attributes: map[string]string{},
		Experiencer: extract.Patient, Confidence: 0.9}
}
