package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A condition is told by the hospital stay it caused: "that thing I was in
// hospital with a few years back", "the thing that landed me in the
// hospital", "the fever for which I was admitted two years back", "住过院
// 的那个病". What puts a patient in hospital is an illness, never a drug,
// and a stay the patient dates years back is over by now: a resolved
// condition of the record (Past). Undated, it may be over or still held
// (Episode): one of each is asked about.

// enStayHead is the thing the stay is told of: a determiner, a word or
// two, and a noun an illness is called by. "fever" may be a symptom the
// matcher found.
var enStayHead = regexp.MustCompile(`\b(?:that|the|this|my|me|ma)(?: [a-z'-]+){0,2}? (?:thing|illness|infection|bug|fever|trouble|problem|episode|business|attack)\b`)

// enStayAfter is the relative clause of the stay, right after the head: it
// put the patient in hospital, or the patient was in or admitted with it.
var enStayAfter = regexp.MustCompile(`^,? (?:that |which |what )?(?:` +
	`(?:landed|put|got|sent|had) me (?:in|into) (?:the )?(?:hospital|a&e|icu|intensive care|emergency)` +
	`|i (?:was|were|ended up|got) (?:in|admitted to|rushed (?:in)?to|taken (?:in)?to|kept in) (?:the )?(?:hospital|a&e|icu|intensive care)(?: [a-z]+){0,2}? (?:with|for)\b` +
	`|i (?:was|were|got) (?:admitted|hospitalised|hospitalized|kept in)(?: [a-z]+){0,2}? (?:with|for)\b` +
	`|i (?:went|had to go) (?:in|into|to) (?:the )?(?:hospital|a&e)(?: [a-z]+){0,2}? (?:with|for)\b` +
	`)`)

// enStayFor is the stay said before the head's end: "the fever for which
// I was admitted", "the thing for which I was in hospital".
var enStayFor = regexp.MustCompile(`^ (?:for which|that|which) i (?:was|were) (?:admitted|hospitalised|hospitalized|in (?:the )?hospital)\b`)

// zhStay is a Chinese stay before a condition noun: "住过院的那个病", "让我
// 住了院的那个毛病", "住院那回的那个病".
var zhStay = regexp.MustCompile(`住(?:过|了)?(?:一回|一次|几天)?院(?:那回|那次|那阵子?)?的?(?:那个|那种)?(?:病|毛病)`)

// yearsBackWords date what the turn tells some years back: a stay then is
// over.
var yearsBackWords = []string{"years back", "years ago", "year back", "year ago", "last year", "back in 19", "back in 20",
	"前些年", "前几年", "前两年", "几年前", "去年", "前年", "早几年", "那几年"}

// hospitalStayRefs finds a condition told by the hospital stay it caused.
func hospitalStayRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	back := containsAnyWord(lower, yearsBackWords)
	stay := func(span [2]int) []Reference {
		if !validSpan(span, len(rs)) || overlapsAny(span, taken) {
			return nil
		}
		return []Reference{{Span: span, Kind: KindCondition, Past: back, Episode: !back}}
	}
	if loc := zhStay.FindStringIndex(lower); loc != nil {
		start := utf8.RuneCountInString(lower[:loc[0]])
		return stay([2]int{start, start + utf8.RuneCountInString(lower[loc[0]:loc[1]])})
	}
	for _, loc := range enStayHead.FindAllStringIndex(lower, -1) {
		rest := lower[loc[1]:]
		if !enStayAfter.MatchString(rest) && !enStayFor.MatchString(rest) {
			continue
		}
		start := utf8.RuneCountInString(lower[:loc[0]])
		return stay([2]int{start, start + utf8.RuneCountInString(lower[loc[0]:loc[1]])})
	}
	return nil
}
