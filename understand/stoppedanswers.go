package understand

import (
	"regexp"
	"strings"
)

// stillDrugAsked reports whether an open question asks whether a drug is
// still taken ("阿莫西林还在吃吗？").
func stillDrugAsked(asks []Ask) bool {
	for _, a := range asks {
		if a.Type == Medication && a.Still && a.Relative == "" {
			return true
		}
	}
	return false
}

// zhStopToldAnswer reports whether a Chinese answer that opens with no yes
// or no tells, at the end of its first sentence, that the drug was stopped
// ("阿莫西林还在吃吗？" "昨天起疹子以后我妈就不让吃了。"): a no to "still?",
// told with when and why. A stop followed by a start again ("…后来又吃了")
// is not one. So is a first clause that is the stop alone, told before
// when and why: "冇食喇，旧年做完胃镜之后医生叫我停咗。" (asked/zh-x2-023).
func zhStopToldAnswer(text string) bool {
	if zhStoppedFirst(text) {
		return true // "二甲双胍还在吃吗？" "上个月我自己停了，吃了老拉肚子。" (session 72's review 10, Z19)
	}
	first := text
	if i := strings.IndexAny(text, "。！？!?"); i >= 0 {
		first = text[:i]
	}
	if i := strings.IndexAny(first, "，,"); i > 0 && !containsAny(first, []string{"又", "还在", "接着", "继续"}) {
		clause := strings.ReplaceAll(strings.TrimSpace(strings.TrimLeft(first[:i], "嗯啊哦呃额噢 ")), "沒", "没")
		if loc := stoppedByVerb.FindStringIndex(clause); loc != nil && loc[0] == 0 && loc[1] == len(clause) {
			return true
		}
	}
	first = strings.TrimRight(withoutSinceLength(strings.TrimRight(first, stopToldTail)), stopToldTail) // "…我就没吃了，有半个月了" (drugreview.go)
	first = strings.ReplaceAll(first, "沒", "没")                                                         // "五月就沒吃了啦" (stopparticle.go)
	loc := stoppedByVerb.FindStringIndex(first)
	return loc != nil && loc[1] == len(first) && !containsAny(first, []string{"又", "还在", "接着", "继续"})
}

// takenAgainZh take a stopped drug up again: "五月停了，後來又吃了啦".
var takenAgainZh = []string{"又吃", "又开始", "重新吃", "还在吃", "接着吃", "继续吃", "又用", "又食"}

// stoppedBareZh is a first clause that tells the stop by "停" alone, with
// when and by whom before it: "停了", "上个月我自己停了", "早就停咗".
var stoppedBareZh = regexp.MustCompile(`^[^，,。！？!?又还接继]{0,10}?停(?:了|咗|掉了|掉咯|药了|喇|啦)$`)

// zhStoppedFirst reports whether a Chinese answer opens by telling the stop
// with "停" alone and takes the drug up again nowhere after.
func zhStoppedFirst(text string) bool {
	return stoppedBareZh.MatchString(firstClauseZh(text)) && !containsAny(text, takenAgainZh)
}

// firstClauseZh returns the first clause of a Chinese answer, without its
// opening fillers.
func firstClauseZh(text string) string {
	if i := strings.IndexAny(text, "，,。！？!?；;"); i >= 0 {
		text = text[:i]
	}
	return strings.TrimSpace(strings.TrimLeft(text, "嗯啊哦呃额噢 "))
}
