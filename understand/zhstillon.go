package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug that is nearly used up, taken again after a break, or asked about
// stopping or going on is a drug taken now, though a stop word stands in its
// telling (session 51, change dev zh-z1):
//
//   - nearly finished: "头孢呋辛快吃完了，还剩两天的" (快吃完, 快要用完, 就快
//     食晒, 快吃没了, 差不多快吃完): the pack is not yet done;
//   - taken again after a stop: "停了两天，后来寻思着不中，又吃上了" (又吃上了,
//     又吃起来了, 又接着吃, 又开始吃, 又重新吃, 重新吃上, 又食返, 又恰起哒):
//     the stop was a break;
//   - a question whether it may stop or must go on: "華法林吃半年了，現在可以停了
//     嗎？", "左甲状腺素钠吃满三个月了还要接着吃吗" (可以停了吗, 能不能停, 要不要停,
//     还要接着吃吗, 还用吃吗, 可唔可以停, 使唔使再食): the patient asks because
//     they take it.
//
// The words are looked for from the drug to the end of its sentence, before
// the next drug named; a stop said after them ("快吃完了，吃完就不吃了") is a
// plan, and still leaves the drug current. A drug told stopped for good after
// the restart ("又吃上了，吃了一礼拜又停了") is not read here.

// zhNearlyFinished says a pack or course is nearly done.
var zhNearlyFinished = regexp.MustCompile(`(快|快要|就快|就快要|马上就要?|差不多快|眼看就要?)(吃|用|喝|打|食|恰)(完|光|没|晒|冇)|快(没|冇)(药|藥)?了|快见底`)

// zhTakenAgain says a drug stopped for a while was taken again.
var zhTakenAgain = regexp.MustCompile(`(又|又重新|重新|又再|又接着|又继续|又繼續)(吃|用|服|食|恰|喷|吸|打)(上|起来|起來|起|起哒|返|翻|回来|回來)?|又(开始|開始)(吃|用|食)|(吃|用|食)回(去|来|來)了`)

// zhStopAsked asks whether a drug may stop or must go on.
var zhStopAsked = regexp.MustCompile(`(可以|能|能不能|可不可以|是不是可以|是不是能|要不要|该不该|該不該|是不是该|是不是該|可唔可以|得唔得)(先)?(停|停药|停藥|不吃|唔食)(了|掉|嘞)?(吗|嗎|么|麼|呢|吧|啊|呀|未|[?？])|` +
	`(还要|還要|还得|還得|还用|還用|还需要|還需要|要不要|用不用|需不需要|仲要|使唔使)(再)?(接着|接著|继续|繼續|一直)?(吃|用|食)(下去)?(吗|嗎|么|麼|呢|啊|呀|[?？])`)

// stillOnAfterAll makes current the patient's drugs of st that the turn
// tells nearly finished, taken again or asked about stopping.
func stillOnAfterAll(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if s.Type != Medication || s.Negated || s.Hypothetical || s.Experiencer != extract.Patient || (s.Status != Stopped && !s.Historical) {
			continue
		}
		k, ok := mentionIndexOf(x, s.Concept)
		if !ok {
			continue
		}
		m := x.Mentions[k]
		end := drugEnd(x, tx, k)
		rest := tx.between(m.Span[1], end)
		if zhNearlyFinished.MatchString(rest) || takenAgain(rest) || stopAskedOfATaking(rest) {
			st[i].Status, st[i].Historical = "", false
		}
	}
	return st
}

// mentionIndexOf returns the index in x of the first mention of concept.
func mentionIndexOf(x extract.Result, concept string) (int, bool) {
	for k, m := range x.Mentions {
		if m.ConceptID == concept {
			return k, true
		}
	}
	return 0, false
}

