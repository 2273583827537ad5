package coref

import (
	"regexp"
	"strings"
)

// A demonstrative asked whether it suits someone else ("and is that okay
// for the little one as well", "would this one be safe for my husband
// too") stands for the drug the session just named: a clinician has given
// a treatment, and the patient asks whether another in the house may
// have it. Only a drug the last turns named (JustSaid), never the record's:
// with none named, nothing is chosen. Not "it", which is as often no
// thing at all ("is it okay for him to drive").

// forAnotherAsked is the question: "is that okay for the little one",
// "would this be alright for my daughter", "is that one safe for the kids".
var forAnotherAsked = regexp.MustCompile(`\b(?:is|would|will|could|can)\s+(that one|this one|that|this)\s+(?:(?:also\s+)?be\s+)?(?:okay|ok|alright|all right|safe|fine|suitable)\s+` +
	`(?:for|to give(?: to)?)\s+(?:the little one|the little 'un|the baby|my baby|baby|the kids?|the children|the little ones|` +
	`my (?:son|daughter|husband|wife|partner|mum|mam|mom|dad|kids?|little one|boy|girl|children|grandson|granddaughter|other half)|him|her|them)\b`)

// forAnotherRefs finds forAnotherAsked's demonstrative: a JustSaid drug.
func forAnotherRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	if len([]rune(lower)) != len(rs) {
		return nil
	}
	loc := forAnotherAsked.FindStringSubmatchIndex(lower)
	if loc == nil {
		return nil
	}
	// The turn's symptoms are the other person's ("he's itching as
	// well"), no side effect that chooses between the drugs just named.
	return effectRef(rs, lower, loc[2], loc[3], true, taken)
}
