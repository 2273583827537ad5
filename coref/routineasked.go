package coref

import (
	"regexp"
	"strings"
)

// A bare "that" or "it" asked of the routine around a drug ("am I meant to
// rinse my mouth out after that", "will I be okay to drive myself home
// after that", "how many times a day am I doing that") stands for what the
// clinician has just given: of the drugs the last turns named (JustSaid),
// two named together both; none named, nothing, never the record's (after
// surgery or an exercise "that" is no drug). "after that" telling what came
// next ("and after that I felt sick") goes on with a clause of its own and
// is no reference.
//
// routineAfter is a thing one does (rinse, drive, eat...) then "after" or
// "before" the pronoun, closing its clause or followed by "or", "also",
// "too". frequencyDo asks how often one does, uses or has the pronoun.
var (
	routineAfter = regexp.MustCompile(`\b(?:rinse|rinsing|wash|washing|brush|brushing|gargle|spit|drive|driving|eat|eating|drink|drinking|shower|bath|bathe|swim|swimming|sleep|lie down|go home|get home|go to work|go back to work|work|exercise|breastfeed|feed)\b` +
		`[^.?!;]{0,40}?\b(?:after|before)\s+(that|it|them)\s*(?:[,?!.]|$|(?:or|also|too|as well)\b)`)
	frequencyDo = regexp.MustCompile(`\bhow (?:many times(?: (?:a|per|each) (?:day|week|night))?|often)\b[^.?!;]{0,25}?\b(?:doing|do|using|use|having|have|applying|apply|putting|put)\s+(that|it|them|this)\b`)
)

// routineAskedRefs finds the pronoun of a question routineAfter or
// frequencyDo reads: a JustSaid drug.
func routineAskedRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	if len([]rune(lower)) != len(rs) {
		return nil
	}
	if loc := frequencyDo.FindStringSubmatchIndex(lower); loc != nil {
		return effectRef(rs, lower, loc[2], loc[3], false, taken)
	}
	if !asksRoutine(lower) {
		return nil
	}
	loc := routineAfter.FindStringSubmatchIndex(lower)
	if loc == nil {
		return nil
	}
	return effectRef(rs, lower, loc[2], loc[3], false, taken)
}

// routineQuestion opens or closes a question: a question mark, an
// auxiliary first in a clause, "or not".
var routineQuestion = regexp.MustCompile(`\?|\bor not\b|(?:^|[,.;!]\s*|\b(?:and|so|but|um|erm|er|uh)\s+)(?:am|can|could|should|shall|will|would|do|does|is|must|may|have)\s+(?:i|we|you|he|she)\b`)

func asksRoutine(lower string) bool { return routineQuestion.MatchString(lower) }
