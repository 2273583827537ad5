package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A phrase with no drug noun ("that new one", "this course", "the new
// lot") is a drug when a verb of starting takes it, after "since" or
// "after": "since she went on that new one in August", "since startin'
// that course for ma chest", "ever since going on the new one", "since they
// put her on the new one". A change dated from what one started is blamed
// on it, so the turn's complaint chooses among the drugs (as "since the new
// one" did already, pronounRefs). The subject may be the patient, a
// relative a carer speaks of, or "they" who put them on it.
var startedFrame = regexp.MustCompile(`\b(?:since|after|from when)\s+(?:(?:i|she|he|we|they|you)(?:'ve|'d|'s| have| has| had| was| were)?\s+)?(?:been\s+)?` +
	`(?:(?:um|erm|er|uh)\s+)?(?:start(?:ed|ing|in'|s)?(?:\s+on)?|went on|gone on|going on|goin' on|got on|began|begun|beginning|been on|` +
	`(?:put|putting|got) (?:me|her|him|them|us) on)\s+(?:(?:um|erm|er|uh)\s+)?` +
	`(?:that|this|the|those|these|them|her|his|my|me|ma)\s+((?:[a-z'-]+\s+){0,2}?)(ones?|course|lot|stuff|add-ons?|top-ups?)\b`)

// notDrugCourse follows a course that is study or work: "that course at
// college", "the course in March" is a time, no place, and stays.
var notDrugCourse = regexp.MustCompile(`^\s+(?:at|on)\b|^\s+in\s+(?:college|uni|university|school|work|town)\b|^\s+of\s+(?:study|lessons|classes|physio|physiotherapy|exercises?|therapy|counselling)\b`)

// startedFrameRefs finds the first phrase startedFrame reads whose words
// between determiner and head all qualify a drug (pronounModifiers).
func startedFrameRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	if len([]rune(lower)) != len(rs) {
		return nil
	}
	for _, m := range startedFrame.FindAllStringSubmatchIndex(lower, -1) {
		mods := strings.Fields(lower[m[2]:m[3]])
		if !allModify(mods) {
			continue
		}
		head := lower[m[4]:m[5]]
		if head == "course" && notDrugCourse.MatchString(lower[m[5]:]) {
			continue
		}
		if addOnHead(head) && notDrugAddOn.MatchString(lower[m[5]:]) {
			continue // "the add-on package at work" (addon.go)
		}
		// The determiner opens the phrase: back from the modifiers.
		detEnd := m[2]
		detStart := strings.LastIndexAny(strings.TrimRight(lower[:detEnd], " "), " ") + 1
		start := utf8.RuneCountInString(lower[:detStart])
		span := [2]int{start, utf8.RuneCountInString(lower[:m[5]])}
		if !validSpan(span, len(rs)) || overlapsAny(span, taken) {
			continue
		}
		recent := false
		for _, w := range mods {
			recent = recent || enRecent[w]
		}
		return []Reference{{Span: span, Kind: KindDrug, Recent: recent}}
	}
	return nil
}

func allModify(words []string) bool {
	for _, w := range words {
		if !pronounModifiers[w] && !enRecent[w] {
			return false
		}
	}
	return true
}
