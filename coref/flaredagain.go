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

// enRelativeClause opens what the rest of the turn says of a bare
// condition: "the condition for which I wear the mask and the machine at
// night … she says the snoring is back".
var enRelativeClause = regexp.MustCompile(`^\s*(?:for which|which|that|where)\b`)

// flaredSigns gives a condition reference told by nothing (toldBySign)
// the signs of the turn after it: from the words that say it is back or
// go on to say what it is (enRelativeClause), else from the clauses right
// after it (toldAfter: "还是那个老毛病，早上起来手指关节僵…").
func flaredSigns(rs []rune, mentions []extract.Mention, refs []Reference) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	for i, r := range refs {
		if !toldBySign(r) || len(r.Signs)+len(r.Triggers) > 0 || r.JustSaid || !validSpan(r.Span, len(rs)) {
			continue
		}
		rest := string(lower[r.Span[1]:])
		loc := flaredAgain.FindStringIndex(rest)
		if loc == nil {
			loc = enRelativeClause.FindStringIndex(rest)
		}
		if loc == nil {
			// "还是那个老毛病，早上起来手指关节僵起，扣子都扣不上": the clauses
			// after it, up to a question, a contrast or another person, tell
			// what it does.
			end := toldAfter(rs, r.Span[1])
			refs[i].Signs, refs[i].Triggers = toldSigns(rs, mentions, [2]int{r.Span[1], end})
			continue
		}
		from := r.Span[1] + utf8.RuneCountInString(rest[:loc[1]])
		signs, triggers := toldSigns(rs, mentions, [2]int{from, len(rs)})
		refs[i].Signs, refs[i].Triggers = signs, triggers
	}
	return refs
}

// toldAfter returns where what the turn goes on to say of a bare condition
// ends: at the end of its sentence, or before a clause that asks (as
// describedClausesAfter), sets something against it ("…倒还好", "but my
// knees are fine") or speaks of someone else.
func toldAfter(rs []rune, end int) int {
	return clausesAfter(rs, end, "。！？!?.\n", "，,；;。！？!?.—–\n", func(clause string, span [2]int) bool {
		first := span[0] == end
		// The clause's own closing mark ends it; only its words may ask.
		words := strings.TrimRight(strings.TrimLeft(clause, "，,；; "), "，,；;。！？!?.—–\n ")
		return zhAsked.MatchString(clause) || enAskedFrom.MatchString(words) && !first ||
			ofAnotherPerson(clause) || setAgainst.MatchString(clause)
	})
}

// setAgainst is a clause that turns from the condition to another thing:
// one that opens with "不过", "但是", "不是那个", "还有别的", "but", "not the",
// or says "…倒是…", "…倒还好". Not "还有点肿", "不是一般的疼", "晕倒".
var setAgainst = regexp.MustCompile(`(?i)^[，,；;\s]*(?:不过|但是|可是|不是那个|别的|另外|还有(?:那个|一个|别的)|\b(?:but|though|not the|no the|apart from|except)\b)|倒是|倒还|倒没`)

// flaredRefs finds an old trouble said to be back with no determiner,
// opening its clause ("老毛病又来了，一吃油的就胃胀"), and in English a pronoun that opens its
// clause ("It's playing up again, the wheezing and that"). The pronoun is
// a condition by the signs the turn tells, or, with none, only as the
// condition the last turns named: "it's playing up again" alone may be a
// knee or a car.
func flaredRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	var out []Reference
	for i := 0; i+3 <= len(lower); i++ {
		if string(lower[i:i+3]) != "老毛病" || !flaredAgain.MatchString(string(lower[i+3:])) {
			continue
		}
		if own := hasSuffixAny(lower[:i], zhOwnOpeners); !clauseOpens(rs, i-own) {
			continue // "我妈老毛病又犯了", "一到冬天就咳的老毛病": another's, or a description's (described.go)
		}
		if span := [2]int{i, i + 3}; !overlapsAny(span, taken) {
			out = append(out, Reference{Span: span, Kind: KindCondition})
		}
	}
	for _, loc := range enFlaredPronoun.FindAllStringSubmatchIndex(string(lower), -1) {
		span := runeSpan(string(lower), loc[2], loc[3])
		if !clauseOpens(rs, span[0]) || overlapsAny(span, taken) {
			continue
		}
		from := utf8.RuneCountInString(string(lower)[:loc[1]])
		signs, triggers := toldSigns(rs, mentions, [2]int{from, len(rs)})
		if len(signs) == 0 {
			// "it's been acting up since the clocks went back" with
			// nothing it does: the condition the last turns named, if any.
			out = append(out, Reference{Span: span, Kind: KindCondition, JustSaid: true})
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Signs: signs, Triggers: triggers, BySignsOnly: true})
	}
	return out
}

// zhOwnOpeners may stand before a bare 老毛病 that opens its clause.
var zhOwnOpeners = []string{"我的", "俺的", "我这", "俺这", "我", "俺", "阮"}

// enFlaredPronoun: "it's playing up again", "it has flared up".
// "It's back" needs its verb: "that back issue" is a place.
var enFlaredPronoun = regexp.MustCompile(`\b(it|that|this)(?:(?:'s| is| has| has been|'s been)? (?:playing up|acting up|actin' up|flaring up|flared up|flared)|(?:'s| is| has been|'s been| has come| came) back)(?: again)?\b`)
