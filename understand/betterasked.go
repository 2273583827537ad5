package understand

import "strings"

// "Is the cough better since the switch?" "yeah mostly gone tbh" (session
// 70's review 4, E01) wrote the cough current: the yes was read as a yes
// to having it. A question whether a known complaint is better asks how it
// goes, not whether it is there: a yes says it eases, and ends it only
// when the answer says it went ("yeah it's gone"); a no says nothing the
// record does not hold.

// betterWords ask whether a complaint eases.
var betterWords = []string{"better", "improved", "improving", "easing", "eased", "any easier"}

// betterAsked reports whether an English yes/no question asks whether a
// complaint is better: "is the cough better?", "has the rash improved?".
func betterAsked(q string) bool {
	q = strings.TrimSpace(askedPart(q))
	return startsWithAny(q, questionOpeners) != "" && hasAnyWord(q, betterWords) && !hasAnyWord(q, []string{"worse", "or"})
}

// goneAfterYes reports whether an answer says the complaint went, opening
// with it or right after a yes: "yeah it's gone", "gone, thanks".
func goneAfterYes(text string) bool {
	if saidGone(text) {
		return true
	}
	s := strings.TrimLeft(withoutFillers(strings.ToLower(text)), " ,.")
	for _, yes := range yesAnswers {
		if rest, ok := strings.CutPrefix(s, yes); ok && rest != "" && strings.ContainsRune(" ,.!", rune(rest[0])) {
			return saidGone(rest)
		}
	}
	return false
}

// someStillEn and someStillZh, in an answer that says a complaint went,
// say some of it is left: "Yeah mostly, bit of a tickle at night still".
var (
	someStillEn = []string{"mostly", "still", "nearly", "almost", "not completely", "not totally", "not quite", "not fully"}
	someStillZh = []string{"差不多", "还有", "还是有", "基本上", "没全好", "还没全好"}
)

// someStill reports whether an answer keeps some of the complaint it says
// went.
func someStill(text string) bool {
	return hasAnyWord(strings.ToLower(text), someStillEn) || containsAny(text, someStillZh)
}
