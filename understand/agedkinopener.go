package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A relative may open a consultation with the one they come about, by
// their own word and age, and no "帮他问": "我阿妈八十几岁，咳咗成个礼拜啦，
// 夜晚咳到瞓唔着，有痰" (s46 blind round 14 zh06, a son for his mother), "我
// 老公六十五了，晚上起夜四五次，尿得慢" (zh09, a wife), "我爸八十二了，老年痴呆三
// 年了" (zh16, a son). The cough, the nocturia and the dementia went in as
// family history or someone else's, and the drugs told after as the
// speaker's own. Giving the relative's age first, in the session's first
// patient turn, sets that relative as the one the consultation is about,
// as a typist's announcement does (typist.go), provided the turn tells
// that relative's findings and none of the speaker's own. Children stay
// with caredfor.go. Near misses left as read: no age ("我老公这几天咳得厉害",
// "我老伴糖尿病十几年了"), an age that dates an event ("我爸五十八岁那年脑梗
// 了"), a later turn ("我爸有二型糖尿病" after the speaker's own), and a turn
// that tells the speaker's own findings too ("我妈七十了，有高血压，我自己也
// 头晕").

// zhAgedKinOpener: greeting, then 我/我家 and the kin word, then the age
// closed by 了, 岁 or a pause, as in "我阿妈八十几岁，", "我爸八十二了，".
var zhAgedKinOpener = regexp.MustCompile(`^(?:(?:喂|你好|您好|医生|大夫|哎)[，,。！! ]*)*(?:我家|我)([^0-9一二两三四五六七八九十几，,。 ]{1,3}?)(?:今年|今年已经|已经)?([0-9]{2,3}|[一二三四五六七八九]?十[一二三四五六七八九几]?|[一二三四五六七八九]十多)(?:多)?(?:岁|歲|周岁)?(?:了|啦)?(?:[，,。 ]|$)`)

// agedKinOpenerOf returns, for the session's first patient turn that opens
// as above and tells only the relative's findings, who the speaker is to
// the patient and who the patient is to them; "", "" otherwise. x is the
// turn read with no one announced.
func agedKinOpenerOf(x extract.Result, raw string, prior []Prior) (typist, typingFor string) {
	if !firstPatientTurn(prior) {
		return "", ""
	}
	m := zhAgedKinOpener.FindStringSubmatch(extract.Normalize(raw))
	if m == nil || tellsOwnFinding(x) {
		return "", ""
	}
	kin, n := kinAfter([]rune(m[1]))
	if n != len([]rune(m[1])) {
		return "", ""
	}
	switch kin {
	case "father", "mother", extract.Spouse, "grandparent", "sibling":
	default:
		return "", "" // a child: caredfor.go
	}
	theirs := false
	for _, mn := range x.Mentions {
		if findingMention(mn) && mn.Assertion.Experiencer != extract.Patient && !mn.Assertion.Negated {
			theirs = true
		}
	}
	if !theirs {
		return "", ""
	}
	return inverseKin(kin), kin
}