// takenAgain reports whether rest tells the drug taken again; "又开始吃别的"
// is another drug taken instead.
func takenAgain(rest string) bool {
	for _, loc := range zhTakenAgain.FindAllStringIndex(rest, -1) {
		if endsWithAny(rest[:loc[0]], []string{"要不要", "要", "想", "打算", "准备", "能不能", "能", "可以", "可不可以", "该不该", "是不是"}) ||
			strings.ContainsAny(rest[loc[1]:], "?？吗嗎") {
			continue // "我要不要重新吃？": a restart asked about or planned
		}
		if startsWithAny(rest[loc[1]:], []string{"别", "別", "其他", "其它", "另", "新", "第二", "了别", "了其他", "了另", "了新"}) == "" {
			return true
		}
	}
	return false
}

// zhUsedUp says a drug was used to its end: "螺内酯吃没了", "药用光了", "食晒".
// The 没 of 吃没了 denies nothing (extract/context.go).
var zhUsedUp = regexp.MustCompile(`(吃|用|喝|食)(没|冇|光|晒)(了|咗|啦|喇|嘞)?`)

// zhRefill asks for more of a drug used up: "降压药吃光了，来配一点".
var zhRefill = []string{"来配", "再配", "配点", "配一点", "来开", "再开", "开点", "开一点", "来拿", "再拿", "拿点", "再买", "买点", "还要", "还得", "又买", "又开", "?", "？", "吗", "嗎"}

// usedUpStopped makes stopped the patient's drugs of st that the turn tells
// used up, with no more asked for and not nearly so ("快吃没了").
func usedUpStopped(x extract.Result, tx text, st []Statement) []Statement {
	return stoppedWhere(x, tx, st, func(rest string) bool {
		loc := zhUsedUp.FindStringIndex(rest)
		return loc != nil && !zhNearlyFinished.MatchString(rest) && !containsAny(rest[loc[1]:], zhRefill)
	})
}

// stoppedWhere makes stopped the patient's drugs of st, taken now, whose
// telling (from the drug to the next one, drugEnd) told says are stopped.
func stoppedWhere(x extract.Result, tx text, st []Statement, told func(rest string) bool) []Statement {
	for i, s := range st {
		if s.Type != Medication || s.Negated || s.Hypothetical || s.Experiencer != extract.Patient || s.Status == Stopped {
			continue
		}
		k, ok := mentionIndexOf(x, s.Concept)
		if ok && told(tx.between(x.Mentions[k].Span[1], drugEnd(x, tx, k))) {
			st[i].Status = Stopped
		}
	}
	return st
}

// stopAskedOfATaking reports whether rest asks whether the drug may stop or
// must go on, with no stop told before the question: "以前吃过一段时间别嘌醇，
// 后来冇吃了，现在还要吃吗？" (s51 blind round 18 zh17) asks whether to take it
// again, and the drug stays stopped.
func stopAskedOfATaking(rest string) bool {
	loc := zhStopAsked.FindStringIndex(rest)
	if loc == nil {
		return false
	}
	before := rest[:loc[0]]
	return !containsAny(before, laterStops) && !containsAny(before, []string{"冇吃了", "没吃了", "沒吃了", "不吃了", "停了", "停咗", "断了", "斷了", "没再吃", "冇再食", "唔食了"})
}

// switchedAway says a drug was changed for another the turn does not name:
// "氨氯地平我吃了两年，上个月换成别的了", "they switched me to something else".
var switchedAway = regexp.MustCompile(`(?i)(?:换成|换了|改成|改了|改吃|换吃)(?:别的|另外一种|另一种|其他的|一种新的)|换药了|后来换了药|换了个药|换了别的药|\bswitched (?:me )?(?:over )?to something else\b|` +
	`\b(?:switched|changed|moved) (?:me )?(?:over )?(?:to|onto) (?:a different|another|a new) (?:one|tablet|pill|drug|medicine|medication)\b`)

// switchedAwayStopped makes stopped the patient's drugs the turn tells
// changed for another it does not name: each stayed a drug taken now.
func switchedAwayStopped(x extract.Result, tx text, st []Statement) []Statement {
	return stoppedWhere(x, tx, st, switchedAway.MatchString)
}
