package understand

import "strings"

// bareAskedEchoes bring back a question without saying whose it was: "哦
// 刚才问发烧，没量，感觉不烧" (round 11 zh03). Only at the opening of their
// clause, after an interjection at most: "我刚才问医生发烧要不要紧" is a
// question the patient put to someone else.
var bareAskedEchoes = []string{"刚才问的", "刚刚问的", "刚才问", "刚刚问", "刚问", "之前问的", "前面问的"}

// echoOpeners may come before a bare echo in its clause.
var echoOpeners = []string{"哦", "噢", "喔", "嗯", "啊", "呃", "诶", "欸", "对了", "还有", "另外", "那个", " "}

// bareEchoAt returns the byte offset in before of a bare echo that opens
// the last clause of before, or -1.
func bareEchoAt(before string) int {
	start := 0
	for _, sep := range []string{",", "，", "、", ";", "；", ":", "："} {
		if i := strings.LastIndex(before, sep); i >= 0 && i+len(sep) > start {
			start = i + len(sep)
		}
	}
	s := before[start:]
	for w := startsWithAny(s, echoOpeners); w != ""; w = startsWithAny(s, echoOpeners) {
		s = s[len(w):]
	}
	if startsWithAny(s, bareAskedEchoes) == "" {
		return -1
	}
	return len(before) - len(s)
}

// unmeasuredSaid say the thing asked was not measured: "没量", "体温没测".
// It tells neither way; how it feels, said next, is the answer.
var unmeasuredSaid = []string{"没量", "没测", "没量过", "没测过", "没有量", "没有测", "没去量", "还没量", "还没测", "没量体温", "没测体温",
	"体温没量", "体温没测", "没量呢", "没测呢"}

// feelingWords open a clause that answers by how it feels: "感觉不烧".
var feelingWords = []string{"自己感觉", "感觉上", "感觉", "觉得", "自己觉得", "摸着", "摸起来", "我感觉", "我觉得"}

// answerPastMeasuring returns how the rest of a late echo's sentence
// answers: answerYes or answerNo as answerOf reads it, after a clause
// that says it was not measured and a feeling word that opens the next
// ("，没量，感觉不烧" is a no); answerUnsure when it says only that it was
// not measured; "" otherwise.
func answerPastMeasuring(rest string) string {
	clauses := strings.FieldsFunc(rest, func(r rune) bool { return strings.ContainsRune(",，.。!！?？;；…", r) })
	unmeasured := false
	for len(clauses) > 0 && isUnmeasured(clauses[0]) {
		clauses, unmeasured = clauses[1:], true
	}
	if unmeasured && len(clauses) == 0 {
		return answerUnsure
	}
	if unmeasured {
		c := withoutFillers(clauses[0])
		if w := startsWithAny(c, feelingWords); w != "" {
			c = c[len(w):]
		}
		clauses[0] = c
	}
	switch a := answerOf(strings.Join(clauses, "，")); a {
	case answerNo, answerYes:
		return a
	}
	return ""
}

// isUnmeasured reports whether a clause says only that the thing was not
// measured.
func isUnmeasured(c string) bool {
	c = strings.TrimRight(withoutFillers(c), " 啊呀呢的")
	for _, w := range unmeasuredSaid {
		if c == w {
			return true
		}
	}
	return false
}
