package understand

import (
	"regexp"
	"slices"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A clinician who asks whether "that" still happens, naming nothing, asks
// after the complaints the patient just told: "这个月早上起来就手抖，出冷
// 汗" … "现在还有没有这样？" … "这个礼拜没有了", "my hands shake before
// exams" … "Are you still getting those?" … "No, not since". Each of them
// is asked as still had (stillHavingThat), so that a no ends them, which is
// no denial that they were had.

var (
	// zhStillSo asks whether it is still so: "还有没有这样", "还会这样吗",
	// "还这样吗", "还有这种情况吗", "又这样过没有".
	zhStillSo = regexp.MustCompile(`还[^，。？！,?!]{0,4}?(?:这样|那样|这种情况|那种情况|这个情况|这么样)|又(?:这样|那样)|(?:这样|那样|这种情况|那种情况)[^，。？！,?!]{0,2}还有`)
	// enStillThose asks whether "them", "those" or "that" still happen:
	// "are you still getting those?", "is that still happening?", "has it
	// happened again?", "any more of those?".
	enStillThose   = regexp.MustCompile(`\b(?:(?:get|getting|got|have|having|had)\s+(?:them|those|these|that)\b|(?:that|it|they|those|these)\s+(?:still\s+)?(?:happen|happens|happening|happened|come|comes|coming|bother|bothering)\b|any\s+more\s+of\s+(?:them|those|these))`)
	enStillOrAgain = regexp.MustCompile(`\b(?:still|again|anymore|any more|since)\b`)
)

// stillHavingThat returns, for a question that asks whether what the
// patient just told still happens and names no finding of its own, a
// still-ask for each complaint the patient's turn just before told as
// their own and current.
func stillHavingThat(sents []sentence, x extract.Result, asks []Ask, prior []Prior) []Ask {
	for _, a := range asks {
		if a.Type == Symptom || a.Type == Condition {
			return nil
		}
	}
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition {
			return nil
		}
	}
	n := len(prior)
	if n == 0 || prior[n-1].Speaker != Patient {
		return nil
	}
	asked := false
	for _, s := range sents {
		if s.question && (zhStillSo.MatchString(s.text) || enStillThose.MatchString(s.text) && enStillOrAgain.MatchString(s.text)) {
			asked = true
			break
		}
	}
	if !asked {
		return nil
	}
	var out []Ask
	for _, s := range prior[n-1].Reading.Statements {
		if s.Type != Symptom || s.Experiencer != extract.Patient || s.Negated || s.Hypothetical || s.Historical || s.Status != "" {
			continue
		}
		if !slices.ContainsFunc(out, func(a Ask) bool { return a.Concept == s.Concept }) {
			out = append(out, Ask{Type: Symptom, Concept: s.Concept, Still: true, Given: true, Over: askedStillThere})
		}
	}
	return out
}
