package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A condition said to be back, then what it does now: "那个老毛病又犯了，天一
// 凉就咳，早上起来咳一大口白痰", "my old trouble's playing up again, wheezing
// all night". What the rest of the turn complains of are its signs, and
// they choose among the patient's conditions as a description's do
// (described.go): the chronic bronchitis that coughs, not the hypertension
// beside it.

// flaredAgain is said right after the reference.
var flaredAgain = regexp.MustCompile(`^\s*(?:(?:又|再)(?:犯|来|发|闹|开始|找上门)|(?:is|are|'s|has|'s been|have been)?\s*(?:playing up|acting up|flared|flaring|back)\b)`)

// flaredSigns gives a condition reference told by nothing (toldBySign)
// the signs of the turn after it, when the turn says it is back.
func flaredSigns(rs []rune, mentions []extract.Mention, refs []Reference) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	for i, r := range refs {
		if !toldBySign(r) || len(r.Signs)+len(r.Triggers) > 0 || r.JustSaid || !validSpan(r.Span, len(rs)) {
			continue
		}
		rest := string(lower[r.Span[1]:])
		loc := flaredAgain.FindStringIndex(rest)
		if loc == nil {
			continue
		}
		from := r.Span[1] + utf8.RuneCountInString(rest[:loc[1]])
		signs, triggers := toldSigns(rs, mentions, [2]int{from, len(rs)})
		refs[i].Signs, refs[i].Triggers = signs, triggers
	}
	return refs
}
