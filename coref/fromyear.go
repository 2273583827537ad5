package coref

import (
	"regexp"
	"strconv"
	"strings"
)

// A condition told by the year it was had ("the one from twenty
// nineteen", "the thing back in 2019", "2019年那个病", "the one from last
// year") is the record's condition started, or over, then (onlyDatedIn).
// "The one" with a year is a condition's only in a turn about no drug
// taken: "the one from January" may be a drug started then.

var (
	enFromYear = regexp.MustCompile(`\b(?:the|that) (one|thing|problem|trouble|illness|infection|business|condition)(?: i had| i got)? (?:from|back in|in) (last year|the year before last|(?:19|20)[0-9][0-9]|twenty(?:[- ](?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?:[- ](?:one|two|three|four|five|six))?))|nineteen[- ](?:seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)\b`)
	zhYearThat = regexp.MustCompile(`((?:19|20)[0-9][0-9])年(?:的)?(?:时候)?(?:那个|那回|那次)(?:病|毛病)?`)
)

// spokenNumbers are the words of a year said aloud.
var spokenNumbers = map[string]int{"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "seventy": 70, "eighty": 80, "ninety": 90,
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}

// yearSaid returns the year of a year said in digits or aloud ("twenty
// nineteen", "twenty twenty-two", "nineteen ninety-eight"), or 0.
func yearSaid(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	words := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' })
	if len(words) < 2 {
		return 0
	}
	century := spokenNumbers[words[0]] * 100
	rest := 0
	for _, w := range words[1:] {
		rest += spokenNumbers[w]
	}
	if century == 0 || rest == 0 || rest > 99 {
		return 0
	}
	return century + rest
}

// fromYearRefs finds a condition told by its year.
func fromYearRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	add := func(from, to int, r Reference) {
		span := runeSpan(lower, from, to)
		if overlapsAny(span, taken) {
			return
		}
		r.Span, r.Kind, r.Anchored = span, KindCondition, true
		out = append(out, r)
		taken = append(taken, span)
	}
	for _, loc := range enFromYear.FindAllStringSubmatchIndex(lower, -1) {
		if lower[loc[2]:loc[3]] == "one" && enTakenSaid.MatchString(lower) {
			continue // "the one from January, do I take it with food?"
		}
		var r Reference
		switch when := lower[loc[4]:loc[5]]; when {
		case "last year":
			r.YearsAgo = 1
		case "the year before last":
			r.YearsAgo = 2
		default:
			if r.Year = yearSaid(when); r.Year == 0 {
				continue
			}
		}
		add(loc[0], loc[1], r)
	}
	for _, loc := range zhYearThat.FindAllStringSubmatchIndex(lower, -1) {
		add(loc[0], loc[1], Reference{Year: yearSaid(lower[loc[2]:loc[3]])})
	}
	return out
}
