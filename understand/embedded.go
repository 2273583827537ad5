package understand

import "strings"

// seeWords open a clause that a "A-not-A" after them completes as what is
// to be seen, not asked: "换成瑞舒伐他汀，看看肌肉痛会不会好", "先吃一礼拜，
// 观察有没有效果". A sentence that holds one only after them, with no
// question particle at its end, asks the patient nothing.
var seeWords = []string{"看看", "看一看", "看一下", "看下", "观察", "试试看", "睇下", "睇睇"}

// embeddedAsk reports whether the runes before an "A-not-A" end within a
// clause that holds a see word not said to the patient ("你看看疼不疼"
// asks them to try and tell).
func embeddedAsk(before []rune) bool {
	s := string(before)
	if i := strings.LastIndexAny(s, "，,：:"); i >= 0 {
		s = s[i:]
	}
	s = strings.TrimLeft(s, "，,：: ")
	if startsWithAny(s, []string{"你", "您", "侬", "你们"}) != "" {
		return false // "你看看疼不疼": the patient is asked to see, and to say
	}
	return containsAny(s, seeWords)
}
