package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An answer that opens by limiting when ("Do you get any chest pain when
// you walk?" "Only when I rush for the bus, then it goes off after a minute
// or two.", "Only if I walk fast.", "Just at night.", "只有累的时候") affirms
// what was asked under a condition: it is had, not denied, as "sometimes"
// is a yes. A limit in the past ("Only when I had covid last year", "只有
// 去年的时候") tells an episode that is over, so it is left to its own
// words rather than read as a yes now.
var (
	onlyWhenOpens   = regexp.MustCompile(`^(?:only|just|mainly|mostly|usually) (?:when|if|after|at night|in the (?:morning|mornings|evening|evenings|night)|on exertion|with exertion|on walking|on the stairs|sometimes|occasionally|now and then|now and again)\b`)
	zhOnlyWhenOpens = regexp.MustCompile(`^(?:只有|只是|光是|只)在?[^，。,.！？!?]{1,12}(?:的时候|时候|的时|以后|之后)`)
	// onlyWhenPast date the limit in the past.
	onlyWhenPast = regexp.MustCompile(`\b(?:had|was|were|did|went|used to|ago|last (?:year|month|week|time)|once|back then|years back)\b|以前|之前|那时|那会|去年|前年|小时候|年轻|过`)
)

// onlyWhenYes reports whether a patient's answer opens by saying when alone
// what was asked happens, in the present (see onlyWhenOpens).
func onlyWhenYes(text string) bool {
	s := withoutFillers(text)
	clause := s
	if i := strings.IndexAny(s, ",.;!?，。；！？"); i >= 0 {
		clause = s[:i]
	}
	return (onlyWhenOpens.MatchString(s) || zhOnlyWhenOpens.MatchString(s)) && !onlyWhenPast.MatchString(clause)
}

// whenClauseOpens opens a time clause of a yes-or-no question.
var whenClauseOpens = regexp.MustCompile(`^(?:when|whenever) (?:you|you're|your|it|it's|u)\b`)

// whenClauseAt returns the rune offset, in q (a question sentence with its
// mentions blanked, see outsideMentions), of a "when you …" clause said
// right after a finding it names ("any chest pain when you walk?", "do
// you get breathless when you climb stairs?"), or -1. Such a "when" sets
// the condition of a yes-or-no question; it asks no time, as "do you know
// when it started?" or "is it worse when you lie down?" do, where a word
// and no finding comes before it.
func whenClauseAt(q string) int {
	rs := []rune(q)
	for i := 1; i < len(rs); i++ {
		if rs[i-1] != ' ' || !whenClauseOpens.MatchString(string(rs[i:])) {
			continue
		}
		// A finding, blanked, ends right before: two spaces or more.
		if i >= 2 && rs[i-2] == ' ' && strings.TrimSpace(string(rs[:i])) != "" {
			return i
		}
	}
	return -1
}

// findingEndsAt reports whether a symptom or a condition mention ends right
// before rune offset i, but for spaces.
func findingEndsAt(x extract.Result, i int) bool {
	for _, m := range x.Mentions {
		if (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition) && m.Span[1] <= i && m.Span[1] >= i-3 {
			return true
		}
	}
	return false
}
